import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GalleryOutcome, ManageGalleries } from '../../application/pictures/manage-galleries.use-case';
import type { ManagePictureLibrary } from '../../application/pictures/picture-library.use-case';
import type { PicturesActor } from '../../application/pictures/pictures-actor';
import type { UploadedFile, UploadPictures } from '../../application/pictures/upload-pictures.use-case';
import type { GalleryEdit } from '../../domain/catalogue/gallery';
import {
  MAX_PICTURE_BYTES,
  MAX_PICTURES_PER_UPLOAD,
  type PictureRefusal,
  pictureRefusalMessage,
} from '../../domain/catalogue/picture-upload';
import type { GalleryOwner, LibraryPicture } from '../../ports/picture-library.port';
import { parseOr400, sendError } from './api-error';
import { requirePermission } from './staff-guard';

export interface PicturesRoutesDeps {
  readonly upload: UploadPictures;
  readonly library: ManagePictureLibrary;
  readonly galleries: ManageGalleries;
}

const refusalStatus: Record<PictureRefusal, number> = {
  too_large: 413,
  not_a_picture: 415,
  unsupported_format: 415,
  too_many_pixels: 422,
  damaged: 422,
};

const uuid = z.uuid({ message: 'must be an id' });
const idParams = z.object({ id: uuid });
const galleryItemParams = z.object({ id: uuid, mediaId: uuid });
const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(48),
  offset: z.coerce.number().int().min(0).default(0),
  search: z.string().trim().max(100).optional(),
});
const ids = z.array(uuid).max(100);
const attachBody = z.object({ mediaIds: ids.min(1, 'choose at least one picture'), expected: ids.optional() });
const reorderBody = z.object({ order: ids, expected: ids.optional() });
const removeBody = z.object({ expected: ids.optional() }).optional();
const altBody = z.object({ alt: z.string().max(1000) });
/** One picture's change (ADR 091); `at`/`to` are places counted from 0. */
const place = z.number().int().min(0).max(1000);
const editBody = z.discriminatedUnion('change', [
  z.object({ change: z.literal('make_first'), mediaId: uuid, expected: ids.optional() }),
  z.object({ change: z.literal('move'), mediaId: uuid, to: place, expected: ids.optional() }),
  z.object({ change: z.literal('replace'), mediaId: uuid, by: uuid, expected: ids.optional() }),
  z.object({ change: z.literal('put_back'), mediaId: uuid, at: place, expected: ids.optional() }),
]);

const pictureJson = (p: LibraryPicture) => ({
  id: p.id,
  alt: p.alt,
  formats: p.formats,
  createdAt: new Date(p.createdAt).toISOString(),
});

const actor = (request: FastifyRequest): PicturesActor => {
  if (!request.staff) throw new Error('a console route ran without its permission check');
  return { staff: request.staff, ip: request.ip };
};

/**
 * The console's pictures (issue 18, ADR 045), a plugin for `deps.console.routes`:
 * - POST /api/admin/media (pictures:write): multipart, each `file` part taking the alt text of the
 *   `alt` field in the same place (the first alt for the first file...); 201 {pictures}.
 * - GET /api/admin/media?limit&offset&search (catalogue:read); PATCH /api/admin/media/:id {alt}.
 * - /api/admin/catalogue/residences/:id/gallery and /room-types/:id/gallery: GET (catalogue:read);
 *   POST {mediaIds, expected?} adds, PUT {order, expected?} reorders, DELETE /:mediaId {expected?}
 *   removes, PATCH {change: make_first | move | replace | put_back, mediaId, by?, to?, at?, expected?}
 *   changes one picture (ADR 091: make first, replace in place, undo a removal) (pictures:write);
 *   `expected` is the gallery's ids as the operator saw them (409 if changed).
 */
