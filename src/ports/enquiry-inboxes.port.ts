import type { StaffAddresses } from '../domain/enquiries/enquiry-inboxes';
import { type Token, token } from './token';

/** Where staff read each kind of enquiry: read on the server from the site's settings, never published. */
export interface EnquiryInboxes {
  staffAddresses(): Promise<StaffAddresses>;
  /** The address the operator set for inbox replies to come from (ADR 092); '' when none. */
  replyFrom(): Promise<string>;
}

export const ENQUIRY_INBOXES: Token<EnquiryInboxes> = token<EnquiryInboxes>('EnquiryInboxes');
