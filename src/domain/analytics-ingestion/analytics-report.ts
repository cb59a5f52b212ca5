import { addDays, daysBetween, isCalendarDate, londonInstant, londonParts } from '../shared/london-time';
import { matchSiteRoute } from '../site/site-routes';
import type { AnalyticsEvent } from './analytics-event';

/**
 * The analytics report (`npm run analytics:report`): what the first-party events say about a
 * range of London days. Page views are the client's `page_viewed` events (the page view plugin's
 * own name, `[Amplitude] Page Viewed`, counts too), web vitals its `web_vitals_*` events, errors its
 * `js_error` events. Days are London's calendar days, by the time the event happened.
 */

/**
 * The name `deadClickEvent` gives a dead click (domain/analytics/dead-click.ts; both tests pin it).
 * Not imported: the boot script carries that module, and the
 * console's report importing it too would split it into a chunk of its own, a ninth script on every
 * first load (ADR 059).
 */
const DEAD_CLICK_EVENT = 'dead_click';

export type VitalMetric = 'LCP' | 'CLS' | 'INP' | 'FCP' | 'TTFB';
export type VitalRating = 'good' | 'needs improvement' | 'poor';

/** web.dev's thresholds: at or below `good` is good, above `poor` is poor, between needs improvement. */
export const vitalThresholds: Readonly<Record<VitalMetric, { readonly good: number; readonly poor: number }>> = {
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  INP: { good: 200, poor: 500 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = vitalThresholds[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs improvement' : 'poor';
}

/**
 * The 75th percentile by nearest rank: the smallest sample with at least three quarters of the
 * samples at or below it (one of the samples, never an interpolation). Throws on no samples.
 */
export function percentile75(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('No samples');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] as number;
}

/** A page's route, as the site's router names it (`/:city/:property`), so timings group by template. */
export function routeOfPath(path: string): string {
  const route = matchSiteRoute(path.split('?')[0] ?? path);
  switch (route.name) {
    case 'home':
      return '/';
    case 'city-or-page':
      return '/:city';
    case 'property':
      return '/:city/:property';
    case 'room':
      return '/:city/:property/:room';
    case 'blog-post':
      return '/blog/:slug';
    case 'room-finder':
      return '/find-your-room/:step';
    case 'book-a-viewing':
      return '/book-a-viewing/:property';
    case 'not-found':
      return '(not found)';
    default:
      return path;
  }
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** The instants a range of London days covers: from the first day's midnight to the midnight after the last. */
export function reportWindow(from: string, to: string): { fromMs: number; toMs: number } {
  const start = datePattern.test(from) ? londonInstant(from, '00:00') : null;
  const end = datePattern.test(to) ? londonInstant(addDays(to, 1), '00:00') : null;
  if (start === null) throw new RangeError(`Not a date: ${from}`);
  if (end === null) throw new RangeError(`Not a date: ${to}`);
  if (end <= start) throw new RangeError(`${to} is before ${from}`);
  return { fromMs: start, toMs: end };
}

/** The longest range a report covers, in London days: a year, a leap year's included. */
export const MAX_REPORT_DAYS = 366;

/**
 * A range of London days as asked for (both ends included), checked: the range and its length in
 * days, or what is wrong with it, in words an operator reads.
 */
export function reportRange(
  from: string,
  to: string,
): { readonly from: string; readonly to: string; readonly days: number } | string {
  for (const date of [from, to])
    if (!isCalendarDate(date)) return `Not a date: ${date.slice(0, 40)}. Give dates like 2026-09-01.`;
  const days = daysBetween(from, to) + 1;
  if (days < 1) return `The range ends (${to}) before it starts (${from}).`;
  if (days > MAX_REPORT_DAYS) return `A report covers at most ${MAX_REPORT_DAYS} days; this range has ${days}.`;
  return { from, to, days };
}

/** The `days` London days to `today`, both included: the dashboard's presets (last 7 days, last 28 days). */
export function lastDays(today: string, days: number): { readonly from: string; readonly to: string } {
  return { from: addDays(today, 1 - days), to: today };
}

/** A consent decision as the dashboard counts it: everything allowed, nothing allowed, or some of it. */
export type ConsentDecisionKind = 'accepted' | 'rejected' | 'chosen';

export function consentDecisionKind(decision: {
  readonly analytics: boolean;
  readonly replay: boolean;
}): ConsentDecisionKind {
  if (decision.analytics && decision.replay) return 'accepted';
  return decision.analytics || decision.replay ? 'chosen' : 'rejected';
}

/** A London day's consent decisions, by kind. */
export interface ConsentDay {
  readonly date: string;
  readonly accepted: number;
  readonly rejected: number;
  readonly chosen: number;
}

export interface AnalyticsReport {
  readonly from: string;
  readonly to: string;
  /** Every day of the range, those without views included. */
  readonly pageViewsPerDay: readonly { readonly date: string; readonly views: number }[];
  /** The most viewed paths, most first (ties by path). */
  readonly topPages: readonly { readonly path: string; readonly views: number }[];
  /** Distinct sessions (a device's or user's session id) with any event. */
  readonly sessions: number;
  /** Each metric's 75th percentile per route, by metric then route. */
  readonly webVitals: readonly {
    readonly metric: VitalMetric;
    readonly route: string;
    readonly p75: number;
    readonly rating: VitalRating;
    readonly samples: number;
  }[];
  /** JavaScript errors by message, commonest first. */
  readonly errors: readonly { readonly message: string; readonly count: number }[];
  /**
   * Sessions that viewed a property page; of those, sessions that then opened a viewing booking;
   * of those, sessions that then reached a booking's done step (`?step=done`).
   */
  readonly funnel: { readonly propertyPage: number; readonly viewingStarted: number; readonly viewingBooked: number };
  /** Consent decisions per London day, every day of the range. */
  readonly consentPerDay: readonly ConsentDay[];
  /** Per page kind (route), by route: presses that waited for the app and INP (ADR 089). */
  readonly interactivity: readonly PageKindInteractivity[];
}

/**
 * How soon a kind of page answers a press: the dead clicks (presses held until the app took the
 * page over, then replayed), the ones lost (their control was gone by then), the 75th percentile of
 * the wait of those replayed, and INP's 75th percentile with its rating; null where there is none.
 */
export interface PageKindInteractivity {
  readonly route: string;
  readonly deadClicks: number;
  readonly lostClicks: number;
  readonly waitP75: number | null;
  readonly inpP75: number | null;
  readonly inpRating: VitalRating | null;
  readonly inpSamples: number;
}

const pageViewTypes = new Set(['page_viewed', '[Amplitude] Page Viewed']);
const vitalTypes: Readonly<Record<string, VitalMetric>> = {
  web_vitals_lcp: 'LCP',
  web_vitals_cls: 'CLS',
  web_vitals_inp: 'INP',
  web_vitals_fcp: 'FCP',
  web_vitals_ttfb: 'TTFB',
};
/** The event types the report reads: what a store may leave out when reading for it. */
export const reportedEventTypes: readonly string[] = [
  ...pageViewTypes,
  ...Object.keys(vitalTypes),
  'js_error',
  DEAD_CLICK_EVENT,
];

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The page an event was on: the page view plugin's path, else `page_path`, else the path of its URL. */
function pathOf(event: AnalyticsEvent): string | null {
  const p = event.properties;
  const path = text(p['[Amplitude] Page Path']) ?? text(p.page_path);
  if (path) return path;
  const url = text(p['[Amplitude] Page URL']) ?? text(p['[Amplitude] Page Location']);
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/** The query of the page an event was on (the booking's step is there). */
function searchOf(event: AnalyticsEvent): string {
  const location = text(event.properties['[Amplitude] Page Location']) ?? text(event.properties.page_location);
  if (!location) return '';
  try {
    return new URL(location, 'https://site.invalid').search;
  } catch {
    return '';
  }
}

/** Views, sessions, timings, errors and the booking funnel of the events on London days `from` to `to`. */
export function analyticsReport(
  events: readonly AnalyticsEvent[],
  range: { readonly from: string; readonly to: string },
  topPageCount = 10,
  consentDays: readonly ConsentDay[] = [],
): AnalyticsReport {
  const { fromMs, toMs } = reportWindow(range.from, range.to);
  const inRange = events.filter((e) => e.time >= fromMs && e.time < toMs);

  const perDay = new Map<string, number>();
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) perDay.set(day, 0);
  const perPath = new Map<string, number>();
  const sessions = new Map<string, AnalyticsEvent[]>();
  const vitals = new Map<string, { metric: VitalMetric; route: string; values: number[] }>();
  const errors = new Map<string, number>();
  const deadClicks = new Map<string, { waits: number[]; lost: number }>();

  for (const event of inRange) {
    if (event.sessionId !== null) {
      const key = `${event.deviceId ?? `user ${event.userId}`} ${event.sessionId}`;
      const session = sessions.get(key);
      if (session) session.push(event);
      else sessions.set(key, [event]);
    }
    if (pageViewTypes.has(event.eventType)) {
      const day = londonParts(event.time).date;
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
      const path = pathOf(event) ?? '(unknown)';
      perPath.set(path, (perPath.get(path) ?? 0) + 1);
    }
    const metric = vitalTypes[event.eventType];
    const value = event.properties.metric_value;
    if (metric && typeof value === 'number' && Number.isFinite(value)) {
      const path = pathOf(event);
      const route = path === null ? '(unknown)' : routeOfPath(path);
      const key = `${metric} ${route}`;
      const group = vitals.get(key) ?? { metric, route, values: [] };
      group.values.push(value);
      vitals.set(key, group);
    }
    if (event.eventType === 'js_error') {
      const message = text(event.properties.error_message) ?? 'Unknown error';
      errors.set(message, (errors.get(message) ?? 0) + 1);
    }
    const waited = event.properties.waited_ms;
    if (event.eventType === DEAD_CLICK_EVENT && typeof waited === 'number' && Number.isFinite(waited)) {
      const path = pathOf(event);
      const route = path === null ? '(unknown)' : routeOfPath(path);
      const group = deadClicks.get(route) ?? { waits: [], lost: 0 };
      if (event.properties.outcome === 'lost') group.lost += 1;
      else group.waits.push(waited);
      deadClicks.set(route, group);
    }
  }

  const byCountThen =
    <T>(count: (x: T) => number, name: (x: T) => string) =>
    (a: T, b: T) =>
      count(b) - count(a) || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0);

  return {
    from: range.from,
    to: range.to,
    pageViewsPerDay: [...perDay].map(([date, views]) => ({ date, views })),
    topPages: [...perPath]
      .map(([path, views]) => ({ path, views }))
      .sort(
        byCountThen(
          (p) => p.views,
          (p) => p.path,
        ),
      )
      .slice(0, topPageCount),
    sessions: sessions.size,
    webVitals: [...vitals.values()]
      .sort((a, b) => (a.metric === b.metric ? (a.route < b.route ? -1 : 1) : a.metric < b.metric ? -1 : 1))
      .map(({ metric, route, values }) => {
        const p75 = percentile75(values);
        return { metric, route, p75, rating: rateVital(metric, p75), samples: values.length };
      }),
    errors: [...errors]
      .map(([message, count]) => ({ message, count }))
      .sort(
        byCountThen(
          (e) => e.count,
          (e) => e.message,
        ),
      ),
    funnel: bookingFunnel([...sessions.values()]),
    consentPerDay: [...perDay.keys()].map(
      (date) => consentDays.find((d) => d.date === date) ?? { date, accepted: 0, rejected: 0, chosen: 0 },
    ),
    interactivity: interactivityByRoute(deadClicks, vitals),
  };
}

/** Dead clicks and INP side by side for every route that has either. */
function interactivityByRoute(
  deadClicks: ReadonlyMap<string, { readonly waits: readonly number[]; readonly lost: number }>,
  vitals: ReadonlyMap<string, { readonly metric: VitalMetric; readonly route: string; readonly values: number[] }>,
): PageKindInteractivity[] {
  const inp = new Map([...vitals.values()].filter((v) => v.metric === 'INP').map((v) => [v.route, v.values]));
  const routes = [...new Set([...deadClicks.keys(), ...inp.keys()])].sort();
  return routes.map((route) => {
    const clicks = deadClicks.get(route);
    const inpValues = inp.get(route) ?? [];
    const inpP75 = inpValues.length > 0 ? percentile75(inpValues) : null;
    return {
      route,
      deadClicks: clicks?.waits.length ?? 0,
      lostClicks: clicks?.lost ?? 0,
      waitP75: clicks && clicks.waits.length > 0 ? percentile75(clicks.waits) : null,
      inpP75,
      inpRating: inpP75 === null ? null : rateVital('INP', inpP75),
      inpSamples: inpValues.length,
    };
  });
}

/** Each session's page views in time order, walked once: property page, then booking opened, then booked. */
function bookingFunnel(sessions: readonly (readonly AnalyticsEvent[])[]): AnalyticsReport['funnel'] {
  const funnel = { propertyPage: 0, viewingStarted: 0, viewingBooked: 0 };
  for (const events of sessions) {
    const views = events.filter((e) => pageViewTypes.has(e.eventType)).sort((a, b) => a.time - b.time);
    let stage = 0;
    for (const view of views) {
      const route = matchSiteRoute(pathOf(view) ?? '');
      if (stage === 0 && route.name === 'property') stage = 1;
      else if (stage === 1 && route.name === 'book-a-viewing') stage = 2;
      if (
        stage === 2 &&
        route.name === 'book-a-viewing' &&
        new URLSearchParams(searchOf(view)).get('step') === 'done'
      ) {
        stage = 3;
        break;
      }
    }
    if (stage >= 1) funnel.propertyPage += 1;
    if (stage >= 2) funnel.viewingStarted += 1;
    if (stage >= 3) funnel.viewingBooked += 1;
  }
  return funnel;
}
