import * as z from 'zod/mini';
import { apiErrorSchema, checkedByUseCase, endpoint, staleSchema } from './endpoint';

/**
 * One versioned record kind's endpoints under `base` (ADR 096), written once (ADR 095), the same
 * for the catalogue's kinds and the content's: list, read one, create (201), save from the
 * version it was read at (409 with the record as it now is when someone saved since) and delete
 * from a version (`?version=`; 409 when stale or still in use). `record` is the kind's one schema;
 * `list` says what its list takes and what it answers besides the items (a page's numbers).
 * The bodies are checked by the use case (its field messages are the domain's), so here a body
 * must be a JSON object, typed as the console sends it.
 */
export function versionedRecordContract<
  R,
  Q extends z.ZodMiniType,
  P extends Readonly<Record<string, z.ZodMiniType>> = Record<never, never>,
>(base: `/api/${string}`, record: z.ZodMiniType<R>, list: { readonly query: Q; readonly page?: P }) {
  const id = z.object({ id: z.string() });
  const stale = staleSchema(record);
  return {
    list: endpoint({
      method: 'GET',
      path: base,
      query: list.query,
      answers: { 200: z.object({ items: z.array(record), ...(list.page ?? ({} as P)) }) },
    }),
    get: endpoint({ method: 'GET', path: `${base}/:id`, params: id, answers: { 200: record, 404: apiErrorSchema } }),
    create: endpoint({
      method: 'POST',
      path: base,
      body: checkedByUseCase<Readonly<Record<string, unknown>>>(),
      answers: { 201: record, 400: apiErrorSchema, 404: apiErrorSchema, 409: stale },
    }),
    update: endpoint({
      method: 'PATCH',
      path: `${base}/:id`,
      params: id,
      body: checkedByUseCase<Readonly<Record<string, unknown>> & { readonly version: number }>(),
      answers: { 200: record, 400: apiErrorSchema, 404: apiErrorSchema, 409: stale },
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/:id`,
      params: id,
      /** The version as a whole number from 1; without one the route answers 400 `invalid` saying so. */
      query: z.object({ version: z.optional(z.string()) }),
      /** 409: stale (with the record as it is), or `in_use` (a city with residences). */
      answers: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 409: z.union([stale, apiErrorSchema]) },
    }),
  };
}

/** The endpoints of one record kind (its list's query and page as the kind says). */
export type VersionedRecordContract<R> = Omit<ReturnType<typeof versionedRecordContract<R, z.ZodMiniType>>, 'list'> & {
  readonly list: {
    readonly method: 'GET';
    readonly path: `/api/${string}`;
    readonly query: z.ZodMiniType;
    readonly answers: { readonly 200: z.ZodMiniType<{ readonly items: readonly R[] }> };
  };
};
