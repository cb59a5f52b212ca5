import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryAnalyticsEvents } from '../../../src/adapters/memory/memory-analytics-events';
import { MemoryWindowCounters } from '../../../src/adapters/memory/memory-window-counters';
import {
  IngestUpload,
  type IngestUploadSettings,
} from '../../../src/application/analytics-ingestion/ingest-upload.use-case';

/**
 * Taking an analytics upload, without HTTP: each outcome the route turns into Amplitude's answer,
 * against the memory store and a clock that moves only when told.
 */

const apiKey = 'digs-first-party';
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const crawler = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const t0 = Date.UTC(2026, 8, 1, 9, 0, 0);

let serial = 0;
const anEvent = (device = 'device-0001') => {
  serial += 1;
  return { event_type: 'page_viewed', device_id: device, time: t0 + serial, insert_id: `insert-${serial}` };
};
const events = (count: number, device?: string) => Array.from({ length: count }, () => anEvent(device));

function setUp(settings: Partial<IngestUploadSettings> = {}) {
  const store = new MemoryAnalyticsEvents();
  const time = new ManualTime(t0);
  const ingest = new IngestUpload(store, time, new MemoryWindowCounters(), {
    apiKey,
    eventsPerMinute: 6000,
    ...settings,
  });
  const upload = (body: unknown, address = '203.0.113.7', userAgent = browser) =>
    ingest.run({ body, address, userAgent });
  return { store, time, ingest, upload };
}

describe('IngestUpload', () => {
  it('stores a good upload and says how many events it held, at the time it arrived', async () => {
    const { store, upload } = setUp();
    const outcome = await upload({ api_key: apiKey, events: events(3) });
    expect(outcome).toEqual({ outcome: 'stored', events: 3, receivedAt: t0 });
    expect(store.all()).toHaveLength(3);
  });

  it('takes a crawler’s upload without keeping it', async () => {
    const { store, upload } = setUp();
    const outcome = await upload({ api_key: apiKey, events: events(2) }, '203.0.113.7', crawler);
    expect(outcome).toEqual({ outcome: 'ignored_bot', receivedAt: t0 });
    expect(store.all()).toEqual([]);
  });

  it('refuses an upload with another key, with Amplitude’s answer, and keeps nothing', async () => {
    const { store, upload } = setUp();
    const outcome = await upload({ api_key: 'someone-else', events: events(1) });
    expect(outcome.outcome).toBe('unreadable');
    if (outcome.outcome !== 'unreadable') return;
    expect(outcome.refusal.status).toBe(400);
    expect(outcome.refusal.body.error).toMatch(/Invalid API key/);
    expect(store.all()).toEqual([]);
  });

  it('reads the body before the user agent: a crawler’s malformed upload is still refused', async () => {
    const { upload } = setUp();
    const outcome = await upload({ events: [] }, '203.0.113.7', crawler);
    expect(outcome.outcome).toBe('unreadable');
  });

  it('holds an address to its events per minute across devices, then lets it go in the next minute', async () => {
    const { store, time, upload } = setUp({ eventsPerMinute: 10 });
    expect((await upload({ api_key: apiKey, events: events(6, 'device-aaaa') })).outcome).toBe('stored');
    const over = await upload({ api_key: apiKey, events: events(5, 'device-bbbb') });
    expect(over).toEqual({ outcome: 'address_over_budget', waitMs: 60_000, events: 5 });
    // Another address is not held back.
    expect((await upload({ api_key: apiKey, events: events(5, 'device-cccc') }, '198.51.100.1')).outcome).toBe(
      'stored',
    );
    time.advance(60_000);
    expect((await upload({ api_key: apiKey, events: events(5, 'device-bbbb') })).outcome).toBe('stored');
    expect(store.all()).toHaveLength(16);
  });

  it('throttles a device over its rate and counts nothing for the refused upload', async () => {
    const { store, upload } = setUp({ throttle: { epsThreshold: 1, windowMs: 10_000, maxDevices: 100 } });
    // The budget is 10 events per device per 10 s window; a device's first upload always passes.
    expect((await upload({ api_key: apiKey, events: events(4) })).outcome).toBe('stored');
    const over = await upload({ api_key: apiKey, events: events(7) });
    expect(over.outcome).toBe('devices_throttled');
    if (over.outcome !== 'devices_throttled') return;
    expect(over.throttled.devices).toEqual({ 'device-0001': 4 });
    expect(over.throttled.events).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // Nothing of the refused upload was counted: six more still fit.
    expect((await upload({ api_key: apiKey, events: events(6) })).outcome).toBe('stored');
    expect(store.all()).toHaveLength(10);
  });

  it('names Amplitude’s eps threshold for the answers that need it', () => {
    expect(setUp().ingest.epsThreshold).toBe(30);
    expect(setUp({ throttle: { epsThreshold: 5, windowMs: 60_000, maxDevices: 10 } }).ingest.epsThreshold).toBe(5);
  });
});
