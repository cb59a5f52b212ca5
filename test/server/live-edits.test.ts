// An operator's edit in the database shows on the site's pages without a rebuild or a restart:
// the served HTML, its head tags and the injected data follow the database once the 30-second
// read cache has turned over (ADR 008).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachingCatalogueReader } from '../../src/adapters/cache/caching-catalogue.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { emptyContent, MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { openTestDatabase } from '../support/test-database';
import { buildTestApp, makeTestPublicDir } from '../support/test-server';

describe('editing the catalogue in the database', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
  const time = new ManualTime(Date.parse('2026-11-21T12:00:00Z'));

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await database.db.transaction((tx) =>
      writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
    );
    const catalogue = new CachingCatalogueReader(new DrizzleCatalogueReader(database.db), time);
    publicDir = await makeTestPublicDir();
    app = await buildTestApp({
      catalogue,
      content: new MemoryContent(emptyContent, catalogue, time),
      publicDir: publicDir.dir,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await publicDir?.remove();
  });

  const page = async (url: string) => (await app.inject(url)).body;

  it('shows a renamed property and its new price on its page and its city page', async () => {
    expect(await page('/manchester/square-gardens')).toContain(
      '<title>Square Gardens, Manchester | Test Living</title>',
    );
    expect(await page('/manchester')).toContain('from £199 per week');

    await database.db.execute(sql`update properties set name = 'Square Gardens House' where slug = 'square-gardens'`);
    await database.db.execute(sql`update tenancy_options set price_per_week_pence = 17900`);
    time.advance(31_000);

    const property = await page('/manchester/square-gardens');
    expect(property).toContain('<title>Square Gardens House, Manchester | Test Living</title>');
    expect(property).toContain('"name":"Square Gardens House"');
    expect(property).toContain('"room_starting_price":179');
    expect(await page('/manchester')).toContain('from £179 per week');
  });
});
