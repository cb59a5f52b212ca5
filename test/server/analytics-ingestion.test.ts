import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsUploadPath } from '../../src/adapters/http-api/analytics.routes';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleAnalyticsEvents } from '../../src/adapters/postgres/drizzle-analytics-events';
import { analyticsEvents } from '../../src/adapters/postgres/schema';
import { buildAnalyticsTestApp } from '../support/analytics-test-app';
import { openTestDatabase } from '../support/test-database';

/**
 * The first-party analytics endpoint over HTTP, on PGlite, through the real app: each of
 * Amplitude's answers (200, 400 with missing_field or events by index, 413 as JSON, 429 per device
 * and per address with Retry-After), dedupe across requests, bots dropped, 2,000 events in one
 * upload, text/plain bodies.
 */

const apiKey = 'digs-first-party';
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';
const t0 = Date.parse('2026-09-01T09:00:00.000Z');
let serial = 0;
const anEvent = (extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    event_type: 'page_viewed',
    device_id: 'device-0001',
    session_id: t0,
    time: t0 + serial,
    insert_id: `insert-${serial}`,
    event_properties: { '[Amplitude] Page Path': '/manchester' },
    user_properties: { initial_referrer: 'https://example.com' },
    platform: 'Web',
    os_name: 'Chrome',
    language: 'en-GB',
    library: 'amplitude-ts/2.47.0',
    ...extra,
  };
};

