import { isEmailAddress } from '../shared/email-address';
import { isRecord } from '../shared/untrusted-values';
import { ENQUIRY_KINDS, type EnquiryKind } from './enquiry';

/**
 * Where the staff notice of each kind of enquiry goes. An operator sets addresses per kind in the
 * site setting `enquiryEmails` (like `{ "group-booking": "groups@…" }`); a kind without one goes
 * to the support address. Staff addresses are read on the server only: they are not part of the
 * public settings document.
 */
export type StaffAddresses = Readonly<Record<EnquiryKind, string>>;

function addressOr(value: unknown, fallback: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  // One address, no spaces or line breaks: whatever else is stored there is not used.
  return isEmailAddress(text) ? text : fallback;
}

/** The addresses from the settings as kept (a key-value table); '' for a kind with nowhere to go. */
export function staffAddressesFromStored(stored: Readonly<Record<string, unknown>>): StaffAddresses {
  const support = addressOr(stored.supportEmail, '');
  const perKind = isRecord(stored.enquiryEmails) ? stored.enquiryEmails : {};
  return Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind, addressOr(perKind[kind], support)])) as Record<
    EnquiryKind,
    string
  >;
}

/**
 * The address the operator set for replies to come from (the site setting `replyFrom`, ADR 092);
 * '' when none is set or what is stored is not one address. Whether it may be used is the sending
 * rule's to say (src/domain/mail/reply-sender.ts), against the sending mailbox of the day.
 */
export function replyFromStored(stored: Readonly<Record<string, unknown>>): string {
  return addressOr(stored.replyFrom, '');
}
