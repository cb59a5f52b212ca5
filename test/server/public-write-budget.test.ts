import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyticsUploadPath, defaultAnalyticsApiKey } from '../../src/adapters/http-api/analytics.routes';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryAnalyticsEvents } from '../../src/adapters/memory/memory-analytics-events';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryConsentLog } from '../../src/adapters/memory/memory-consent-log';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { aFormBody } from '../support/enquiry-bodies';
import { buildTestApp } from '../support/test-server';

/**
 * One budget per address across every public write (PUBLIC_WRITE_BUDGET), besides each route's
 * own limit: over HTTP, an address that spreads its writes over the forms is stopped at the
 * budget, another address is not, reads and analytics uploads do not spend it, and it comes back
 * after a minute.
 */

const budget = 6;
const from = (address: string) => ({ remoteAddress: address });

/** One write on each public write route, in turn (each answers what it answers: the budget counts the request). */
const writes: readonly (() => InjectOptions)[] = [
  () => ({ method: 'POST', url: '/api/enquiries/contact', payload: aFormBody('contact', 'none') }),
  () => ({ method: 'POST', url: '/api/enquiries/chat', payload: aFormBody('chat', 'none') }),
  () => ({ method: 'POST', url: '/api/room-finder/enquiries', payload: { city: 'manchester' } }),
  () => ({ method: 'POST', url: '/api/viewings', payload: { propertySlug: 'square-gardens' } }),
  () => ({ method: 'POST', url: '/api/viewings/VW-ABCDEF/cancel' }),
  () => ({ method: 'POST', url: '/api/viewings/VW-ABCDEF/move', payload: {} }),
  () => ({
    method: 'POST',
    url: '/api/consent',
    payload: { consentId: randomUUID(), version: 1, analytics: false, replay: false },
  }),
];

describe('the public write budget, over HTTP', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 23, 9, 0));
    app = await buildTestApp({
      catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
      // Each route's own limit is well above what this test sends to it.
      enquiryRateLimit: 100,
      apiRateLimit: 1_000,
      publicWriteBudget: budget,
      analytics: {
        analyticsEvents: new MemoryAnalyticsEvents(),
        consentLog: new MemoryConsentLog(),
        consentRateLimit: 100,
        clock: new ManualTime(Date.UTC(2026, 10, 23, 9, 0)),
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    vi.useRealTimers();
  });
  afterEach(() => {
    // A fresh minute for the next test.
    vi.setSystemTime(Date.now() + 61_000);
  });

  it(`lets ${budget} writes a minute through from one address across the routes, then answers 429 with Retry-After on every write route`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < budget; i++) {
      statuses.push(
        (await app.inject({ ...(writes[i % writes.length] as () => InjectOptions)(), ...from('203.0.113.7') }))
          .statusCode,
      );
    }
    expect(statuses.every((s) => s !== 429)).toBe(true);
    for (const write of writes) {
      const refused = await app.inject({ ...write(), ...from('203.0.113.7') });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'rate_limited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another address has its own budget.
    expect((await app.inject({ ...writes[0]?.(), ...from('198.51.100.20') })).statusCode).not.toBe(429);
  });

  it('does not spend the budget on reads or on analytics uploads (they have their own limits)', async () => {
    const address = from('203.0.113.8');
    for (let i = 0; i < budget * 2; i++) {
      expect((await app.inject({ url: '/api/enquiries/form-token', ...address })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/viewings/availability/square-gardens', ...address })).statusCode).not.toBe(
        429,
      );
      const upload = await app.inject({
        method: 'POST',
        url: analyticsUploadPath,
        payload: {
          api_key: defaultAnalyticsApiKey,
          events: [{ event_type: 'page_viewed', device_id: `device-${i}-0001` }],
        },
        ...address,
      });
      expect(upload.statusCode).toBe(200);
    }
    for (let i = 0; i < budget; i++) {
      expect(
        (await app.inject({ ...(writes[i % writes.length] as () => InjectOptions)(), ...address })).statusCode,
      ).not.toBe(429);
    }
    expect((await app.inject({ ...writes[0]?.(), ...address })).statusCode).toBe(429);
  });

  it('gives the budget back after a minute', async () => {
    const address = from('203.0.113.9');
    for (let i = 0; i < budget; i++) await app.inject({ ...writes[6]?.(), ...address });
    expect((await app.inject({ ...writes[6]?.(), ...address })).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await app.inject({ ...writes[6]?.(), ...address })).statusCode).toBe(201);
  });
});
