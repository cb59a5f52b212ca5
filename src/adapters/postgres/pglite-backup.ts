import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { lockDataDir } from './pglite-folder-lock';

export type RestoreOutcome =
  | { readonly outcome: 'restored'; readonly replaced: boolean }
  | { readonly outcome: 'exists' }
  | { readonly outcome: 'not_a_backup'; readonly reason: string };

/** Whether a folder holds a PGlite (PostgreSQL) data directory. */
export const holdsDatabase = (dataDir: string) => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Puts a backup (`DatabaseHandle.backup`'s gzipped tar) in `dataDir`: refused when a database is
 * already there unless `force`, and while any process has the folder (its lock, ADR 026, so never
 * under a running server). The backup is unpacked and opened beside the folder first, so a file that
 * is not a backup leaves the database as it was; only then does it take the folder's place.
 */
export async function restorePglite(
  dataDir: string,
  backupFile: string,
  options: { readonly force: boolean },
): Promise<RestoreOutcome> {
  const dir = path.resolve(dataDir);
  await mkdir(path.dirname(dir), { recursive: true });
  const lock = await lockDataDir(dir);
  const staging = `${dir}.restoring`;
  try {
    const replaced = holdsDatabase(dir);
    if (replaced && !options.force) return { outcome: 'exists' };
    await rm(staging, { recursive: true, force: true });
    const { PGlite } = await import('@electric-sql/pglite');
    try {
      const image = new Blob([await readFile(backupFile)]);
      const client = await PGlite.create({ dataDir: staging, loadDataDir: image });
      await client.query('select 1');
      await client.close();
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      return { outcome: 'not_a_backup', reason: error instanceof Error ? error.message : String(error) };
    }
    await rm(dir, { recursive: true, force: true });
    await rename(staging, dir);
    return { outcome: 'restored', replaced };
  } finally {
    await lock.release();
  }
}
