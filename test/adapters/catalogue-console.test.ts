import { catalogueConsoleRoutes } from '../../src/adapters/http-api/catalogue-console.routes';
import { HttpCatalogueConsole } from '../../src/adapters/http-client/http-catalogue-console.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryCatalogueConsole } from '../../src/adapters/memory/memory-catalogue-console';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleCatalogueEditor } from '../../src/adapters/postgres/drizzle-catalogue-editor.adapter';
import { EditCatalogue } from '../../src/application/catalogue/edit-catalogue.use-case';
import { PriceSheet } from '../../src/application/catalogue/price-sheet.use-case';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';
import { catalogueConsoleContract } from './catalogue-console.contract';

catalogueConsoleContract('memory fake', async () => ({ api: new MemoryCatalogueConsole(fixtureSlice) }));

catalogueConsoleContract('HTTP adapter against the API on PGlite', async () => {
  const database = await openTestDatabase('pglite');
  await database.db.transaction((tx) =>
    writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
  );
  // A staff row, so the audit log's reference holds.
  const staffId = '00000000-0000-4000-8000-0000000057a1';
  await database.db.execute(
    `insert into staff_members (id, email, name, role, password_hash) values ('${staffId}', 'ed@digs.test', 'Ed', 'editor', 'x')` as never,
  );
  const editor = new DrizzleCatalogueEditor(database.db);
  const time = new ManualTime(Date.parse('2026-11-21T12:00:00Z'));
  const changes = { changed: () => undefined };
  const app = await buildTestApp({
    catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
    console: {
      authenticate: async () => ({ id: staffId, email: 'ed@digs.test', name: 'Ed', role: 'editor' }),
      routes: [
        catalogueConsoleRoutes(
          new EditCatalogue(editor, new DrizzleAuditLog(database.db), changes, time),
          new PriceSheet(editor, changes, time),
        ),
      ],
    },
  });
  const fetchFn = async (input: string, init: RequestInit = {}) => {
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: input,
      headers: { cookie: 'digs_staff=s', origin: 'https://digs.test', ...(init.headers as Record<string, string>) },
      ...(init.body !== undefined ? { payload: String(init.body) } : {}),
    });
    return new Response(reply.statusCode === 204 ? null : reply.body, { status: reply.statusCode });
  };
  return {
    api: new HttpCatalogueConsole(fetchFn),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
});
