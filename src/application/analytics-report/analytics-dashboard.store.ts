import { lastDays } from '../../domain/analytics-ingestion/analytics-report';
import { londonDate } from '../../domain/shared/london-date';
import type { AnalyticsConsole } from '../../ports/analytics-console.port';
import type { Clock } from '../../ports/clock.port';

export interface DashboardRange {
  readonly from: string;
  readonly to: string;
}

/** The presets the range picker offers, by how many London days to today they cover. */
export const DASHBOARD_PRESETS = [7, 28] as const;
export type DashboardPreset = (typeof DASHBOARD_PRESETS)[number];

/**
 * The console's analytics dashboard for its screen (issue 19 item 4): the presets' ranges of
 * London days to today (by the clock, so tests pick the day), and the report of a range.
 */
export class AnalyticsDashboardStore {
  constructor(
    private readonly api: AnalyticsConsole,
    private readonly clock: Clock,
  ) {}

  /** Today's date in London. */
  today(): string {
    return londonDate(this.clock.now());
  }

  /** The last `days` London days, today included. */
  preset(days: DashboardPreset): DashboardRange {
    return lastDays(this.today(), days);
  }

  report(range: DashboardRange) {
    return this.api.report(range);
  }
}
