import * as z from 'zod/mini';
import type { AnalyticsReport } from '../../domain/analytics-ingestion/analytics-report';
import { apiErrorSchema, endpoint } from './endpoint';

/** The console's analytics report (issue 19 item 4) as it crosses the wire, written once (ADR 095). */

const count = z.number();
const rating = z.enum(['good', 'needs improvement', 'poor']);

const report: z.ZodMiniType<AnalyticsReport> = z.object({
  from: z.string(),
  to: z.string(),
  pageViewsPerDay: z.array(z.object({ date: z.string(), views: count })),
  topPages: z.array(z.object({ path: z.string(), views: count })),
  sessions: count,
  webVitals: z.array(
    z.object({
      metric: z.enum(['LCP', 'CLS', 'INP', 'FCP', 'TTFB']),
      route: z.string(),
      p75: z.number(),
      rating,
      samples: count,
    }),
  ),
  errors: z.array(z.object({ message: z.string(), count })),
  funnel: z.object({ propertyPage: count, viewingStarted: count, viewingBooked: count }),
  consentPerDay: z.array(z.object({ date: z.string(), accepted: count, rejected: count, chosen: count })),
  interactivity: z.array(
    z.object({
      route: z.string(),
      deadClicks: count,
      lostClicks: count,
      waitP75: z.nullable(z.number()),
      inpP75: z.nullable(z.number()),
      inpRating: z.nullable(rating),
      inpSamples: count,
    }),
  ),
});

/** A London day as typed; the use case says what is wrong with it (missing is '', refused there too). */
const day = z._default(z.string().check(z.maxLength(40)), '');

export const analyticsContract = {
  /** The report of the London days `from` to `to` (both included, at most 366 days); analytics:read. */
  report: endpoint({
    method: 'GET',
    path: '/api/admin/analytics',
    query: z.object({ from: day, to: day }),
    answers: {
      200: z.object({ report }),
      400: apiErrorSchema,
      401: apiErrorSchema,
      403: apiErrorSchema,
    },
  }),
};
