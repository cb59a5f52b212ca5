import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/adapters/postgres/database';
import { DataDirInUseError, lockDataDir, lockUpdateMs } from '../../src/adapters/postgres/pglite-folder-lock';

describe('lockDataDir: one process at a time per PGlite folder', () => {
  let parent: string;
  let dataDir: string;
  beforeEach(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'digs-folder-lock-'));
    dataDir = path.join(parent, 'pglite');
    await mkdir(dataDir);
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('refuses a second taker within about one renewal, naming the holder; free again once released', async () => {
    const held = await lockDataDir(dataDir);
    const asked = performance.now();
    const refused = await lockDataDir(dataDir).then(
      () => null,
      (error: unknown) => error,
    );
    const waited = performance.now() - asked;
    expect(refused).toBeInstanceOf(DataDirInUseError);
    const error = refused as DataDirInUseError;
    expect(error.holder?.pid).toBe(process.pid);
    expect(error.message).toMatch(
      new RegExp(`^The PGlite database in ${dataDir} is in use by process ${process.pid} \\(node .*, since \\d{4}-`),
    );
    expect(error.message).toContain('use PostgreSQL (DATABASE_URL=postgres://…)');
    // The holder renews every lockUpdateMs: the refusal waits for one renewal, not for staleness.
    expect(waited).toBeLessThan(lockUpdateMs * 4);

    await held.release();
    await held.release();
    // The lock and its note are gone with the release, and the folder can be taken again.
    expect((await readdir(parent)).sort()).toEqual(['pglite']);
    const again = await lockDataDir(dataDir);
    await again.release();
  });

  it('takes over a lock its holder left behind when it died (not renewed for longer than the stale time)', async () => {
    // What a SIGKILLed holder leaves: the lock directory, last renewed a minute ago, and its note.
    await mkdir(`${dataDir}.lock`);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await utimes(`${dataDir}.lock`, aMinuteAgo, aMinuteAgo);
    await writeFile(`${dataDir}.lock.json`, JSON.stringify({ pid: 999_999, host: 'x', command: 'node', since: '' }));
    const taken = await lockDataDir(dataDir);
    // Ours now: the note names this process instead of the dead one.
    const note = JSON.parse(await readFile(`${dataDir}.lock.json`, 'utf8')) as { pid: number };
    expect(note.pid).toBe(process.pid);
    await taken.release();
    expect((await readdir(parent)).sort()).toEqual(['pglite']);
  });

  it('is taken by openDatabase on a data directory and given back by close', { timeout: 60_000 }, async () => {
    const image = new Blob([await readFile(inject('pgliteImage'))]);
    const database = await openDatabase({ kind: 'pglite', dataDir, image, durable: false });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
      await database.db.execute('select 1');
    } finally {
      await database.close();
    }
    const reopened = await openDatabase({ kind: 'pglite', dataDir, durable: false });
    await reopened.close();
  });
});