export function picturesRoutes(deps: PicturesRoutesDeps) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: MAX_PICTURE_BYTES, files: MAX_PICTURES_PER_UPLOAD, fields: 20, fieldSize: 2_000, parts: 40 },
    });
    const write = { preHandler: requirePermission('pictures:write') };
    const read = { preHandler: requirePermission('catalogue:read') };

    app.post('/api/admin/media', write, async (request, reply) => {
      if (!request.isMultipart()) {
        return sendError(reply, 415, {
          error: 'multipart_expected',
          message: 'Send the pictures as multipart/form-data: a `file` part and an `alt` field for each.',
        });
      }
      const files: { name: string; original: Uint8Array }[] = [];
      const alts: string[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') {
              await part.toBuffer();
              continue;
            }
            files.push({ name: part.filename || `picture ${files.length + 1}`, original: await part.toBuffer() });
          } else if (part.fieldname === 'alt') {
            alts.push(String(part.value ?? ''));
          }
        }
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          return sendError(reply, 413, {
            error: 'too_large',
            message: pictureRefusalMessage('too_large'),
            fields: { [`file.${files.length}`]: pictureRefusalMessage('too_large') },
          });
        }
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          return sendError(reply, 413, {
            error: 'too_many_files',
            message: `Upload at most ${MAX_PICTURES_PER_UPLOAD} pictures at once.`,
          });
        }
        // Anything else that stops the parts being read is the body's: no boundary, a body cut
        // short, a malformed part header (busboy's errors carry no code of their own).
        request.log.info({ err: error }, 'unreadable upload');
        return sendError(reply, 400, {
          error: 'unreadable_upload',
          message:
            'The upload could not be read (it was cut short or is not multipart/form-data). Choose the pictures and send them again.',
        });
      }
      const upload: UploadedFile[] = files.map((file, i) => ({ ...file, alt: alts[i] ?? '' }));
      const outcome = await deps.upload.run(actor(request), upload);
      if (outcome.outcome === 'invalid') {
        return sendError(reply, 400, { error: 'invalid', message: outcome.message, fields: outcome.fields });
      }
      if (outcome.outcome === 'refused') {
        return sendError(reply, refusalStatus[outcome.refusal], {
          error: outcome.refusal,
          message: outcome.message,
          fields: { [`file.${outcome.index}`]: outcome.message },
        });
      }
      return reply.code(201).send({ pictures: outcome.pictures.map(pictureJson) });
    });

    app.get('/api/admin/media', read, async (request, reply) => {
      const q = parseOr400(listQuery, request.query, reply);
      if (!q) return reply;
      const page = await deps.library.list(q);
      return { pictures: page.pictures.map(pictureJson), total: page.total };
    });

    app.patch('/api/admin/media/:id', write, async (request, reply) => {
      const p = parseOr400(idParams, request.params, reply);
      const body = p && parseOr400(altBody, request.body, reply);
      if (!p || !body) return reply;
      const outcome = await deps.library.editAlt(actor(request), p.id, body.alt);
      if (outcome.outcome === 'not_found')
        return sendError(reply, 404, { error: 'not_found', message: 'No such picture.' });
      if (outcome.outcome === 'invalid') {
        return sendError(reply, 400, { error: 'invalid', message: outcome.fields.alt, fields: outcome.fields });
      }
      return { picture: pictureJson(outcome.picture) };
    });

    for (const [segment, kind] of [
      ['residences', 'property'],
      ['room-types', 'room_type'],
    ] as const) {
      const base = `/api/admin/catalogue/${segment}/:id/gallery`;
      const owner = (id: string): GalleryOwner => ({ kind, id });

      app.get(base, read, async (request, reply) => {
        const p = parseOr400(idParams, request.params, reply);
        if (!p) return reply;
        const gallery = await deps.galleries.read(owner(p.id));
        if (!gallery) return notFound(reply, kind);
        return { gallery: gallery.map(pictureJson) };
      });

      app.post(base, write, async (request, reply) => {
        const p = parseOr400(idParams, request.params, reply);
        const body = p && parseOr400(attachBody, request.body, reply);
        if (!p || !body) return reply;
        const outcome = await deps.galleries.attach(actor(request), owner(p.id), body.mediaIds, body.expected);
        return answer(reply, kind, outcome);
      });

      app.put(base, write, async (request, reply) => {
        const p = parseOr400(idParams, request.params, reply);
        const body = p && parseOr400(reorderBody, request.body, reply);
        if (!p || !body) return reply;
        const outcome = await deps.galleries.reorder(actor(request), owner(p.id), body.order, body.expected);
        return answer(reply, kind, outcome);
      });

      app.patch(base, write, async (request, reply) => {
        const p = parseOr400(idParams, request.params, reply);
        const body = p && parseOr400(editBody, request.body, reply);
        if (!p || !body) return reply;
        const outcome = await deps.galleries.edit(actor(request), owner(p.id), galleryEdit(body), body.expected);
        return answer(reply, kind, outcome);
      });

      app.delete(`${base}/:mediaId`, write, async (request, reply) => {
        const p = parseOr400(galleryItemParams, request.params, reply);
        const body = p && parseOr400(removeBody, request.body ?? undefined, reply);
        if (!p || body === null) return reply;
        const outcome = await deps.galleries.remove(actor(request), owner(p.id), p.mediaId, body?.expected);
        return answer(reply, kind, outcome);
      });
    }
  };
}

function galleryEdit(body: z.infer<typeof editBody>): GalleryEdit {
  switch (body.change) {
    case 'make_first':
      return { kind: 'make_first', mediaId: body.mediaId };
    case 'move':
      return { kind: 'move', mediaId: body.mediaId, to: body.to };
    case 'replace':
      return { kind: 'replace', mediaId: body.mediaId, by: body.by };
    case 'put_back':
      return { kind: 'put_back', mediaId: body.mediaId, at: body.at };
  }
}

function notFound(reply: FastifyReply, kind: GalleryOwner['kind']) {
  const what = kind === 'property' ? 'residence' : 'room type';
  return sendError(reply, 404, { error: 'not_found', message: `No such ${what}.` });
}

function answer(reply: FastifyReply, kind: GalleryOwner['kind'], outcome: GalleryOutcome) {
  switch (outcome.outcome) {
    case 'saved':
      return reply.send({ gallery: outcome.gallery.map(pictureJson) });
    case 'not_found':
      return notFound(reply, kind);
    case 'invalid':
      return sendError(reply, 400, { error: 'invalid', message: outcome.message });
    case 'stale':
      return reply
        .code(409)
        .send({ error: 'stale', message: outcome.message, current: outcome.current.map(pictureJson) });
  }
}
