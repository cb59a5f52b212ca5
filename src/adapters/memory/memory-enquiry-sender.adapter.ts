import { type FormKind, referenceAlphabet } from '../../domain/enquiries/enquiry';
import type {
  ChatEnquiry,
  EnquirySender,
  FormEnquiry,
  RoomFinderEnquiry,
  SendRefusal,
  SendResult,
} from '../../ports/enquiry-sender.port';
import { chatMessageSchema, enquiryFormSchemas } from '../forms/enquiry-forms.schema';
import { fieldErrors } from '../forms/field-errors';
import { roomFinderEnquirySchema, thanksMessage } from '../forms/room-finder-enquiry.schema';

export type Refusal = SendRefusal;

/** A refusal to play, as a test writes it: `ok` is implied and `fields` may be left out (none). */
export type RefusalToPlay = Refusal extends infer R
  ? R extends Refusal
    ? Omit<R, 'ok' | 'fields'> & { readonly fields?: Readonly<Record<string, string>> }
    : never
  : never;

const checkFields = 'Please check the highlighted fields.';

/**
 * An EnquirySender for UI tests and QA, answering as the server would without a network: it checks
 * an enquiry with the server's own schema (`invalid` with the same field messages), gives each new
 * submission a reference (EQ-222222, EQ-222223, … in order) and a repeat the same one; a referral
 * gets a code (REF-222222, …). Everything it was given is kept (`sent` for the room finder,
 * `forms`, `chats`); `refuse(…)` makes every send a refusal until `accept()`; `hold()` keeps every
 * send waiting until its release is called. `formToken()` answers `token` (null plays offline).
 */
export class MemoryEnquirySender implements EnquirySender {
  /** Every room-finder enquiry it was asked to send, in order, refused ones included. */
  readonly sent: RoomFinderEnquiry[] = [];
  /** Every form it was asked to send, in order, refused ones included. */
  readonly forms: { readonly kind: FormKind; readonly enquiry: FormEnquiry }[] = [];
  /** Every chat message it was asked to send, in order. */
  readonly chats: ChatEnquiry[] = [];
  /** What formToken() answers; null plays a server out of reach. */
  token: string | null = 'memory-form-token';
  private readonly references = new Map<string, { reference: string; referralCode?: string }>();
  private referrals = 0;
  private refusal: Refusal | null = null;
  private held: Promise<void> | null = null;

  /** Every send from now on is refused like this (`unreachable` plays a lost connection). */
  refuse(refusal: RefusalToPlay): void {
    this.refusal = { ...refusal, ok: false, fields: refusal.fields ?? {} } as Refusal;
  }

  /** Sends are accepted again. */
  accept(): void {
    this.refusal = null;
  }

  /** Sends wait (as on a slow connection) until the returned function is called. */
  hold(): () => void {
    let release: () => void = () => undefined;
    this.held = new Promise<void>((resolve) => {
      release = () => {
        this.held = null;
        resolve();
      };
    });
    return release;
  }

  /** The last room-finder enquiry it was asked to send; throws when there was none. */
  lastSent(): RoomFinderEnquiry {
    const last = this.sent.at(-1);
    if (!last) throw new Error('No enquiry was sent');
    return last;
  }

  /** The last form it was asked to send; throws when there was none. */
  lastForm(): { readonly kind: FormKind; readonly enquiry: FormEnquiry } {
    const last = this.forms.at(-1);
    if (!last) throw new Error('No form was sent');
    return last;
  }

  async sendRoomFinder(enquiry: RoomFinderEnquiry): Promise<SendResult> {
    this.sent.push(enquiry);
    await this.held;
    if (this.refusal) return this.refusal;
    const parsed = roomFinderEnquirySchema.safeParse(enquiry);
    if (!parsed.success)
      return { ok: false, reason: 'invalid', message: checkFields, fields: fieldErrors(parsed.error) };
    return {
      ok: true,
      reference: this.referenceFor(parsed.data.submissionId).reference,
      message: thanksMessage(parsed.data.name),
    };
  }

  async sendForm(kind: FormKind, enquiry: FormEnquiry): Promise<SendResult> {
    this.forms.push({ kind, enquiry });
    await this.held;
    if (this.refusal) return this.refusal;
    const parsed = enquiryFormSchemas[kind].safeParse(enquiry);
    if (!parsed.success)
      return { ok: false, reason: 'invalid', message: checkFields, fields: fieldErrors(parsed.error) };
    const { reference, referralCode } = this.referenceFor(parsed.data.submissionId, kind === 'friend');
    return {
      ok: true,
      reference,
      message: `Thanks, ${parsed.data.name}. We have your message and will reply within one working day.`,
      ...(referralCode ? { referralCode } : {}),
    };
  }

  async sendChat(enquiry: ChatEnquiry): Promise<SendResult> {
    this.chats.push(enquiry);
    await this.held;
    if (this.refusal) return this.refusal;
    const parsed = chatMessageSchema.safeParse(enquiry);
    if (!parsed.success)
      return { ok: false, reason: 'invalid', message: checkFields, fields: fieldErrors(parsed.error) };
    return {
      ok: true,
      reference: this.referenceFor(parsed.data.submissionId).reference,
      message: `Thanks, ${parsed.data.name}. We will reply by email within one working day.`,
    };
  }

  async formToken(): Promise<string | null> {
    return this.token;
  }

  /** One reference per submission (and one referral code, for a referral); a repeat gets the first. */
  private referenceFor(submissionId: string, referral = false): { reference: string; referralCode?: string } {
    const known = this.references.get(submissionId);
    if (known) return known;
    const answer = {
      reference: `EQ-${nthCode(this.references.size)}`,
      ...(referral ? { referralCode: `REF-${nthCode(this.referrals++)}` } : {}),
    };
    this.references.set(submissionId, answer);
    return answer;
  }
}

/** The n-th six-letter code in the reference alphabet's order: 222222, 222223, … */
function nthCode(n: number): string {
  let code = '';
  let rest = n;
  for (let i = 0; i < 6; i++) {
    code = referenceAlphabet[rest % referenceAlphabet.length] + code;
    rest = Math.floor(rest / referenceAlphabet.length);
  }
  return code;
}
