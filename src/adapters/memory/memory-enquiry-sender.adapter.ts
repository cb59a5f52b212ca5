import { referenceAlphabet } from '../../domain/enquiries/enquiry';
import type { EnquirySender, RoomFinderEnquiry, SendResult } from '../../ports/enquiry-sender.port';
import { fieldErrors } from '../forms/field-errors';
import { roomFinderEnquirySchema, thanksMessage } from '../forms/room-finder-enquiry.schema';

export type Refusal = Extract<SendResult, { ok: false }>;

/**
 * An EnquirySender for UI tests and QA, answering as the server would without a network: it checks
 * an enquiry with the server's own schema (400 with the same field messages), gives each new
 * submission a reference (EQ-222222, EQ-222223, … in order) and a repeat the same one. Everything
 * it was given is kept in `sent`; `refuse(…)` makes every send a refusal until `accept()`.
 */
export class MemoryEnquirySender implements EnquirySender {
  /** Every enquiry it was asked to send, in order, refused ones included. */
  readonly sent: RoomFinderEnquiry[] = [];
  private readonly references = new Map<string, string>();
  private refusal: Refusal | null = null;

  /** Every send from now on is refused like this (status 0 plays a lost connection). */
  refuse(refusal: {
    readonly status: number;
    readonly message: string;
    readonly fields?: Readonly<Record<string, string>>;
  }): void {
    this.refusal = { ok: false, status: refusal.status, message: refusal.message, fields: refusal.fields ?? {} };
  }

  /** Sends are accepted again. */
  accept(): void {
    this.refusal = null;
  }

  /** The last enquiry it was asked to send; throws when there was none. */
  lastSent(): RoomFinderEnquiry {
    const last = this.sent.at(-1);
    if (!last) throw new Error('No enquiry was sent');
    return last;
  }

  async sendRoomFinder(enquiry: RoomFinderEnquiry): Promise<SendResult> {
    this.sent.push(enquiry);
    if (this.refusal) return this.refusal;
    const parsed = roomFinderEnquirySchema.safeParse(enquiry);
    if (!parsed.success) {
      return {
        ok: false,
        status: 400,
        message: 'Please check the highlighted fields.',
        fields: fieldErrors(parsed.error),
      };
    }
    const id = parsed.data.submissionId;
    const reference = this.references.get(id) ?? nthReference(this.references.size);
    this.references.set(id, reference);
    return { ok: true, reference, message: thanksMessage(parsed.data.name) };
  }
}

/** The n-th reference in the alphabet's order: EQ-222222, EQ-222223, … */
function nthReference(n: number): string {
  let code = '';
  let rest = n;
  for (let i = 0; i < 6; i++) {
    code = referenceAlphabet[rest % referenceAlphabet.length] + code;
    rest = Math.floor(rest / referenceAlphabet.length);
  }
  return `EQ-${code}`;
}
