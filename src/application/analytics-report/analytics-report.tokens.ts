import { type Token, token } from '../../ports/token';
import type { AnalyticsDashboardStore } from './analytics-dashboard.store';
import type { ReadAnalyticsReport } from './read-analytics-report.use-case';

/** The analytics report's use case, by token (the server's container; the command builds its own). */
export const READ_ANALYTICS_REPORT: Token<ReadAnalyticsReport> =
  /* @__PURE__ */ token<ReadAnalyticsReport>('ReadAnalyticsReport');

/** The console's dashboard store (the browser's container, admin-modules.ts). */
export const ANALYTICS_DASHBOARD_STORE: Token<AnalyticsDashboardStore> =
  /* @__PURE__ */ token<AnalyticsDashboardStore>('AnalyticsDashboardStore');
