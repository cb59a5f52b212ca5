import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ReadMedia } from '../../application/catalogue/read-media.use-case';
import type { MediaFormatName } from '../../domain/catalogue/catalogue';
import { MEDIA_FORMAT_NAMES, type MediaEncoding } from '../../domain/catalogue/media-formats';
import { parseOr400, sendError } from './api-error';
import { pictureAnswers } from './security-headers';

/** `<format>.<encoding>`, the format one of the domain's list (names of plain letters). */
const fileName = new RegExp(`^(${MEDIA_FORMAT_NAMES.join('|')})\\.(webp|avif)$`);

const params = z.object({
  mediaId: z.uuid({ message: 'must be a media id' }),
  file: z.string().regex(fileName, { message: 'unknown format' }),
});

/**
 * Pictures never change under the same id, so they are cached for a year; but the file given for
 * one not made yet (the WebP for an AVIF, ADR 045; the medium for a phone file or the large for a tablet one, ADR 066) is cached
 * for a minute only, so the real one replaces it soon.
 */
export function mediaRoutes(media: ReadMedia) {
  return async (app: FastifyInstance) => {
    // A picture's policy (ADR 068): its headers are a third of a page's, and it comes in one window.
    app.get('/media/:mediaId/:file', { config: pictureAnswers }, async (request, reply) => {
      const p = parseOr400(params, request.params, reply);
      if (!p) return reply;
      const [format, encoding] = p.file.split('.') as [MediaFormatName, MediaEncoding];
      const answer = await media.run(p.mediaId, format, encoding);
      if (!answer) return sendError(reply, 404, { error: 'not_found', message: 'No such picture.' });
      const { image, stopGap } = answer;
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', stopGap ? 'public, max-age=60' : 'public, max-age=31536000, immutable')
        .send(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength));
    });
  };
}
