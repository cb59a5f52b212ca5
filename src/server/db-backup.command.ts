import { existsSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { databaseTarget, openDatabase } from '../adapters/postgres/database';
import { holdsDatabase, restorePglite } from '../adapters/postgres/pglite-backup';
import { DataDirInUseError } from '../adapters/postgres/pglite-folder-lock';

export const dbBackupUsage = [
  'npm run -s db:backup [-- <file>]            a copy of the PGlite database (default backups/digs-<UTC time>.tar.gz),',
  '                                            taken through the running server when it holds the folder (ADMIN_TOKEN)',
  'npm run -s db:restore -- <file> [--force]   the copy back, with the server stopped; --force replaces a database there',
  'PostgreSQL: pg_dump -Fc and pg_restore (see the README).',
].join('\n');

export interface DbBackupContext {
  readonly databaseUrl: string | undefined;
  readonly defaultDataDir: string;
  /** Where the running server answers (http://127.0.0.1:$PORT). */
  readonly serverUrl: string;
  readonly adminToken: string | undefined;
  readonly now: () => number;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly fetch?: typeof fetch;
}

/**
 * `db:backup` and `db:restore` for the embedded database (ADR 058). Exit codes: 0 done, 1 refused
 * or failed, 2 a command line it cannot read.
 */
export async function runDbBackup(args: readonly string[], context: DbBackupContext): Promise<number> {
  const [verb, ...rest] = args;
  const force = rest.includes('--force');
  const files = rest.filter((a) => a !== '--force');
  if ((verb !== 'backup' && verb !== 'restore') || files.length > 1 || (verb === 'backup' && force)) {
    context.err(dbBackupUsage);
    return 2;
  }
  const target = databaseTarget(context.databaseUrl, context.defaultDataDir);
  if (target.kind === 'postgres') {
    context.err(
      verb === 'backup'
        ? 'DATABASE_URL is a PostgreSQL server: back it up with pg_dump -Fc (see the README).'
        : 'DATABASE_URL is a PostgreSQL server: restore it with pg_restore (see the README).',
    );
    return 1;
  }
  if (!target.dataDir) {
    context.err('DATABASE_URL=memory:// keeps nothing between runs: there is nothing to back up or restore.');
    return 1;
  }
  return verb === 'backup'
    ? backup(target.dataDir, files[0] ?? defaultFile(context.now()), context)
    : restore(target.dataDir, files[0], force, context);
}

function defaultFile(now: number): string {
  const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join('backups', `digs-${stamp}.tar.gz`);
}

async function backup(dataDir: string, file: string, context: DbBackupContext): Promise<number> {
  if (!holdsDatabase(dataDir)) {
    context.err(`No database at ${dataDir}. Set DATABASE_URL to the folder the server uses.`);
    return 1;
  }
  let bytes: Uint8Array;
  let how: string;
  try {
    // The server stopped: the folder is this command's for the copy (its lock, ADR 026).
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      bytes = (await database.backup?.()) ?? new Uint8Array();
    } finally {
      await database.close();
    }
    how = 'the database was not in use';
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    // The server holds the folder: it takes the copy itself, between two statements.
    if (!context.adminToken) {
      context.err(
        `${error.message}\nA backup while the server runs is taken through it: set ADMIN_TOKEN to the server's, or stop the server.`,
      );
      return 1;
    }
    const answer = await (context.fetch ?? fetch)(`${context.serverUrl}/api/admin/backup`, {
      headers: { authorization: `Bearer ${context.adminToken}` },
    }).catch((cause: unknown) => cause as Error);
    if (answer instanceof Error || !answer.ok) {
      context.err(
        `The server at ${context.serverUrl} gave no backup (${answer instanceof Error ? answer.message : `HTTP ${answer.status}`}): is ADMIN_TOKEN the server's, and is this its address?`,
      );
      return 1;
    }
    bytes = new Uint8Array(await answer.arrayBuffer());
    how = `taken through the server at ${context.serverUrl}`;
  }
  // Written beside and renamed, so a file with the backup's name is always a whole one.
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  await writeFile(`${file}.partial`, bytes);
  await rename(`${file}.partial`, file);
  context.out(`Backed up ${dataDir} to ${file} (${((await stat(file)).size / 1e6).toFixed(1)} MB, ${how}).`);
  return 0;
}

async function restore(
  dataDir: string,
  file: string | undefined,
  force: boolean,
  context: DbBackupContext,
): Promise<number> {
  if (!file || !existsSync(file)) {
    context.err(file ? `No file ${file}.` : `Which backup? ${dbBackupUsage}`);
    return file ? 1 : 2;
  }
  try {
    const restored = await restorePglite(dataDir, file, { force });
    if (restored.outcome === 'exists') {
      context.err(
        `There is a database in ${dataDir}: restoring would replace it. Run again with --force to replace it with ${file}.`,
      );
      return 1;
    }
    if (restored.outcome === 'not_a_backup') {
      context.err(`${file} is not a backup this command can read (${restored.reason}); ${dataDir} is unchanged.`);
      return 1;
    }
    context.out(`Restored ${file} into ${dataDir}${restored.replaced ? ', replacing the database there' : ''}.`);
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      context.err(`${error.message}\nStop the server before restoring.`);
      return 1;
    }
    throw error;
  }
}
