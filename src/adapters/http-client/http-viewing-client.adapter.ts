import type * as z from 'zod/mini';
import type { ViewingKind } from '../../domain/viewings/viewing';
import type {
  AvailabilityResult,
  BookingResult,
  ManageResult,
  ViewingBookingRequest,
  ViewingRefusal,
} from '../../domain/viewings/viewing-outcomes';
import type { ViewingClient } from '../../ports/viewing-client.port';
import { bookedSchema, managedSchema, refusalSchema, viewingAvailabilitySchema } from '../contracts/viewing.schema';
import type { Fetch } from './get-json';

export const viewingMessages = {
  unreachable: 'We could not reach our server. Check your connection and try again; nothing you chose is lost.',
  serverTrouble: 'Something went wrong on our side. Please try again in a moment; nothing you chose is lost.',
  notUnderstood: 'Our server sent an answer we did not understand. Please try again.',
  unconfirmed: 'We could not confirm your booking. Please press Book viewing again; you will not be booked twice.',
  invalid: 'Please check the highlighted fields.',
  tooLarge: 'That is more than this form can take. Please shorten your message and try again.',
  unavailable: 'That time has just filled up. Please choose another.',
  noProperty: 'We could not find that residence. It may no longer offer viewings.',
  noViewing: 'We could not find that viewing. Check the link in your confirmation e-mail.',
} as const;

/** Whole seconds from a Retry-After header (seconds or an HTTP date); a minute when it is missing or unreadable. */
function retryAfterSeconds(header: string | null, now: number): number {
  if (header && /^\d+$/.test(header.trim())) return Math.max(1, Number(header.trim()));
  const date = header ? Date.parse(header) : Number.NaN;
  return Number.isNaN(date) ? 60 : Math.max(1, Math.ceil((date - now) / 1000));
}

const tryAgain = (message: string): ViewingRefusal => ({ ok: false, reason: 'try_again', message });

interface Call {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The manage link's token, sent as a Bearer credential. */
  readonly token?: string;
  readonly body?: unknown;
  /** What a 404 means here. */
  readonly notFound: string;
  /** What to say when a 2xx answer does not fit (a booking may have been made: say so). */
  readonly notUnderstood?: string;
}

/**
 * The viewings API from the browser (see src/adapters/http-api/viewings.routes.ts): this adapter
 * is where HTTP statuses become the domain's outcomes (viewing-outcomes.ts). Never rejects: 2xx
 * answers are checked with zod/mini; 400 and 413 are `invalid` with the server's field messages,
 * 409 `unavailable` with its alternatives (each with the window as it is now when the server sent
 * it), 404 `not_found` (a wrong token looks the same as an unknown reference), and 429, 5xx, an
 * answer that does not fit, a network failure or no answer within the timeout are `try_again`. A
 * booking sent again with the same idempotency key is booked once, so `try_again` after a lost
 * answer is safe to retry.
 */
export class HttpViewingClient implements ViewingClient {
  constructor(
    private readonly fetchFn: Fetch,
    private readonly baseUrl = '',
    private readonly timeoutMs = 20_000,
  ) {}

  async availability(propertySlug: string): Promise<AvailabilityResult> {
    const answer = await this.call(
      {
        method: 'GET',
        path: `/api/viewings/availability/${encodeURIComponent(propertySlug)}`,
        notFound: viewingMessages.noProperty,
      },
      viewingAvailabilitySchema,
    );
    return answer.ok ? { ok: true, availability: answer.value } : answer;
  }

  async book(request: ViewingBookingRequest): Promise<BookingResult> {
    const answer = await this.call(
      {
        method: 'POST',
        path: '/api/viewings',
        body: request,
        notFound: viewingMessages.noProperty,
        notUnderstood: viewingMessages.unconfirmed,
      },
      bookedSchema,
    );
    return answer.ok ? { ok: true, viewing: answer.value.viewing, manageUrl: answer.value.manageUrl } : answer;
  }

  find(reference: string, token: string): Promise<ManageResult> {
    return this.manage({
      method: 'GET',
      path: this.viewingPath(reference),
      token,
      notFound: viewingMessages.noViewing,
    });
  }

  cancel(reference: string, token: string): Promise<ManageResult> {
    return this.manage({
      method: 'POST',
      path: `${this.viewingPath(reference)}/cancel`,
      token,
      notFound: viewingMessages.noViewing,
    });
  }

  move(
    reference: string,
    token: string,
    to: { readonly kind: ViewingKind; readonly start: string },
  ): Promise<ManageResult> {
    return this.manage({
      method: 'POST',
      path: `${this.viewingPath(reference)}/move`,
      token,
      body: { kind: to.kind, start: to.start },
      notFound: viewingMessages.noViewing,
    });
  }

  private viewingPath(reference: string) {
    return `/api/viewings/${encodeURIComponent(reference)}`;
  }

  private async manage(call: Call): Promise<ManageResult> {
    const answer = await this.call(call, managedSchema);
    return answer.ok ? { ok: true, viewing: answer.value.viewing } : answer;
  }

  private async call<T>(
    call: Call,
    schema: z.ZodMiniType<T>,
  ): Promise<{ readonly ok: true; readonly value: T } | ViewingRefusal> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.token !== undefined) headers.authorization = `Bearer ${call.token}`;
    let response: Response;
    try {
      response = await this.fetchFn(`${this.baseUrl}${call.path}`, {
        method: call.method,
        headers,
        ...(call.body !== undefined ? { body: JSON.stringify(call.body) } : {}),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch {
      return tryAgain(viewingMessages.unreachable);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const parsed = schema.safeParse(body);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : tryAgain(call.notUnderstood ?? viewingMessages.notUnderstood);
    }
    const refusal = refusalSchema.safeParse(body);
    const said = refusal.success ? refusal.data : {};
    // The window as it is now, when the server sent it with a refusal (read on its own: a part that
    // does not fit costs only itself).
    const window = viewingAvailabilitySchema.safeParse((body as { availability?: unknown } | undefined)?.availability);
    const fresh = window.success ? { availability: window.data } : {};
    switch (response.status) {
      case 400:
        return {
          ok: false,
          reason: 'invalid',
          message: said.message ?? viewingMessages.invalid,
          fields: said.fields ?? {},
          ...fresh,
        };
      case 413:
        return { ok: false, reason: 'invalid', message: viewingMessages.tooLarge, fields: said.fields ?? {} };
      case 404:
        return { ok: false, reason: 'not_found', message: said.message ?? call.notFound };
      case 409:
        return {
          ok: false,
          reason: 'unavailable',
          message: said.message ?? viewingMessages.unavailable,
          alternatives: said.alternatives ?? [],
          ...fresh,
        };
      case 429: {
        const seconds = retryAfterSeconds(response.headers.get('retry-after'), Date.now());
        return tryAgain(
          `Too many attempts from your connection; please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        );
      }
      default:
        return tryAgain(
          response.status >= 500 ? viewingMessages.serverTrouble : (said.message ?? viewingMessages.serverTrouble),
        );
    }
  }
}
