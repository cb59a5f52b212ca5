import type { AnalyticsReport } from '../domain/analytics-ingestion/analytics-report';
import { type Token, token } from './token';

/**
 * The console's analytics dashboard as the browser sees it (issue 19 item 4): the report of a
 * range of London days. Answers are outcomes; a failure to reach the server, or an answer that
 * does not fit, rejects with a ConsoleUnavailable (staff-console.port.ts).
 */
export type AnalyticsReportAnswer =
  | { readonly kind: 'ok'; readonly report: AnalyticsReport }
  /** The range was refused (not dates, in the wrong order, or too long): the message says why. */
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'forbidden' };

export interface AnalyticsConsole {
  report(range: { readonly from: string; readonly to: string }): Promise<AnalyticsReportAnswer>;
}

export const ANALYTICS_CONSOLE: Token<AnalyticsConsole> = /* @__PURE__ */ token<AnalyticsConsole>('AnalyticsConsole');
