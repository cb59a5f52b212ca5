import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryCatalogueWriter } from '../../src/adapters/memory/memory-catalogue-writer.adapter';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryContentWriter } from '../../src/adapters/memory/memory-content-writer.adapter';
import { MemoryMediaStore } from '../../src/adapters/memory/memory-media-store.adapter';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleCatalogueWriter } from '../../src/adapters/postgres/drizzle-catalogue-writer.adapter';
import { DrizzleContentReader } from '../../src/adapters/postgres/drizzle-content.adapter';
import { DrizzleContentWriter } from '../../src/adapters/postgres/drizzle-content-writer.adapter';
import { DrizzleMediaStore } from '../../src/adapters/postgres/drizzle-media-store.adapter';
import { DrizzleMediaWriter } from '../../src/adapters/postgres/drizzle-media-writer.adapter';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { writePortsContract } from './write-ports.contract';

const now = Date.parse('2026-11-25T12:00:00Z');

writePortsContract('memory fakes', async () => {
  const time = new ManualTime(now);
  const catalogue = new MemoryCatalogueWriter();
  const content = new MemoryContentWriter(time);
  const media = new MemoryMediaStore();
  const reader = () => new MemoryCatalogue(catalogue.slice(media.records()), catalogue.settings());
  return {
    catalogue,
    content,
    media,
    reader,
    contentReader: () => new MemoryContent(content.records(catalogue.slice(media.records())), reader(), time),
  };
});

for (const kind of databaseKinds()) {
  writePortsContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    const writer = new DrizzleMediaWriter(database.db);
    const store = new DrizzleMediaStore(database.db);
    const reader = () => new DrizzleCatalogueReader(database.db);
    return {
      catalogue: new DrizzleCatalogueWriter(database.db),
      content: new DrizzleContentWriter(database.db),
      media: {
        addPicture: (alt, files) => writer.addPicture(alt, files),
        read: (id, format) => store.read(id, format),
        keep: (id, format, encoding, file) => store.keep(id, format, encoding, file),
      },
      reader,
      contentReader: () => new DrizzleContentReader(database.db, reader(), new ManualTime(now)),
      close: () => database.close(),
    };
  });
}
