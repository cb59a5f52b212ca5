import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ReadAnalyticsReport } from '../../application/analytics-report/read-analytics-report.use-case';
import { sendError } from './api-error';
import { requirePermission } from './staff-guard';

const rangeQuery = z.object({
  from: z.string().max(40),
  to: z.string().max(40),
});

/**
 * The console's analytics dashboard (issue 19 item 4), under /api/admin/analytics: the report of
 * the London days `from` to `to` (YYYY-MM-DD, both included, at most 366 days), the figures
 * `npm run analytics:report` prints. Needs analytics:read (sales and owner).
 */
export function analyticsConsoleRoutes(read: ReadAnalyticsReport) {
  return async function routes(app: FastifyInstance): Promise<void> {
    app.get('/api/admin/analytics', { preHandler: requirePermission('analytics:read') }, async (request, reply) => {
      const query = rangeQuery.safeParse(request.query);
      if (!query.success)
        return sendError(reply, 400, {
          error: 'bad_range',
          message: 'Give the range as from and to, London dates like 2026-09-01.',
        });
      const outcome = await read.run(query.data);
      if (outcome.kind === 'invalid') return sendError(reply, 400, { error: 'bad_range', message: outcome.message });
      return { report: outcome.report };
    });
  };
}