describe('POST /api/analytics/2/httpapi on PGlite', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const time = new ManualTime(t0 + 60_000);

  const upload = (payload: unknown, options: Partial<InjectOptions> = {}, to: FastifyInstance = app) =>
    to.inject({
      method: 'POST',
      url: analyticsUploadPath,
      headers: { 'content-type': 'application/json', 'user-agent': browser, ...options.headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
  const stored = () => database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildAnalyticsTestApp({
      analyticsEvents: new DrizzleAnalyticsEvents(database.db),
      analyticsRateLimit: 5,
      analyticsEventsPerMinute: 4_000,
      apiRateLimit: 10_000,
      clock: time,
    });
  });
  beforeEach(async () => {
    await database.db.delete(analyticsEvents);
    // Each test its own address, so the per-address limit is the rate-limit test's alone.
    time.advance(120_000);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  let address = 0;
  const from = () => ({ remoteAddress: `10.0.0.${++address}` });

  it('stores a valid upload and answers as Amplitude does', async () => {
    const events = [anEvent(), anEvent({ insert_id: undefined })];
    const body = JSON.stringify({ api_key: apiKey, events, options: { min_id_length: 5 } });
    const response = await upload(body, from());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      code: 200,
      events_ingested: 2,
      payload_size_bytes: Buffer.byteLength(body),
      server_upload_time: time.now(),
    });
    const rows = await stored();
    expect(rows.map((r) => [r.eventType, r.insertId, r.deviceId, r.occurredAt.getTime()])).toEqual([
      ['page_viewed', events[0]?.insert_id, 'device-0001', events[0]?.time],
      ['page_viewed', null, 'device-0001', events[1]?.time],
    ]);
    // Only what the report needs: the event's properties, not the user's.
    expect(rows[0]?.properties).toEqual({ '[Amplitude] Page Path': '/manchester' });
  });

  it('stores a page’s URL without its query or fragment, so a manage link’s token is never kept', async () => {
    const manageLink = 'https://digs.test/viewing-detail?ref=VW-7K2Q9&token=eyJ2IjoxfQ.c2lnbmF0dXJl';
    const events = [
      anEvent({
        event_type: '[Amplitude] Page Viewed',
        event_properties: {
          '[Amplitude] Page Location': manageLink,
          '[Amplitude] Page URL': 'https://digs.test/viewing-detail',
          '[Amplitude] Page Path': '/viewing-detail',
          referrer: `${manageLink}#details`,
        },
      }),
    ];
    expect((await upload({ api_key: apiKey, events }, from())).statusCode).toBe(200);
    const [row] = await stored();
    expect(row?.properties).toEqual({
      '[Amplitude] Page Location': 'https://digs.test/viewing-detail',
      '[Amplitude] Page URL': 'https://digs.test/viewing-detail',
      '[Amplitude] Page Path': '/viewing-detail',
      referrer: 'https://digs.test/viewing-detail',
    });
    expect(JSON.stringify(row)).not.toContain('token');
  });

  it('reads a text/plain body as JSON (sendBeacon sends that)', async () => {
    const response = await upload(
      { api_key: apiKey, events: [anEvent()] },
      { headers: { 'content-type': 'text/plain;charset=UTF-8' }, ...from() },
    );
    expect(response.json()).toMatchObject({ code: 200, events_ingested: 1 });
    expect(await stored()).toHaveLength(1);
  });

  it('names a missing field, and refuses another key', async () => {
    expect((await upload({ events: [anEvent()] }, from())).json()).toEqual({
      code: 400,
      error: 'Request missing required field',
      missing_field: 'api_key',
    });
    const noEvents = await upload({ api_key: apiKey }, from());
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json()).toMatchObject({ code: 400, missing_field: 'events' });
    const wrongKey = await upload({ api_key: 'not-ours', events: [anEvent()] }, from());
    expect(wrongKey.statusCode).toBe(400);
    expect(wrongKey.json()).toEqual({ code: 400, error: 'Invalid API key: not-ours' });
    expect(await stored()).toHaveLength(0);
  });

  it('refuses the whole upload when an event is invalid, listing it by index', async () => {
    const response = await upload(
      { api_key: apiKey, events: [anEvent(), anEvent({ event_type: undefined }), anEvent({ device_id: 'abc' })] },
      from(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      error: 'Request has invalid events',
      events_with_missing_fields: { event_type: [1] },
      events_with_invalid_id_lengths: { device_id: [2] },
    });
    expect(await stored()).toHaveLength(0);
  });

  it('answers a body that is not JSON with 400 in Amplitude’s shape', async () => {
    for (const payload of ['{"api_key":', '', 'plain words']) {
      const response = await upload(payload, from());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 400, error: 'Invalid JSON request body' });
    }
  });

  it('refuses properties nested 5,000 levels deep as invalid (400), without a 5xx', async () => {
    // Built as text: JSON.stringify itself overflows the stack on such a value.
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const events = [
      anEvent({ event_properties: { deep: 'DEEP' } }),
      anEvent(),
      anEvent({ user_properties: { deep: 'DEEP' } }),
    ];
    const payload = JSON.stringify({ api_key: apiKey, events }).replaceAll('"DEEP"', deep);
    const response = await upload(payload, from());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      error: 'Request has invalid events',
      events_with_invalid_fields: { event_properties: [0], user_properties: [2] },
    });
    expect(await stored()).toHaveLength(0);
  });

  it('answers 413 as JSON over the body limit', async () => {
    const huge = { api_key: apiKey, events: [anEvent({ event_properties: { blob: 'x'.repeat(1024 * 1024) } })] };
    const response = await upload(huge, from());
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, error: 'Payload too large' });
  });

  it('keeps an insert id once across uploads, and still answers 200 to the retry', async () => {
    const events = [anEvent(), anEvent()];
    await upload({ api_key: apiKey, events }, from());
    const retry = await upload({ api_key: apiKey, events: [...events, anEvent()] }, from());
    expect(retry.json()).toMatchObject({ code: 200, events_ingested: 3 });
    expect(await stored()).toHaveLength(3);
  });

  it('drops crawlers’ uploads (answered 200, nothing stored) but keeps headless Chrome’s', async () => {
    const crawler = await upload(
      { api_key: apiKey, events: [anEvent()] },
      {
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
        ...from(),
      },
    );
    expect(crawler.json()).toMatchObject({ code: 200, events_ingested: 0 });
    expect(await stored()).toHaveLength(0);
    await upload({ api_key: apiKey, events: [anEvent()] }, from());
    expect(await stored()).toHaveLength(1);
  });

  it('stores 2,000 events of one upload', async () => {
    const events = Array.from({ length: 2000 }, (_, i) => anEvent({ device_id: `device-${1000 + (i % 50)}` }));
    const response = await upload({ api_key: apiKey, events }, from());
    expect(response.json()).toMatchObject({ code: 200, events_ingested: 2000 });
    expect(await stored()).toHaveLength(2000);
  });

  it('throttles a device past 30 events a second over the minute, naming it and its events', async () => {
    const burst = Array.from({ length: 1800 }, () => anEvent({ device_id: 'busy-device' }));
    expect((await upload({ api_key: apiKey, events: burst }, from())).statusCode).toBe(200);
    const next = await upload(
      { api_key: apiKey, events: [anEvent({ device_id: 'calm-device' }), anEvent({ device_id: 'busy-device' })] },
      from(),
    );
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual({
      code: 429,
      error: 'Too many requests for some devices and users',
      eps_threshold: 30,
      throttled_devices: { 'busy-device': 1800 },
      throttled_users: {},
      throttled_events: [1],
    });
    expect(await stored()).toHaveLength(1800);
    time.advance(60_000);
    expect(
      (await upload({ api_key: apiKey, events: [anEvent({ device_id: 'busy-device' })] }, from())).statusCode,
    ).toBe(200);
  });

  it('limits uploads per address (429 in Amplitude’s shape, with Retry-After)', async () => {
    const one = { remoteAddress: '192.0.2.200' };
    for (let i = 0; i < 5; i++) {
      expect((await upload({ api_key: apiKey, events: [anEvent()] }, one)).statusCode).toBe(200);
    }
    const refused = await upload({ api_key: apiKey, events: [anEvent()] }, one);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 429, error: 'Too many requests from this address' });
    expect(await stored()).toHaveLength(5);
  });

  it('limits events per address per minute (429 with Retry-After to the next minute; a refusal costs nothing)', async () => {
    const one = { remoteAddress: '192.0.2.201' };
    const batch = (n: number) =>
      Array.from({ length: n }, (_, i) => anEvent({ device_id: `device-${String(i % 100).padStart(4, '0')}` }));
    expect((await upload({ api_key: apiKey, events: batch(2_000) }, one)).statusCode).toBe(200);
    expect((await upload({ api_key: apiKey, events: batch(1_999) }, one)).statusCode).toBe(200);
    time.advance(15_000);
    const refused = await upload({ api_key: apiKey, events: batch(2) }, one);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.json()).toEqual({
      code: 429,
      error: 'Too many events from this address',
      eps_threshold: 30,
      throttled_devices: {},
      throttled_users: {},
      throttled_events: [0, 1],
    });
    expect((await upload({ api_key: apiKey, events: batch(1) }, one)).statusCode).toBe(200);
    // Another address has its own budget.
    expect((await upload({ api_key: apiKey, events: batch(2) }, from())).statusCode).toBe(200);
    expect(await stored()).toHaveLength(4_002);
    time.advance(45_000);
    expect((await upload({ api_key: apiKey, events: batch(2) }, one)).statusCode).toBe(200);
  });

  it('refuses a device or user id over 128 characters as invalid', async () => {
    const response = await upload({ api_key: apiKey, events: [anEvent({ device_id: 'd'.repeat(129) })] }, from());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ events_with_invalid_fields: { device_id: [0] } });
  });

  it('tracks a bounded number of devices a minute: newcomers past it are throttled until the minute turns', async () => {
    const capped = await buildAnalyticsTestApp({
      analyticsEvents: new DrizzleAnalyticsEvents(database.db),
      analyticsThrottle: { epsThreshold: 30, windowMs: 60_000, maxDevices: 3 },
      clock: time,
    });
    try {
      const events = (...devices: string[]) => devices.map((device_id) => anEvent({ device_id }));
      expect((await upload({ api_key: apiKey, events: events('first', 'second') }, from(), capped)).statusCode).toBe(
        200,
      );
      const refused = await upload({ api_key: apiKey, events: events('first', 'third', 'fourth') }, from(), capped);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 429,
        error: 'Too many requests for some devices and users',
        eps_threshold: 30,
        throttled_devices: { fourth: 0 },
        throttled_users: {},
        throttled_events: [2],
      });
      // The client sends the others again at once, and they fit.
      expect((await upload({ api_key: apiKey, events: events('first', 'third') }, from(), capped)).statusCode).toBe(
        200,
      );
      time.advance(60_000);
      expect((await upload({ api_key: apiKey, events: events('fourth') }, from(), capped)).statusCode).toBe(200);
      expect(await stored()).toHaveLength(5);
    } finally {
      await capped.close();
    }
  });
});
