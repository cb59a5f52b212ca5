import type { EnquiryKind, NewEnquiry, StoredEnquiry } from '../domain/enquiries/enquiry';
import { type Token, token } from './token';

export interface SavedEnquiry {
  readonly enquiry: StoredEnquiry;
  /** False when this submission had been stored already (the first one is returned). */
  readonly created: boolean;
}

/**
 * Where enquiries are kept. Saving is idempotent per submission_id and durable once it resolves:
 * an acknowledged enquiry survives a crash. Implemented on the database and in memory for tests.
 */
export interface EnquiryRepository {
  save(enquiry: NewEnquiry): Promise<SavedEnquiry>;
  /** Newest first. */
  list(filter?: { readonly kind?: EnquiryKind; readonly email?: string }): Promise<readonly StoredEnquiry[]>;
}

export const ENQUIRY_REPOSITORY: Token<EnquiryRepository> = token<EnquiryRepository>('EnquiryRepository');
