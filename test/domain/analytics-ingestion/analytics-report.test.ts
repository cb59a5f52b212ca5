import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEAD_CLICK_EVENT } from '../../../src/domain/analytics/dead-click';
import type { AnalyticsEvent } from '../../../src/domain/analytics-ingestion/analytics-event';
import {
  analyticsReport,
  consentDecisionKind,
  lastDays,
  MAX_REPORT_DAYS,
  percentile75,
  rateVital,
  reportRange,
  reportWindow,
  routeOfPath,
} from '../../../src/domain/analytics-ingestion/analytics-report';

const at = (iso: string) => Date.parse(iso);
let n = 0;
function anEvent(
  eventType: string,
  time: string,
  properties: Record<string, unknown> = {},
  who: { device?: string; session?: number | null } = {},
): AnalyticsEvent {
  n += 1;
  return {
    insertId: `insert-${n}`,
    eventType,
    deviceId: who.device ?? 'device-1',
    userId: null,
    sessionId: who.session === undefined ? 1 : who.session,
    time: at(time),
    receivedAt: at(time),
    properties,
  };
}
const page = (path: string, time: string, who: { device?: string; session?: number | null } = {}, query = '') =>
  anEvent(
    'page_viewed',
    time,
    {
      '[Amplitude] Page Path': path,
      '[Amplitude] Page URL': `https://digs.test${path}`,
      '[Amplitude] Page Location': `https://digs.test${path}${query}`,
    },
    who,
  );

describe('web-vitals ratings (web.dev thresholds)', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs improvement'],
    ['LCP', 4000, 'needs improvement'],
    ['LCP', 4001, 'poor'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.11, 'needs improvement'],
    ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 500, 'needs improvement'],
    ['INP', 501, 'poor'],
    ['FCP', 1800, 'good'],
    ['FCP', 3000, 'needs improvement'],
    ['FCP', 3001, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1800, 'needs improvement'],
    ['TTFB', 1801, 'poor'],
  ] as const)('%s %d is %s', (metric, value, rating) => {
    expect(rateVital(metric, value)).toBe(rating);
  });
});

describe('75th percentile', () => {
  it('is the nearest-rank value: at least three quarters of the samples are at or below it', () => {
    expect(percentile75([4, 1, 3, 2])).toBe(3);
    expect(percentile75([10])).toBe(10);
    expect(percentile75([1, 2, 3, 4, 5])).toBe(4);
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, noDefaultInfinity: true }), { minLength: 1 }), (values) => {
        const p = percentile75(values);
        expect(values).toContain(p);
        expect(values.filter((v) => v <= p).length).toBeGreaterThanOrEqual(0.75 * values.length);
        expect(values.filter((v) => v < p).length).toBeLessThan(0.75 * values.length);
      }),
    );
  });
});

describe('routes of paths', () => {
  it.each([
    ['/', '/'],
    ['/manchester', '/:city'],
    ['/manchester/oak-house', '/:city/:property'],
    ['/manchester/oak-house/ensuite', '/:city/:property/:room'],
    ['/book-a-viewing/oak-house', '/book-a-viewing/:property'],
    ['/blog/moving-in', '/blog/:slug'],
    ['/find-your-room/budget', '/find-your-room/:step'],
    ['/compare', '/compare'],
    ['/Not A Page', '(not found)'],
  ])('%s is %s', (path, route) => {
    expect(routeOfPath(path)).toBe(route);
  });
});

