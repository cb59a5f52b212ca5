import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxPropertyDepth, readUpload, type UploadRules } from '../../../src/domain/analytics-ingestion/upload';

const rules: UploadRules = { apiKey: 'digs-first-party', receivedAt: Date.UTC(2026, 8, 1, 9) };

const id = fc.string({ minLength: 5, maxLength: 40 });
const validEvent = fc.record(
  {
    event_type: fc.string({ minLength: 1, maxLength: 30 }),
    device_id: id,
    user_id: id,
    time: fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) }),
    insert_id: fc.uuid(),
    session_id: fc.integer({ min: -1, max: Date.UTC(2100, 0, 1) }),
    event_properties: fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
    platform: fc.constant('Web'),
  },
  { requiredKeys: ['event_type', 'device_id'] },
);

/** An array `depth` levels deep: `[[…[]…]]`. */
const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 1; i < depth; i++) value = [value];
  return value;
};

/** Ways to break an event, each with where its index must be listed. */
const breakages = [
  { change: { event_type: undefined }, map: 'events_with_missing_fields' },
  { change: { event_type: 42 }, map: 'events_with_invalid_fields' },
  { change: { device_id: undefined, user_id: undefined }, map: 'events_with_missing_fields' },
  { change: { device_id: 'abc' }, map: 'events_with_invalid_id_lengths' },
  { change: { device_id: { x: 1 } }, map: 'events_with_invalid_fields' },
  { change: { time: 1.5 }, map: 'events_with_invalid_fields' },
  { change: { time: -1 }, map: 'events_with_invalid_fields' },
  { change: { session_id: 'today' }, map: 'events_with_invalid_fields' },
  { change: { insert_id: 7 }, map: 'events_with_invalid_fields' },
  { change: { event_properties: 'x' }, map: 'events_with_invalid_fields' },
  { change: { user_properties: [1] }, map: 'events_with_invalid_fields' },
  { change: { event_properties: { deep: nested(maxPropertyDepth) } }, map: 'events_with_invalid_fields' },
  { change: { user_properties: { deep: nested(3_000) } }, map: 'events_with_invalid_fields' },
] as const;

const indexesIn = (body: Readonly<Record<string, unknown>>, map: string): number[] =>
  Object.values((body[map] ?? {}) as Record<string, number[]>).flat();

describe('reading uploads (properties)', () => {
  it('accepts every batch of valid events, keeping each in order with its fields', () => {
    fc.assert(
      fc.property(fc.array(validEvent, { minLength: 1, maxLength: 30 }), (events) => {
        const read = readUpload({ api_key: rules.apiKey, events }, rules);
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        expect(read.events).toHaveLength(events.length);
        read.events.forEach((stored, i) => {
          const sent = events[i];
          expect(stored.eventType).toBe(sent?.event_type);
          expect(stored.deviceId).toBe(sent?.device_id);
          expect(stored.insertId).toBe(sent?.insert_id ?? null);
          expect(stored.time).toBe(sent?.time ?? rules.receivedAt);
          expect(stored.properties).toEqual(sent?.event_properties ?? {});
        });
      }),
    );
  });

  it('refuses a batch with broken events, listing exactly the broken ones by index', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(validEvent, fc.option(fc.constantFrom(...breakages), { freq: 3 })), {
          minLength: 1,
          maxLength: 20,
        }),
        (pairs) => {
          const events = pairs.map(([event, breakage]) => (breakage ? { ...event, ...breakage.change } : event));
          const read = readUpload({ api_key: rules.apiKey, events }, rules);
          const broken = pairs.flatMap(([, breakage], i) => (breakage ? [i] : []));
          expect(read.ok).toBe(broken.length === 0);
          if (read.ok) return;
          expect(read.status).toBe(400);
          const listed = new Set(
            ['events_with_missing_fields', 'events_with_invalid_fields', 'events_with_invalid_id_lengths'].flatMap(
              (map) => indexesIn(read.body, map),
            ),
          );
          expect([...listed].sort((a, b) => a - b)).toEqual(broken);
          pairs.forEach(([, breakage], i) => {
            if (breakage) expect(indexesIn(read.body, breakage.map)).toContain(i);
          });
        },
      ),
    );
  });

  it('never throws, and refuses anything that is not an upload with a 400 or 413 in Amplitude’s shape', () => {
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.array(fc.anything(), { maxLength: 5 })), (body, events) => {
        const read = readUpload(events === null ? body : { api_key: rules.apiKey, events, extra: body }, rules);
        if (read.ok) {
          expect(read.events.length).toBeGreaterThan(0);
        } else {
          expect(read.body.code).toBe(read.status);
          expect(typeof read.body.error).toBe('string');
        }
      }),
    );
  });
});
