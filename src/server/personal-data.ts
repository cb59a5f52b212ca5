import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { DrizzleEnquiryRecords } from '../adapters/postgres/drizzle-enquiry-records';
import { DrizzleReservationRepository } from '../adapters/postgres/drizzle-reservation.repository';
import { DrizzleVisitorAccounts } from '../adapters/postgres/drizzle-visitor-accounts';
import { outboxFolder } from '../adapters/smtp/outbox-folder-search';
import { withCommandDatabase } from './command-database';
import { rootDir } from './paths';
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

  return withCommandDatabase('there is no data to look at', async (database, config) => {
    const outboxDir = config.mailOutboxDir ?? path.join(rootDir, 'data/outbox');
    return runPersonalData(
      request,
      {
        records: new DrizzleEnquiryRecords(database.db),
        reservations: new DrizzleReservationRepository(database.db, database.kind),
        accounts: new DrizzleVisitorAccounts(database.db),
        mailFiles: outboxFolder(outboxDir),
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
  });
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
