import { gt } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsUploadPath } from '../../src/adapters/http-api/analytics.routes';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleAnalyticsEvents } from '../../src/adapters/postgres/drizzle-analytics-events';
import { analyticsEvents } from '../../src/adapters/postgres/schema';
import { storable, storableText } from '../../src/adapters/postgres/storable';
import { isBot } from '../../src/domain/analytics-ingestion/bot-user-agents';
import { readUpload } from '../../src/domain/analytics-ingestion/upload';
import { buildAnalyticsTestApp } from '../support/analytics-test-app';
import { propertyRuns } from '../support/property-runs';
import { openTestDatabase } from '../support/test-database';

/**
 * Whatever arrives at the analytics endpoint (valid uploads, events with fields removed, replaced
 * by the wrong types, huge strings or text PostgreSQL cannot keep, broken top-level fields,
 * objects and arrays nested thousands of levels deep, arbitrary JSON, text that is not JSON, odd content types, crawlers' user agents, insert ids seen
 * before), the answer is below 500 and in Amplitude's shape; a refused upload names why
 * (missing_field, the events_with_* maps by index, the key, or the JSON); and what is stored is
 * exactly what was accepted, less the insert ids already kept.
 */

const apiKey = 'digs-first-party';
const t0 = Date.parse('2026-09-01T09:00:00.000Z');

const strange = fc.constantFrom('', ' ', '\u0000', 'a\u0000b', '\ud800', '__proto__', 'constructor', '<script>', 'é');
const wrongTyped = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  strange,
);
const huge = fc.integer({ min: 1_000, max: 30_000 }).map((n) => 'x'.repeat(n));
/**
 * Objects or arrays nested up to 5,000 levels deep, around the readers' limit and far past it. A
 * marker here, written out as JSON text once the upload is (JSON.stringify overflows the stack on
 * such a value, as a recursive reader would).
 */
const nested = (opens: readonly string[], minDepth: number, maxDepth: number) =>
  fc
    .tuple(fc.constantFrom(...opens), fc.integer({ min: minDepth, max: maxDepth }))
    .map(([open, depth]) => `\u0007deep ${open}${depth}`);
