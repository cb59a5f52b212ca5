import { parseArgs } from 'node:util';
import {
  erasureSummary,
  type HeldData,
  type PersonalDataSources as HeldIn,
  PersonalDataRequests,
} from '../application/privacy/personal-data.use-case';
import { erasureStep } from '../domain/reservations/reservation-erasure';
import { isEmailAddress } from '../domain/shared/email-address';
import type { MailFiles } from '../ports/mail-files.port';

/**
 * `npm run personal-data -- export <email>` and `… erase <email> [--yes]`: what the site holds about
 * one e-mail address, for a request to see it or to have it erased (UK GDPR articles 15 and 17).
 * This is the command without its process: the entry (personal-data.ts) opens the database and
 * hands it the records, the terminal and the clock.
 */

export const personalDataUsage = `Usage:
  npm run -s personal-data -- export <email>         print everything held about <email> as JSON
  npm run -s personal-data -- erase <email> [--yes]  delete it (asks first unless --yes)

Run it with the server's settings (DATABASE_URL, MAIL_OUTBOX_DIR): it opens the same database.
With PGlite (no DATABASE_URL, or a data directory), stop the server first: one process at a time.`;

export type PersonalDataRequest =
  | { readonly command: 'export'; readonly email: string }
  | { readonly command: 'erase'; readonly email: string; readonly yes: boolean };

/** Reads the command line; a string is what was wrong with it. */
export function parsePersonalDataArgs(args: readonly string[]): PersonalDataRequest | string {
  let parsed: { values: { yes?: boolean }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...args],
      options: { yes: { type: 'boolean', short: 'y' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const yes = parsed.values.yes === true;
  const [command, email, ...extra] = parsed.positionals;
  if (command !== 'export' && command !== 'erase') return 'Say export or erase.';
  if (email === undefined) return `Give the e-mail address to ${command}.`;
  if (extra.length > 0) return `Unexpected ${extra.join(' ')}: give one address.`;
  if (!isEmailAddress(email.trim())) return `${JSON.stringify(email)} is not one e-mail address.`;
  if (command === 'export' && yes) return '--yes is for erase.';
  return command === 'export' ? { command, email: email.trim() } : { command, email: email.trim(), yes };
}

export type { MailFiles };

export interface PersonalDataIo {
  /** What the command answers (the export's JSON, the erasure's summary). */
  readonly out: (text: string) => void;
  /** Questions, notes and errors. */
  readonly err: (text: string) => void;
  /** Asks a yes/no question; false when nobody can answer (not a terminal). */
  readonly confirm: (question: string) => Promise<boolean>;
  readonly now: () => number;
}

/** The records, reservations and accounts of the server's database, and the outbox folder. */
export interface PersonalDataSources extends HeldIn {
  readonly mailFiles?: MailFiles;
}

/** Runs one request; resolves to the process's exit code (0 done, 1 not erased). */
export async function runPersonalData(
  request: PersonalDataRequest,
  sources: PersonalDataSources,
  io: PersonalDataIo,
): Promise<number> {
  const requests = new PersonalDataRequests(sources, sources.mailFiles ?? null, { now: io.now });
  const held = await requests.find(request.email);
  if (request.command === 'export') {
    io.out(`${JSON.stringify(requests.exportDocument(held), null, 2)}\n`);
    return 0;
  }

  if (!PersonalDataRequests.holdsAnything(held)) {
    io.out(`Nothing is held for ${request.email}.\n`);
    return 0;
  }
  if (!request.yes) {
    io.err(describe(held, io.now(), sources.mailFiles?.dir));
    const sure = await io.confirm(`Erase all of this for ${request.email}? It cannot be undone. [y/N] `);
    if (!sure) {
      io.err('Nothing erased. (Run with --yes to erase without being asked.)\n');
      return 1;
    }
  }
  io.out(`${erasureSummary(request.email, await requests.erase(request.email))}\n`);
  return 0;
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What an erasure would remove, for the person about to confirm it. */
function describe(held: HeldData, now: number, dir: string | undefined): string {
  const { data, files } = held;
  const lines = [`For ${data.email} the site holds:`];
  const address = data.email.trim().toLowerCase();
  if (data.enquiries.length) {
    lines.push(`  ${count(data.enquiries.length, 'enquiry', 'enquiries')}:`);
    for (const e of data.enquiries) {
      const whose =
        e.email.toLowerCase() === address
          ? ''
          : ` (sent by ${e.email}, naming this address: kept for them, with this address and its name taken out)`;
      lines.push(`    ${e.reference} ${e.kind}, ${e.created_at.slice(0, 10)}, ${e.status}${whose}`);
    }
  }
  if (data.viewings.length) {
    lines.push(`  ${count(data.viewings.length, 'viewing')}:`);
    for (const v of data.viewings) {
      const upcoming = v.status === 'booked' && Date.parse(v.start) > now;
      lines.push(
        `    ${v.reference} ${v.start}, ${v.status}${upcoming ? ' (still to come: it will be cancelled)' : ''}`,
      );
    }
  }
  if (held.reservations.length) {
    lines.push(`  ${count(held.reservations.length, 'reservation')}:`);
    for (const { reservation: r, option } of held.reservations) {
      const step = erasureStep(r);
      const fate = `${step.cancel ? 'cancelled, its room freed, and ' : ''}${
        step.keep ? 'kept for the accounts without personal details' : 'deleted'
      }`;
      lines.push(`    ${r.reference} ${option.propertyName}, ${r.heldAt.slice(0, 10)}, ${r.status} (${fate})`);
    }
  }
  const { account, sessions, signInLinks } = held.account;
  if (account)
    lines.push(
      `  a visitor account since ${new Date(account.createdAt).toISOString().slice(0, 10)}, ${count(sessions.length, 'session')}`,
    );
  if (signInLinks.length) lines.push(`  ${count(signInLinks.length, 'sign-in link')}`);
  if (data.mails.length) {
    lines.push(`  ${count(data.mails.length, 'e-mail')} in the outbox:`);
    for (const m of data.mails) lines.push(`    "${m.mail.subject}" to ${m.mail.to}, ${m.status}`);
  }
  if (files.length) lines.push(`  ${count(files.length, 'e-mail file')} in ${dir ?? 'the outbox folder'}`);
  return `${lines.join('\n')}\n`;
}
