import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, flushCommitsToDisk, openDatabase } from '../../src/adapters/postgres/database';

type Streams = { streams: ({ nfd?: unknown; stream_ops?: { fsync?: (s: unknown) => number } } | null)[] };

/** The Emscripten file system under a PGlite handle. */
const fsOf = (handle: DatabaseHandle) =>
  (handle.db as unknown as { $client: { Module: { FS: Streams } } }).$client.Module.FS;

const setting = async (handle: DatabaseHandle, name: 'fsync' | 'wal_sync_method') => {
  const result = (await handle.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
  return result.rows[0]?.[name];
};

describe('PGlite in a data directory flushes every commit to disk', () => {
  let dir: string;
  let image: Blob;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'digs-durable-'));
    image = new Blob([await readFile(inject('pgliteImage'))]);
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('runs with fsync on, and a commit calls fdatasync on the WAL', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'durable'), image });
    try {
      expect(await setting(handle, 'fsync')).toBe('on');
      expect(await setting(handle, 'wal_sync_method')).toBe('fsync');
      const operations = fsOf(handle).streams.find((s) => typeof s?.nfd === 'number')?.stream_ops;
      const flush = operations?.fsync;
      expect(typeof flush).toBe('function');
      let flushes = 0;
      if (operations && flush) {
        operations.fsync = (stream) => {
          flushes += 1;
          return flush(stream);
        };
      }
      await handle.db.execute(sql`create table durable_probe (n int)`);
      await handle.db.execute(sql`insert into durable_probe values (1)`);
      expect(flushes).toBeGreaterThanOrEqual(2);
    } finally {
      await handle.close();
    }
  });

  it('can be told not to (and in memory there is no disk to flush to)', async () => {
    for (const target of [
      { kind: 'pglite' as const, dataDir: path.join(dir, 'relaxed'), image, durable: false },
      { kind: 'pglite' as const, dataDir: null, image },
    ]) {
      const handle = await openDatabase(target);
      try {
        expect(await setting(handle, 'fsync')).toBe('off');
      } finally {
        await handle.close();
      }
    }
  });

  it('refuses a file system it does not know, rather than run without durability', () => {
    expect(() => flushCommitsToDisk({ streams: [null, { nfd: undefined }] })).toThrow(/PGlite/);
    expect(() => flushCommitsToDisk({})).toThrow(/PGlite/);
  });
});
