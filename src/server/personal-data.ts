import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { databaseTarget, openDatabase } from '../adapters/postgres/database';
import { DrizzleEnquiryRecords } from '../adapters/postgres/drizzle-enquiry-records';
import { findMailFiles, removeMailFiles } from '../adapters/smtp/outbox-folder-search';
import { ConfigError, loadConfig } from './config';
import { processesUsing } from './data-dir-in-use';
import { defaultDataDir, migrationsFolder, rootDir } from './paths';
import { parsePersonalDataArgs, personalDataUsage, runPersonalData } from './personal-data.command';

/**
 * The personal-data command's process (dist/server/personal-data.js, run by
 * scripts/personal-data.mjs): the server's settings, the server's database, the terminal.
 * Exit codes: 0 done, 1 not done (refused, not confirmed, or failed), 2 a command line it cannot read.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${personalDataUsage}\n`);
    return args.length === 0 ? 2 : 0;
  }
  const request = parsePersonalDataArgs(args);
  if (typeof request === 'string') {
    process.stderr.write(`${request}\n\n${personalDataUsage}\n`);
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
      process.stderr.write('DATABASE_URL=memory:// keeps nothing between runs: there is no data to look at.\n');
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
    const outboxDir = config.mailOutboxDir ?? path.join(rootDir, 'data/outbox');
    return await runPersonalData(
      request,
      {
        records: new DrizzleEnquiryRecords(database.db),
        mailFiles: {
          dir: outboxDir,
          find: (email) => findMailFiles(outboxDir, email),
          remove: removeMailFiles,
        },
      },
      {
        out: (text) => process.stdout.write(text),
        err: (text) => process.stderr.write(text),
        confirm: async (question) => {
          if (!process.stdin.isTTY) {
            process.stderr.write(`${question}\n(no terminal to answer on)\n`);
            return false;
          }
          const terminal = createInterface({ input: process.stdin, output: process.stderr });
          try {
            return /^y(es)?$/i.test((await terminal.question(question)).trim());
          } finally {
            terminal.close();
          }
        },
        now: () => Date.now(),
      },
    );
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
      `personal-data failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
