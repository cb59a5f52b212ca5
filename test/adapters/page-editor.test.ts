import { eq } from 'drizzle-orm';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryEnquiryInboxes } from '../../src/adapters/memory/memory-enquiry-inboxes.adapter';
import { MemoryPageEditor, MemorySiteSettingsEditor } from '../../src/adapters/memory/memory-page-editor';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleEnquiryInboxes } from '../../src/adapters/postgres/drizzle-enquiry-inboxes.adapter';
import { DrizzlePageEditor, DrizzleSiteSettingsEditor } from '../../src/adapters/postgres/drizzle-page-editor.adapter';
import { slugRedirects } from '../../src/adapters/postgres/schema';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { pageEditorContract } from './page-editor.contract';

pageEditorContract('memory fake', async () => {
  const audit = new MemoryAuditLog();
  const pages = new MemoryPageEditor(audit, [], ['manchester', 'leeds']);
  const settings = new MemorySiteSettingsEditor(audit, {});
  return {
    pages,
    settings,
    inboxes: new MemoryEnquiryInboxes(() => settings.storedValues()),
    audit,
    redirect: async (from) => pages.redirects.get(from) ?? null,
  };
});

for (const kind of databaseKinds()) {
  pageEditorContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    await database.db.transaction((tx) =>
      writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
    );
    return {
      pages: new DrizzlePageEditor(database.db),
      settings: new DrizzleSiteSettingsEditor(database.db),
      inboxes: new DrizzleEnquiryInboxes(database.db),
      audit: new DrizzleAuditLog(database.db),
      redirect: async (from) => {
        const [row] = await database.db.select().from(slugRedirects).where(eq(slugRedirects.fromPath, from));
        return row?.toPath ?? null;
      },
      close: () => database.close(),
    };
  });
}
