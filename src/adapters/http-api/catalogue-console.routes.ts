import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EditCatalogue, ListQuery } from '../../application/catalogue/edit-catalogue.use-case';
import { MAX_SHEET_CHARS, type PriceSheet } from '../../application/catalogue/price-sheet.use-case';
import type { CatalogueEntity } from '../../ports/catalogue-editor.port';
import { sendError } from './api-error';
import { sendCsvDownload } from './csv-download';
import { requirePermission, staffActor } from './staff-guard';
import { versionedRecordRoutes } from './versioned-record-routes';

/** The console's catalogue addresses, by the kind of record each holds. */
const collections: Readonly<Record<string, CatalogueEntity>> = {
  cities: 'city',
  universities: 'university',
  residences: 'property',
  'room-types': 'room_type',
  'tenancy-options': 'tenancy_option',
};

const listQuery = z.object({
  q: z.string().max(200).optional(),
  sort: z
    .string()
    .regex(/^[a-zA-Z]{1,40}$/)
    .optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(500).optional(),
  cityId: z.uuid().optional(),
  propertyId: z.uuid().optional(),
  roomTypeId: z.uuid().optional(),
  status: z.enum(['published', 'draft', 'withdrawn']).optional(),
});

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
    const sheetOf = (body: unknown): string | null =>
      typeof body === 'string'
        ? body
        : typeof (body as { csv?: unknown })?.csv === 'string'
          ? (body as { csv: string }).csv
          : null;
    const sheetRoute = { ...write, bodyLimit: MAX_SHEET_CHARS * 2 };

    app.post('/api/admin/catalogue/prices/preview', sheetRoute, async (request, reply) => {
      const csv = sheetOf(request.body);
      if (csv === null) return sendError(reply, 400, { error: 'bad_request', message: 'Send the CSV sheet as text.' });
      const previewed = await prices.preview(csv);
      if (previewed.outcome === 'unreadable')
        return sendError(reply, 400, { error: 'unreadable', message: previewed.message });
      return previewed.plan;
    });

    app.post('/api/admin/catalogue/prices/apply', sheetRoute, async (request, reply) => {
      const csv = sheetOf(request.body);
      if (csv === null) return sendError(reply, 400, { error: 'bad_request', message: 'Send the CSV sheet as text.' });
      // ?skip_refused=true: the operator chose to apply only the good rows of a sheet with refused ones.
      const skipRefused = (request.query as { skip_refused?: unknown } | undefined)?.skip_refused === 'true';
      const applied = await prices.apply(csv, staffActor(request), { skipRefused });
      if (applied.outcome === 'unreadable')
        return sendError(reply, 400, { error: 'unreadable', message: applied.message });
      if (applied.outcome === 'has_refused_rows')
        return reply.code(422).send({ error: 'refused_rows', message: applied.message, refused: applied.refused });
      if (applied.outcome === 'stale') return sendError(reply, 409, { error: 'stale', message: applied.message });
      return { applied: applied.count, refused: applied.refused };
    });

    for (const [path, kind] of Object.entries(collections)) {
      const base = `/api/admin/catalogue/${path}`;

      app.get(base, read, async (request, reply) => {
        const parsed = listQuery.safeParse(request.query);
        if (!parsed.success)
          return sendError(reply, 400, { error: 'bad_request', message: 'Check the list’s filters.' });
        const { q, sort, dir, page, pageSize, ...where } = parsed.data;
        const query: ListQuery = {
          ...(q !== undefined ? { q } : {}),
          ...(sort !== undefined ? { sort } : {}),
          ...(dir !== undefined ? { dir } : {}),
          ...(page !== undefined ? { page } : {}),
          ...(pageSize !== undefined ? { pageSize } : {}),
          where: Object.fromEntries(Object.entries(where).filter(([, v]) => v !== undefined)) as Record<string, string>,
        };
        return edit.list(kind, query);
      });

      versionedRecordRoutes(app, base, kind, edit, { read: read.preHandler, write: write.preHandler });
    }
  };
}
