import type { StoredEnquiry } from '../../domain/enquiries/enquiry';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type {
  EnquiryInbox,
  InboxChange,
  InboxEnquiry,
  InboxFilter,
  InboxPage,
  InboxQuery,
  InboxRow,
  InboxStaff,
  InboxWrite,
  NewNote,
  NewReply,
} from '../../ports/enquiry-inbox.port';
import { MemoryAuditLog } from './memory-audit-log';

interface Held extends Omit<InboxEnquiry, 'assignee'> {
  readonly assigneeId: string | null;
  /** When staff last changed it; null while nobody has. */
  readonly changedAt: string | null;
}

const STATUS_ORDER = { new: 0, open: 1, closed: 2 } as const;

/**
 * The inbox in memory, for tests and QA, with the database adapter's rules: filters and sorting as
 * its SQL does them (words as plain text in the reference, name, address and answers; ties newest
 * first), conditional edits by version, replies' messages queued in its own outbox (`queued`), audit
 * entries in the log it is given. Ids come from the Web Crypto API, so QA's browser build can use it. Each call runs in one synchronous step, so of two edits from one version
 * only the first wins. Tests put in enquiries and staff with `addEnquiry` and `addStaff`.
 */
export class MemoryEnquiryInbox implements EnquiryInbox {
  private readonly held = new Map<string, Held>();
  private readonly staff = new Map<string, InboxStaff>();
  private readonly outbox: { readonly id: string; readonly mail: OutgoingMail }[] = [];

  constructor(readonly audit: AuditLog = new MemoryAuditLog()) {}

  /** The replies' messages, oldest first, as the outbox would hold them. */
  queued(): readonly { readonly id: string; readonly mail: OutgoingMail }[] {
    return structuredClone(this.outbox);
  }

  addEnquiry(enquiry: StoredEnquiry): void {
    this.held.set(enquiry.reference, {
      ...structuredClone(enquiry),
      closed_at: null,
      version: 1,
      assigneeId: null,
      changedAt: null,
      notes: [],
      replies: [],
    });
  }

  addStaff(member: InboxStaff): void {
    this.staff.set(member.id, { ...member });
  }

  /** Forgets an enquiry, as the retention job or an erasure would. */
  removeEnquiry(reference: string): void {
    this.held.delete(reference);
  }

  clear(): void {
    this.held.clear();
    this.staff.clear();
    this.outbox.length = 0;
  }

  async list(query: InboxQuery): Promise<InboxPage> {
    const found = [...this.held.values()].filter((e) => matches(e, query));
    const sign = query.dir === 'asc' ? 1 : -1;
    const key = (e: Held): string | number =>
      query.sort === 'created_at'
        ? e.created_at
        : query.sort === 'updated_at'
          ? (e.changedAt ?? e.created_at)
          : query.sort === 'status'
            ? STATUS_ORDER[e.status]
            : String(e[query.sort]).toLowerCase();
    found.sort((a, b) => {
      const x = key(a);
      const y = key(b);
      if (x !== y) return x < y ? -sign : sign;
      return a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1;
    });
    return {
      rows: found.slice(query.offset, query.offset + query.limit).map((e) => this.row(e)),
      total: found.length,
    };
  }

  async get(reference: string): Promise<InboxEnquiry | null> {
    const held = this.held.get(reference);
    return held ? this.view(held) : null;
  }

  async update(reference: string, version: number, change: InboxChange, audit: AuditEntry): Promise<InboxWrite> {
    return this.write(reference, version, audit, audit.at, (held) => changed(held, change));
  }

  async addNote(reference: string, note: NewNote, at: number, audit: AuditEntry): Promise<InboxWrite> {
    const held = this.held.get(reference);
    if (!held) return { outcome: 'not_found' };
    const next: Held = {
      ...held,
      changedAt: new Date(at).toISOString(),
      notes: [
        ...held.notes,
        {
          id: randomUUID(),
          staffId: note.staffId,
          author: note.author,
          body: note.body,
          created_at: new Date(at).toISOString(),
        },
      ],
    };
    this.held.set(reference, next);
    void this.audit.record(audit);
    return { outcome: 'saved', enquiry: this.view(next) };
  }

  async reply(
    reference: string,
    version: number,
    reply: NewReply,
    change: InboxChange,
    at: number,
    audit: AuditEntry,
  ): Promise<InboxWrite> {
    return this.write(reference, version, audit, at, (held) => {
      const mailId = randomUUID();
      this.outbox.push({ id: mailId, mail: structuredClone(reply.mail) });
      return {
        ...changed(held, change),
        replies: [
          ...held.replies,
          {
            id: randomUUID(),
            staffId: reply.staffId,
            author: reply.author,
            to: reply.mail.to,
            subject: reply.subject,
            body: reply.body,
            mailId,
            created_at: new Date(at).toISOString(),
          },
        ],
      };
    });
  }

  private write(
    reference: string,
    version: number,
    audit: AuditEntry,
    at: number,
    apply: (held: Held) => Held,
  ): InboxWrite {
    const held = this.held.get(reference);
    if (!held) return { outcome: 'not_found' };
    if (held.version !== version) return { outcome: 'stale', current: this.view(held) };
    const next = { ...apply(held), version: held.version + 1, changedAt: new Date(at).toISOString() };
    this.held.set(reference, next);
    void this.audit.record(audit);
    return { outcome: 'saved', enquiry: this.view(next) };
  }

  private assignee(id: string | null): InboxStaff | null {
    return id === null ? null : (this.staff.get(id) ?? null);
  }

  private view(held: Held): InboxEnquiry {
    const { assigneeId, changedAt: _changed, ...rest } = held;
    return structuredClone({ ...rest, assignee: this.assignee(assigneeId) });
  }

  private row(e: Held): InboxRow {
    return {
      reference: e.reference,
      kind: e.kind,
      name: e.name,
      email: e.email,
      status: e.status,
      created_at: e.created_at,
      updated_at: e.changedAt ?? e.created_at,
      residence: residenceOf(e.fields),
      assignee: this.assignee(e.assigneeId),
      version: e.version,
    };
  }
}

function changed(held: Held, change: InboxChange): Held {
  return {
    ...held,
    ...(change.status
      ? {
          status: change.status.status,
          closed_at: change.status.closedAt === null ? null : new Date(change.status.closedAt).toISOString(),
        }
      : {}),
    ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
  };
}

/** The residence an enquiry names: the one it is about, or the one the resident moves to next. */
export function residenceOf(fields: Readonly<Record<string, unknown>>): string | null {
  for (const key of ['property', 'nextProperty']) {
    const value = fields[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

function matches(e: Held, filter: InboxFilter): boolean {
  if (filter.kind !== undefined && e.kind !== filter.kind) return false;
  if (filter.status !== undefined && e.status !== filter.status) return false;
  if (
    filter.residence !== undefined &&
    e.fields.property !== filter.residence &&
    e.fields.nextProperty !== filter.residence
  )
    return false;
  const at = Date.parse(e.created_at);
  if (filter.from !== undefined && at < filter.from) return false;
  if (filter.to !== undefined && at >= filter.to) return false;
  if (
    filter.assignee !== undefined &&
    (filter.assignee === 'none' ? e.assigneeId !== null : e.assigneeId !== filter.assignee)
  )
    return false;
  const text = `${e.reference} ${e.name} ${e.email} ${JSON.stringify(e.fields)}`.toLowerCase();
  return (filter.words ?? []).every((w) => text.includes(w.toLowerCase()));
}

function randomUUID(): string {
  return globalThis.crypto.randomUUID();
}
