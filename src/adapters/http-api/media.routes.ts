import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ReadMedia } from '../../application/catalogue/read-media.use-case';
import { parseOr400, sendError } from './api-error';

const params = z.object({
  mediaId: z.uuid({ message: 'must be a media id' }),
  file: z.enum(['thumbnail.webp', 'small.webp', 'medium.webp', 'large.webp'], { message: 'unknown format' }),
});

/** Pictures never change under the same id, so they are cached for a year. */
export function mediaRoutes(media: ReadMedia) {
  return async (app: FastifyInstance) => {
    app.get('/media/:mediaId/:file', async (request, reply) => {
      const p = parseOr400(params, request.params, reply);
      if (!p) return reply;
      const format = p.file.replace('.webp', '') as 'thumbnail' | 'small' | 'medium' | 'large';
      const image = await media.run(p.mediaId, format);
      if (!image) return sendError(reply, 404, { error: 'not_found', message: 'No such picture.' });
      return reply
        .header('content-type', image.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength));
    });
  };
}
