// Several servers started at once on one empty PostgreSQL database (issue 21): each applies the
// migrations at start, and they must not trip over one another (found by test/cluster/).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/adapters/postgres/database';
import { migrationsFolder } from '../support/test-database';

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on PostgreSQL', () => {
  it('three servers migrating one empty database at the same moment all start, each migration applied once', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `digs_test_${randomBytes(6).toString('hex')}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const servers = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 })),
    );
    try {
      const outcomes = await Promise.allSettled(servers.map((s) => s.migrate(migrationsFolder)));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      expect(applied.rows[0].n).toBe(journal.entries.length);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
