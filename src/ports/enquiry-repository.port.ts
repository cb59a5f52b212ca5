import type { EnquiryKind, NewEnquiry, StoredEnquiry } from '../domain/enquiries/enquiry';
import type { OutgoingMail } from '../domain/mail/mail';
import { type Token, token } from './token';

export interface SavedEnquiry {
  readonly enquiry: StoredEnquiry;
  /** False when this submission had been stored already (the first one is returned). */
  readonly created: boolean;
}

/** The e-mails an enquiry sends, composed from it as stored (its reference known). */
export type ComposeEnquiryMail = (enquiry: StoredEnquiry) => readonly OutgoingMail[];

/**
 * Where enquiries are kept. Saving is idempotent per submission_id and durable once it resolves:
 * an acknowledged enquiry survives a crash. Implemented on the database and in memory for tests.
 */
export interface EnquiryRepository {
  /**
   * Stores the enquiry and queues the e-mails `mails` composes from it in the outbox, both or
   * neither (one transaction): a repeat of a stored submission queues nothing, and a compose that
   * throws stores nothing.
   */
  save(enquiry: NewEnquiry, mails?: ComposeEnquiryMail): Promise<SavedEnquiry>;
  /** Newest first. */
  list(filter?: { readonly kind?: EnquiryKind; readonly email?: string }): Promise<readonly StoredEnquiry[]>;
}

export const ENQUIRY_REPOSITORY: Token<EnquiryRepository> = token<EnquiryRepository>('EnquiryRepository');
