import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '../../src/domain/analytics-ingestion/analytics-event';
import type { AnalyticsEvents } from '../../src/ports/analytics-events.port';

export interface AnalyticsEventsUnderTest {
  readonly events: AnalyticsEvents;
  /** Forgets everything, between tests. */
  clear(): Promise<void>;
  close?(): Promise<void>;
}

const t0 = Date.parse('2026-09-01T09:00:00.000Z');
let serial = 0;
const anEvent = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => {
  serial += 1;
  return {
    insertId: `insert-${serial}`,
    eventType: 'page_viewed',
    deviceId: 'device-0001',
    userId: null,
    sessionId: t0,
    time: t0 + serial,
    receivedAt: t0 + 60_000,
    properties: { '[Amplitude] Page Path': `/page-${serial}`, nested: { list: [1, 'two', null, true] } },
    ...overrides,
  };
};
const everything = (events: AnalyticsEvents) => events.between(0, Date.UTC(9999, 0, 1));

/**
 * What every AnalyticsEvents does, whatever keeps the events: a batch is kept whole with every
 * field; an insert id already kept, in an earlier batch or the same one, is skipped; events
 * without one are always kept; large batches are kept in one call; reading a window gives the
 * events that happened in it, oldest first, of the types asked for.
 */
export function analyticsEventsContract(name: string, make: () => Promise<AnalyticsEventsUnderTest>) {
  describe(`AnalyticsEvents contract: ${name}`, () => {
    let subject: AnalyticsEventsUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    beforeEach(async () => subject.clear());
    afterAll(async () => subject.close?.());

    it('keeps a batch with every field, and reads it back oldest first', async () => {
      const batch = [
        anEvent(),
        anEvent({ userId: 'user-12345', deviceId: null, sessionId: null }),
        anEvent(),
      ].reverse();
      expect(await subject.events.store(batch)).toBe(3);
      expect(await everything(subject.events)).toEqual([...batch].reverse());
    });

    it('skips an insert id already kept, from an earlier batch or the same one, and keeps events without one', async () => {
      const first = anEvent();
      expect(await subject.events.store([first])).toBe(1);
      const copy = { ...first, properties: { changed: true } };
      const fresh = anEvent();
      const noIds = [anEvent({ insertId: null }), anEvent({ insertId: null })];
      expect(await subject.events.store([copy, fresh, { ...fresh, time: fresh.time + 5 }, ...noIds])).toBe(3);
      expect(await everything(subject.events)).toEqual([first, fresh, ...noIds]);
    });

    it('keeps 2,500 events of one batch in one call', async () => {
      const batch = Array.from({ length: 2500 }, (_, i) => anEvent({ insertId: i % 2 ? null : `bulk-${i}` }));
      expect(await subject.events.store(batch)).toBe(2500);
      expect(await subject.events.store(batch.slice(0, 10))).toBe(5);
      expect(await everything(subject.events)).toHaveLength(2505);
    });

    it('reads a window [from, to) of event times, of the types asked for', async () => {
      const at = (ms: number, eventType = 'page_viewed') => anEvent({ time: t0 + ms, eventType });
      const [before, start, vital, error, end] = [at(-1), at(0), at(10, 'web_vitals_lcp'), at(20, 'js_error'), at(100)];
      await subject.events.store([before, start, vital, error, end]);
      expect(await subject.events.between(t0, t0 + 100)).toEqual([start, vital, error]);
      expect(await subject.events.between(t0, t0 + 100, ['js_error', 'page_viewed'])).toEqual([start, error]);
    });

    it('keeps text PostgreSQL refuses, marked with U+FFFD, rather than failing the batch', async () => {
      await subject.events.store([anEvent({ eventType: 'bad\u0000type', properties: { 'k\u0000': 'v\ud800' } })]);
      const [kept] = await everything(subject.events);
      expect(kept?.eventType.startsWith('bad')).toBe(true);
      expect(Object.keys(kept?.properties ?? {})).toHaveLength(1);
    });
  });
}
