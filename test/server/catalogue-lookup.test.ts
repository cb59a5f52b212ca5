import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const squareGardens = '00000000-0000-4000-8000-00000000e001';
const canalView = '00000000-0000-4000-8000-00000000e002';
const classicStudio = '00000000-0000-4000-8000-00000000f001';
const unknown = '00000000-0000-4000-8000-0000000fffff';
/** A well-formed uuid numbered n, for asking for more ids than one lookup takes. */
const nthId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

for (const kind of databaseKinds()) {
  describe(`Catalogue lookups over HTTP on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await database.db.transaction((tx) =>
        writeCatalogue(tx as unknown as DatabaseHandle['db'], fixtureSlice, fixtureSettings),
      );
      app = await buildTestApp({ catalogue: new DrizzleCatalogueReader(database.db), apiRateLimit: 1000 });
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('answers GET /api/properties?ids= with the properties in the order asked, each once', async () => {
      const res = await app.inject(`/api/properties?ids=${canalView},${unknown},${squareGardens},${canalView}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('max-age=60');
      expect(res.json().map((p: { id: string }) => p.id)).toEqual(['canal-view', 'square-gardens']);
      expect(res.json()[1]).toMatchObject({ _id: squareGardens, room_types: [{ id: 'classic-studio' }, {}] });
    });

    it('answers GET /api/room-types?ids= with listings that say where each room is', async () => {
      const res = await app.inject(`/api/room-types?ids=${classicStudio}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        expect.objectContaining({
          _id: classicStudio,
          id: 'classic-studio',
          property_name: 'Square Gardens',
          city_name: 'Manchester',
          room_starting_price: 249,
          distances: [
            expect.objectContaining({ short_name: 'Man Met' }),
            expect.objectContaining({ short_name: 'UoM' }),
          ],
        }),
      ]);
      expect((await app.inject(`/api/room-types?ids=${unknown}`)).json()).toEqual([]);
    });

    it.each([
      ['no ids', '/api/properties'],
      ['empty ids', '/api/properties?ids='],
      ['a malformed id', `/api/properties?ids=${squareGardens},not-a-uuid`],
      ['an injection attempt', `/api/room-types?ids=${encodeURIComponent("'; drop table room_types; --")}`],
      ['the ids given twice', `/api/room-types?ids=${squareGardens}&ids=${canalView}`],
      ['more than 50 ids', `/api/properties?ids=${Array.from({ length: 51 }, (_, i) => nthId(i)).join(',')}`],
    ])('answers 400 with field messages for %s', async (_what, url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'bad_request',
        message: expect.any(String),
        fields: expect.any(Object),
      });
      expect(Object.keys(res.json().fields)[0]).toMatch(/^ids/);
    });

    it('takes exactly 50 ids', async () => {
      const ids = [squareGardens, ...Array.from({ length: 49 }, (_, i) => nthId(i))];
      const res = await app.inject(`/api/properties?ids=${ids.join(',')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { id: string }) => p.id)).toEqual(['square-gardens']);
    });

    it('keeps /api/properties/featured as it was', async () => {
      const res = await app.inject('/api/properties/featured');
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { id: string }) => p.id)).toEqual(['square-gardens']);
    });

    it("answers GET /api/cities/:citySlug/room-candidates with the city's rooms", async () => {
      const res = await app.inject('/api/cities/manchester/room-candidates');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('max-age=60');
      expect(res.json().map((c: { path: string; price_per_week: number }) => [c.path, c.price_per_week])).toEqual([
        ['/manchester/square-gardens/classic-studio', 249],
        ['/manchester/square-gardens/en-suite', 199],
        ['/manchester/canal-view/studio', 210],
      ]);
    });

    it('answers [] for a city without rooms, 404 for an unknown city and 400 for a slug that is not one', async () => {
      const leeds = await app.inject('/api/cities/leeds/room-candidates');
      expect([leeds.statusCode, leeds.json()]).toEqual([200, []]);
      const atlantis = await app.inject('/api/cities/atlantis/room-candidates');
      expect(atlantis.statusCode).toBe(404);
      expect(atlantis.json()).toMatchObject({ error: 'not_found' });
      expect((await app.inject('/api/cities/Not_A_Slug/room-candidates')).statusCode).toBe(400);
    });
  });
}
