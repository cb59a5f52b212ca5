import type { FastifyInstance } from 'fastify';
import type { EditCatalogue, ListQuery } from '../../application/catalogue/edit-catalogue.use-case';
import { MAX_SHEET_CHARS, type PriceSheet } from '../../application/catalogue/price-sheet.use-case';
import type { CatalogueEntity } from '../../ports/catalogue-editor.port';
import { catalogueConsoleContract as contract } from '../contracts/catalogue-console.contract';
import type { ParsedOf } from '../contracts/endpoint';
import { sendCsvDownload } from './csv-download';
import { serve } from './endpoint-route';
import { requirePermission, staffActor } from './staff-guard';
import { versionedRecordRoutes } from './versioned-record-routes';

type ListFilters = ParsedOf<typeof contract.city.list>['query'];

/** A list's parsed query as the use case takes it: the filters set go to `where`. */
function listQueryOf({ q, sort, dir, page, pageSize, ...filters }: ListFilters): ListQuery {
  const where: Record<string, string> = {};
  for (const [field, value] of Object.entries(filters)) if (value !== undefined) where[field] = value;
  return {
    ...(q !== undefined ? { q } : {}),
    ...(sort !== undefined ? { sort } : {}),
    ...(dir !== undefined ? { dir } : {}),
    ...(page !== undefined ? { page } : {}),
    ...(pageSize !== undefined ? { pageSize } : {}),
    where,
  };
}

/**
 * The console's catalogue API (issue 18 items 5 and 6), under /api/admin/catalogue: list (search,
 * sort, paging), read, create, change (with the version it was read at) and delete each kind of
 * record; the tenancy options as a CSV sheet, and an edited sheet previewed and applied. Reading
 * needs catalogue:read (sales may), writing catalogue:write. A save from an older version is a 409.
 */
export function catalogueConsoleRoutes(edit: EditCatalogue, prices: PriceSheet) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const read = { preHandler: requirePermission('catalogue:read') };
    const write = { preHandler: requirePermission('catalogue:write') };

    app.get('/api/admin/catalogue/prices.csv', read, async (_request, reply) => {
      const csv = await prices.exportCsv();
      return sendCsvDownload(reply, 'tenancy-options.csv', csv);
    });

    // The sheet comes as the body's text (text/csv or text/plain), or as JSON {csv}.
    app.addContentTypeParser(['text/csv'], { parseAs: 'string', bodyLimit: MAX_SHEET_CHARS * 2 }, (_r, body, done) =>
      done(null, body),
    );
    const sheetOf = (body: string | { readonly csv: string }) => (typeof body === 'string' ? body : body.csv);
    const sheetRoute = { ...write, bodyLimit: MAX_SHEET_CHARS * 2 };
    const unreadable = (message: string) => ({ status: 400, body: { error: 'unreadable', message } }) as const;

    serve(app, contract.previewPrices, sheetRoute, async ({ body }) => {
      const previewed = await prices.preview(sheetOf(body));
      if (previewed.outcome === 'unreadable') return unreadable(previewed.message);
      return { status: 200, body: previewed.plan };
    });

    serve(app, contract.applyPrices, sheetRoute, async ({ body, query }, request) => {
      // ?skip_refused=true: the operator chose to apply only the good rows of a sheet with refused ones.
      const skipRefused = query.skip_refused === 'true';
      const applied = await prices.apply(sheetOf(body), staffActor(request), { skipRefused });
      if (applied.outcome === 'unreadable') return unreadable(applied.message);
      if (applied.outcome === 'has_refused_rows')
        return { status: 422, body: { error: 'refused_rows', message: applied.message, refused: applied.refused } };
      if (applied.outcome === 'stale') return { status: 409, body: { error: 'stale', message: applied.message } };
      return { status: 200, body: { applied: applied.count, refused: applied.refused } };
    });

    const access = { read: read.preHandler, write: write.preHandler };
    const listOf =
      <K extends CatalogueEntity>(kind: K) =>
      async ({ query }: { readonly query: ListFilters }) =>
        ({ status: 200, body: await edit.list(kind, listQueryOf(query)) }) as const;
    versionedRecordRoutes(app, contract.city, 'city', edit, access, listOf('city'));
    versionedRecordRoutes(app, contract.university, 'university', edit, access, listOf('university'));
    versionedRecordRoutes(app, contract.property, 'property', edit, access, listOf('property'));
    versionedRecordRoutes(app, contract.room_type, 'room_type', edit, access, listOf('room_type'));
    versionedRecordRoutes(app, contract.tenancy_option, 'tenancy_option', edit, access, listOf('tenancy_option'));
  };
}