describe('the report window', () => {
  it('runs from London midnight of the first day to London midnight after the last', () => {
    expect(reportWindow('2026-07-01', '2026-07-31')).toEqual({
      fromMs: at('2026-06-30T23:00:00Z'),
      toMs: at('2026-07-31T23:00:00Z'),
    });
    expect(() => reportWindow('2026-08-02', '2026-08-01')).toThrow(RangeError);
    expect(() => reportWindow('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('the analytics report', () => {
  const events: AnalyticsEvent[] = [
    // Session 1 (device-1): a property page, the booking started, then booked.
    page('/manchester/oak-house', '2026-09-01T09:00:00Z'),
    page('/book-a-viewing/oak-house', '2026-09-01T09:01:00Z'),
    page('/book-a-viewing/oak-house', '2026-09-01T09:02:00Z', {}, '?step=time'),
    page('/book-a-viewing/oak-house', '2026-09-01T09:05:00Z', {}, '?step=done'),
    anEvent('web_vitals_lcp', '2026-09-01T09:00:02Z', {
      metric_name: 'LCP',
      metric_value: 1200,
      '[Amplitude] Page Path': '/manchester/oak-house',
    }),
    anEvent('web_vitals_lcp', '2026-09-01T09:00:03Z', {
      metric_name: 'LCP',
      metric_value: 3000,
      page_path: '/leeds/elm-court',
    }),
    anEvent('web_vitals_cls', '2026-09-01T09:00:04Z', { metric_name: 'CLS', metric_value: 0.3, page_path: '/' }),
    anEvent('js_error', '2026-09-01T09:03:00Z', { error_message: 'x is undefined' }),
    // Session 2 (device-2): started a booking without a property page first; an error twice.
    page('/book-a-viewing/elm-court', '2026-09-02T22:30:00Z', { device: 'device-2', session: 2 }),
    page('/book-a-viewing/elm-court', '2026-09-02T22:31:00Z', { device: 'device-2', session: 2 }, '?step=done'),
    anEvent(
      'js_error',
      '2026-09-02T22:32:00Z',
      { error_message: 'x is undefined' },
      { device: 'device-2', session: 2 },
    ),
    anEvent('js_error', '2026-09-02T22:33:00Z', {}, { device: 'device-2', session: 2 }),
    // Session 3 (device-1 again, a later session): a property page only; its events arrive out of order.
    page('/manchester', '2026-09-03T10:01:00Z', { session: 3 }),
    page('/manchester/oak-house', '2026-09-03T10:00:00Z', { session: 3 }),
    // Outside the range, and one without a session.
    page('/manchester', '2026-08-31T22:59:59Z'),
    page('/faqs', '2026-09-03T12:00:00Z', { session: null }),
  ];
  const report = analyticsReport(events, { from: '2026-09-01', to: '2026-09-03' });

  it('counts page views per London day, every day of the range', () => {
    expect(report.pageViewsPerDay).toEqual([
      { date: '2026-09-01', views: 4 },
      // 22:30 UTC on 2 September is 23:30 in London.
      { date: '2026-09-02', views: 2 },
      { date: '2026-09-03', views: 3 },
    ]);
  });

  it('ranks the pages by views', () => {
    expect(report.topPages.slice(0, 3)).toEqual([
      { path: '/book-a-viewing/oak-house', views: 3 },
      { path: '/book-a-viewing/elm-court', views: 2 },
      { path: '/manchester/oak-house', views: 2 },
    ]);
  });

  it('counts sessions by device and session id', () => {
    expect(report.sessions).toBe(3);
  });

  it('gives each metric’s p75 per route, rated', () => {
    expect(report.webVitals).toEqual([
      { metric: 'CLS', route: '/', p75: 0.3, rating: 'poor', samples: 1 },
      { metric: 'LCP', route: '/:city/:property', p75: 3000, rating: 'needs improvement', samples: 2 },
    ]);
  });

  it('groups errors by message, the commonest first', () => {
    expect(report.errors).toEqual([
      { message: 'x is undefined', count: 2 },
      { message: 'Unknown error', count: 1 },
    ]);
  });

  it('follows sessions from a property page to a started and a booked viewing, in order', () => {
    expect(report.funnel).toEqual({ propertyPage: 2, viewingStarted: 1, viewingBooked: 1 });
  });
});

describe('the report across the clock changes', () => {
  it('puts each page view on its London day on both sides of 29 March and 25 October 2026', () => {
    const spring = analyticsReport(
      [
        // 23:30 UTC on 28 March is still GMT: 23:30 on the 28th in London.
        page('/', '2026-03-28T23:30:00Z'),
        // 00:59 UTC on 29 March is 00:59 GMT, the last minute before the clocks go forward.
        page('/', '2026-03-29T00:59:00Z'),
        // 23:30 UTC on 29 March is 00:30 BST on the 30th.
        page('/', '2026-03-29T23:30:00Z'),
      ],
      { from: '2026-03-28', to: '2026-03-30' },
    );
    expect(spring.pageViewsPerDay).toEqual([
      { date: '2026-03-28', views: 1 },
      { date: '2026-03-29', views: 1 },
      { date: '2026-03-30', views: 1 },
    ]);
    const autumn = analyticsReport(
      [
        // 23:30 UTC on 24 October is 00:30 BST on the 25th.
        page('/', '2026-10-24T23:30:00Z'),
        // 01:30 UTC on 25 October is 01:30 GMT, the second 01:30 of the day.
        page('/', '2026-10-25T01:30:00Z'),
        // 23:30 UTC on 25 October is 23:30 GMT, still the 25th.
        page('/', '2026-10-25T23:30:00Z'),
      ],
      { from: '2026-10-24', to: '2026-10-26' },
    );
    expect(autumn.pageViewsPerDay).toEqual([
      { date: '2026-10-24', views: 0 },
      { date: '2026-10-25', views: 3 },
      { date: '2026-10-26', views: 0 },
    ]);
  });
});

describe('the report range', () => {
  it('takes London days, both ends included, up to 366 of them', () => {
    expect(reportRange('2026-01-01', '2026-12-31')).toEqual({ from: '2026-01-01', to: '2026-12-31', days: 365 });
    expect(reportRange('2028-01-01', '2028-12-31')).toMatchObject({ days: 366 });
    expect(reportRange('2026-09-01', '2026-09-01')).toMatchObject({ days: 1 });
    expect(MAX_REPORT_DAYS).toBe(366);
  });

  it('explains a range it refuses', () => {
    expect(reportRange('2026-01-01', '2027-01-02')).toBe('A report covers at most 366 days; this range has 367.');
    expect(reportRange('2026-09-02', '2026-09-01')).toBe('The range ends (2026-09-01) before it starts (2026-09-02).');
    expect(reportRange('2026-02-30', '2026-03-01')).toBe('Not a date: 2026-02-30. Give dates like 2026-09-01.');
    expect(reportRange('2026-03-01', 'tomorrow')).toBe('Not a date: tomorrow. Give dates like 2026-09-01.');
  });
});

describe('consent decisions', () => {
  it('are accepted (everything), rejected (nothing) or chosen (some of it)', () => {
    expect(consentDecisionKind({ analytics: true, replay: true })).toBe('accepted');
    expect(consentDecisionKind({ analytics: false, replay: false })).toBe('rejected');
    expect(consentDecisionKind({ analytics: true, replay: false })).toBe('chosen');
    expect(consentDecisionKind({ analytics: false, replay: true })).toBe('chosen');
  });

  it('are reported for every day of the range, the days without any included', () => {
    const report = analyticsReport([], { from: '2026-10-24', to: '2026-10-26' }, 10, [
      { date: '2026-10-25', accepted: 2, rejected: 1, chosen: 1 },
    ]);
    expect(report.consentPerDay).toEqual([
      { date: '2026-10-24', accepted: 0, rejected: 0, chosen: 0 },
      { date: '2026-10-25', accepted: 2, rejected: 1, chosen: 1 },
      { date: '2026-10-26', accepted: 0, rejected: 0, chosen: 0 },
    ]);
  });
});

describe('the last days to a day', () => {
  it('end with that day, both ends counted', () => {
    expect(lastDays('2026-03-30', 7)).toEqual({ from: '2026-03-24', to: '2026-03-30' });
    expect(lastDays('2026-03-01', 28)).toEqual({ from: '2026-02-02', to: '2026-03-01' });
  });
});

describe('interactivity by page kind (ADR 089)', () => {
  const dead = (path: string, waited: number, outcome: 'replayed' | 'lost', time = '2026-11-02T10:00:00Z') =>
    anEvent(DEAD_CLICK_EVENT, time, { page_path: path, control: 'button.compare-button', waited_ms: waited, outcome });
  const inp = (path: string, value: number) =>
    anEvent('web_vitals_inp', '2026-11-02T10:00:00Z', { '[Amplitude] Page Path': path, metric_value: value });

  const report = analyticsReport(
    [
      dead('/manchester', 400, 'replayed'),
      dead('/leeds', 1200, 'replayed'),
      dead('/leeds', 90, 'replayed'),
      dead('/leeds', 2000, 'lost'),
      dead('/', 300, 'replayed'),
      dead('/', 300, 'replayed', '2026-11-09T10:00:00Z'),
      dead('/manchester', 'soon' as unknown as number, 'replayed'),
      inp('/manchester', 120),
      inp('/leeds', 640),
      inp('/blog/moving-in', 80),
    ],
    { from: '2026-11-01', to: '2026-11-03' },
  );

  it('counts the presses that waited for the app and those lost, with the p75 wait, and INP’s p75, per route', () => {
    expect(report.interactivity).toEqual([
      { route: '/', deadClicks: 1, lostClicks: 0, waitP75: 300, inpP75: null, inpRating: null, inpSamples: 0 },
      {
        route: '/:city',
        deadClicks: 3,
        lostClicks: 1,
        waitP75: 1200,
        inpP75: 640,
        inpRating: 'poor',
        inpSamples: 2,
      },
      {
        route: '/blog/:slug',
        deadClicks: 0,
        lostClicks: 0,
        waitP75: null,
        inpP75: 80,
        inpRating: 'good',
        inpSamples: 1,
      },
    ]);
  });

  it('counts every dead click in the range once, replayed or lost, and none outside it', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            path: fc.constantFrom('/', '/manchester', '/manchester/oak-house', '/blog/a'),
            waited: fc.nat(10_000),
            lost: fc.boolean(),
            day: fc.constantFrom('2026-11-01', '2026-11-02', '2026-11-05'),
          }),
          { maxLength: 30 },
        ),
        (clicks) => {
          const events = clicks.map((c) => dead(c.path, c.waited, c.lost ? 'lost' : 'replayed', `${c.day}T12:00:00Z`));
          const rows = analyticsReport(events, { from: '2026-11-01', to: '2026-11-03' }).interactivity;
          const inRange = clicks.filter((c) => c.day !== '2026-11-05');
          expect(rows.reduce((sum, r) => sum + r.deadClicks + r.lostClicks, 0)).toBe(inRange.length);
          expect(rows.reduce((sum, r) => sum + r.lostClicks, 0)).toBe(inRange.filter((c) => c.lost).length);
          for (const row of rows)
            if (row.deadClicks > 0) {
              const waits = inRange.filter((c) => !c.lost && routeOfPath(c.path) === row.route).map((c) => c.waited);
              expect(row.waitP75).toBe(percentile75(waits));
            }
        },
      ),
    );
  });
});
