import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/adapters/postgres/database';

/**
 * A fresh PGlite costs seconds of initdb; a migrated image loads in a fraction of that. This
 * builds the image once per run (or reuses one newer than every migration) and hands its path
 * to the tests.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  const cacheDir = path.join(root, 'test/.cache');
  const image = path.join(cacheDir, 'pglite-migrated.tar.gz');
  const journal = path.join(root, 'drizzle/meta/_journal.json');
  const fresh = await Promise.all([stat(image), stat(journal)])
    .then(([i, j]) => i.mtimeMs > j.mtimeMs)
    .catch(() => false);
  if (!fresh) {
    await mkdir(cacheDir, { recursive: true });
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    await handle.migrate(path.join(root, 'drizzle'));
    const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
    const blob = await client.dumpDataDir('gzip');
    await writeFile(image, Buffer.from(await blob.arrayBuffer()));
    await handle.close();
  }
  project.provide('pgliteImage', image);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteImage: string;
  }
}
