import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleEnquiryRepository } from '../../src/adapters/postgres/drizzle-enquiry.repository';
import type { StoredEnquiry } from '../../src/domain/enquiries/enquiry';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const url = '/api/admin/enquiries';
const token = 'test-admin-token-0123456789abcdef';
const bearer = { authorization: `Bearer ${token}` };

/** A room-finder enquiry as the browser sends it. */
function aBody(name: string, email: string): Record<string, unknown> {
  return {
    city: 'manchester',
    moveInDate: '2027-09-04',
    duration: ['44'],
    price: ['under-200'],
    space: ['studio'],
    name,
    email,
    phone: '07700 900123',
    countryCode: '+44',
    agreedToTerms: true,
    submissionId: randomUUID(),
    sourcePage: '/room-finder/contact',
    utm: { source: 'newsletter' },
    website: '',
  };
}

for (const kind of databaseKinds()) {
  describe(`GET ${url} on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    /** References in the order they were posted. */
    const posted: string[] = [];

    const get = (query = '', headers: Record<string, string> = bearer) =>
      app.inject({ method: 'GET', url: `${url}${query}`, headers });
    const references = (body: { enquiries: StoredEnquiry[] }) => body.enquiries.map((e) => e.reference);

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      app = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        enquiries: new DrizzleEnquiryRepository(database.db),
        apiRateLimit: 1000,
        enquiryRateLimit: 1000,
        adminToken: token,
      });
      for (const [name, email] of [
        ['Ada Lovelace', 'ada@example.com'],
        ['Grace Hopper', 'grace@example.com'],
        ['Ada Lovelace', 'Ada@Example.com'],
      ] as const) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/room-finder/enquiries',
          payload: aBody(name, email),
        });
        expect(res.statusCode).toBe(201);
        posted.push(res.json().reference);
      }
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('answers the stored enquiries newest first, never cached', async () => {
      const res = await get();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(references(body)).toEqual([...posted].reverse());
      expect(body.enquiries[0]).toMatchObject({
        reference: posted[2],
        kind: 'room-finder',
        name: 'Ada Lovelace',
        email: 'Ada@Example.com',
        fields: { city: 'manchester', moveInDate: '2027-09-04', space: ['studio'] },
        source_page: '/room-finder/contact',
        utm: { source: 'newsletter' },
        consent: true,
        status: 'new',
      });
      expect(Object.keys(body)).toEqual(['enquiries']);
      expect(typeof body.enquiries[0].id).toBe('string');
      expect(Number.isNaN(Date.parse(body.enquiries[0].created_at))).toBe(false);
    });

    it('filters by kind and by address, whatever its case', async () => {
      expect(references((await get('?kind=room-finder')).json())).toEqual([...posted].reverse());
      expect(references((await get('?email=ADA%40example.com')).json())).toEqual([posted[2], posted[0]]);
      expect(references((await get('?kind=room-finder&email=grace%40example.com')).json())).toEqual([posted[1]]);
      expect((await get('?email=nobody%40example.com')).json()).toEqual({ enquiries: [] });
    });

    it('answers at most `limit` of them, the newest', async () => {
      expect(references((await get('?limit=1')).json())).toEqual([posted[2]]);
      expect(references((await get('?limit=2&email=ada%40example.com')).json())).toEqual([posted[2], posted[0]]);
      expect(references((await get('?limit=500')).json())).toHaveLength(3);
    });

    it.each([
      ['?limit=0', 'limit'],
      ['?limit=501', 'limit'],
      ['?limit=-1', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?limit=ten', 'limit'],
      ['?limit=', 'limit'],
      ['?kind=letter', 'kind'],
      ['?email=', 'email'],
      ['?email=a%40b.com&email=c%40d.com', 'email'],
    ])('refuses %s with 400 naming %s', async (query, field) => {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toMatchObject({ error: 'bad_request', message: expect.any(String) });
      expect(Object.keys(body.fields)).toEqual([field]);
    });

    it.each([
      ['no Authorization header', {}],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['another scheme', { authorization: `Basic ${Buffer.from(`admin:${token}`).toString('base64')}` }],
      ['the token without a scheme', { authorization: token }],
    ])('answers 401 with WWW-Authenticate: Bearer for %s', async (_, headers) => {
      const res = await get('', headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ error: 'unauthorized', message: expect.stringContaining('Bearer') });
    });

    it.each([
      ['a wrong token', 'x'.repeat(token.length)],
      ['the token cut short', token.slice(0, -1)],
      ['the token with more after it', `${token}0`],
      ['the token in another case', token.toUpperCase()],
    ])('answers 401 to %s, telling nothing of what was stored', async (_, given) => {
      const res = await get('?limit=1', { authorization: `Bearer ${given}` });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer\b/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'That admin token is not valid.' });
      expect(res.body).not.toContain('ada@example.com');
    });

    it('asks for the token before it reads the query', async () => {
      expect((await get('?limit=0', {})).statusCode).toBe(401);
    });

    it('takes the scheme in any case', async () => {
      expect((await get('', { authorization: `bearer ${token}` })).statusCode).toBe(200);
    });
  });
}

describe(`GET ${url} without an admin token`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings) });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('does not exist: 404 with or without a token', async () => {
    for (const headers of [{}, bearer]) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'not_found' });
      expect(res.headers['www-authenticate']).toBeUndefined();
    }
  });
});
