import { existsSync } from 'node:fs';
import path from 'node:path';
import { type DatabaseHandle, databaseTarget, openDatabase } from '../adapters/postgres/database';
import { ConfigError, loadConfig } from './config';
import { processesUsing } from './data-dir-in-use';
import { defaultDataDir, migrationsFolder } from './paths';

type Config = ReturnType<typeof loadConfig>;

/**
 * The server's settings and database for a command run beside it (personal data, the analytics
 * report): refused (exit code 1, with the reason on stderr) when the settings are wrong, the
 * database is in memory (`nothingKept` says why that is no use), missing, or held by the server
 * (PGlite lets one process use a data directory); otherwise migrated as the server would, given to
 * `run`, and closed after it. Returns `run`'s exit code.
 */
export async function withCommandDatabase(
  nothingKept: string,
  run: (database: DatabaseHandle, config: Config) => Promise<number>,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }

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
    const users = await processesUsing(target.dataDir);
    if (users === null) {
      process.stderr.write(
        `Could not check whether the server is using ${target.dataDir}; if it is running, stop it first.\n`,
      );
    } else if (users.length > 0) {
      process.stderr.write(
        `The database in ${target.dataDir} is in use by process ${users.join(', ')} (the server?). PGlite lets one ` +
          'process at a time use a data directory, so stop the server, run this again, then start the server.\n',
      );
      return 1;
    }
  }

  const database = await openDatabase(target);
  try {
    // The server migrates at start; a database that has not seen this version yet gets the same migrations.
    await database.migrate(migrationsFolder);
    return await run(database, config);
  } finally {
    await database.close();
  }
}
