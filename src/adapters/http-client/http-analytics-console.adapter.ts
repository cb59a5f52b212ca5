import * as z from 'zod/mini';
import type { AnalyticsReport } from '../../domain/analytics-ingestion/analytics-report';
import type { AnalyticsConsole, AnalyticsReportAnswer } from '../../ports/analytics-console.port';
import { ConsoleUnavailable } from '../../ports/staff-console.port';
import type { Fetch } from './get-json';

const count = z.number();
const reportSchema = z.object({
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
      rating: z.enum(['good', 'needs improvement', 'poor']),
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
      inpRating: z.nullable(z.enum(['good', 'needs improvement', 'poor'])),
      inpSamples: count,
    }),
  ),
});
const answerSchema = z.object({ report: reportSchema });
const errorSchema = z.object({ message: z.optional(z.string()) });

const notUnderstood = 'The server sent an answer the console did not understand. Please try again.';

/** The console's analytics API from the browser: HTTP statuses become the port's outcomes here. */
export class HttpAnalyticsConsole implements AnalyticsConsole {
  constructor(private readonly fetchFn: Fetch) {}

  async report(range: { readonly from: string; readonly to: string }): Promise<AnalyticsReportAnswer> {
    const query = new URLSearchParams({ from: range.from, to: range.to });
    let response: Response;
    try {
      response = await this.fetchFn(`/api/admin/analytics?${query}`, {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      });
    } catch {
      throw new ConsoleUnavailable();
    }
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 200) {
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw new ConsoleUnavailable(notUnderstood);
      return { kind: 'ok', report: parsed.data.report as AnalyticsReport };
    }
    const message = errorSchema.safeParse(body).data?.message;
    if (response.status === 400) return { kind: 'invalid', message: message ?? 'Please check the dates.' };
    if (response.status === 401) return { kind: 'signed-out' };
    if (response.status === 403) return { kind: 'forbidden' };
    throw new ConsoleUnavailable(message ?? notUnderstood);
  }
}
