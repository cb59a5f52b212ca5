import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleAnalyticsEvents } from '../../src/adapters/postgres/drizzle-analytics-events';
import { DrizzleConsentLog } from '../../src/adapters/postgres/drizzle-consent-log';
import { ReadAnalyticsReport } from '../../src/application/analytics-report/read-analytics-report.use-case';
import type { AnalyticsEvent } from '../../src/domain/analytics-ingestion/analytics-event';
import { parseAnalyticsReportArgs, runAnalyticsReport } from '../../src/server/analytics-report.command';
import { openTestDatabase } from '../support/test-database';

const at = (iso: string) => Date.parse(iso);
const now = at('2026-09-03T12:00:00Z');

describe('analytics:report arguments', () => {
  it('defaults to the 30 London days to today', () => {
    expect(parseAnalyticsReportArgs([], now)).toEqual({ from: '2026-08-05', to: '2026-09-03', json: false });
    // 23:30 UTC on 31 March is already 1 April in London.
    expect(parseAnalyticsReportArgs([], at('2026-03-31T23:30:00Z'))).toMatchObject({ to: '2026-04-01' });
  });

  it('takes --from and --to, in either form, and --json', () => {
    expect(parseAnalyticsReportArgs(['--from', '2026-09-01', '--to=2026-09-02', '--json'], now)).toEqual({
      from: '2026-09-01',
      to: '2026-09-02',
      json: true,
    });
    expect(parseAnalyticsReportArgs(['--to', '2026-07-31'], now)).toMatchObject({ from: '2026-07-02' });
  });

  it('explains what it cannot read', () => {
    for (const args of [
      ['--from'],
      ['--from', '2026-02-30'],
      ['--from', '2026-09-05', '--to', '2026-09-01'],
      ['x'],
      ['--what'],
      ['--json=yes'],
      ['--from', '2025-01-01', '--to', '2026-09-01'],
    ]) {
      expect(typeof parseAnalyticsReportArgs(args, now)).toBe('string');
    }
  });
});

