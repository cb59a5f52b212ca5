import { staleMessage } from '../../domain/catalogue/catalogue-editing';
import { type EnquiryStatus, isEnquiryReference } from '../../domain/enquiries/enquiry';
import { enquiryAnswers } from '../../domain/enquiries/enquiry-emails';
import { defaultReplySubject, inboxCsvCells, inboxReplyMail } from '../../domain/enquiries/inbox-mail';
import { moveStatus, nextStatuses, takenUp } from '../../domain/enquiries/inbox-status';
import { type MailBrand, mailBrand } from '../../domain/mail/mail';
import { inboxReplySender } from '../../domain/mail/reply-sender';
import { londonDayRange, searchWords } from '../../domain/shared/console-query';
import { type AuditChange, type AuditEntry, auditEntry } from '../../domain/staff/audit-entry';
import { can } from '../../domain/staff/staff-roles';
import type { AuditLog } from '../../ports/audit-log.port';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import type {
  EnquiryInbox,
  InboxChange,
  InboxEnquiry,
  InboxFilter,
  InboxStaff,
  InboxWrite,
} from '../../ports/enquiry-inbox.port';
import type { EnquiryInboxes } from '../../ports/enquiry-inboxes.port';
import type { InboxDetailView, InboxFilters, InboxListing } from '../../ports/inbox-console.port';
import type { StaffDirectory } from '../../ports/staff-directory.port';
import { spreadsheetCsv } from '../shared/spreadsheet-csv';

/** Who acts: the signed-in member, for the notes, the replies and the audit log. */
export interface InboxActor {
  readonly staffId: string;
  readonly email: string;
  readonly name: string;
  readonly ip: string | null;
}

export type FieldIssues = Readonly<Record<string, string>>;

export type InboxEdit =
  | { readonly outcome: 'saved'; readonly detail: InboxDetailView }
  | { readonly outcome: 'invalid'; readonly fields: FieldIssues }
  | { readonly outcome: 'refused'; readonly message: string }
  | { readonly outcome: 'stale'; readonly message: string; readonly detail: InboxDetailView }
  | { readonly outcome: 'not_found' };

/**
 * The edits as the inbox's contract has parsed them (src/adapters/contracts/inbox.contract.ts checks
 * their shape and lengths; the rules about the enquiry itself are here): a status move and/or an
 * assignment, a note, a reply, each from the version the member read where two people may clash.
 */
export interface InboxChangeInput {
  readonly version: number;
  readonly status?: EnquiryStatus | undefined;
  /** A member's id, or null for nobody. */
  readonly assigneeId?: string | null | undefined;
}
export interface InboxNoteInput {
  readonly body: string;
}
export interface InboxReplyInput {
  readonly version: number;
  readonly subject: string;
  readonly body: string;
}

export interface ManageInboxOptions {
  readonly publicUrl: string;
  /** The sending mailbox's address (MAIL_FROM's): replies come from it or from an address on its domain. */
  readonly sendingAddress: string;
  /** Called after a reply queued its e-mail (the jobs deliver it at once). */
  readonly mailQueued?: () => void;
}

/** The most rows one CSV export holds. */
export const INBOX_EXPORT_MAX = 10_000;
const maxPageSize = 500;

/**
 * The console's inbox (issue 19 item 3): the list with its filters, one enquiry, status changes by
 * the domain's rule (./inbox-status.ts), assignment to a member who may handle enquiries, internal
 * notes, a reply by e-mail through the outbox, kept on the enquiry, and the list as CSV. Every write
 * has its audit entry; a status change, an assignment or a reply made from an older version is
 * refused with who changed the enquiry last and when.
 */
export class ManageInbox {
  constructor(
    private readonly inbox: EnquiryInbox,
    private readonly audit: AuditLog,
    private readonly staff: Pick<StaffDirectory, 'list' | 'findById'>,
    private readonly catalogue: Pick<CatalogueReader, 'listPropertyOptions' | 'getSiteSettings'>,
    private readonly inboxes: EnquiryInboxes,
    private readonly clock: Clock,
    private readonly options: ManageInboxOptions,
  ) {}

  /** What the filters and the assignment offer: the residences, and the members who handle enquiries. */
  async choices(): Promise<{ residences: { slug: string; name: string }[]; staff: InboxStaff[] }> {
    const [residences, members] = await Promise.all([this.catalogue.listPropertyOptions(), this.staff.list()]);
    return {
      residences: residences.map((r) => ({ slug: r.id, name: r.name })),
      staff: members
        .filter((m) => m.disabledAt === null && can(m.role, 'enquiries:manage'))
        .map((m) => ({ id: m.id, name: m.name, email: m.email })),
    };
  }

