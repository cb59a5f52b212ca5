import { eq } from 'drizzle-orm';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryContentTrash } from '../../src/adapters/memory/memory-content-trash';
import { MemoryPageEditor } from '../../src/adapters/memory/memory-page-editor';
import { MemoryPostsEditor } from '../../src/adapters/memory/memory-posts-editor';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleContentTrash } from '../../src/adapters/postgres/drizzle-content-trash.adapter';
import { DrizzlePageEditor } from '../../src/adapters/postgres/drizzle-page-editor.adapter';
import { DrizzlePostsEditor } from '../../src/adapters/postgres/drizzle-posts-editor';
import { properties } from '../../src/adapters/postgres/schema';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { writeFixtureContent } from '../support/content-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { contentTrashContract } from './content-trash.contract';
import { postsEditorReferences } from './posts-editor.contract';

contentTrashContract('memory fake', async () => {
  const audit = new MemoryAuditLog();
  const references = {
    media: [postsEditorReferences.media],
    city: fixtureSlice.cities.map((c) => c.id),
    property: fixtureSlice.properties.map((p) => p.id),
  };
  const posts = new MemoryPostsEditor(audit, { references });
  const pages = new MemoryPageEditor(audit, [], ['manchester', 'leeds']);
  return {
    trash: new MemoryContentTrash({ page: pages, content: posts }, audit),
    posts,
    pages,
    audit,
    removeResidence: async () => posts.forget('property', postsEditorReferences.property),
  };
});

for (const kind of databaseKinds()) {
  contentTrashContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    await database.db.transaction(async (tx) => {
      const db = tx as unknown as typeof database.db;
      await writeCatalogue(db, fixtureSlice, fixtureSettings);
      await writeFixtureContent(db);
    });
    return {
      trash: new DrizzleContentTrash(database.db),
      posts: new DrizzlePostsEditor(database.db),
      pages: new DrizzlePageEditor(database.db),
      audit: new DrizzleAuditLog(database.db),
      removeResidence: async () => {
        await database.db.delete(properties).where(eq(properties.id, postsEditorReferences.property));
      },
      close: () => database.close(),
    };
  });
}
