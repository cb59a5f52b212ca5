import { type FormEvent, useCallback, useId, useState } from 'react';
import {
  DASHBOARD_PRESETS,
  type DashboardPreset,
  type DashboardRange,
} from '../../../application/analytics-report/analytics-dashboard.store';
import { ANALYTICS_DASHBOARD_STORE } from '../../../application/analytics-report/analytics-report.tokens';
import type { AnalyticsReport, VitalMetric } from '../../../domain/analytics-ingestion/analytics-report';
import { useAdminService } from '../components/admin-services';
import { Loaded, useConsoleResource } from '../components/console-resource';
import { type Column, DataTable } from '../components/data-table';
import { formatCalendarDay } from '../components/format';
import { PageViewsChart } from '../components/page-views-chart';
import { type ReportColumn, ReportSection, ReportTable } from '../components/report-table';
import { ScreenHeader } from '../components/screen-header';

type Shown =
  | { readonly kind: 'ok'; readonly report: AnalyticsReport }
  | { readonly kind: 'invalid'; readonly message: string };

const number = new Intl.NumberFormat('en-GB');
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

const vitalNames: Readonly<Record<VitalMetric, string>> = {
  LCP: 'Largest contentful paint',
  CLS: 'Cumulative layout shift',
  INP: 'Interaction to next paint',
  FCP: 'First contentful paint',
  TTFB: 'Time to first byte',
};

/** CLS has no unit; the other metrics are milliseconds. */
const vitalValue = (metric: VitalMetric, value: number) =>
  metric === 'CLS' ? value.toFixed(2) : `${number.format(Math.round(value))} ms`;

/** A rating as web.dev words it, as a badge. */
function Rating({ rating }: { readonly rating: 'good' | 'needs improvement' | 'poor' | null }) {
  if (rating === null) return '–';
  return (
    <span className={`admin-status admin-rating-${rating.replace(' ', '-')}`}>
      {rating === 'good' ? 'Good' : rating === 'poor' ? 'Poor' : 'Needs improvement'}
    </span>
  );
}

const pathCell = 'admin-analytics-path';
const topPageColumns: readonly ReportColumn<AnalyticsReport['topPages'][number]>[] = [
  { header: 'Page', className: pathCell, cell: (p) => p.path },
  { header: 'Views', end: true, cell: (p) => number.format(p.views) },
];
const vitalColumns: readonly ReportColumn<AnalyticsReport['webVitals'][number]>[] = [
  { header: 'Metric', cell: (v) => <abbr title={vitalNames[v.metric]}>{v.metric}</abbr> },
  { header: 'Route', className: pathCell, cell: (v) => v.route },
  { header: '75th percentile', end: true, cell: (v) => vitalValue(v.metric, v.p75) },
  { header: 'Rating', cell: (v) => <Rating rating={v.rating} /> },
  { header: 'Samples', end: true, cell: (v) => number.format(v.samples) },
];
const interactivityColumns: readonly ReportColumn<AnalyticsReport['interactivity'][number]>[] = [
  { header: 'Route', className: pathCell, cell: (row) => row.route },
  { header: 'Dead clicks', end: true, cell: (row) => number.format(row.deadClicks) },
  { header: 'Lost', end: true, cell: (row) => number.format(row.lostClicks) },
  {
    header: 'Wait, 75th percentile',
    end: true,
    cell: (row) => (row.waitP75 === null ? '–' : vitalValue('INP', row.waitP75)),
  },
  {
    header: (
      <>
        <abbr title={vitalNames.INP}>INP</abbr>, 75th percentile
      </>
    ),
    label: 'INP, 75th percentile',
    end: true,
    cell: (row) => (row.inpP75 === null ? '–' : `${vitalValue('INP', row.inpP75)} (${number.format(row.inpSamples)})`),
  },
  { header: 'Rating', cell: (row) => <Rating rating={row.inpRating} /> },
];
const errorColumns: readonly ReportColumn<AnalyticsReport['errors'][number]>[] = [
  { header: 'Times', end: true, cell: (e) => number.format(e.count) },
  { header: 'Message', className: 'admin-analytics-message', cell: (e) => e.message },
];

