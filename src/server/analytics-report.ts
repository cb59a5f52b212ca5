import { existsSync } from 'node:fs';
import path from 'node:path';
import { databaseTarget, openDatabase } from '../adapters/postgres/database';
import { DrizzleAnalyticsEvents } from '../adapters/postgres/drizzle-analytics-events';
import { analyticsReportUsage, parseAnalyticsReportArgs, runAnalyticsReport } from './analytics-report.command';
import { ConfigError, loadConfig } from './config';
import { processesUsing } from './data-dir-in-use';
import { defaultDataDir, migrationsFolder } from './paths';

/**
 * The analytics report's process (dist/server/analytics-report.js, run by
 * scripts/analytics-report.mjs): the server's settings, the server's database, the terminal.
 * Exit codes: 0 done, 1 not done (no database, in use, or failed), 2 a command line it cannot read.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${analyticsReportUsage}\n`);
    return 0;
  }
  const request = parseAnalyticsReportArgs(args, Date.now());
  if (typeof request === 'string') {
    process.stderr.write(`${request}\n\n${analyticsReportUsage}\n`);
    return 2;
  }

  let config: ReturnType<typeof loadConfig>;
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
      process.stderr.write('DATABASE_URL=memory:// keeps nothing between runs: there are no events to report on.\n');
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
    return await runAnalyticsReport(request, new DrizzleAnalyticsEvents(database.db), {
      out: (text) => process.stdout.write(text),
    });
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `analytics:report failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
