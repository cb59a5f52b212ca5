import { existsSync } from 'node:fs';
import path from 'node:path';
import { type DatabaseHandle, databaseTarget, openDatabase } from '../adapters/postgres/database';
import { DataDirInUseError } from '../adapters/postgres/pglite-folder-lock';
import { configOrComplaint, type loadConfig } from './config';
import { defaultDataDir, migrationsFolder } from './paths';

type Config = ReturnType<typeof loadConfig>;

/**
 * The server's settings and database for a command run beside it (personal data, the analytics
 * report): refused (exit code 1, with the reason on stderr) when the settings are wrong, the
 * database is in memory (`nothingKept` says why that is no use), missing, or held by the server
 * (PGlite lets one process use a data directory: its lock, ADR 026); otherwise migrated as the server would, given to
 * `run`, and closed after it. Returns `run`'s exit code.
 */
export async function withCommandDatabase(
  nothingKept: string,
  run: (database: DatabaseHandle, config: Config) => Promise<number>,
): Promise<number> {
  const config = configOrComplaint(process.env);
  if (config === null) return 1;

  const target = databaseTarget(config.databaseUrl, defaultDataDir);
  if (target.kind === 'pglite') {
    if (!target.dataDir) {
      process.stderr.write(`DATABASE_URL=memory:// keeps nothing between runs: ${nothingKept}.\n`);
      return 1;
    }
    if (!existsSync(path.join(target.dataDir, 'PG_VERSION'))) {
      process.stderr.write(
        `No database at ${target.dataDir}. Set DATABASE_URL to the one the server uses (a PGlite directory or postgres://…).\n`,
      );
      return 1;
    }
  }

  let database: DatabaseHandle;
  try {
    // Refused while the server (or another command) has the PGlite folder: its lock (ADR 026).
    database = await openDatabase(target);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
  try {
    // The server migrates at start; a database that has not seen this version yet gets the same migrations.
    await database.migrate(migrationsFolder);
    return await run(database, config);
  } finally {
    await database.close();
  }
}
