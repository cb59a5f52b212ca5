// Migration 0009 (ADR 066): a picture kept before the phone and tablet formats names them afterwards, and its
// other formats are left as they were.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/postgres/database';
import { mediaFormats } from '../../src/domain/catalogue/media-formats';
import { migrationsFolder } from '../support/test-database';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

/** The migrations as they were before `tag`: a copy of the folder with a journal that stops there. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'digs-migrations-'));
  folders.push(folder);
  await cp(migrationsFolder, folder, { recursive: true });
  const journal = JSON.parse(await readFile(path.join(folder, 'meta/_journal.json'), 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return folder;
}

describe('migration 0009: the phone and tablet formats', () => {
  it('names the phone and tablet files on every picture kept before them and changes nothing else', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await handle.migrate(await migrationsBefore('0009_phone-pictures'));
      const id = '00000000-0000-4000-8000-00000000f001';
      const { phone: _, tablet: __, ...before } = mediaFormats(id);
      await handle.db.execute(
        sql`insert into media (id, alt, formats) values (${id}, 'The courtyard', ${JSON.stringify(before)}::jsonb)`,
      );
      await handle.migrate(migrationsFolder);
      const rows = await handle.db.execute(sql`select formats from media where id = ${id}`);
      const formats = (rows as unknown as { rows: { formats: unknown }[] }).rows[0]?.formats;
      expect(formats).toEqual(mediaFormats(id));
    } finally {
      await handle.close();
    }
  });
});
