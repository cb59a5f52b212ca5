import type { EnquiryKind, EnquiryStatus } from '../domain/enquiries/enquiry';
import type { MailSender } from '../domain/mail/reply-sender';
import type { InboxEnquiry, InboxRow, InboxSort, InboxStaff } from './enquiry-inbox.port';
import { type Token, token } from './token';

/**
 * The console's inbox as the browser reaches it (issue 19 item 3): the list with its filters, one
 * enquiry, its edits (each naming the version it was read at), the CSV's address, and a person's
 * data for the owner. Refusals are values; a failure to reach the server rejects.
 */

/** The list's question, as the console asks it: London days, words as typed, a page from 1. */
export interface InboxFilters {
  readonly kind?: EnquiryKind;
  readonly status?: EnquiryStatus;
  readonly residence?: string;
  /** London days, YYYY-MM-DD, both included. */
  readonly from?: string;
  readonly to?: string;
  readonly assignee?: string;
  readonly q?: string;
  readonly sort?: InboxSort;
  readonly dir?: 'asc' | 'desc';
  readonly page?: number;
  readonly pageSize?: number;
}

export interface InboxListing {
  readonly items: readonly InboxRow[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

export type InboxListAnswer =
  | { readonly kind: 'ok'; readonly listing: InboxListing }
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> };

export interface InboxChoices {
  readonly residences: readonly { readonly slug: string; readonly name: string }[];
  readonly staff: readonly InboxStaff[];
}

/** One enquiry as the console shows it: what is kept, its answers by their labels, what can be done next. */
export interface InboxDetailView {
  readonly enquiry: InboxEnquiry;
  readonly answers: readonly { readonly label: string; readonly value: string }[];
  readonly nextStatuses: readonly EnquiryStatus[];
  readonly replySubject: string;
  /**
   * What the visitor will see of a reply the reading member sends (ADR 092): From (the member and
   * the operator, on an address the operator's domain signs) and where their answer goes.
   */
  readonly replySender: { readonly from: MailSender; readonly replyTo: string };
}

export type InboxSave =
  | { readonly kind: 'saved'; readonly detail: InboxDetailView }
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'refused'; readonly message: string }
  /** Someone changed it since it was read: their version, and who and when. */
  | { readonly kind: 'stale'; readonly message: string; readonly detail: InboxDetailView }
  | { readonly kind: 'not_found' };

export type PersonalDataFind =
  | { readonly kind: 'found'; readonly holdsAnything: boolean; readonly data: Readonly<Record<string, unknown>> }
  | { readonly kind: 'invalid'; readonly message: string };

export type PersonalDataErase =
  | { readonly kind: 'erased' | 'nothing'; readonly summary: string }
  | { readonly kind: 'invalid'; readonly message: string };

export interface InboxConsole {
  list(filters: InboxFilters): Promise<InboxListAnswer>;
  choices(): Promise<InboxChoices>;
  /** The enquiry as the member opens it, which takes a new one up (it becomes open); null when none has the reference. */
  open(reference: string): Promise<InboxDetailView | null>;
  change(
    reference: string,
    version: number,
    change: { readonly status?: EnquiryStatus; readonly assigneeId?: string | null },
  ): Promise<InboxSave>;
  note(reference: string, body: string): Promise<InboxSave>;
  reply(reference: string, version: number, subject: string, body: string): Promise<InboxSave>;
  /** Where the browser downloads the filtered list as CSV. */
  csvUrl(filters: InboxFilters): string;
  findPersonalData(email: string): Promise<PersonalDataFind>;
  erasePersonalData(email: string): Promise<PersonalDataErase>;
}

export const INBOX_CONSOLE: Token<InboxConsole> = token<InboxConsole>('InboxConsole');
