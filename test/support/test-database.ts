import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/adapters/postgres/database';

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A throwaway, migrated database: PGlite in memory from the prepared image, or a new database on
 * the PostgreSQL server that is dropped on close.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const image = new Blob([await readFile(inject('pgliteImage'))]);
    return openDatabase({ kind: 'pglite', dataDir: null, image });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `digs_test_${randomBytes(6).toString('hex')}`;
  const { default: pg } = await import('pg');
  const template = await migratedTemplate(adminUrl);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name), maxConnections: 40 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let templateName: Promise<string> | undefined;

/**
 * A database migrated once per set of migrations, which each test database is copied from
 * (`create database … template …`): a copy takes a fraction of running every migration again. Its
 * name carries the migrations' digest, so a changed migration makes a new one; `.ci/run` drops
 * every `digs_test_%` database at its end. Workers creating it at once take turns by an advisory lock.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  templateName ??= (async () => {
    const digest = createHash('sha256');
    for (const file of (await readdir(migrationsFolder, { recursive: true })).sort()) {
      if (/\.(sql|json)$/.test(file)) digest.update(file).update(await readFile(path.join(migrationsFolder, file)));
    }
    const name = `digs_test_template_${digest.digest('hex').slice(0, 16)}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(727274)');
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        const building = `${name}_building`;
        await admin.query(`drop database if exists ${building} with (force)`);
        await admin.query(`create database ${building}`);
        const handle = await openDatabase({
          kind: 'postgres',
          url: databaseUrl(adminUrl, building),
          maxConnections: 2,
        });
        await handle.migrate(migrationsFolder);
        await handle.close();
        // Renamed only when whole: a run stopped half-way leaves no template that looks ready.
        await admin.query(`alter database ${building} rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      await admin.end();
    }
    return name;
  })();
  return templateName;
}
