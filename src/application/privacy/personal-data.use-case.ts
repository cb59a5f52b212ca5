import { isEmailAddress } from '../../domain/shared/email-address';
import type { AuditLog } from '../../ports/audit-log.port';
import type { Clock } from '../../ports/clock.port';
import type { EnquiryRecords, Erasure, PersonalData } from '../../ports/enquiry-records.port';
import type { MailFiles } from '../../ports/mail-files.port';

/** What is held about one address: the records, and the mail files when the outbox is a folder. */
export interface HeldData {
  readonly data: PersonalData;
  readonly files: readonly string[];
}

/** What an erasure removed; `files` is null when there is no outbox folder. */
export interface ErasureDone {
  readonly erased: Erasure;
  readonly files: number | null;
}

/**
 * A person's request to see or erase what the site holds about their e-mail address (UK GDPR
 * articles 15 and 17), one set of rules for `npm run personal-data` and the console: the records'
 * own finding and erasure (EnquiryRecords: enquiries sent from or naming the address, viewings,
 * outbox messages) and the outbox folder's files.
 */
export class PersonalDataRequests {
  constructor(
    private readonly records: Pick<EnquiryRecords, 'exportFor' | 'eraseFor'>,
    private readonly mailFiles: MailFiles | null,
    private readonly clock: Clock,
  ) {}

  /** Where the mail files are, when there are any. */
  get mailFilesDir(): string | null {
    return this.mailFiles?.dir ?? null;
  }

  async find(email: string): Promise<HeldData> {
    const [data, files] = await Promise.all([this.records.exportFor(email), this.mailFiles?.find(email) ?? []]);
    return { data, files };
  }

  /** The export as a document: everything held, when it was exported, and the mail files (with a folder). */
  exportDocument(held: HeldData): Record<string, unknown> {
    return {
      ...held.data,
      exported_at: new Date(this.clock.now()).toISOString(),
      ...(this.mailFiles ? { mail_files: held.files } : {}),
    };
  }

  /** Whether anything at all is held. */
  static holdsAnything(held: HeldData): boolean {
    return held.data.enquiries.length + held.data.viewings.length + held.data.mails.length + held.files.length > 0;
  }

  async erase(email: string): Promise<ErasureDone> {
    const files = (await this.mailFiles?.find(email)) ?? [];
    const erased = await this.records.eraseFor(email, this.clock.now());
    // Files last: a database failure above leaves them for a second try, which finds both again.
    if (files.length > 0) await this.mailFiles?.remove(files);
    return { erased, files: this.mailFiles ? files.length : null };
  }
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** What an erasure removed, in one sentence: "Erased for a@b.c: 2 enquiries, 1 viewing, …". */
export function erasureSummary(email: string, done: ErasureDone): string {
  const { erased } = done;
  return (
    `Erased for ${email}: ${count(erased.enquiries, 'enquiry', 'enquiries')}` +
    (erased.enquiriesRedacted > 0
      ? ` (and taken out of ${count(erased.enquiriesRedacted, 'enquiry', 'enquiries')} someone else sent)`
      : '') +
    `, ${count(erased.viewings, 'viewing')}` +
    (erased.upcomingCancelled > 0
      ? ` (${erased.upcomingCancelled} still to come, cancelled and the place freed)`
      : '') +
    `, ${count(erased.mails, 'queued e-mail')}` +
    (done.files !== null ? `, ${count(done.files, 'e-mail file')}` : '') +
    '.'
  );
}

/** Who asks, from the console: the signed-in owner. */
export interface PersonalDataActor {
  readonly staffId: string;
  readonly email: string;
  readonly ip: string | null;
}

export type ConsoleFind =
  | { readonly outcome: 'found'; readonly document: Record<string, unknown>; readonly holdsAnything: boolean }
  | { readonly outcome: 'invalid'; readonly message: string };

export type ConsoleErase =
  | { readonly outcome: 'erased'; readonly summary: string; readonly done: ErasureDone }
  | { readonly outcome: 'nothing'; readonly summary: string }
  | { readonly outcome: 'invalid'; readonly message: string };

const notOneAddress = 'Give one e-mail address, like name@example.com.';

/**
 * The same requests from the console (issue 19 item 3, owner only): each one in the audit log,
 * which records who asked and what was found or erased, but not the address (an erased person's
 * address is not kept in the log that records the erasure).
 */
export class PersonalDataConsole {
  constructor(
    private readonly requests: PersonalDataRequests,
    private readonly audit: AuditLog,
    private readonly clock: Clock,
  ) {}

  async find(email: string, actor: PersonalDataActor): Promise<ConsoleFind> {
    const address = email.trim();
    if (!isEmailAddress(address)) return { outcome: 'invalid', message: notOneAddress };
    const held = await this.requests.find(address);
    await this.record(actor, 'export', `Exported what is held about an address: ${countsOf(held)}`);
    return {
      outcome: 'found',
      document: this.requests.exportDocument(held),
      holdsAnything: PersonalDataRequests.holdsAnything(held),
    };
  }

  async erase(email: string, actor: PersonalDataActor): Promise<ConsoleErase> {
    const address = email.trim();
    if (!isEmailAddress(address)) return { outcome: 'invalid', message: notOneAddress };
    if (!PersonalDataRequests.holdsAnything(await this.requests.find(address)))
      return { outcome: 'nothing', summary: `Nothing is held for ${address}.` };
    const done = await this.requests.erase(address);
    const summary = erasureSummary(address, done);
    await this.record(actor, 'erase', summary.replace(address, 'an address'));
    return { outcome: 'erased', summary, done };
  }

  private record(actor: PersonalDataActor, action: string, summary: string): Promise<void> {
    return this.audit.record({
      at: this.clock.now(),
      staffId: actor.staffId,
      actor: actor.email,
      action,
      entity: 'personal_data',
      entityId: null,
      summary,
      before: null,
      after: null,
      ip: actor.ip,
    });
  }
}

function countsOf(held: HeldData): string {
  return [
    count(held.data.enquiries.length, 'enquiry', 'enquiries'),
    count(held.data.viewings.length, 'viewing'),
    count(held.data.mails.length, 'queued e-mail'),
  ].join(', ');
}
