import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleConsentLog } from '../../src/adapters/postgres/drizzle-consent-log';
import { buildAnalyticsTestApp } from '../support/analytics-test-app';
import { openTestDatabase } from '../support/test-database';

/** POST /api/consent over HTTP on PGlite: logged with the server's time, field messages, 413, 429. */
describe('POST /api/consent on PGlite', () => {
  let database: DatabaseHandle;
  let log: DrizzleConsentLog;
  let app: FastifyInstance;
  const time = new ManualTime(Date.parse('2026-09-01T09:00:00.000Z'));
  let address = 0;

  const post = (payload: string | object, contentType = 'application/json', remoteAddress = `10.1.0.${++address}`) =>
    app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress,
    });

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    log = new DrizzleConsentLog(database.db);
    app = await buildAnalyticsTestApp({ consentLog: log, consentRateLimit: 3, clock: time });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('logs a decision with the server’s time, and a changed mind beside it', async () => {
    const consentId = randomUUID();
    const first = await post({ consentId, version: 1, analytics: true, replay: true });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ recorded: true });
    time.advance(60_000);
    // sendBeacon's text/plain, and what the browser keeps beside the decision, which is not needed.
    const withdrawn = await post(
      JSON.stringify({
        consentId: consentId.toUpperCase(),
        version: 1,
        analytics: false,
        replay: false,
        decidedAt: 'x',
      }),
      'text/plain;charset=UTF-8',
    );
    expect(withdrawn.statusCode).toBe(201);
    expect(await log.history(consentId)).toEqual([
      { consentId, version: 1, analytics: true, replay: true, recordedAt: Date.parse('2026-09-01T09:00:00.000Z') },
      { consentId, version: 1, analytics: false, replay: false, recordedAt: Date.parse('2026-09-01T09:01:00.000Z') },
    ]);
  });

  it('answers bad input with 400 and a message per field', async () => {
    const response = await post({ consentId: 'device-1', version: 0, analytics: 'yes' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('bad_request');
    expect(Object.keys(body.fields).sort()).toEqual(['analytics', 'consentId', 'replay', 'version']);
    const replayAlone = await post({ consentId: randomUUID(), version: 1, analytics: false, replay: true });
    expect(replayAlone.statusCode).toBe(400);
    expect(Object.keys(replayAlone.json().fields)).toEqual(['replay']);
    for (const payload of ['not json', '[]', 'null']) {
      expect((await post(payload)).statusCode).toBe(400);
    }
  });

  it('refuses a body over 1 KB with 413', async () => {
    const response = await post({
      consentId: randomUUID(),
      version: 1,
      analytics: true,
      replay: true,
      pad: 'x'.repeat(1100),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'too_large' });
  });

  it('limits decisions per address', async () => {
    const decision = { consentId: randomUUID(), version: 1, analytics: true, replay: false };
    for (let i = 0; i < 3; i++) expect((await post(decision, undefined, '192.0.2.50')).statusCode).toBe(201);
    const refused = await post(decision, undefined, '192.0.2.50');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