  async list(
    query: InboxFilters,
  ): Promise<{ outcome: 'ok'; page: InboxListing } | { outcome: 'invalid'; fields: FieldIssues }> {
    const filter = this.filter(query);
    if ('fields' in filter) return { outcome: 'invalid', fields: filter.fields };
    const pageSize = Math.min(Math.max(1, Math.trunc(query.pageSize ?? 50)), maxPageSize);
    const page = Math.max(1, Math.trunc(query.page ?? 1));
    const found = await this.inbox.list({
      ...filter.filter,
      sort: query.sort ?? 'created_at',
      dir: query.dir ?? 'desc',
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { outcome: 'ok', page: { items: found.rows, total: found.total, page, pageSize } };
  }

  /** The filtered list as CSV (UTF-8 with a BOM, CRLF, every cell a formula could start neutralised), at most INBOX_EXPORT_MAX rows. */
  async csv(
    query: InboxFilters,
  ): Promise<{ outcome: 'ok'; csv: string; rows: number } | { outcome: 'invalid'; fields: FieldIssues }> {
    const filter = this.filter(query);
    if ('fields' in filter) return { outcome: 'invalid', fields: filter.fields };
    const [found, residences] = await Promise.all([
      this.inbox.list({
        ...filter.filter,
        sort: query.sort ?? 'created_at',
        dir: query.dir ?? 'desc',
        offset: 0,
        limit: INBOX_EXPORT_MAX,
      }),
      this.catalogue.listPropertyOptions(),
    ]);
    const names = Object.fromEntries(residences.map((r) => [r.id, r.name]));
    const csv = spreadsheetCsv(inboxCsvCells(found.rows, names));
    return { outcome: 'ok', csv, rows: found.rows.length };
  }

  /** One enquiry; null when no enquiry has the reference (one not of a reference's shape is held by none). */
  async get(reference: string, reader: Pick<InboxActor, 'name'>): Promise<InboxDetailView | null> {
    if (!isEnquiryReference(reference)) return null;
    const enquiry = await this.inbox.get(reference);
    return enquiry ? this.detail(enquiry, reader) : null;
  }

  /**
   * A member opens the enquiry in the console (issue 36 item 8): that takes it up, so a new one
   * becomes open, audited as `open`; an open or closed one is only read. Null when no enquiry has
   * the reference. If someone changed it in between, the current one is shown as it is.
   */
  async open(reference: string, actor: InboxActor): Promise<InboxDetailView | null> {
    if (!isEnquiryReference(reference)) return null;
    const current = await this.inbox.get(reference);
    if (!current) return null;
    const next = takenUp({ status: current.status, closedAt: null });
    if (next.status === current.status) return this.detail(current, actor);
    const written = await this.inbox.update(
      reference,
      current.version,
      { status: next },
      this.entry(actor, 'open', reference, `${reference}: ${current.status} -> ${next.status} (opened)`, {
        before: { status: current.status },
        after: { status: next.status },
      }),
    );
    if (written.outcome === 'not_found') return null;
    return this.detail(written.outcome === 'saved' ? written.enquiry : written.current, actor);
  }

  /** Moves the status (by the domain's rule) and/or assigns the enquiry, from the version the member read. */
  async change(reference: string, input: InboxChangeInput, actor: InboxActor): Promise<InboxEdit> {
    const { version, status, assigneeId } = input;
    if (status === undefined && assigneeId === undefined)
      return { outcome: 'invalid', fields: { form: 'Change the status or who deals with it.' } };
    if (!isEnquiryReference(reference)) return { outcome: 'not_found' };
    const current = await this.inbox.get(reference);
    if (!current) return { outcome: 'not_found' };
    if (current.version !== version) return this.stale(current, actor);

    const change: { status?: InboxChange['status']; assigneeId?: string | null } = {};
    const summary: string[] = [];
    if (status !== undefined && status !== current.status) {
      const closedAt = current.closed_at === null ? null : Date.parse(current.closed_at);
      const moved = moveStatus({ status: current.status, closedAt }, status, this.clock.now());
      if (!moved.ok) return { outcome: 'refused', message: moved.message };
      change.status = moved.state;
      summary.push(`${current.status} -> ${status}`);
    }
    if (assigneeId !== undefined && assigneeId !== (current.assignee?.id ?? null)) {
      if (assigneeId !== null) {
        const member = await this.staff.findById(assigneeId);
        if (!member || member.disabledAt !== null || !can(member.role, 'enquiries:manage'))
          return { outcome: 'invalid', fields: { assigneeId: 'Choose a member of staff who handles enquiries.' } };
        summary.push(`assigned to ${member.name || member.email}`);
      } else summary.push('unassigned');
      change.assigneeId = assigneeId;
    }
    if (summary.length === 0) return { outcome: 'saved', detail: await this.detail(current, actor) };
    const written = await this.inbox.update(
      reference,
      version,
      change,
      this.entry(actor, 'update', reference, `${reference}: ${summary.join(', ')}`, {
        before: { status: current.status, assignee: current.assignee?.id ?? null },
        after: {
          status: change.status?.status ?? current.status,
          assignee: change.assigneeId !== undefined ? change.assigneeId : (current.assignee?.id ?? null),
        },
      }),
    );
    return this.outcome(written, actor);
  }

  /** Adds an internal note (kept with its author and time; never sent). */
  async note(reference: string, input: InboxNoteInput, actor: InboxActor): Promise<InboxEdit> {
    if (!isEnquiryReference(reference)) return { outcome: 'not_found' };
    const written = await this.inbox.addNote(
      reference,
      { staffId: actor.staffId, author: authorOf(actor), body: input.body },
      this.clock.now(),
      this.entry(actor, 'note', reference, `${reference}: note added`, { before: null, after: null }),
    );
    return this.outcome(written, actor);
  }

  /**
   * Answers the visitor by e-mail: the message is queued in the outbox and kept on the enquiry in
   * one transaction, from the version the member read (so two people do not both answer); a new
   * enquiry becomes open.
   */
  async reply(reference: string, input: InboxReplyInput, actor: InboxActor): Promise<InboxEdit> {
    if (!isEnquiryReference(reference)) return { outcome: 'not_found' };
    const current = await this.inbox.get(reference);
    if (!current) return { outcome: 'not_found' };
    if (current.version !== input.version) return this.stale(current, actor);
    const { brand, sender } = await this.sender(current, actor);
    const { subject, body } = input;
    const mail = inboxReplyMail({ enquiry: current, subject, body, brand, ...sender });
    const closedAt = current.closed_at === null ? null : Date.parse(current.closed_at);
    const next = takenUp({ status: current.status, closedAt });
    const written = await this.inbox.reply(
      reference,
      input.version,
      { staffId: actor.staffId, author: authorOf(actor), subject, body, mail },
      next.status === current.status ? {} : { status: next },
      this.clock.now(),
      this.entry(actor, 'reply', reference, `${reference}: replied "${subject}"`, {
        before: { status: current.status },
        after: { status: next.status, subject },
      }),
    );
    if (written.outcome === 'saved') this.options.mailQueued?.();
    return this.outcome(written, actor);
  }

  private filter(query: InboxFilters): { filter: InboxFilter } | { fields: FieldIssues } {
    const { bounds, issues } = londonDayRange(query);
    if (Object.keys(issues).length > 0) return { fields: issues };
    const words = searchWords(query.q);
    return {
      filter: {
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.status ? { status: query.status } : {}),
        ...(query.residence ? { residence: query.residence } : {}),
        ...(query.assignee ? { assignee: query.assignee } : {}),
        ...bounds,
        ...(words.length ? { words } : {}),
      },
    };
  }

  /** The brand a reply signs with, and who it is from and answered at, for this member (ADR 092). */
  private async sender(
    enquiry: Pick<InboxEnquiry, 'kind'>,
    member: Pick<InboxActor, 'name'>,
  ): Promise<{ brand: MailBrand; sender: InboxDetailView['replySender'] }> {
    const [settings, addresses, replyFrom] = await Promise.all([
      this.catalogue.getSiteSettings(),
      this.inboxes.staffAddresses(),
      this.inboxes.replyFrom(),
    ]);
    const brand: MailBrand = mailBrand(settings, this.options.publicUrl);
    const sender = inboxReplySender({
      staffName: member.name,
      brandName: settings.brand_name,
      replyFrom,
      sendingAddress: this.options.sendingAddress,
      teamAddress: addresses[enquiry.kind] ?? '',
      supportEmail: settings.support_email,
    });
    return { brand, sender };
  }

  private async detail(enquiry: InboxEnquiry, reader: Pick<InboxActor, 'name'>): Promise<InboxDetailView> {
    const [residences, { sender }] = await Promise.all([
      this.catalogue.listPropertyOptions(),
      this.sender(enquiry, reader),
    ]);
    const names = Object.fromEntries(residences.map((r) => [r.id, r.name]));
    return {
      enquiry,
      answers: enquiryAnswers(enquiry, names),
      nextStatuses: nextStatuses(enquiry.status),
      replySubject: defaultReplySubject(enquiry),
      replySender: sender,
    };
  }

  private async stale(current: InboxEnquiry, reader: Pick<InboxActor, 'name'>): Promise<InboxEdit> {
    const [last] = await this.audit.list({ entity: 'enquiry', entityId: current.reference, limit: 1 });
    return {
      outcome: 'stale',
      message: staleMessage(last ? { actor: last.actor, at: last.at } : null),
      detail: await this.detail(current, reader),
    };
  }

  private async outcome(written: InboxWrite, reader: Pick<InboxActor, 'name'>): Promise<InboxEdit> {
    if (written.outcome === 'not_found') return written;
    if (written.outcome === 'stale') return this.stale(written.current, reader);
    return { outcome: 'saved', detail: await this.detail(written.enquiry, reader) };
  }

  private entry(actor: InboxActor, action: string, entityId: string, summary: string, change: AuditChange): AuditEntry {
    return auditEntry(this.clock.now(), actor, { action, entity: 'enquiry', entityId, summary, ...change });
  }
}

function authorOf(actor: InboxActor): string {
  return actor.name ? `${actor.name} <${actor.email}>` : actor.email;
}
