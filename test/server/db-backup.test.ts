// npm run db:backup / db:restore for the embedded database (issue 21 item 4, ADR 058): a copy taken
// with the server stopped or through the running server (which holds the folder), a restore that
// brings the data back and refuses to replace a database without --force or under a running server.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { type DatabaseHandle, openDatabase } from '../../src/adapters/postgres/database';
import { type DbBackupContext, runDbBackup } from '../../src/server/db-backup.command';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { startTestServer } from '../support/test-server';

const token = 'admin-token-0123456789abcdef';

/** The command's surroundings: its database where `dataDir` says, its lines kept in `lines`. */
function commandContext(
  dataDir: string,
  lines: { out: string[]; err: string[] },
  overrides: Partial<DbBackupContext>,
): DbBackupContext {
  return {
    databaseUrl: dataDir,
    defaultDataDir: dataDir,
    serverUrl: 'http://127.0.0.1:9',
    adminToken: undefined,
    now: () => Date.parse('2026-11-26T10:00:00Z'),
    out: (line) => lines.out.push(line),
    err: (line) => lines.err.push(line),
    ...overrides,
  };
}

describe('db:backup and db:restore (PGlite in a folder)', () => {
  let dir: string;
  let dataDir: string;
  let lines: { out: string[]; err: string[] };
  const context = (overrides: Partial<DbBackupContext> = {}) => commandContext(dataDir, lines, overrides);
  const open = () => openDatabase({ kind: 'pglite', dataDir, durable: false });
  const names = async (database: DatabaseHandle) =>
    (
      (await database.db.execute(sql`select name from notes order by name`)) as unknown as { rows: { name: string }[] }
    ).rows.map((r) => r.name);
  const withDatabase = async <T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> => {
    const database = await open();
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'digs-backup-'));
    dataDir = path.join(dir, 'pglite');
    lines = { out: [], err: [] };
    // From the migrated image (initdb and the migrations once per run, not once per test), as a first start leaves it.
    const image = new Blob([await readFile(inject('pgliteImage'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir, durable: false, image });
    try {
      await database.db.execute(sql`create table notes (name text primary key)`);
      await database.db.execute(sql`insert into notes values ('kept before the backup')`);
    } finally {
      await database.close();
    }
  }, 60_000);
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('backs up with the server stopped, and a forced restore brings the data back as it was', async () => {
    const file = path.join(dir, 'copy.tar.gz');
    expect(await runDbBackup(['backup', file], context())).toBe(0);
    expect(lines.out.at(-1)).toMatch(/^Backed up .* to .*copy\.tar\.gz \(.* MB, the database was not in use\)\.$/);
    await withDatabase(async (database) => {
      await database.db.execute(sql`delete from notes`);
      await database.db.execute(sql`insert into notes values ('written after')`);
    });
    expect(await runDbBackup(['restore', file, '--force'], context())).toBe(0);
    expect(lines.out.at(-1)).toContain('replacing the database there');
    expect(await withDatabase(names)).toEqual(['kept before the backup']);
    // The migrations' record came back with the rest: the server starts on it without a change.
    expect(
      await withDatabase(async (d) =>
        Number(
          (
            (await d.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as {
              rows: { n: number }[];
            }
          ).rows[0]?.n,
        ),
      ),
    ).toBeGreaterThan(0);
  }, 60_000);

  it('refuses to replace a database without --force, and leaves it as it is', async () => {
    const file = path.join(dir, 'copy.tar.gz');
    expect(await runDbBackup(['backup', file], context())).toBe(0);
    await withDatabase((database) => database.db.execute(sql`insert into notes values ('written after')`));
    expect(await runDbBackup(['restore', file], context())).toBe(1);
    expect(lines.err.at(-1)).toMatch(/There is a database in .*--force/);
    expect(await withDatabase(names)).toEqual(['kept before the backup', 'written after']);
  }, 60_000);

  it('restores into an empty folder without --force; a file that is not a backup changes nothing', async () => {
    const file = path.join(dir, 'copy.tar.gz');
    expect(await runDbBackup(['backup', file], context())).toBe(0);
    const junk = path.join(dir, 'junk.tar.gz');
    await writeFile(junk, 'not a backup');
    expect(await runDbBackup(['restore', junk, '--force'], context())).toBe(1);
    expect(await withDatabase(names)).toEqual(['kept before the backup']);
    const elsewhere = path.join(dir, 'new-place');
    expect(await runDbBackup(['restore', file], context({ databaseUrl: elsewhere }))).toBe(0);
    dataDir = elsewhere;
    expect(await withDatabase(names)).toEqual(['kept before the backup']);
  }, 60_000);

  it('while the server runs: the copy is taken through it with ADMIN_TOKEN, refused without; restore waits for it to stop', async () => {
    const server = await open();
    const file = path.join(dir, 'live.tar.gz');
    const site = await startTestServer({
      catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
      backup: { token, snapshot: () => server.backup?.() ?? Promise.reject(new Error('no backup')) },
    });
    try {
      // Nobody else gets the database out of the server.
      const anonymous = await fetch(`${site.url}/api/admin/backup`);
      expect(anonymous.status).toBe(401);
      expect(
        (await fetch(`${site.url}/api/admin/backup`, { headers: { authorization: 'Bearer not-the-token-at-all-xx' } }))
          .status,
      ).toBe(401);
      // The folder is the server's: without the token the command says how, and writes nothing.
      expect(await runDbBackup(['backup', file], context({ serverUrl: site.url }))).toBe(1);
      expect(lines.err.at(-1)).toMatch(/in use by .*set ADMIN_TOKEN/s);
      expect(existsSync(file)).toBe(false);
      // Written while it serves, then copied through it.
      await server.db.execute(sql`insert into notes values ('written while serving')`);
      expect(await runDbBackup(['backup', file], context({ serverUrl: site.url, adminToken: token }))).toBe(0);
      expect(lines.out.at(-1)).toContain(`taken through the server at ${site.url}`);
      await server.db.execute(sql`insert into notes values ('after the copy')`);
      // No restore under a running server, even forced.
      expect(await runDbBackup(['restore', file, '--force'], context())).toBe(1);
      expect(lines.err.at(-1)).toMatch(/Stop the server before restoring/);
    } finally {
      await site.close();
      await server.close();
    }
    expect(await runDbBackup(['restore', file, '--force'], context())).toBe(0);
    expect(await withDatabase(names)).toEqual(['kept before the backup', 'written while serving']);
  }, 60_000);
});

describe('db:backup and db:restore elsewhere', () => {
  const lines = { out: [] as string[], err: [] as string[] };
  const context = (overrides: Partial<DbBackupContext> = {}) => commandContext('data/pglite', lines, overrides);

  it('sends PostgreSQL to pg_dump and pg_restore, and has nothing to copy in memory', async () => {
    expect(await runDbBackup(['backup'], context({ databaseUrl: 'postgres://db.example/digs' }))).toBe(1);
    expect(lines.err.at(-1)).toContain('pg_dump -Fc');
    expect(await runDbBackup(['restore', 'x.dump'], context({ databaseUrl: 'postgres://db.example/digs' }))).toBe(1);
    expect(lines.err.at(-1)).toContain('pg_restore');
    expect(await runDbBackup(['backup'], context({ databaseUrl: 'memory://' }))).toBe(1);
    expect(await runDbBackup(['backup', '--force'], context())).toBe(2);
  });
});