type ConsentDay = AnalyticsReport['consentPerDay'][number];
const consentColumns: readonly Column<ConsentDay>[] = [
  {
    key: 'date',
    header: 'Day',
    cell: (d) => <time dateTime={d.date}>{formatCalendarDay(d.date)}</time>,
    sortValue: (d) => d.date,
  },
  {
    key: 'accepted',
    header: 'Accepted',
    align: 'end',
    cell: (d) => number.format(d.accepted),
    sortValue: (d) => d.accepted,
  },
  {
    key: 'rejected',
    header: 'Rejected',
    align: 'end',
    cell: (d) => number.format(d.rejected),
    sortValue: (d) => d.rejected,
  },
  { key: 'chosen', header: 'Chosen', align: 'end', cell: (d) => number.format(d.chosen), sortValue: (d) => d.chosen },
];

/**
 * The analytics dashboard (issue 19 item 4, owner and sales): for a range of London days (the
 * last 7 or 28, or any dates), what `npm run analytics:report` prints: page views per day as a
 * chart and a table, top pages, sessions, the booking funnel, each web vital's 75th percentile per
 * route with its rating, JavaScript errors grouped, and consent decisions per day.
 */
export default function AnalyticsScreen() {
  const store = useAdminService(ANALYTICS_DASHBOARD_STORE);
  const fromId = useId();
  const toId = useId();
  const [range, setRange] = useState<DashboardRange>(() => store.preset(28));
  const [draft, setDraft] = useState<DashboardRange>(range);

  // Only the answer to the last range asked about is shown (useConsoleResource).
  const { resource, reload } = useConsoleResource(
    useCallback(async (): Promise<Shown> => {
      const answer = await store.report(range);
      if (answer.kind === 'ok' || answer.kind === 'invalid') return answer;
      throw new Error(
        answer.kind === 'forbidden'
          ? 'Only an owner or a sales member can read the analytics.'
          : 'Your session has ended. Please sign in again.',
      );
    }, [store, range]),
  );

  const choosePreset = (days: DashboardPreset) => {
    const next = store.preset(days);
    setDraft(next);
    setRange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRange({ ...draft });
  };
  const presetOf = DASHBOARD_PRESETS.find((days) => {
    const preset = store.preset(days);
    return preset.from === range.from && preset.to === range.to;
  });

  return (
    <>
      <ScreenHeader
        title="Analytics"
        description="What visitors who allowed analytics did on the site. Days are London days."
      />
      <form className="admin-card admin-analytics-range" onSubmit={submit} aria-label="Range of days">
        <div className="admin-analytics-presets">
          {DASHBOARD_PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              className={`admin-button${presetOf === days ? ' admin-button-primary' : ''}`}
              aria-pressed={presetOf === days}
              onClick={() => choosePreset(days)}
            >
              Last {days} days
            </button>
          ))}
        </div>
        <div className="admin-analytics-custom">
          <div className="admin-field">
            <label className="admin-label" htmlFor={fromId}>
              From
            </label>
            <input
              id={fromId}
              type="date"
              required
              value={draft.from}
              max={draft.to}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </div>
          <div className="admin-field">
            <label className="admin-label" htmlFor={toId}>
              To
            </label>
            <input
              id={toId}
              type="date"
              required
              value={draft.to}
              min={draft.from}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </div>
          <button type="submit" className="admin-button">
            Show these days
          </button>
        </div>
      </form>

      <Loaded resource={resource} loading="Loading the figures…" onRetry={reload}>
        {(shown) =>
          shown.kind === 'ok' ? (
            <Report report={shown.report} />
          ) : (
            <div role="alert" className="admin-alert admin-alert-warning">
              {shown.message}
            </div>
          )
        }
      </Loaded>
    </>
  );
}