/** Deep enough to walk, within the limit (16 levels, the property's own object being the first). */
const nestedWithin = nested(['{', '['], 1, 15);
/** An object as deep as the one that overflowed the stack when stored (3,000 levels, 18 KB). */
const farTooDeep = nested(['{'], 3_000, 5_000);
const deep = fc.oneof(nested(['{', '['], 1, 20), nested(['{', '['], 1, 5_000));
const deepText = (open: string, depth: number) =>
  open === '{' ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`;
const writeDeep = (json: string) =>
  json.replace(/"\\u0007deep ([{[])(\d+)"/g, (_, open: string, depth: string) => deepText(open, Number(depth)));
const anyValue = fc.oneof(
  { weight: 5, arbitrary: wrongTyped },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: deep },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const eventKeys = [
  'event_type',
  'device_id',
  'user_id',
  'time',
  'insert_id',
  'session_id',
  'event_properties',
  'user_properties',
  'platform',
];

const validEvent = fc.record({
  // Odd but valid: a control character in an id is refused (the input rule, ADR 028); mutations still send them.
  event_type: fc.constantFrom('page_viewed', 'web_vitals_lcp', 'js_error', 'weird <é> type'),
  device_id: fc.constantFrom('device-0001', 'device-0002', 'device-0003', 'device-\ud800x'),
  time: fc.integer({ min: t0 - 86_400_000, max: t0 + 86_400_000 }),
  // A few insert ids come round again: retries and copies.
  insert_id: fc.oneof(fc.uuid(), fc.constantFrom('repeat-1', 'repeat-2', 'repeat-3')),
  session_id: fc.integer({ min: -1, max: t0 }),
  event_properties: fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), strange),
    fc.oneof(
      { weight: 100, arbitrary: fc.oneof(fc.jsonValue({ maxDepth: 2 }), strange) },
      { weight: 10, arbitrary: nestedWithin },
      { weight: 1, arbitrary: farTooDeep },
    ),
    {
      maxKeys: 4,
    },
  ),
  platform: fc.constant('Web'),
});

const mutatedEvent = fc
  .tuple(
    validEvent,
    fc.array(
      fc.record({ key: fc.oneof(fc.constantFrom(...eventKeys), fc.string({ maxLength: 6 })), value: anyValue }),
      {
        maxLength: 2,
      },
    ),
  )
  .map(([event, changes]) => {
    const copy: Record<string, unknown> = { ...event };
    for (const { key, value } of changes) {
      if (value === undefined) delete copy[key];
      else copy[key] = value;
    }
    return copy;
  });

const upload = fc
  .record({
    events: fc.array(fc.oneof({ weight: 3, arbitrary: validEvent }, { weight: 2, arbitrary: mutatedEvent }), {
      minLength: 1,
      maxLength: 12,
    }),
    top: fc.array(fc.record({ key: fc.constantFrom('api_key', 'events', 'options', 'extra'), value: anyValue }), {
      maxLength: 1,
    }),
    minIdLength: fc.option(fc.oneof(fc.integer({ min: -2, max: 12 }), wrongTyped), { freq: 4 }),
  })
  .map(({ events, top, minIdLength }) => {
    const body: Record<string, unknown> = { api_key: apiKey, events };
    if (minIdLength !== null) body.options = { min_id_length: minIdLength };
    for (const { key, value } of top) {
      if (value === undefined) delete body[key];
      else body[key] = value;
    }
    return writeDeep(JSON.stringify(body));
  });

const payload = fc.oneof(
  { weight: 8, arbitrary: upload },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: upload.chain((text) => fc.nat(text.length).map((n) => text.slice(0, n))) },
  { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
);

const request = fc.record({
  payload,
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'application/octet-stream',
    null,
  ),
  userAgent: fc.constantFrom(
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    '',
  ),
});

/** A value as it comes back from jsonb: storable text, no -0, JSON's own numbers. */
const asKept = (value: unknown) => JSON.parse(JSON.stringify(storable(value), (_k, v) => (Object.is(v, -0) ? 0 : v)));

describe('the analytics endpoint under arbitrary uploads', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const time = new ManualTime(t0);
  const kept = new Set<string>();
  const answers = new Map<number, number>();
  /** The newest row's id: what a request adds comes after it. */
  let lastId = 0;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildAnalyticsTestApp({
      analyticsEvents: new DrizzleAnalyticsEvents(database.db),
      analyticsRateLimit: 1_000_000,
      apiRateLimit: 1_000_000,
      clock: time,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const runs = propertyRuns({ everyDay: 500, nightly: 2_000 });

  it(`never answers 5xx, says why it refuses, and stores exactly what it accepted (${runs} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(request, async ({ payload, contentType, userAgent }) => {
        time.advance(1_000);
        const response = await app.inject({
          method: 'POST',
          url: analyticsUploadPath,
          headers: { ...(contentType ? { 'content-type': contentType } : {}), 'user-agent': userAgent },
          payload,
        });
        answers.set(response.statusCode, (answers.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode).toBeLessThan(500);
        const body = response.json();
        expect(body.code).toBe(response.statusCode);

        let parsed: unknown;
        try {
          parsed = JSON.parse(payload);
        } catch {
          parsed = undefined;
        }
        const expected = parsed === undefined ? null : readUpload(parsed, { apiKey, receivedAt: time.now() });
        if (response.statusCode === 400) {
          const explained =
            typeof body.missing_field === 'string' ||
            ['events_with_missing_fields', 'events_with_invalid_fields', 'events_with_invalid_id_lengths'].some(
              (map) => Object.values(body[map] ?? {}).flat().length > 0,
            ) ||
            /^(Invalid API key: |Invalid JSON request body$|Invalid request body$)/.test(body.error);
          expect(explained).toBe(true);
        }

        const added = await database.db
          .select()
          .from(analyticsEvents)
          .where(gt(analyticsEvents.id, lastId))
          .orderBy(analyticsEvents.id);
        lastId = added.at(-1)?.id ?? lastId;
        if (response.statusCode !== 200 || isBot(userAgent)) {
          expect(added).toEqual([]);
          return;
        }
        // Accepted: the domain's reading of the same JSON must have accepted it too.
        expect(expected?.ok).toBe(true);
        if (!expected?.ok) return;
        expect(body.events_ingested).toBe(expected.events.length);
        const fresh = expected.events.filter((e) => {
          if (e.insertId === null) return true;
          const id = storableText(e.insertId);
          if (kept.has(id)) return false;
          kept.add(id);
          return true;
        });
        expect(
          added.map((row) => ({
            insertId: row.insertId,
            eventType: row.eventType,
            deviceId: row.deviceId,
            sessionId: row.sessionId,
            time: row.occurredAt.getTime(),
            properties: row.properties,
          })),
        ).toEqual(
          fresh.map((e) => ({
            insertId: e.insertId === null ? null : storableText(e.insertId),
            eventType: storableText(e.eventType),
            deviceId: e.deviceId === null ? null : storableText(e.deviceId),
            sessionId: e.sessionId,
            time: e.time,
            properties: asKept(e.properties),
          })),
        );
      }),
      { numRuns: runs },
    );
    process.stdout.write(`answers by status: ${JSON.stringify(Object.fromEntries(answers))}\n`);
    // The runs reached every kind of answer, not only refusals.
    expect([...answers.keys()].sort()).toEqual(expect.arrayContaining([200, 400]));
    expect(answers.get(200)).toBeGreaterThan(runs / 10);
  }, 120_000);
});
