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
        <section className="admin-card" aria-labelledby="analytics-pages">
          <h2 id="analytics-pages" className="admin-section-title">
            Top pages
          </h2>
          {report.topPages.length === 0 ? (
            <p className="admin-muted">No page views in these days.</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Page</th>
                  <th scope="col" className="admin-cell-end">
                    Views
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.topPages.map((p) => (
                  <tr key={p.path}>
                    <td className="admin-analytics-path">{p.path}</td>
                    <td className="admin-cell-end">{number.format(p.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>

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

      <section className="admin-card" aria-labelledby="analytics-vitals">
        <h2 id="analytics-vitals" className="admin-section-title">
          Web vitals, 75th percentile
        </h2>
        {report.webVitals.length === 0 ? (
          <p className="admin-muted">No measurements in these days.</p>
        ) : (
          <div className="admin-table-scroll">
            <table className="admin-table admin-table-cards">
              <caption className="visually-hidden">
                Each metric’s 75th percentile per route, rated by web.dev’s thresholds
              </caption>
              <thead>
                <tr>
                  <th scope="col">Metric</th>
                  <th scope="col">Route</th>
                  <th scope="col" className="admin-cell-end">
                    75th percentile
                  </th>
                  <th scope="col">Rating</th>
                  <th scope="col" className="admin-cell-end">
                    Samples
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.webVitals.map((v) => (
                  <tr key={`${v.metric} ${v.route}`}>
                    <td data-label="Metric">
                      <abbr title={vitalNames[v.metric]}>{v.metric}</abbr>
                    </td>
                    <td data-label="Route" className="admin-analytics-path">
                      {v.route}
                    </td>
                    <td data-label="75th percentile" className="admin-cell-end">
                      {vitalValue(v.metric, v.p75)}
                    </td>
                    <td data-label="Rating">
                      <span className={`admin-status admin-rating-${v.rating.replace(' ', '-')}`}>
                        {v.rating === 'good' ? 'Good' : v.rating === 'poor' ? 'Poor' : 'Needs improvement'}
                      </span>
                    </td>
                    <td data-label="Samples" className="admin-cell-end">
                      {number.format(v.samples)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="admin-card" aria-labelledby="analytics-interactivity">
        <h2 id="analytics-interactivity" className="admin-section-title">
          Presses and responsiveness by page kind
        </h2>
        <p className="admin-muted">
          Dead clicks: presses a visitor made before the page could act on them. Most are held and done as soon as it
          can; lost ones could not be done. INP: how long the page took to answer a press, 75th percentile.
        </p>
        {report.interactivity.length === 0 ? (
          <p className="admin-muted">No presses measured in these days.</p>
        ) : (
          <div className="admin-table-scroll">
            <table className="admin-table admin-table-cards">
              <caption className="visually-hidden">
                Per route: dead clicks, lost presses, the 75th percentile of their wait, and INP’s 75th percentile
              </caption>
              <thead>
                <tr>
                  <th scope="col">Route</th>
                  <th scope="col" className="admin-cell-end">
                    Dead clicks
                  </th>
                  <th scope="col" className="admin-cell-end">
                    Lost
                  </th>
                  <th scope="col" className="admin-cell-end">
                    Wait, 75th percentile
                  </th>
                  <th scope="col" className="admin-cell-end">
                    <abbr title={vitalNames.INP}>INP</abbr>, 75th percentile
                  </th>
                  <th scope="col">Rating</th>
                </tr>
              </thead>
              <tbody>
                {report.interactivity.map((row) => (
                  <tr key={row.route}>
                    <td data-label="Route" className="admin-analytics-path">
                      {row.route}
                    </td>
                    <td data-label="Dead clicks" className="admin-cell-end">
                      {number.format(row.deadClicks)}
                    </td>
                    <td data-label="Lost" className="admin-cell-end">
                      {number.format(row.lostClicks)}
                    </td>
                    <td data-label="Wait, 75th percentile" className="admin-cell-end">
                      {row.waitP75 === null ? '–' : vitalValue('INP', row.waitP75)}
                    </td>
                    <td data-label="INP, 75th percentile" className="admin-cell-end">
                      {row.inpP75 === null
                        ? '–'
                        : `${vitalValue('INP', row.inpP75)} (${number.format(row.inpSamples)})`}
                    </td>
                    <td data-label="Rating">
                      {row.inpRating === null ? (
                        '–'
                      ) : (
                        <span className={`admin-status admin-rating-${row.inpRating.replace(' ', '-')}`}>
                          {row.inpRating === 'good' ? 'Good' : row.inpRating === 'poor' ? 'Poor' : 'Needs improvement'}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="admin-card" aria-labelledby="analytics-errors">
        <h2 id="analytics-errors" className="admin-section-title">
          JavaScript errors
        </h2>
        {report.errors.length === 0 ? (
          <p className="admin-muted">No errors reported in these days.</p>
        ) : (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col" className="admin-cell-end">
                  Times
                </th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e) => (
                <tr key={e.message}>
                  <td className="admin-cell-end">{number.format(e.count)}</td>
                  <td className="admin-analytics-message">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

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
