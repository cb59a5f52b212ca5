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

export type SendResult =
  | {
      readonly ok: true;
      readonly reference: string;
      readonly message: string;
      /** The refer-a-friend form's code, shown to the resident (and e-mailed to both). */
      readonly referralCode?: string;
    }
  /** Refused: a message to show, and one per field when the fields were the problem. */
  | {
      readonly ok: false;
      readonly status: number;
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
      /**
       * A fresh form token when the server refused the form's token (sent too fast, or shown too
       * long ago: `too_fast`, `form_expired`): the form keeps the answers and sends this next time.
       */
      readonly formToken?: string;
    };

/**
 * Sending a visitor's enquiry to the server. Never rejects: a network failure is a refusal with
 * status 0 and a message to show, so the visitor keeps what they typed and can try again.
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
