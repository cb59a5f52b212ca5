import * as z from 'zod/mini';
import type { GalleryEdit } from '../../domain/catalogue/gallery';
import type { ConsolePicture } from '../../ports/pictures-console.port';
import { apiErrorSchema, endpoint, type ParsedOf, staleSchema } from './endpoint';
import { mediaFormatsSchema } from './media-formats.schema';

/**
 * The console's pictures (issue 18, ADR 045) as they cross the wire, written once (ADR 095): the
 * media library (upload, list and search, alt text) and the galleries of residences and room types
 * (read; add, reorder, remove; one picture's change, ADR 091: make first, move, replace, put back).
 * 401 and 403 are declared: the pictures' port answers them as values. The upload's body is
 * multipart (not JSON), so outside the contract; its answers are in it.
 */

const picture: z.ZodMiniType<ConsolePicture> = z.object({
  id: z.string(),
  alt: z.string(),
  formats: mediaFormatsSchema,
  createdAt: z.string(),
});
const pictures = z.array(picture);

const uuid = z.uuid({ error: 'must be an id' });
const id = z.object({ id: uuid });
const ids = z.array(uuid).check(z.maxLength(100));
/** The gallery's ids as the operator saw it (409 with the gallery as it is if it changed since). */
const expected = z.optional(ids);
/** A place in a gallery, counted from 0. */
const place = z.int().check(z.gte(0), z.lte(1000));
/** A whole number in a query string, from `min` to `max`, `fallback` when absent. */
const whole = (min: number, max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(min), z.lte(max))), fallback);

const denied = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
const refused = apiErrorSchema;

/** A gallery's endpoints under `/api/admin/catalogue/<segment>/:id/gallery`; each change answers the gallery after it. */
function gallery(segment: 'residences' | 'room-types') {
  const path = `/api/admin/catalogue/${segment}/:id/gallery` as const;
  const answers = {
    200: z.object({ gallery: pictures }),
    400: refused,
    ...denied,
    404: apiErrorSchema,
    409: staleSchema(pictures),
  } as const;
  return {
    /** catalogue:read. */
    read: endpoint({ method: 'GET', path, params: id, answers }),
    /** Adds pictures at the end (pictures:write, as every change). */
    attach: endpoint({
      method: 'POST',
      path,
      params: id,
      body: z.object({ mediaIds: ids.check(z.minLength(1, 'choose at least one picture')), expected }),
      answers,
    }),
    /** The same pictures in a new order. */
    reorder: endpoint({ method: 'PUT', path, params: id, body: z.object({ order: ids, expected }), answers }),
    /** One picture's change (ADR 091). */
    edit: endpoint({
      method: 'PATCH',
      path,
      params: id,
      body: z.discriminatedUnion('change', [
        z.object({ change: z.literal('make_first'), mediaId: uuid, expected }),
        z.object({ change: z.literal('move'), mediaId: uuid, to: place, expected }),
        z.object({ change: z.literal('replace'), mediaId: uuid, by: uuid, expected }),
        z.object({ change: z.literal('put_back'), mediaId: uuid, at: place, expected }),
      ]),
      answers,
    }),
    /** Takes a picture out of the gallery (it stays in the library); the body is optional. */
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:mediaId`,
      params: z.object({ id: uuid, mediaId: uuid }),
      body: z.optional(z.object({ expected })),
      answers,
    }),
  };
}

export const picturesConsoleContract = {
  /**
   * pictures:write. Multipart (outside the contract): each `file` part takes the alt text of the
   * `alt` field in the same place. A refused file or alt text answers with the reason, naming it in
   * `fields` (`file.0`, `alt.1`): 400, 413 (too large, too many), 415 (not a picture, not multipart),
   * 422 (too many pixels, damaged); 429 is the API's rate limit, before the route.
   */
  upload: endpoint({
    method: 'POST',
    path: '/api/admin/media',
    answers: {
      201: z.object({ pictures }),
      400: refused,
      ...denied,
      413: refused,
      415: refused,
      422: refused,
      429: refused,
    },
  }),
  /** The library, newest first, a page at a time, searched by alt text; catalogue:read. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/media',
    query: z.object({
      limit: whole(1, 100, 48),
      offset: whole(0, Number.MAX_SAFE_INTEGER, 0),
      search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    }),
    answers: { 200: z.object({ pictures, total: z.number() }), 400: refused, ...denied },
  }),
  /** A picture's alt text; pictures:write. */
  editAlt: endpoint({
    method: 'PATCH',
    path: '/api/admin/media/:id',
    params: id,
    body: z.object({ alt: z.string().check(z.maxLength(1000)) }),
    answers: { 200: z.object({ picture }), 400: refused, ...denied, 404: apiErrorSchema },
  }),
  residence: gallery('residences'),
  room_type: gallery('room-types'),
};

type GalleryChange = ParsedOf<typeof picturesConsoleContract.residence.edit>['body'];

/** One picture's change (not a removal, which has its own path) as the body names it. */
export function galleryChangeOf(edit: Exclude<GalleryEdit, { kind: 'remove' }>): GalleryChange {
  switch (edit.kind) {
    case 'make_first':
      return { change: edit.kind, mediaId: edit.mediaId };
    case 'move':
      return { change: edit.kind, mediaId: edit.mediaId, to: edit.to };
    case 'replace':
      return { change: edit.kind, mediaId: edit.mediaId, by: edit.by };
    case 'put_back':
      return { change: edit.kind, mediaId: edit.mediaId, at: edit.at };
  }
}

/** The change a body names, in the domain's terms (the route's and QA's). */
export function galleryEditOf(body: GalleryChange): GalleryEdit {
  switch (body.change) {
    case 'make_first':
      return { kind: body.change, mediaId: body.mediaId };
    case 'move':
      return { kind: body.change, mediaId: body.mediaId, to: body.to };
    case 'replace':
      return { kind: body.change, mediaId: body.mediaId, by: body.by };
    case 'put_back':
      return { kind: body.change, mediaId: body.mediaId, at: body.at };
  }
}
