import path from 'node:path';
import { ScryptPasswordHasher } from '../adapters/crypto/scrypt-password-hasher';
import { HtmlMailer } from '../adapters/mail-templates/html-mailer';
import { DrizzleAuditLog } from '../adapters/postgres/drizzle-audit-log';
import { DrizzleCatalogueReader } from '../adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleMailQueue } from '../adapters/postgres/drizzle-mail-queue';
import { DrizzleOneTimeLinks } from '../adapters/postgres/drizzle-one-time-links';
import { DrizzleStaffDirectory } from '../adapters/postgres/drizzle-staff-directory';
import { DrizzleStaffSessions } from '../adapters/postgres/drizzle-staff-sessions';
import { createMailer } from '../adapters/smtp/mailer-from-config';
import { SystemTime } from '../adapters/timers/system-time.adapter';
import { ZxcvbnPasswordStrength } from '../adapters/zxcvbn/zxcvbn-password-strength';
import { DeliverMail } from '../application/mail/deliver-mail.use-case';
import { InviteStaff } from '../application/staff/staff-links.use-case';
import { withCommandDatabase } from './command-database';
import { rootDir } from './paths';
import { parseStaffArgs, runStaffCommand, staffUsage } from './staff.command';

/**
 * The staff command's process (dist/server/staff.js, run by scripts/staff.mjs): the server's
 * settings and database. Exit codes: 0 done, 1 refused or failed, 2 a command line it cannot read.
 */
async function main(): Promise<number> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
    process.stdout.write(`${staffUsage}\n`);
    return args.length === 0 ? 2 : 0;
  }
  const request = parseStaffArgs(args);
  if (typeof request === 'string') {
    process.stderr.write(`${request}\n\n${staffUsage}\n`);
    return 2;
  }
  return withCommandDatabase('an invitation would be forgotten at once', async (database, config) => {
    const clock = new SystemTime();
    const directory = new DrizzleStaffDirectory(database.db);
    const mailQueue = new DrizzleMailQueue(database.db);
    const invite = new InviteStaff(
      {
        directory,
        sessions: new DrizzleStaffSessions(database.db),
        links: new DrizzleOneTimeLinks(database.db),
        // Inviting hashes nothing; the cheapest cost keeps the dummy hash quick.
        hasher: new ScryptPasswordHasher({ logN: 1, r: 1, p: 1 }),
        strength: new ZxcvbnPasswordStrength(),
        audit: new DrizzleAuditLog(database.db),
        mailQueue,
        catalogue: new DrizzleCatalogueReader(database.db),
        clock,
      },
      { publicUrl: config.publicUrl },
    );
    return runStaffCommand(request, invite, {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
      deliver: async () => {
        // The e-mail is queued; sent now the way the server sends (SMTP, or the outbox folder).
        const mailer = new HtmlMailer(
          createMailer({
            smtpUrl: config.smtpUrl,
            from: config.mailFrom,
            outboxDir: config.mailOutboxDir ?? path.join(rootDir, 'data/outbox'),
            log: (line) => process.stderr.write(`${line}\n`),
          }),
        );
        try {
          await new DeliverMail(mailQueue, mailer, clock).run();
          return 'The e-mail has gone.';
        } catch {
          return 'The e-mail is queued: the server sends it when it starts.';
        }
      },
    });
  });
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`staff failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
