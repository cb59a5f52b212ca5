import { HttpCatalogueReader } from '../../src/adapters/http-client/http-catalogue.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { startTestServer } from '../support/test-server';
import { catalogueReaderContract } from './catalogue-reader.contract';

/** A day before the fixture's first tenancy starts, so every let is sold in full (ADR 083). */
const beforeTheYear = () => new ManualTime(Date.parse('2026-08-03T12:00:00Z'));

catalogueReaderContract('memory fake', async () => ({
  reader: new MemoryCatalogue(fixtureSlice, fixtureSettings, beforeTheYear()),
}));

for (const kind of databaseKinds()) {
  catalogueReaderContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    await database.db.transaction((tx) =>
      writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
    );
    return { reader: new DrizzleCatalogueReader(database.db, beforeTheYear()), close: () => database.close() };
  });
}

catalogueReaderContract('HTTP client against the real API', async () => {
  const server = await startTestServer({
    catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings, beforeTheYear()),
  });
  return { reader: new HttpCatalogueReader(fetch, server.url), close: server.close };
});
