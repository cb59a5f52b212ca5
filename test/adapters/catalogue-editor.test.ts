import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryCatalogueEditor } from '../../src/adapters/memory/memory-catalogue-editor.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleCatalogueEditor } from '../../src/adapters/postgres/drizzle-catalogue-editor.adapter';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { catalogueEditorContract } from './catalogue-editor.contract';

catalogueEditorContract('memory fake', async () => {
  const audit = new MemoryAuditLog();
  return { editor: new MemoryCatalogueEditor(audit, fixtureSlice), audit };
});

for (const kind of databaseKinds()) {
  catalogueEditorContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    await database.db.transaction((tx) =>
      writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
    );
    return {
      editor: new DrizzleCatalogueEditor(database.db),
      audit: new DrizzleAuditLog(database.db),
      close: () => database.close(),
    };
  });
}
