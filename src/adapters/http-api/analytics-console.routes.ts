import type { FastifyInstance } from 'fastify';
import type { ReadAnalyticsReport } from '../../application/analytics-report/read-analytics-report.use-case';
import { analyticsContract } from '../contracts/analytics.contract';
import { serve } from './endpoint-route';
import { requirePermission } from './staff-guard';

/**
 * The console's analytics dashboard (issue 19 item 4), as analytics.contract.ts declares it: the
 * report of the London days `from` to `to` (YYYY-MM-DD, both included, at most 366 days), the
 * figures `npm run analytics:report` prints. Needs analytics:read (sales and owner).
 */
export function analyticsConsoleRoutes(read: ReadAnalyticsReport) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const readable = { preHandler: requirePermission('analytics:read') };
    serve(app, analyticsContract.report, readable, async ({ query }) => {
      const outcome = await read.run(query);
      if (outcome.kind === 'invalid') return { status: 400, body: { error: 'bad_range', message: outcome.message } };
      return { status: 200, body: { report: outcome.report } };
    });
  };
}
