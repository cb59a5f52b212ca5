import { parseArgs } from 'node:util';
import type { ReadAnalyticsReport } from '../application/analytics-report/read-analytics-report.use-case';
import { type AnalyticsReport, reportRange } from '../domain/analytics-ingestion/analytics-report';
import { addDays, londonParts } from '../domain/shared/london-time';

/**
 * `npm run analytics:report [-- --from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]`: what the
 * first-party analytics events say about a range of London days (the last 30 by default). This is
 * the command without its process: the entry (analytics-report.ts) opens the database and hands it
 * the events, the terminal and the clock.
 */

export const analyticsReportUsage = `Usage:
  npm run -s analytics:report [-- --from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]

London days, both ends included (at most 366); by default the 30 days to today. --json prints the figures as JSON.
Run it with the server's DATABASE_URL: it reads the same database. With PGlite (no DATABASE_URL, or a
data directory), stop the server first: one process at a time.`;

export interface AnalyticsReportRequest {
  readonly from: string;
  readonly to: string;
  readonly json: boolean;
}

/** Reads the command line against today's London date; a string is what was wrong with it. */
export function parseAnalyticsReportArgs(args: readonly string[], nowMs: number): AnalyticsReportRequest | string {
  let values: { from?: string; to?: string; json?: boolean };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { from: { type: 'string' }, to: { type: 'string' }, json: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).replace(/\.?$/, '.');
  }
  const json = values.json === true;
  const to = values.to ?? londonParts(nowMs).date;
  const from = values.from ?? (values.to ? addDaysOrSelf(to, -29) : addDays(to, -29));
  const range = reportRange(from, to);
  if (typeof range === 'string') return `${range} --from comes before --to.`;
  return { from, to, json };
}

/** `date` less `days`, or `date` itself when it is not a date (reportWindow then names it). */
function addDaysOrSelf(date: string, days: number): string {
  try {
    return addDays(date, days);
  } catch {
    return date;
  }
}

export interface AnalyticsReportIo {
  readonly out: (text: string) => void;
}

/** Reads the range's report (the use case the console's dashboard reads too) and prints it; resolves to the exit code. */
export async function runAnalyticsReport(
  request: AnalyticsReportRequest,
  read: ReadAnalyticsReport,
  io: AnalyticsReportIo,
): Promise<number> {
  const outcome = await read.run(request);
  if (outcome.kind === 'invalid') {
    io.out(`${outcome.message}\n`);
    return 2;
  }
  io.out(request.json ? `${JSON.stringify(outcome.report, null, 2)}\n` : formatAnalyticsReport(outcome.report));
  return 0;
}

const number = new Intl.NumberFormat('en-GB');
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

/** A metric's value as people read it: CLS has no unit, the others are milliseconds. */
function vitalValue(metric: string, value: number): string {
  return metric === 'CLS' ? value.toFixed(2) : `${number.format(Math.round(value))} ms`;
}

function table(rows: readonly (readonly string[])[], rightAligned: readonly number[] = []): string[] {
  const widths = rows.reduce<number[]>((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), []);
  return rows.map(
    (row) =>
      `  ${row
        .map((cell, i) => (rightAligned.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd()}`,
  );
}

/** The report as text for a terminal. */
export function formatAnalyticsReport(report: AnalyticsReport): string {
  const lines = [`Analytics, ${report.from} to ${report.to} (London days)`, ''];
  const views = report.pageViewsPerDay.reduce((n, d) => n + d.views, 0);
  lines.push(`Page views: ${number.format(views)}`);
  lines.push(
    ...table(
      report.pageViewsPerDay.map((d) => [d.date, number.format(d.views)]),
      [1],
    ),
    '',
  );

  lines.push('Top pages');
  lines.push(
    ...(report.topPages.length
      ? table(
          report.topPages.map((p) => [number.format(p.views), p.path]),
          [0],
        )
      : ['  (no page views)']),
    '',
  );

  lines.push(`Sessions: ${number.format(report.sessions)}`, '');

  lines.push('Web vitals, 75th percentile (web.dev ratings)');
  lines.push(
    ...(report.webVitals.length
      ? table(
          report.webVitals.map((v) => [
            v.metric,
            v.route,
            vitalValue(v.metric, v.p75),
            v.rating,
            `${number.format(v.samples)} ${v.samples === 1 ? 'sample' : 'samples'}`,
          ]),
          [2, 4],
        )
      : ['  (no measurements)']),
    '',
  );

  lines.push('JavaScript errors');
  lines.push(
    ...(report.errors.length
      ? table(
          report.errors.map((e) => [number.format(e.count), e.message.replace(/\s+/g, ' ').slice(0, 200)]),
          [0],
        )
      : ['  (none)']),
    '',
  );

  const f = report.funnel;
  lines.push('Sessions from a property page to a booked viewing');
  lines.push(
    ...table(
      [
        ['Property page', number.format(f.propertyPage), ''],
        ['Viewing started', number.format(f.viewingStarted), `${percent(f.viewingStarted, f.propertyPage)} of those`],
        ['Viewing booked', number.format(f.viewingBooked), `${percent(f.viewingBooked, f.viewingStarted)} of those`],
      ],
      [1],
    ),
    '',
  );

  lines.push('Consent decisions');
  lines.push(
    ...table(
      [
        ['Day', 'Accepted', 'Rejected', 'Chosen'],
        ...report.consentPerDay.map((d) => [
          d.date,
          number.format(d.accepted),
          number.format(d.rejected),
          number.format(d.chosen),
        ]),
      ],
      [1, 2, 3],
    ),
  );
  return `${lines.join('\n')}\n`;
}
