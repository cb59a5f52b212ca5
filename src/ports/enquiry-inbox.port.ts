import type { EnquiryKind, EnquiryStatus } from '../domain/enquiries/enquiry';
import type { OutgoingMail } from '../domain/mail/mail';
import type { AuditEntry } from '../domain/staff/audit-entry';
import type { EnquiryRecord } from './enquiry-records.port';
import { type Token, token } from './token';

/**
 * The operators' inbox (issue 19 item 3): every enquiry, whatever form, the room finder or the chat
 * sent it, found by filters and read with everything the visitor sent, who deals with it, the
 * team's notes and the replies sent from the console. Edits that two people may make at once
 * (status, assignment, a reply) name the version they were made from and happen only while the
 * enquiry is still at it; each write stores its audit entry, and a reply its e-mail in the outbox,
 * in the same transaction.
 */

/** A member of staff as the inbox names them. */
export interface InboxStaff {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

export interface InboxFilter {
  readonly kind?: EnquiryKind;
  readonly status?: EnquiryStatus;
  /** A residence's slug, among the answers (`property` or `nextProperty`). */
  readonly residence?: string;
  /** Created at or after (epoch ms). */
  readonly from?: number;
  /** Created before (epoch ms). */
  readonly to?: number;
  /** Assigned to this member, or to nobody (`none`). */
  readonly assignee?: string;
  /**
   * Words that must all be found (any case, as plain text: no wildcards) in the reference, name,
   * address or answers.
   */
  readonly words?: readonly string[];
}

/**
 * The list's orders: `updated_at` is when staff last changed an enquiry (a status, an assignment, a
 * reply or a note), else when it came; `status` is new, open, closed.
 */
export const INBOX_SORTS = ['created_at', 'updated_at', 'name', 'kind', 'status', 'reference'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

export interface InboxQuery extends InboxFilter {
  readonly sort: InboxSort;
  readonly dir: 'asc' | 'desc';
  readonly offset: number;
  readonly limit: number;
}

/** One line of the list. */
export interface InboxRow {
  readonly reference: string;
  readonly kind: EnquiryKind;
  readonly name: string;
  readonly email: string;
  readonly status: EnquiryStatus;
  /** ISO 8601, UTC. */
  readonly created_at: string;
  /** When staff last changed it, else when it came: ISO 8601, UTC. */
  readonly updated_at: string;
  /** The residence's slug the visitor chose, if any. */
  readonly residence: string | null;
  readonly assignee: InboxStaff | null;
  readonly version: number;
}

export interface InboxPage {
  readonly rows: readonly InboxRow[];
  /** How many match the filters, all pages together. */
  readonly total: number;
}

export interface InboxNote {
  readonly id: string;
  readonly staffId: string | null;
  /** "Name <address>" at the time. */
  readonly author: string;
  readonly body: string;
  /** ISO 8601, UTC. */
  readonly created_at: string;
}

export interface InboxReply {
  readonly id: string;
  readonly staffId: string | null;
  readonly author: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** The outbox message that carries it. */
  readonly mailId: string;
  /** ISO 8601, UTC. */
  readonly created_at: string;
}

/** One enquiry with everything the inbox keeps on it; notes and replies oldest first. */
export interface InboxEnquiry extends EnquiryRecord {
  readonly version: number;
  readonly assignee: InboxStaff | null;
  readonly notes: readonly InboxNote[];
  readonly replies: readonly InboxReply[];
}

/** What an edit changes: the status (and when it was closed, kept together) and who deals with it. */
export interface InboxChange {
  readonly status?: { readonly status: EnquiryStatus; readonly closedAt: number | null };
  /** A member's id, or null for nobody. */
  readonly assigneeId?: string | null;
}

export interface NewNote {
  readonly staffId: string;
  readonly author: string;
  readonly body: string;
}

export interface NewReply {
  readonly staffId: string;
  readonly author: string;
  readonly subject: string;
  readonly body: string;
  /** The e-mail that carries it, queued in the outbox with it. */
  readonly mail: OutgoingMail;
}

export type InboxWrite =
  | { readonly outcome: 'saved'; readonly enquiry: InboxEnquiry }
  /** The enquiry is at another version than the one named: nothing was written. */
  | { readonly outcome: 'stale'; readonly current: InboxEnquiry }
  | { readonly outcome: 'not_found' };

export interface EnquiryInbox {
  /** One page of the enquiries matching the filters, in the order asked (ties newest first), and how many match. */
  list(query: InboxQuery): Promise<InboxPage>;
  get(reference: string): Promise<InboxEnquiry | null>;
  /** Applies `change` if the enquiry is still at `version` (which goes up by one), with `audit`, in one transaction. */
  update(reference: string, version: number, change: InboxChange, audit: AuditEntry): Promise<InboxWrite>;
  /** Adds a note (notes do not conflict: no version, and the version stays), with `audit`. */
  addNote(reference: string, note: NewNote, at: number, audit: AuditEntry): Promise<InboxWrite>;
  /**
   * Keeps the reply on the enquiry, queues its e-mail and applies `change` (a new enquiry opens), if
   * the enquiry is still at `version` (which goes up by one), with `audit`: all or nothing.
   */
  reply(
    reference: string,
    version: number,
    reply: NewReply,
    change: InboxChange,
    at: number,
    audit: AuditEntry,
  ): Promise<InboxWrite>;
}

export const ENQUIRY_INBOX: Token<EnquiryInbox> = token<EnquiryInbox>('EnquiryInbox');
