import { MemoryHealthProbe } from '../../src/adapters/memory/memory-health.adapter';
import { MemoryMediaStore } from '../../src/adapters/memory/memory-media-store.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { Database } from '../../src/adapters/postgres/database';
import { DrizzleHealthProbe } from '../../src/adapters/postgres/drizzle-health.adapter';
import { DrizzleMediaStore } from '../../src/adapters/postgres/drizzle-media-store.adapter';
import { emptySlice } from '../../src/domain/catalogue/catalogue-records';
import { fixtureSettings } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { healthProbeContract, mediaStoreContract, storedBytes, storedId } from './media-and-health.contract';

mediaStoreContract('memory fake', async () => {
  const store = new MemoryMediaStore();
  store.put(storedId, 'small', { data: storedBytes, contentType: 'image/webp' });
  return { store };
});

healthProbeContract('memory fake', async () => {
  const probe = new MemoryHealthProbe();
  return { probe, breakIt: async () => probe.setUp(false) };
});

for (const kind of databaseKinds()) {
  mediaStoreContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    const media = { id: storedId, alt: 'A test picture', formats: {} as never };
    await database.db.transaction((tx) =>
      writeCatalogue(tx as unknown as Database, { ...emptySlice, media: [media] }, fixtureSettings, [
        { mediaId: storedId, format: 'small', contentType: 'image/webp', width: 480, height: 320, data: storedBytes },
      ]),
    );
    return { store: new DrizzleMediaStore(database.db), close: () => database.close() };
  });

  healthProbeContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    return { probe: new DrizzleHealthProbe(database.db), breakIt: () => database.close() };
  });
}
