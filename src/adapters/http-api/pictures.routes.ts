import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GalleryOutcome, ManageGalleries } from '../../application/pictures/manage-galleries.use-case';
import type { ManagePictureLibrary } from '../../application/pictures/picture-library.use-case';
import type { PicturesActor } from '../../application/pictures/pictures-actor';
import type { UploadedFile, UploadPictures } from '../../application/pictures/upload-pictures.use-case';
import {
  MAX_PICTURE_BYTES,
  MAX_PICTURES_PER_UPLOAD,
  type PictureRefusal,
  pictureRefusalMessage,
} from '../../domain/catalogue/picture-upload';
import type { GalleryOwner, LibraryPicture } from '../../ports/picture-library.port';
import { notFoundAnswer, staleAnswer } from '../contracts/answers';
import { picturesConsoleContract as contract, galleryEditOf } from '../contracts/pictures-console.contract';
import { serve } from './endpoint-route';
import { requirePermission } from './staff-guard';

export interface PicturesRoutesDeps {
  readonly upload: UploadPictures;
  readonly library: ManagePictureLibrary;
  readonly galleries: ManageGalleries;
}

const refusalStatus: Record<PictureRefusal, 413 | 415 | 422> = {
  too_large: 413,
  not_a_picture: 415,
  unsupported_format: 415,
  too_many_pixels: 422,
  damaged: 422,
};

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

    serve(app, contract.upload, write, async (_input, request) => {
      if (!request.isMultipart()) {
        return {
          status: 415,
          body: {
            error: 'multipart_expected',
            message: 'Send the pictures as multipart/form-data: a `file` part and an `alt` field for each.',
          },
        };
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
          return {
            status: 413,
            body: {
              error: 'too_large',
              message: pictureRefusalMessage('too_large'),
              fields: { [`file.${files.length}`]: pictureRefusalMessage('too_large') },
            },
          };
        }
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          return {
            status: 413,
            body: { error: 'too_many_files', message: `Upload at most ${MAX_PICTURES_PER_UPLOAD} pictures at once.` },
          };
        }
        // Anything else that stops the parts being read is the body's: no boundary, a body cut
        // short, a malformed part header (busboy's errors carry no code of their own).
        request.log.info({ err: error }, 'unreadable upload');
        return {
          status: 400,
          body: {
            error: 'unreadable_upload',
            message:
              'The upload could not be read (it was cut short or is not multipart/form-data). Choose the pictures and send them again.',
          },
        };
      }
      const upload: UploadedFile[] = files.map((file, i) => ({ ...file, alt: alts[i] ?? '' }));
      const outcome = await deps.upload.run(actor(request), upload);
      if (outcome.outcome === 'invalid') {
        return { status: 400, body: { error: 'invalid', message: outcome.message, fields: outcome.fields } };
      }
      if (outcome.outcome === 'refused') {
        return {
          status: refusalStatus[outcome.refusal],
          body: {
            error: outcome.refusal,
            message: outcome.message,
            fields: { [`file.${outcome.index}`]: outcome.message },
          },
        };
      }
      return { status: 201, body: { pictures: outcome.pictures.map(pictureJson) } };
    });

    serve(app, contract.list, read, async ({ query }) => {
      const page = await deps.library.list(query);
      return { status: 200, body: { pictures: page.pictures.map(pictureJson), total: page.total } };
    });

    serve(app, contract.editAlt, write, async ({ params, body }, request) => {
      const outcome = await deps.library.editAlt(actor(request), params.id, body.alt);
      if (outcome.outcome === 'not_found') return notFoundAnswer('No such picture.');
      if (outcome.outcome === 'invalid') {
        return { status: 400, body: { error: 'invalid', message: outcome.fields.alt ?? '', fields: outcome.fields } };
      }
      return { status: 200, body: { picture: pictureJson(outcome.picture) } };
    });

    for (const kind of ['property', 'room_type'] as const) {
      const endpoints = kind === 'property' ? contract.residence : contract.room_type;
      const owner = (id: string): GalleryOwner => ({ kind, id });

      serve(app, endpoints.read, read, async ({ params }) => {
        const gallery = await deps.galleries.read(owner(params.id));
        if (!gallery) return notFound(kind);
        return { status: 200, body: { gallery: gallery.map(pictureJson) } };
      });

      serve(app, endpoints.attach, write, async ({ params, body }, request) =>
        answer(kind, await deps.galleries.attach(actor(request), owner(params.id), body.mediaIds, body.expected)),
      );

      serve(app, endpoints.reorder, write, async ({ params, body }, request) =>
        answer(kind, await deps.galleries.reorder(actor(request), owner(params.id), body.order, body.expected)),
      );

      serve(app, endpoints.edit, write, async ({ params, body }, request) =>
        answer(kind, await deps.galleries.edit(actor(request), owner(params.id), galleryEditOf(body), body.expected)),
      );

      serve(app, endpoints.remove, write, async ({ params, body }, request) =>
        answer(kind, await deps.galleries.remove(actor(request), owner(params.id), params.mediaId, body?.expected)),
      );
    }
  };
}

const notFound = (kind: GalleryOwner['kind']) =>
  notFoundAnswer(`No such ${kind === 'property' ? 'residence' : 'room type'}.`);

function answer(kind: GalleryOwner['kind'], outcome: GalleryOutcome) {
  switch (outcome.outcome) {
    case 'saved':
      return { status: 200, body: { gallery: outcome.gallery.map(pictureJson) } } as const;
    case 'not_found':
      return notFound(kind);
    case 'invalid':
      return { status: 400, body: { error: 'invalid', message: outcome.message } } as const;
    case 'stale':
      return staleAnswer({ message: outcome.message, current: outcome.current.map(pictureJson) });
  }
}
