import type { Utm } from '../domain/enquiries/enquiry';
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

export type SendResult =
  | { readonly ok: true; readonly reference: string; readonly message: string }
  /** Refused: a message to show, and one per field when the fields were the problem. */
  | {
      readonly ok: false;
      readonly status: number;
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
    };

/**
 * Sending a visitor's enquiry to the server. Never rejects: a network failure is a refusal with
 * status 0 and a message to show, so the visitor keeps what they typed and can try again.
 */
export interface EnquirySender {
  sendRoomFinder(enquiry: RoomFinderEnquiry): Promise<SendResult>;
}

export const ENQUIRY_SENDER: Token<EnquirySender> = token<EnquirySender>('EnquirySender');
