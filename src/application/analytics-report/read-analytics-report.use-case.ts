import {
  type AnalyticsReport,
  analyticsReport,
  reportedEventTypes,
  reportRange,
  reportWindow,
} from '../../domain/analytics-ingestion/analytics-report';
import type { AnalyticsEvents } from '../../ports/analytics-events.port';
import type { ConsentLog } from '../../ports/consent-log.port';

export type AnalyticsReportOutcome =
  | { readonly kind: 'ok'; readonly report: AnalyticsReport }
  | { readonly kind: 'invalid'; readonly message: string };

/**
 * The analytics report for a range of London days (issue 19 item 4): what `npm run
 * analytics:report` prints and the console's dashboard shows, computed here once for both. The
 * range is checked (real dates, in order, at most MAX_REPORT_DAYS); the events are read for its
 * instants and the consent log counted per London day.
 */
export class ReadAnalyticsReport {
  constructor(
    private readonly events: Pick<AnalyticsEvents, 'between'>,
    private readonly consent: Pick<ConsentLog, 'decisionsPerDay'>,
  ) {}

  async run(range: { readonly from: string; readonly to: string }): Promise<AnalyticsReportOutcome> {
    const checked = reportRange(range.from, range.to);
    if (typeof checked === 'string') return { kind: 'invalid', message: checked };
    const { fromMs, toMs } = reportWindow(checked.from, checked.to);
    const [events, consentDays] = await Promise.all([
      this.events.between(fromMs, toMs, reportedEventTypes),
      this.consent.decisionsPerDay(fromMs, toMs),
    ]);
    return {
      kind: 'ok',
      report: analyticsReport(events, { from: checked.from, to: checked.to }, 10, consentDays),
    };
  }
}
