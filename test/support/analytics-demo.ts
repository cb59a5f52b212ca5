import type { AnalyticsEvent } from '../../src/domain/analytics-ingestion/analytics-event';
import { londonInstant, weekdayOf } from '../../src/domain/shared/london-time';
import type { ConsentLogEntry } from '../../src/ports/consent-log.port';

/** The first day the demo site had visitors: a range before it is empty. */
export const demoLaunchDay = '2025-06-01';

/** A small deterministic generator (mulberry32), seeded by the day, so a day always has the same figures. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const residences = [
  ['manchester', 'square-gardens'],
  ['manchester', 'canal-view'],
  ['leeds', 'elm-court'],
  ['leeds', 'hyde-park-house'],
  ['london', 'kings-cross-studios'],
] as const;
const errors = [
  "Cannot read properties of undefined (reading 'price')",
  'ResizeObserver loop completed with undelivered notifications.',
  'Failed to fetch dynamically imported module',
];

/**
 * Realistic analytics for one London day of a demo site (QA's console scenarios): sessions that
 * browse a city, a residence, and some that book a viewing; web vitals mostly good, a few slow
 * pages; now and then a JavaScript error; the day's cookie choices. Busier on weekdays, in the
 * afternoon and evening.
 */
export function demoAnalyticsDay(date: string): { events: AnalyticsEvent[]; consent: ConsentLogEntry[] } {
  if (date < demoLaunchDay) return { events: [], consent: [] };
  const seed = [...date].reduce((n, c) => n * 31 + c.charCodeAt(0), 7);
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T;
  const weekend = weekdayOf(date) >= 6;
  const sessionCount = Math.round((weekend ? 14 : 26) + next() * 18);
  const events: AnalyticsEvent[] = [];
  const consent: ConsentLogEntry[] = [];
  let serial = 0;
  const event = (
    eventType: string,
    at: number,
    device: string,
    session: number,
    properties: Record<string, unknown>,
  ): AnalyticsEvent => ({
    insertId: `demo-${date}-${++serial}`,
    eventType,
    deviceId: device,
    userId: null,
    sessionId: session,
    time: at,
    receivedAt: at,
    properties,
  });
  for (let s = 0; s < sessionCount; s += 1) {
    const hour = String(8 + Math.floor(next() * 15)).padStart(2, '0');
    const minute = String(Math.floor(next() * 60)).padStart(2, '0');
    let at = londonInstant(date, `${hour}:${minute}`) ?? londonInstant(date, '12:00') ?? 0;
    const device = `demo-device-${date}-${s}`;
    const session = at;
    const analytics = next();
    consent.push({
      consentId: `00000000-0000-4000-8000-${String(seed % 1_000_000).padStart(6, '0')}${String(s).padStart(6, '0')}`,
      version: 2,
      analytics: analytics < 0.78,
      replay: analytics < 0.55,
      recordedAt: at,
    });
    if (analytics >= 0.78) continue;
    const [city, residence] = pick(residences);
    const path: string[] = [next() < 0.6 ? '/' : `/${city}`, `/${city}`];
    if (next() < 0.7) path.push(`/${city}/${residence}`);
    if (path.length === 3 && next() < 0.35) path.push(`/book-a-viewing/${residence}`);
    const booked = path.length === 4 && next() < 0.55;
    if (next() < 0.2) path.push(pick(['/faqs', '/blog-listing', '/contact-us']));
    for (const page of path) {
      events.push(
        event('page_viewed', at, device, session, {
          '[Amplitude] Page Path': page,
          '[Amplitude] Page Location': `https://digs.example${page}`,
        }),
      );
      // Residence pages carry the galleries: slower than the rest.
      const slow = next() < (page.split('/').length === 3 ? 0.45 : 0.08);
      for (const [metric, good, spread] of [
        ['lcp', 1300, 1100],
        ['fcp', 900, 900],
        ['ttfb', 250, 500],
        ['inp', 80, 110],
        ['cls', 0.02, 0.08],
      ] as const) {
        if (next() < 0.5) continue;
        const value = good + next() * spread * (slow ? 3.2 : 1);
        events.push(
          event(`web_vitals_${metric}`, at + 2_000, device, session, {
            metric_value: metric === 'cls' ? Math.round(value * 100) / 100 : Math.round(value),
            '[Amplitude] Page Path': page,
          }),
        );
      }
      // Now and then a press before the app took the page over (ADR 089), from the time itself so the
      // random sequence above (and every figure drawn from it) stays as it was.
      if (at % 4 === 0)
        events.push(
          event('dead_click', at + 1_500, device, session, {
            page_path: page,
            control: 'button.compare-button',
            waited_ms: 150 + (at % 2_400),
            outcome: at % 44 === 0 ? 'lost' : 'replayed',
          }),
        );
      at += Math.round(20_000 + next() * 90_000);
    }
    if (booked) {
      const residencePage = path.find((p) => p.startsWith('/book-a-viewing/')) ?? '/book-a-viewing';
      events.push(
        event('page_viewed', at, device, session, {
          '[Amplitude] Page Path': residencePage,
          '[Amplitude] Page Location': `https://digs.example${residencePage}?step=done`,
        }),
      );
    }
    if (next() < 0.05) events.push(event('js_error', at, device, session, { error_message: pick(errors) }));
  }
  return { events, consent };
}
