// Every answer names its request (issue 21): a random id per request, the same one in the log and
// in a 5xx answer; behind a trusted proxy, the proxy's id, so one id follows the request through both.
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { buildTestApp } from '../support/test-server';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>> | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
  });
  const build = (trustProxy?: string[]) =>
    buildTestApp({
      catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
      ...(trustProxy ? { trustProxy } : {}),
    });

  it('gives every answer, found or not, an id of its own', async () => {
    app = await build();
    const answers = await Promise.all(
      ['/api/cities', '/api/nothing-here', '/api/health'].map((url) => app?.inject({ method: 'GET', url })),
    );
    const ids = answers.map((a) => String(a?.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(3);
  });

  it('ignores an id a client sends directly, and takes the one a trusted proxy sends', async () => {
    app = await build();
    const direct = await app.inject({ method: 'GET', url: '/api/cities', headers: { 'x-request-id': 'chosen-by-me' } });
    expect(direct.headers['x-request-id']).toMatch(uuid);
    await app.close();
    app = await build(['127.0.0.1']);
    const proxied = await app.inject({
      method: 'GET',
      url: '/api/cities',
      headers: { 'x-request-id': '5f2b9c0e1d7a4e3f8a6b2c1d0e9f8a7b' },
    });
    expect(proxied.headers['x-request-id']).toBe('5f2b9c0e1d7a4e3f8a6b2c1d0e9f8a7b');
  });

  it('logs JSON lines that carry the request id the failed answer gives in its header and body', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const failing = new Proxy({} as CatalogueReader, {
      get: () => async () => {
        throw new Error('the disk is on fire');
      },
    });
    app = await buildTestApp({ catalogue: failing, logger: { level: 'info', stream } });
    const answer = await app.inject({ method: 'GET', url: '/api/cities/manchester' });
    expect(answer.statusCode).toBe(500);
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(uuid);
    expect(answer.json()).toMatchObject({ error: 'server_error', requestId: id });
    const logged = lines.map((line) => JSON.parse(line) as { requestId?: string; msg?: string; level?: number });
    const failure = logged.find((l) => l.msg === 'request failed');
    expect(failure).toMatchObject({ requestId: id, level: 50 });
    expect(JSON.stringify(failure)).toContain('the disk is on fire');
    // Every line about this request, and only those, names it.
    expect(logged.filter((l) => l.requestId === id).length).toBeGreaterThanOrEqual(1);
    expect(logged.every((l) => l.requestId === undefined || l.requestId === id)).toBe(true);
  });
});
