import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryPostsEditor } from '../../src/adapters/memory/memory-posts-editor';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzlePostsEditor } from '../../src/adapters/postgres/drizzle-posts-editor';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { writeFixtureContent } from '../support/content-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { postsEditorContract, postsEditorReferences } from './posts-editor.contract';

postsEditorContract('memory fake', async () => {
  const audit = new MemoryAuditLog();
  const references = {
    media: [postsEditorReferences.media],
    city: fixtureSlice.cities.map((c) => c.id),
    property: fixtureSlice.properties.map((p) => p.id),
  };
  return { editor: new MemoryPostsEditor(audit, { references }), audit };
});

for (const kind of databaseKinds()) {
  postsEditorContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as typeof database.db;
      await writeCatalogue(db, fixtureSlice, fixtureSettings);
      await writeFixtureContent(db);
    });
    return {
      editor: new DrizzlePostsEditor(database.db),
      audit: new DrizzleAuditLog(database.db),
      close: () => database.close(),
    };
  });
}
