import { MemoryPictureLibrary } from '../../src/adapters/memory/memory-picture-library.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { DrizzlePictureLibrary } from '../../src/adapters/postgres/drizzle-picture-library.adapter';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { pictureLibraryContract, pictureLibraryOwners } from './picture-library.contract';

pictureLibraryContract('memory fake', async () => ({
  library: new MemoryPictureLibrary({
    properties: [pictureLibraryOwners.residence.id],
    roomTypes: [pictureLibraryOwners.roomType.id],
    names: pictureLibraryOwners.names,
  }),
}));

for (const kind of databaseKinds()) {
  pictureLibraryContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    await writeCatalogue(database.db, fixtureSlice, fixtureSettings);
    return { library: new DrizzlePictureLibrary(database.db), close: () => database.close() };
  });
}
