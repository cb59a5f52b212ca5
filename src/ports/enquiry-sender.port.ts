import type { FormKind, Utm } from '../domain/enquiries/enquiry';
import type { EnquiryDraft } from '../domain/room-finder/enquiry-draft';
import { type Token, token } from './token';

/** The room finder's answers as sent: the draft without its step, plus where and when it was sent. */
export interface RoomFinderEnquiry extends Omit<EnquiryDraft, 'step'> {
  /** A fresh id per submission, so a retry is stored once. */
  readonly submissionId: string;
  readonly sourcePage: string;
  readonly utm: Utm;
  /** The honeypot: a field people never see or fill; anything in it marks the sender as a bot. */
  readonly website?: string;
}

/**
 * One of the nine forms as sent: its answers (keys of src/domain/enquiries/enquiry-forms.ts; the
 * form's zod schema in src/adapters/forms/enquiry-forms.schema.ts says what is valid), the contact
 * fields and the envelope.
 */
export interface FormEnquiry {
  readonly [answer: string]: unknown;
  readonly name: string;
  readonly email: string;
  readonly agreedToTerms?: boolean;
  readonly submissionId: string;
  readonly sourcePage: string;
  readonly utm: Utm;
  readonly website?: string;
  /** When the form was shown, as the server signed it (see formToken). */
  readonly formToken: string;
}

/** A question typed into the chat panel, sent as an enquiry. */
export interface ChatEnquiry {
  readonly message: string;
  readonly name: string;
  readonly email: string;
  readonly submissionId: string;
  readonly sourcePage: string;
  readonly utm: Utm;
  readonly website?: string;
  readonly formToken: string;
}

/** The enquiry was stored (now, or before: a repeat of the same submission gets the same reference). */
export interface SendAccepted {
  readonly ok: true;
  readonly reference: string;
  readonly message: string;
  /** The refer-a-friend form's code, shown to the resident (and e-mailed to both). */
  readonly referralCode?: string;
}

/**
 * Why an enquiry was not stored, in the visitor's terms (the HTTP adapter maps the server's
 * statuses to these; ADR 039):
 * - `invalid`: the answers; the field messages say what to fix (or the form as a whole: too long).
 * - `limit_reached`: a limit on what this visitor may send (the referrals a day).
 * - `not_found`: the form is not offered any more.
 * - `unconfirmed`: the server answered, but not in words we could read; sending again is safe.
 * - `unavailable`: trouble on the server's side; try again in a moment.
 * - `unreachable`: no answer at all (offline, timed out, the sender's code did not load).
 */
export type SendRefusalReason =
  | 'invalid'
  | 'limit_reached'
  | 'not_found'
  | 'unconfirmed'
  | 'unavailable'
  | 'unreachable';

interface RefusalWords {
  readonly ok: false;
  /** What to show the visitor. */
  readonly message: string;
  /** One message per field when the fields were the problem (empty otherwise). */
  readonly fields: Readonly<Record<string, string>>;
}

/** Refused: a message to show, field messages, and what the visitor needs to try again. */
export type SendRefusal =
  | (RefusalWords & { readonly reason: SendRefusalReason })
  /**
   * The form's token was refused (sent too fast, shown too long ago, or used already): the form
   * keeps the answers and sends this fresh token next time.
   */
  | (RefusalWords & { readonly reason: 'form_token'; readonly formToken: string })
  /** Too many attempts from this connection: try again after this many seconds. */
  | (RefusalWords & { readonly reason: 'rate_limited'; readonly retryAfterSeconds: number });

export type SendResult = SendAccepted | SendRefusal;

/**
 * Sending a visitor's enquiry to the server. Never rejects: a network failure is an `unreachable`
 * refusal with a message to show, so the visitor keeps what they typed and can try again.
 */
export interface EnquirySender {
  sendRoomFinder(enquiry: RoomFinderEnquiry): Promise<SendResult>;
  sendForm(kind: FormKind, enquiry: FormEnquiry): Promise<SendResult>;
  sendChat(enquiry: ChatEnquiry): Promise<SendResult>;
  /**
   * A fresh form token (GET /api/enquiries/form-token): the server's signature of when a form was
   * shown, so it can refuse forms sent faster than a person types. Null when the server cannot be
   * reached (the form is still sent; the server then asks again).
   */
  formToken(): Promise<string | null>;
}

export const ENQUIRY_SENDER: Token<EnquirySender> = token<EnquirySender>('EnquirySender');
