// A flood of public writes from one address over real sockets: every public write endpoint
// (enquiry forms and chat, room finder, viewings, analytics uploads, consent decisions) and the API
// asked past its limit at once. Each endpoint lets its limit through and answers the rest 429 with
// Retry-After, nothing fails with a 5xx or a dropped connection, and /api/health, asked meanwhile
// from the same address, answers 200 every time. Then the body limits: each public write refuses a
// body over its limit with 413. Small limits keep it a server test of rules, not of scale: 2,000
// requests over 500 sockets against the built server is `node bench/flood.bench.mjs`.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsUploadPath } from '../../src/adapters/http-api/analytics.routes';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleAnalyticsEvents } from '../../src/adapters/postgres/drizzle-analytics-events';
import { DrizzleConsentLog } from '../../src/adapters/postgres/drizzle-consent-log';
import { DrizzleEnquiryRepository } from '../../src/adapters/postgres/drizzle-enquiry.repository';
import * as t from '../../src/adapters/postgres/schema';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { openTestDatabase } from '../support/test-database';
import { startTestServer } from '../support/test-server';

/** Writes per minute per address on each public write endpoint (ENQUIRY_RATE_LIMIT). */
const perMinute = 3;
/** Requests per minute per address on the rest of the API (API_RATE_LIMIT), which the flood's reads exceed. */
const apiPerMinute = 5;
/** Analytics uploads and consent decisions per minute per address (ANALYTICS_RATE_LIMIT, CONSENT_RATE_LIMIT). */
const analyticsPerMinute = 4;
const consentPerMinute = 2;
/** Each endpoint asked this many times, more than any limit above. */
const perEndpoint = 8;
/** Health checks sent during the flood, over a socket of their own. */
const healthChecks = 8;

interface Write {
  readonly path: string;
  readonly body: () => unknown;
  /** Writes per minute per address. */
  readonly limit: number;
  /** The largest body accepted, in bytes. */
  readonly bodyLimit: number;
}

const kb = 1024;

const contact = () => ({
  topic: 'payments',
  message: 'When is rent due?',
  name: 'Ana Silva',
  email: 'ana@example.com',
  countryCode: '+44',
  phone: '',
  agreedToTerms: true,
  submissionId: randomUUID(),
  sourcePage: '/contact-us',
  utm: {},
  website: '',
  formToken: 'none',
});

/** Every public write: the enquiry forms, the room finder, viewings, analytics uploads and consent decisions. */
const publicWrites: readonly Write[] = [
  { path: '/api/enquiries/contact', body: contact, limit: perMinute, bodyLimit: 16 * kb },
  {
    path: '/api/enquiries/chat',
    body: () => ({ ...contact(), message: 'Hello' }),
    limit: perMinute,
    bodyLimit: 16 * kb,
  },
  {
    path: '/api/room-finder/enquiries',
    limit: perMinute,
    bodyLimit: 16 * kb,
    body: () => ({
      city: 'manchester',
      moveInDate: '2027-09-04',
      duration: ['44'],
      price: ['under-200'],
      space: ['studio'],
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '07700 900123',
      countryCode: '+44',
      agreedToTerms: true,
      submissionId: randomUUID(),
      sourcePage: '/find-your-room/contact',
      utm: {},
      website: '',
    }),
  },
  {
    path: '/api/viewings',
    body: () => ({ propertySlug: 'square-gardens', kind: 'in-person' }),
    limit: perMinute,
    bodyLimit: 16 * kb,
  },
  { path: '/api/viewings/VW-7K3P9Q/cancel', body: () => ({}), limit: perMinute, bodyLimit: 16 * kb },
  {
    path: '/api/viewings/VW-7K3P9Q/move',
    body: () => ({ kind: 'in-person', start: '2027-01-04T10:00:00.000Z' }),
    limit: perMinute,
    bodyLimit: 16 * kb,
  },
  {
    path: analyticsUploadPath,
    body: () => ({
      api_key: 'digs-first-party',
      events: [
        {
          event_type: 'page_viewed',
          device_id: 'flood-device',
          time: Date.now(),
          insert_id: randomUUID(),
          event_properties: { '[Amplitude] Page Path': '/' },
        },
      ],
    }),
    limit: analyticsPerMinute,
    bodyLimit: 64 * kb,
  },
  {
    path: '/api/consent',
    body: () => ({ consentId: randomUUID(), version: 1, analytics: true, replay: false }),
    limit: consentPerMinute,
    bodyLimit: 1 * kb,
  },
];

interface Answer {
  readonly status: number;
  readonly retryAfter: string | undefined;
  readonly body: string;
  readonly ms: number;
}