function Report({ report }: { readonly report: AnalyticsReport }) {
  const views = report.pageViewsPerDay.reduce((n, d) => n + d.views, 0);
  const f = report.funnel;
  const span =
    report.from === report.to
      ? formatCalendarDay(report.from)
      : `${formatCalendarDay(report.from)} to ${formatCalendarDay(report.to)}`;
  return (
    <>
      <h2 className="admin-section-title">{span}</h2>
      <dl className="admin-analytics-figures">
        <div className="admin-card">
          <dt>Page views</dt>
          <dd>{number.format(views)}</dd>
        </div>
        <div className="admin-card">
          <dt>Sessions</dt>
          <dd>{number.format(report.sessions)}</dd>
        </div>
        <div className="admin-card">
          <dt>Viewings booked</dt>
          <dd>{number.format(f.viewingBooked)}</dd>
        </div>
      </dl>

      <section className="admin-card" aria-labelledby="analytics-views">
        <h2 id="analytics-views" className="admin-section-title">
          Page views per day
        </h2>
        {views === 0 ? (
          <p className="admin-muted">No page views in these days.</p>
        ) : (
          <PageViewsChart days={report.pageViewsPerDay} />
        )}
      </section>

      <div className="admin-analytics-columns">
        <ReportSection
          id="analytics-pages"
          title="Top pages"
          empty={report.topPages.length === 0 ? 'No page views in these days.' : null}
        >
          <ReportTable rows={report.topPages} rowKey={(p) => p.path} columns={topPageColumns} />
        </ReportSection>

        <section className="admin-card" aria-labelledby="analytics-funnel">
          <h2 id="analytics-funnel" className="admin-section-title">
            From a residence to a booked viewing
          </h2>
          <div className="admin-table-scroll">
            <table className="admin-table">
              <caption className="visually-hidden">Sessions at each step, and the share of the step before</caption>
              <thead>
                <tr>
                  <th scope="col">Sessions that</th>
                  <th scope="col" className="admin-cell-end">
                    Sessions
                  </th>
                  <th scope="col" className="admin-cell-end">
                    Of the step before
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">Viewed a residence</th>
                  <td className="admin-cell-end">{number.format(f.propertyPage)}</td>
                  <td className="admin-cell-end">–</td>
                </tr>
                <tr>
                  <th scope="row">Started booking a viewing</th>
                  <td className="admin-cell-end">{number.format(f.viewingStarted)}</td>
                  <td className="admin-cell-end">{percent(f.viewingStarted, f.propertyPage)}</td>
                </tr>
                <tr>
                  <th scope="row">Booked a viewing</th>
                  <td className="admin-cell-end">{number.format(f.viewingBooked)}</td>
                  <td className="admin-cell-end">{percent(f.viewingBooked, f.viewingStarted)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </section>
      </div>

      <ReportSection
        id="analytics-vitals"
        title="Web vitals, 75th percentile"
        empty={report.webVitals.length === 0 ? 'No measurements in these days.' : null}
      >
        <ReportTable
          caption="Each metric’s 75th percentile per route, rated by web.dev’s thresholds"
          rows={report.webVitals}
          rowKey={(v) => `${v.metric} ${v.route}`}
          columns={vitalColumns}
        />
      </ReportSection>

      <ReportSection
        id="analytics-interactivity"
        title="Presses and responsiveness by page kind"
        intro="Dead clicks: presses a visitor made before the page could act on them. Most are held and done as soon as it can; lost ones could not be done. INP: how long the page took to answer a press, 75th percentile."
        empty={report.interactivity.length === 0 ? 'No presses measured in these days.' : null}
      >
        <ReportTable
          caption="Per route: dead clicks, lost presses, the 75th percentile of their wait, and INP’s 75th percentile"
          rows={report.interactivity}
          rowKey={(row) => row.route}
          columns={interactivityColumns}
        />
      </ReportSection>

      <ReportSection
        id="analytics-errors"
        title="JavaScript errors"
        empty={report.errors.length === 0 ? 'No errors reported in these days.' : null}
      >
        <ReportTable rows={report.errors} rowKey={(e) => e.message} columns={errorColumns} />
      </ReportSection>

      <section className="admin-card admin-card-flush" aria-labelledby="analytics-consent">
        <h2 id="analytics-consent" className="admin-section-title admin-analytics-flush-title">
          Cookie choices per day
        </h2>
        <DataTable
          rows={report.consentPerDay}
          columns={consentColumns}
          rowKey={(d) => d.date}
          caption="Cookie choices per London day: accepted all, rejected all, or chose some"
          captionHidden
          initialSort={{ key: 'date', direction: 'descending' }}
          pageSizes={[7, 28, 100]}
          empty={<p>No days in the range.</p>}
        />
      </section>
    </>
  );
}
