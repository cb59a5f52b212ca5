import type { EnquiryStatus, StoredEnquiry } from '../domain/enquiries/enquiry';
import type { OutgoingMail } from '../domain/mail/mail';
import type { StoredViewing } from '../domain/viewings/viewing';
import { type Token, token } from './token';

/** An enquiry as the operators see it: with when it was closed (null while it is open). */
export interface EnquiryRecord extends StoredEnquiry {
  /** ISO 8601, UTC; set when the enquiry is closed, cleared when it is opened again. */
  readonly closed_at: string | null;
}

/** A message in the outbox, as it is held (a sent one is kept for a week). */
export interface HeldMail {
  readonly id: string;
  readonly mail: OutgoingMail;
  readonly status: 'pending' | 'sent' | 'failed';
  /** ISO 8601, UTC. */
  readonly created_at: string;
  readonly sent_at: string | null;
}

/** A staff member's internal note on one of the person's enquiries. */
export interface PersonalNote {
  readonly reference: string;
  /** "Name <address>" at the time. */
  readonly author: string;
  readonly body: string;
  /** ISO 8601, UTC. */
  readonly created_at: string;
}

/** A reply sent to the person from the console, kept on their enquiry. */
export interface PersonalReply {
  readonly reference: string;
  readonly author: string;
  readonly to: string;
  readonly subject: string;
  readonly body: string;
  /** ISO 8601, UTC. */
  readonly created_at: string;
}

/** Everything the site holds about one e-mail address. */
export interface PersonalData {
  /** The address asked about, as given. */
  readonly email: string;
  /**
   * Enquiries sent from the address, or mentioning it in their answers (a friend someone referred),
   * oldest first.
   */
  readonly enquiries: readonly EnquiryRecord[];
  /** Viewings booked with the address, booked and cancelled, earliest first. */
  readonly viewings: readonly StoredViewing[];
  /** Outbox messages that name the address anywhere (to, reply-to, text, attachments), oldest first. */
  readonly mails: readonly HeldMail[];
  /** The team's notes on the enquiries sent from the address, oldest first (erased with them). */
  readonly notes: readonly PersonalNote[];
  /** The replies sent from the console to those enquiries, oldest first (erased with them). */
  readonly replies: readonly PersonalReply[];
}

/** What an erasure removed. */
export interface Erasure {
  /** Enquiries sent from the address: deleted. */
  readonly enquiries: number;
  /**
   * Other people's enquiries that named the address (a referral of this friend): kept, with the
   * address and the details that go with it taken out (`eraseAddressFrom`).
   */
  readonly enquiriesRedacted: number;
  readonly viewings: number;
  /** Of those viewings, the booked ones still to come: cancelled first, so their places are free again. */
  readonly upcomingCancelled: number;
  readonly mails: number;
}

/**
 * The operators' side of what visitors sent: closing enquiries, deleting closed ones after the
 * retention period, and finding or erasing everything held about one e-mail address (enquiries,
 * viewings and outbox messages). Addresses are matched without regard to case, as whole addresses;
 * anything that is not one address is refused (RangeError), so a lookup never matches everything.
 */
export interface EnquiryRecords {
  /**
   * Closes an enquiry (`closed`, remembering `now` as when; closing a closed one keeps the first
   * time) or opens it again (`new`, forgetting when it was closed). Null when no enquiry has that
   * reference.
   */
  setStatus(reference: string, status: EnquiryStatus, now: number): Promise<EnquiryRecord | null>;
  /** Deletes closed enquiries closed before `cutoff` (epoch ms); returns how many. */
  deleteClosedBefore(cutoff: number): Promise<number>;
  exportFor(email: string): Promise<PersonalData>;
  /**
   * Erases what `exportFor` finds, in one transaction: deletes the enquiries sent from the address
   * and takes it out of other people's enquiries that name it (keeping their requests), deletes the
   * outbox messages and the viewings, after giving back the places of booked ones (those starting
   * after `now` are counted as cancelled).
   */
  eraseFor(email: string, now: number): Promise<Erasure>;
}

export const ENQUIRY_RECORDS: Token<EnquiryRecords> = token<EnquiryRecords>('EnquiryRecords');
