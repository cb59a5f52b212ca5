import { erasureStep, KEPT_AFTER_ERASURE } from '../../domain/reservations/reservation-erasure';
import { isEmailAddress } from '../../domain/shared/email-address';
import { auditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type { Clock } from '../../ports/clock.port';
import type { EnquiryRecords, Erasure, PersonalData } from '../../ports/enquiry-records.port';
import type { MailFiles } from '../../ports/mail-files.port';
import type {
  PlacedReservation,
  ReservationRepository,
  ReservationsErased,
} from '../../ports/reservation-repository.port';
import type { AccountsErased, HeldAccountData, VisitorAccounts } from '../../ports/visitor-accounts.port';

/** Where the site keeps what it holds about a person (ADR 076). */
export interface PersonalDataSources {
  /** Enquiries, viewings, the outbox. */
  readonly records: Pick<EnquiryRecords, 'exportFor' | 'eraseFor'>;
  readonly reservations: Pick<ReservationRepository, 'listByEmail' | 'eraseFor'>;
  /** The visitor account, its sessions and sign-in links. */
  readonly accounts: Pick<VisitorAccounts, 'exportFor' | 'eraseFor'>;
}

/** What is held about one address: the records, reservations, account, and the mail files when the outbox is a folder. */
export interface HeldData {
  readonly data: PersonalData;
  readonly reservations: readonly PlacedReservation[];
  readonly account: HeldAccountData;
  readonly files: readonly string[];
}

/** What an erasure removed; `files` is null when there is no outbox folder. */
export interface ErasureDone {
  readonly erased: Erasure;
  readonly reservations: ReservationsErased;
  readonly accounts: AccountsErased;
  readonly files: number | null;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** What the export says about a reservation, and what erasing it will do. */
function reservationDocument({ reservation: r, option }: PlacedReservation): Record<string, unknown> {
  const step = erasureStep(r);
  const onErasure = step.keep
    ? `${step.cancel ? 'cancelled (its room freed), then ' : ''}kept for the accounts without personal details: see kept_after_erasure`
    : `${step.cancel ? 'cancelled (its room freed) and ' : ''}deleted`;
  return {
    reference: r.reference,
    status: r.status,
    residence: option.propertyName,
    room: option.roomTypeName,
    academic_year: option.academicYear,
    held_at: r.heldAt,
    details: r.details,
    terms_version: r.termsVersion,
    amount_pence: r.totalPence,
    deposit_pence: r.depositPence,
    currency: option.currency,
    payment_method: r.paymentMethod,
    payment_reference: r.paymentReference,
    confirmed_at: r.confirmedAt,
    cancelled_at: r.cancelledAt,
    refund_pence: r.refundPence,
    on_erasure: onErasure,
  };
}

function accountDocument(held: HeldAccountData): Record<string, unknown> | null {
  if (!held.account) return null;
  return {
    email: held.account.email,
    name: held.account.name,
    marketing_emails: held.account.marketingEmails,
    created_at: iso(held.account.createdAt),
    lists: held.lists?.lists ?? null,
    sessions: held.sessions.map((x) => ({
      started_at: iso(x.createdAt),
      last_seen_at: iso(x.lastSeenAt),
      ends_at: iso(x.expiresAt),
      userAgent: x.userAgent,
    })),
    sign_in_links: signInLinks(held),
  };
}

function signInLinks(held: HeldAccountData) {
  return held.signInLinks.map((l) => ({
    sent_at: iso(l.createdAt),
    expires_at: iso(l.expiresAt),
    used_at: iso(l.usedAt),
  }));
}

/**
 * A person's request to see or erase what the site holds about their e-mail address (UK GDPR
 * articles 15 and 17), one set of rules for `npm run personal-data`, the console and a visitor
 * deleting their own account: the records' own finding and erasure (enquiries sent from or naming
 * the address, viewings, outbox messages), the reservations made with it (erasureStep: unpaid ones
 * released, payment records kept anonymised, ADR 076), the visitor account with its sessions and
 * sign-in links, and the outbox folder's files.
 */
export class PersonalDataRequests {
  constructor(
    private readonly sources: PersonalDataSources,
    private readonly mailFiles: MailFiles | null,
    private readonly clock: Clock,
  ) {}

  /** Where the mail files are, when there are any. */
  get mailFilesDir(): string | null {
    return this.mailFiles?.dir ?? null;
  }

  async find(email: string): Promise<HeldData> {
    const [data, reservations, account, files] = await Promise.all([
      this.sources.records.exportFor(email),
      this.sources.reservations.listByEmail(email),
      this.sources.accounts.exportFor(email),
      this.mailFiles?.find(email) ?? [],
    ]);
    return { data, reservations, account, files };
  }

  /** The export as a document: everything held, what an erasure would keep and why, when it was exported, and the mail files (with a folder). */
  exportDocument(held: HeldData): Record<string, unknown> {
    return {
      ...held.data,
      reservations: held.reservations.map(reservationDocument),
      ...(held.reservations.some((p) => erasureStep(p.reservation).keep)
        ? { kept_after_erasure: KEPT_AFTER_ERASURE }
        : {}),
      account: accountDocument(held.account),
      ...(held.account.account ? {} : { sign_in_links: signInLinks(held.account) }),
      exported_at: new Date(this.clock.now()).toISOString(),
      ...(this.mailFiles ? { mail_files: held.files } : {}),
    };
  }

  /** Whether anything at all is held. */
  static holdsAnything(held: HeldData): boolean {
    return (
      held.data.enquiries.length +
        held.data.viewings.length +
        held.data.mails.length +
        held.reservations.length +
        held.account.signInLinks.length +
        held.files.length >
        0 || held.account.account !== null
    );
  }

  async erase(email: string): Promise<ErasureDone> {
    const files = (await this.mailFiles?.find(email)) ?? [];
    // The account first: its sessions stop signing anyone in before anything else goes.
    const accounts = await this.sources.accounts.eraseFor(email);
    const reservations = await this.sources.reservations.eraseFor(email, this.clock.now());
    const erased = await this.sources.records.eraseFor(email, this.clock.now());
    // Files last: a database failure above leaves them for a second try, which finds both again.
    if (files.length > 0) await this.mailFiles?.remove(files);
    return { erased, reservations, accounts, files: this.mailFiles ? files.length : null };
  }
}

function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function reservationsPart({ deleted, anonymised, released }: ReservationsErased): string {
  const parts = [
    ...(released > 0 ? [`${released} unpaid, cancelled and ${released === 1 ? 'its room' : 'their rooms'} freed`] : []),
    ...(anonymised > 0 ? [`${anonymised} paid, kept for the accounts without personal details`] : []),
  ];
  return `${count(deleted + anonymised, 'reservation')}${parts.length ? ` (${parts.join('; ')})` : ''}`;
}

function accountsPart({ accounts, sessions, signInLinks }: AccountsErased): string {
  const parts = [
    ...(sessions > 0 ? [`${count(sessions, 'session')} signed out`] : []),
    ...(signInLinks > 0 ? [count(signInLinks, 'sign-in link')] : []),
  ];
  return `${count(accounts, 'account')}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** What an erasure removed, in one sentence: "Erased for a@b.c: 2 enquiries, 1 viewing, 1 reservation, …". */
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
    `, ${reservationsPart(done.reservations)}` +
    `, ${accountsPart(done.accounts)}` +
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
    const facts = { action, entity: 'personal_data', entityId: null, summary, before: null, after: null };
    return this.audit.record(auditEntry(this.clock.now(), actor, facts));
  }
}

function countsOf(held: HeldData): string {
  return [
    count(held.data.enquiries.length, 'enquiry', 'enquiries'),
    count(held.data.viewings.length, 'viewing'),
    count(held.reservations.length, 'reservation'),
    count(held.account.account ? 1 : 0, 'account'),
    count(held.data.mails.length, 'queued e-mail'),
  ].join(', ');
}
