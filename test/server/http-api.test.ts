import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleHealthProbe } from '../../src/adapters/postgres/drizzle-health.adapter';
import { DrizzleMediaStore } from '../../src/adapters/postgres/drizzle-media-store.adapter';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp, makeTestPublicDir } from '../support/test-server';

const pictureId = '00000000-0000-4000-8000-00000000a002';

for (const kind of databaseKinds()) {
  describe(`HTTP API on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let publicDir: string;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await database.db.transaction((tx) =>
        writeCatalogue(tx as unknown as DatabaseHandle['db'], fixtureSlice, fixtureSettings, [
          {
            mediaId: pictureId,
            format: 'small',
            contentType: 'image/webp',
            width: 480,
            height: 320,
            data: new Uint8Array([82, 73, 70, 70]),
          },
        ]),
      );
      publicDir = (await makeTestPublicDir()).dir;
      const catalogue = new DrizzleCatalogueReader(database.db);
      app = await buildTestApp({
        catalogue,
        media: new DrizzleMediaStore(database.db),
        health: new DrizzleHealthProbe(database.db),
        publicDir,
        apiRateLimit: 1000,
      });
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      await rm(publicDir, { recursive: true, force: true });
    });

    it('answers /api/health with a database round trip', async () => {
      const res = await app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'up' });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('lists cities as documents the compare mapping can read', async () => {
      const res = await app.inject('/api/cities');
      expect(res.statusCode).toBe(200);
      const [manchester] = res.json();
      expect(manchester).toMatchObject({
        _id: expect.any(String),
        id: 'manchester',
        display_name: 'Manchester',
        room_starting_price: 199,
      });
      expect(res.headers['cache-control']).toContain('max-age=60');
    });

    it("gives a city's properties, a property with room types and a room type with tenancy options", async () => {
      const properties = await app.inject('/api/cities/manchester/properties');
      expect(properties.json().map((p: { id: string }) => p.id)).toEqual(['square-gardens', 'canal-view']);
      const property = await app.inject('/api/cities/manchester/properties/square-gardens');
      expect(property.json()).toMatchObject({
        name: 'Square Gardens',
        media_gallery: [{ formats: { small: { url: `/media/${pictureId}/small.webp` } } }, expect.anything()],
        room_types: [{ id: 'classic-studio', bed_type: 'Double' }, { id: 'en-suite' }],
      });
      const room = await app.inject('/api/cities/manchester/properties/square-gardens/rooms/classic-studio');
      expect(room.json().tenancy_options).toHaveLength(3);
    });

    it('answers 404 with the error shape for unknown slugs', async () => {
      for (const url of [
        '/api/cities/atlantis',
        '/api/cities/manchester/properties/nowhere',
        '/api/cities/manchester/properties/square-gardens/rooms/nope',
      ]) {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
      }
      const unknownApi = await app.inject('/api/nothing-here');
      expect(unknownApi.statusCode).toBe(404);
      expect(unknownApi.json().error).toBe('not_found');
    });

    it('answers 400 with field messages for a malformed slug', async () => {
      const res = await app.inject('/api/cities/Bad%20Slug');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', fields: { citySlug: expect.stringContaining('slug') } });
    });

    it('serves stored pictures with a year-long immutable cache, 404 for missing ones, 400 for bad ids', async () => {
      const res = await app.inject(`/media/${pictureId}/small.webp`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect([...res.rawPayload]).toEqual([82, 73, 70, 70]);
      expect((await app.inject(`/media/${pictureId}/large.webp`)).statusCode).toBe(404);
      expect((await app.inject('/media/not-a-uuid/small.webp')).statusCode).toBe(400);
    });

    it('serves a page with its title, description, canonical, Open Graph, JSON-LD and initial data', async () => {
      const res = await app.inject('/manchester/square-gardens');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const html = res.body;
      expect(html).toContain('<title>Square Gardens, Manchester | Test Living</title>');
      expect(html).toContain('<meta name="description" content="A calm building. Close to everything.">');
      expect(html).toContain('<link rel="canonical" href="https://digs.test/manchester/square-gardens">');
      expect(html).toContain(`<meta property="og:image" content="https://digs.test/media/${pictureId}/large.webp">`);
      expect(html).toContain('"@type":"LodgingBusiness"');
      const data = html.match(/<script id="digs-data" type="application\/json">(.*?)<\/script>/s)?.[1];
      expect(JSON.parse(data ?? 'null')).toMatchObject({
        'property:manchester/square-gardens': { id: 'square-gardens' },
        settings: { brand_name: 'Test Living' },
      });
      expect(html.match(/<title>/g)).toHaveLength(1);
    });

    it.each(['/manchester/no-such-place', '/no/such/path/here', '/atlantis', '/404'])(
      'answers %s with 404 and the Not Found shell',
      async (url) => {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.body).toContain('<title>Page not found | Test Living</title>');
        expect(res.body).toContain('<meta name="robots" content="noindex">');
      },
    );

    it('keeps the viewing detail page private: not indexed, never stored by a cache, nobody’s booking in it', async () => {
      const res = await app.inject('/viewing-detail?ref=VW-7K3P9Q&token=secret-token');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('<title>Your viewing | Test Living</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).not.toContain('secret-token');
      const booking = await app.inject('/book-a-viewing/square-gardens');
      expect(booking.statusCode).toBe(200);
      expect(booking.headers['cache-control']).toBe('no-cache');
      expect(booking.body).toContain('<link rel="canonical" href="https://digs.test/book-a-viewing/square-gardens">');
      expect((await app.inject('/book-a-viewing/no-such-place')).statusCode).toBe(404);
    });

    it('sets security headers and compresses what is worth compressing', async () => {
      const res = await app.inject({ url: '/api/cities', headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-encoding']).toMatch(/br|gzip/);
    });

    it.each(['/manchester', '/no/such/path/here'])('compresses the page HTML of %s too', async (url) => {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding']).toMatch(/br|gzip/);
      expect(res.headers['content-type']).toContain('text/html');
    });

    it('keeps the injected data from closing its script element', async () => {
      const res = await app.inject('/manchester');
      const script = res.body.split('<script id="digs-data"')[1] ?? '';
      expect(script.indexOf('</script>')).toBeGreaterThan(0);
      expect(script.slice(0, script.indexOf('</script>'))).not.toMatch(/<\/|<!--/);
    });
  });
}

describe('HTTP API when the database is down', () => {
  it('answers /api/health with 503 and Retry-After', async () => {
    const database = await openTestDatabase('pglite');
    const app = await buildTestApp({
      catalogue: new DrizzleCatalogueReader(database.db),
      health: new DrizzleHealthProbe(database.db),
    });
    await database.close();
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'down' });
    expect(res.headers['retry-after']).toBe('10');
    const cities = await app.inject('/api/cities');
    expect(cities.statusCode).toBe(500);
    expect(cities.json()).toEqual({
      error: 'server_error',
      message: expect.any(String),
      requestId: expect.any(String),
    });
    expect(cities.headers['x-request-id']).toBe(cities.json().requestId);
    await app.close();
  });
});

describe('API rate limit', () => {
  it('answers 429 with Retry-After once an address goes over the limit', async () => {
    const app = await buildTestApp({ catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings), apiRateLimit: 3 });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) codes.push((await app.inject('/api/settings')).statusCode);
    const limited = await app.inject('/api/settings');
    expect(codes).toEqual([200, 200, 200, 429, 429]);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ error: 'rate_limited' });
    await app.close();
  });
});

describe('errors in the log', () => {
  it('keep the type, first line, code and stack, and leave out a failed query’s parameters', async () => {
    const { loggedError } = await import('../../src/adapters/http-api/http-app');
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    const error = new Error(
      'Failed query: insert into "viewings" ("name", "email") values ($1, $2)\nparams: Zoë Ng,zoe@example.com',
      {
        cause,
      },
    );
    const logged = JSON.stringify(loggedError(error));
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('23505');
    expect(logged).toContain('    at ');
    expect(logged).not.toContain('zoe@example.com');
    expect(logged).not.toContain('Zoë');
  });
});
