import * as z from 'zod/mini';
import type { FormKind } from '../../domain/enquiries/enquiry';
import type {
  ChatEnquiry,
  EnquirySender,
  FormEnquiry,
  RoomFinderEnquiry,
  SendRefusalReason,
  SendResult,
} from '../../ports/enquiry-sender.port';
import type { Fetch } from './get-json';

/** The server's answer to a stored enquiry (201, or 200 for a repeat); the refer-a-friend form's carries the code. */
const acceptedSchema = z.object({
  reference: z.string(),
  message: z.string(),
  referralCode: z.optional(z.string()),
});
/** Its refusals: `{ error, message, fields?, formToken? }` (a fresh token when it refused the form's). */
const refusalSchema = z.object({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
  formToken: z.optional(z.string()),
});
const formTokenSchema = z.object({ formToken: z.string().check(z.minLength(1)) });

export const unreachableMessage =
  'We could not reach our server. Check your connection and try again; nothing you typed is lost.';

const fallbackMessages: Readonly<Record<number, string>> = {
  400: 'Please check the highlighted fields.',
  404: 'This form is not available any more. Please reload the page; your answers are kept.',
  413: 'That is more than this form can take. Please shorten your answers and send it again.',
};
const serverTroubleMessage =
  'Something went wrong on our side. Please try again in a moment; nothing you typed is lost.';

/** Whole seconds from a Retry-After header (seconds or an HTTP date); a minute when it is missing or unreadable. */
function retryAfterSeconds(header: string | null, now: number): number {
  if (header && /^\d+$/.test(header.trim())) return Math.max(1, Number(header.trim()));
  const date = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - now) / 1000));
}

/** The refusal a status means, where the body does not say more (a fresh token, a referral limit). */
function reasonOf(status: number, error: string | undefined): SendRefusalReason {
  if (status === 400 && error === 'too_many_referrals') return 'limit_reached';
  if (status === 400 || status === 413) return 'invalid';
  if (status === 404) return 'not_found';
  return 'unavailable';
}

/**
 * Sends enquiries to the site's own API: the room finder's (POST /api/room-finder/enquiries), the
 * nine forms' (POST /api/enquiries/:kind) and the chat panel's (POST /api/enquiries/chat). Never
 * rejects. The only place that knows the API's statuses (ADR 039): 201 and 200 (a repeat of the
 * same submission) are accepted with the server's reference and message; 400 and 413 are
 * `invalid` (`form_token` with the fresh token when the server refused the form's, `limit_reached`
 * for the referrals a day), 404 `not_found`, 429 `rate_limited` with Retry-After's seconds, 5xx
 * (and any other) `unavailable`, each with the server's message and field messages; a network
 * failure or no answer within the timeout is `unreachable`. Sending the same submissionId again is
 * safe: the server stores it once.
 */
export class HttpEnquirySender implements EnquirySender {
  constructor(
    private readonly fetchFn: Fetch,
    private readonly baseUrl = '',
    private readonly timeoutMs = 20_000,
  ) {}

  sendRoomFinder(enquiry: RoomFinderEnquiry): Promise<SendResult> {
    return this.post('/api/room-finder/enquiries', enquiry);
  }

  sendForm(kind: FormKind, enquiry: FormEnquiry): Promise<SendResult> {
    return this.post(`/api/enquiries/${encodeURIComponent(kind)}`, enquiry);
  }

  sendChat(enquiry: ChatEnquiry): Promise<SendResult> {
    return this.post('/api/enquiries/chat', enquiry);
  }

  async formToken(): Promise<string | null> {
    try {
      const response = await this.fetchFn(`${this.baseUrl}/api/enquiries/form-token`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return null;
      const parsed = formTokenSchema.safeParse(await response.json());
      return parsed.success ? parsed.data.formToken : null;
    } catch {
      return null;
    }
  }

  private async post(path: string, enquiry: object): Promise<SendResult> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(enquiry),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      return { ok: false, reason: 'unreachable', message: unreachableMessage, fields: {} };
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 200 || response.status === 201) {
      const accepted = acceptedSchema.safeParse(body);
      if (accepted.success) {
        const { reference, message, referralCode } = accepted.data;
        return { ok: true, reference, message, ...(referralCode ? { referralCode } : {}) };
      }
      // Stored, most likely, but unconfirmed: sending again is safe and shows the reference.
      return {
        ok: false,
        reason: 'unconfirmed',
        message: 'We could not confirm your enquiry arrived. Please send it again; it will not be sent twice.',
        fields: {},
      };
    }
    const refusal = refusalSchema.safeParse(body);
    const fields = (refusal.success && refusal.data.fields) || {};
    const formToken = refusal.success ? refusal.data.formToken : undefined;
    if (response.status === 429) {
      const seconds = retryAfterSeconds(response.headers.get('retry-after'), Date.now());
      return {
        ok: false,
        reason: 'rate_limited',
        retryAfterSeconds: seconds,
        message: `Too many attempts from your connection; please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        fields,
      };
    }
    const serverMessage = refusal.success ? refusal.data.message : undefined;
    const message =
      response.status >= 500
        ? serverTroubleMessage
        : (serverMessage ?? fallbackMessages[response.status] ?? `The server answered ${response.status}.`);
    if (response.status === 400 && formToken) return { ok: false, reason: 'form_token', message, fields, formToken };
    return {
      ok: false,
      reason: reasonOf(response.status, refusal.success ? refusal.data.error : undefined),
      message,
      fields,
    };
  }
}