/** One request over `agent`; resolves with the answer, rejects on a connection failure. */
function send(agent: http.Agent, base: URL, method: string, path: string, body?: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers:
          body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: response.headers['retry-after'],
            body: text,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('a flood of public writes from one address', () => {
  let database: DatabaseHandle;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let base: URL;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    server = await startTestServer({
      catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
      enquiries: new DrizzleEnquiryRepository(database.db),
      health: { ping: async () => void (await database.db.execute('select 1')) },
      enquiryRateLimit: perMinute,
      apiRateLimit: apiPerMinute,
      // The rate limits are under test here, not the cap on one address's connections (slow-clients.test.ts).
      connections: { maxConnectionsPerAddress: 1_000 },
      analytics: {
        analyticsEvents: new DrizzleAnalyticsEvents(database.db),
        analyticsRateLimit: analyticsPerMinute,
        analyticsBodyLimit: 64 * kb,
        consentLog: new DrizzleConsentLog(database.db),
        consentRateLimit: consentPerMinute,
      },
    });
    base = new URL(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const floodSize = perEndpoint * (publicWrites.length + 1);
  it(`answers ${floodSize} concurrent writes with their limit and 429s, while /api/health stays 200`, async () => {
    // The flood's sockets, and the health checker's own (as a load balancer's would be).
    const flood = new http.Agent({ keepAlive: true, maxSockets: 32 });
    const checker = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Sent with the flood, one after another on the checker's socket.
    const probing = Promise.all(Array.from({ length: healthChecks }, () => send(checker, base, 'GET', '/api/health')));

    // One request in nine reads the API instead, past its general limit: /api/health, under none, must not care.
    const answers = await Promise.all(
      Array.from({ length: floodSize }, (_, i) => {
        const write = publicWrites[i % (publicWrites.length + 1)];
        const answer = write
          ? send(flood, base, 'POST', write.path, JSON.stringify(write.body()))
          : send(flood, base, 'GET', '/api/cities');
        return answer.then((a) => ({ path: write?.path ?? '/api/cities', ...a }));
      }),
    );
    const probes = await probing;
    flood.destroy();
    checker.destroy();

    // No write failed on the server's side.
    expect(answers.filter((a) => a.status >= 500).map((a) => `${a.path} ${a.status} ${a.body}`)).toEqual([]);
    for (const [path, limit] of [
      ...publicWrites.map((w) => [w.path, w.limit] as const),
      ['/api/cities', apiPerMinute] as const,
    ]) {
      const mine = answers.filter((a) => a.path === path);
      const limited = mine.filter((a) => a.status === 429);
      // Each endpoint let through no more than its limit, and refused the rest with Retry-After.
      expect(mine, path).toHaveLength(perEndpoint);
      expect(mine.length - limited.length, path).toBeLessThanOrEqual(limit);
      expect(limited.length, path).toBeGreaterThanOrEqual(mine.length - limit);
      for (const answer of limited) {
        expect(Number(answer.retryAfter), path).toBeGreaterThan(0);
        // In the API's error shape, or in Amplitude's for its upload endpoint (ADR 022).
        expect(JSON.parse(answer.body), path).toMatchObject(
          path === analyticsUploadPath ? { code: 429 } : { error: 'rate_limited' },
        );
      }
    }
    // What got through was stored, and no more: enquiries (the room finder's at least), events, decisions.
    const stored = await database.db.select().from(t.enquiries);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThanOrEqual(perMinute * 3);
    const events = await database.db.select().from(t.analyticsEvents);
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThanOrEqual(analyticsPerMinute);
    const decisions = await database.db.select().from(t.consentLog);
    expect(decisions.length).toBe(consentPerMinute);

    // The health check, asked from the same address throughout, never failed and was never limited.
    expect(probes).toHaveLength(healthChecks);
    expect(probes.filter((p) => p.status !== 200).map((p) => p.status)).toEqual([]);
    // And it still answers after the flood.
    expect((await send(new http.Agent(), base, 'GET', '/api/health')).status).toBe(200);
  });

  it.each(publicWrites.map((w) => [w.path, w.bodyLimit] as const))(
    'refuses a body over its limit at %s (%i bytes) with 413',
    async (path, bodyLimit) => {
      // The flood spent this address's limits: this asks from another one.
      const answer = await server.app.inject({
        method: 'POST',
        url: path,
        remoteAddress: '198.51.100.77',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(bodyLimit) }),
      });
      expect(answer.statusCode).toBe(413);
      expect(answer.json()).toMatchObject(
        path === analyticsUploadPath
          ? { code: 413, error: 'Payload too large' }
          : { error: expect.any(String), message: expect.any(String) },
      );
    },
  );
});
