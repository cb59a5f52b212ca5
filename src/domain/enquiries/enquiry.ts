/**
 * An enquiry: anything a visitor sends us through a form (the room finder, the nine enquiry forms
 * and the chat panel). It is stored, with the e-mails it causes queued in the same transaction,
 * before any e-mail is sent, so nothing a visitor sent is lost when mail fails.
 */

/** The enquiry forms on the site's pages (one zod schema each in src/adapters/forms/enquiry-forms.schema.ts). */
export const FORM_KINDS = [
  'contact',
  'group-booking',
  'agent',
  'parent',
  'friend',
  'support',
  'rebook',
  'summer-stays',
  'offer',
] as const;

export type FormKind = (typeof FORM_KINDS)[number];

/** Every way an enquiry arrives: the forms, the room finder and a message from the chat panel. */
export type EnquiryKind = 'room-finder' | 'chat' | FormKind;

export const ENQUIRY_KINDS: readonly EnquiryKind[] = ['room-finder', 'chat', ...FORM_KINDS];

export function isFormKind(value: string): value is FormKind {
  return (FORM_KINDS as readonly string[]).includes(value);
}

/** new: nobody has dealt with it; open: someone has; closed: done (see inbox-status.ts). */
export type EnquiryStatus = 'new' | 'open' | 'closed';

/** First-touch campaign parameters (utm_source, utm_medium, utm_campaign, utm_term, utm_content). */
export type Utm = Readonly<Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>>;

export interface NewEnquiry {
  readonly kind: EnquiryKind;
  /**
   * Chosen by the visitor's browser for one submission: the same submission sent again (a retry,
   * a double click) is stored once.
   */
  readonly submission_id: string;
  readonly name: string;
  readonly email: string;
  /** The form's own answers, already validated. */
  readonly fields: Readonly<Record<string, unknown>>;
  /** The path of the page the form was sent from. */
  readonly source_page: string;
  readonly utm: Utm;
  /** Whether the visitor agreed to the terms (and to being contacted about this enquiry). */
  readonly consent: boolean;
}

export interface StoredEnquiry extends NewEnquiry {
  readonly id: string;
  /** What the visitor is told and can quote, like EQ-7K3P9Q. */
  readonly reference: string;
  readonly status: EnquiryStatus;
  /** ISO 8601, UTC. */
  readonly created_at: string;
}

/** The alphabet of references: no 0/O or 1/I/L to misread. */
export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** EQ- and six letters or digits of the reference alphabet. */
export function isEnquiryReference(value: string): boolean {
  return /^EQ-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/.test(value);
}
