import type { EnquiryKind, NewEnquiry } from './enquiry';
import { enquiryForms } from './enquiry-forms';

/**
 * What a visitor is told about an enquiry they sent: on the page (the thank-you) and in the
 * auto-reply (what it is called, what happens next). One wording per kind, shared by both.
 */

/** What the enquiry is, as the visitor reads it: "We have your group booking enquiry". */
export const enquiryNoun: Readonly<Record<EnquiryKind, string>> = {
  'room-finder': 'enquiry',
  chat: 'message',
  contact: 'message',
  'group-booking': 'group booking enquiry',
  agent: 'agent enquiry',
  parent: 'question',
  friend: 'referral',
  support: 'support request',
  rebook: 'request to rebook',
  'summer-stays': 'summer stay enquiry',
  offer: 'offer claim',
};

/** What staff call it, in a subject line: "Group booking from Ana Silva (EQ-7K3P9Q)". */
export function enquiryTitle(kind: EnquiryKind): string {
  if (kind === 'room-finder') return 'Room finder enquiry';
  if (kind === 'chat') return 'Chat message';
  return enquiryForms[kind].title;
}

/** What happens next, in one or two sentences. */
export const nextSteps: Readonly<Record<EnquiryKind, string>> = {
  'room-finder': 'We will be in touch within one working day by email or phone.',
  chat: 'Someone from our team will reply by e-mail, usually within one working day.',
  contact: 'Our team reads every message and replies within one working day.',
  'group-booking':
    'Our group bookings team will check rooms for your group and send you options and prices within two working days.',
  agent: 'Our partnerships team will reply within two working days.',
  parent: 'We will reply within one working day.',
  friend: 'When your friend books a room and quotes your code, you both get the referral reward.',
  support:
    'The residence team will look into it within one working day. For an emergency, call the out-of-hours number instead.',
  rebook:
    'We will check what is free for next year and reply within two working days, before rooms open to new residents.',
  'summer-stays': 'We will check availability for your dates and send you prices within two working days.',
  offer: 'We will check that the offer applies to you and confirm it within two working days.',
};

/** The thank-you the page shows once an enquiry is stored. */
export function thanksMessage(enquiry: Pick<NewEnquiry, 'kind' | 'name' | 'fields'>): string {
  const { kind, name } = enquiry;
  // The room finder's words since issue 4.
  if (kind === 'room-finder')
    return `Thanks, ${name}. We have your enquiry and we will be in touch within one working day by email or phone.`;
  if (kind === 'friend') {
    const friend = typeof enquiry.fields.friendName === 'string' ? enquiry.fields.friendName : 'your friend';
    // The same words whether or not the friend is mailed (opted out, or mailed this week: ADR 029).
    return `Thanks, ${name}. We e-mail ${friend} your referral code once, unless they have asked us not to write to them, and we have sent you a copy. ${nextSteps.friend}`;
  }
  return `Thanks, ${name}. We have your ${enquiryNoun[kind]} and have e-mailed you a copy. ${nextSteps[kind]}`;
}
