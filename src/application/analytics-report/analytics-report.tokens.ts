import { type Token, token } from '../../ports/token';
import type { ReadAnalyticsReport } from './read-analytics-report.use-case';

/** The analytics report's use case, by token (the server's container; the command builds its own). */
export const READ_ANALYTICS_REPORT: Token<ReadAnalyticsReport> =
  /* @__PURE__ */ token<ReadAnalyticsReport>('ReadAnalyticsReport');