describe('analytics:report on PGlite', () => {
  let database: DatabaseHandle;
  let serial = 0;
  const event = (
    eventType: string,
    time: string,
    properties: Record<string, unknown>,
    device = 'device-1',
    session = 1,
  ): AnalyticsEvent => ({
    insertId: `seed-${++serial}`,
    eventType,
    deviceId: device,
    userId: null,
    sessionId: session,
    time: at(time),
    receivedAt: at(time),
    properties,
  });
  const view = (path: string, time: string, device = 'device-1', session = 1, query = '') =>
    event(
      'page_viewed',
      time,
      { '[Amplitude] Page Path': path, '[Amplitude] Page Location': `https://digs.test${path}${query}` },
      device,
      session,
    );

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const lcp = (value: number, path: string, time: string) =>
      event('web_vitals_lcp', time, { metric_name: 'LCP', metric_value: value, '[Amplitude] Page Path': path });
    await new DrizzleAnalyticsEvents(database.db).store([
      view('/', '2026-09-01T08:00:00Z'),
      view('/manchester/oak-house', '2026-09-01T08:01:00Z'),
      view('/book-a-viewing/oak-house', '2026-09-01T08:02:00Z'),
      view('/book-a-viewing/oak-house', '2026-09-01T08:04:00Z', 'device-1', 1, '?step=done'),
      lcp(1800, '/manchester/oak-house', '2026-09-01T08:01:02Z'),
      lcp(2600, '/leeds/elm-court', '2026-09-01T08:01:03Z'),
      lcp(5200, '/leeds/elm-court', '2026-09-01T08:01:04Z'),
      lcp(2000, '/', '2026-09-01T08:00:02Z'),
      event('web_vitals_cls', '2026-09-01T08:00:03Z', { metric_name: 'CLS', metric_value: 0.02, page_path: '/' }),
      event('js_error', '2026-09-01T08:03:00Z', { error_message: 'Cannot read properties of undefined' }),
      event(
        'js_error',
        '2026-09-02T10:00:00Z',
        { error_message: 'Cannot read properties of undefined' },
        'device-2',
        2,
      ),
      view('/leeds/elm-court', '2026-09-02T10:00:00Z', 'device-2', 2),
      view('/leeds', '2026-09-02T10:05:00Z', 'device-2', 2),
      // The next day, and one outside the range.
      view('/leeds', '2026-09-03T09:00:00Z', 'device-3', 3),
      view('/', '2026-08-31T12:00:00Z', 'device-3', 4),
      // Not read by the report.
      event('button_clicked', '2026-09-01T08:00:30Z', {}),
    ]);
    const consent = new DrizzleConsentLog(database.db);
    const decide = (iso: string, analytics: boolean, replay: boolean) =>
      consent.record({ consentId: crypto.randomUUID(), version: 1, analytics, replay, recordedAt: at(iso) });
    await decide('2026-09-01T08:00:00Z', true, true);
    await decide('2026-09-01T09:00:00Z', true, true);
    // 23:30 UTC on 2 September is 00:30 on the 3rd in London.
    await decide('2026-09-02T23:30:00Z', false, false);
    await decide('2026-09-03T10:00:00Z', true, false);
  });
  afterAll(async () => database?.close());

  const run = async (args: string[]) => {
    const request = parseAnalyticsReportArgs(args, now);
    if (typeof request === 'string') throw new Error(request);
    let out = '';
    expect(
      await runAnalyticsReport(
        request,
        new ReadAnalyticsReport(new DrizzleAnalyticsEvents(database.db), new DrizzleConsentLog(database.db)),
        {
          out: (text) => {
            out += text;
          },
        },
      ),
    ).toBe(0);
    return out;
  };

  it('prints the figures of the range', async () => {
    const text = await run(['--from', '2026-09-01', '--to', '2026-09-03']);
    expect(text).toContain('Analytics, 2026-09-01 to 2026-09-03 (London days)');
    expect(text).toMatch(/Page views: 7\n {2}2026-09-01 {2}4\n {2}2026-09-02 {2}2\n {2}2026-09-03 {2}1\n/);
    expect(text).toMatch(/Top pages\n {2}2 {2}\/book-a-viewing\/oak-house\n {2}2 {2}\/leeds\n/);
    expect(text).toContain('Sessions: 3');
    expect(text).toMatch(/LCP {2}\/ +2,000 ms {2}good +1 sample/);
    expect(text).toMatch(/LCP {2}\/:city\/:property +5,200 ms {2}poor +3 samples/);
    expect(text).toMatch(/CLS {2}\/ +0\.02 {2}good/);
    expect(text).toMatch(/2 {2}Cannot read properties of undefined/);
    expect(text).toMatch(
      /Property page +2\n {2}Viewing started +1 {2}50% of those\n {2}Viewing booked +1 {2}100% of those/,
    );
    expect(text).toMatch(
      /Consent decisions\n {2}Day +Accepted +Rejected +Chosen\n {2}2026-09-01 +2 +0 +0\n {2}2026-09-02 +0 +0 +0\n {2}2026-09-03 +0 +1 +1\n/,
    );
  });

  it('prints the same figures as JSON', async () => {
    const report = JSON.parse(await run(['--from', '2026-09-01', '--to', '2026-09-03', '--json']));
    expect(report.sessions).toBe(3);
    expect(report.funnel).toEqual({ propertyPage: 2, viewingStarted: 1, viewingBooked: 1 });
    expect(report.webVitals).toContainEqual({
      metric: 'LCP',
      route: '/:city/:property',
      p75: 5200,
      rating: 'poor',
      samples: 3,
    });
    expect(report.errors).toEqual([{ message: 'Cannot read properties of undefined', count: 2 }]);
    expect(report.consentPerDay).toContainEqual({ date: '2026-09-03', accepted: 0, rejected: 1, chosen: 1 });
  });
});
