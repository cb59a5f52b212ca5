import type { ReservationClient, ReservationDetailsInput, ReservationReply } from '../../ports/reservation-client.port';
import type { Fetch } from './get-json';

const unreachable: ReservationReply = {
  ok: false,
  error: 'network',
  message: 'We could not reach the server. Check your connection and try again.',
};

/**
 * The reservations API over fetch (src/adapters/http-api/reservations.routes.ts). Refusals come
 * back as values with the server's message and field messages; only the network failing is a
 * refusal of its own. The release goes by navigator.sendBeacon, which outlives the page.
 */
export class HttpReservationClient implements ReservationClient {
  constructor(
    private readonly fetchFn: Fetch = (input, init) => fetch(input, init),
    private readonly beacon: (url: string) => boolean = (url) => navigator.sendBeacon(url),
  ) {}

  start(tenancyOptionId: string, idempotencyKey: string): Promise<ReservationReply> {
    return this.call('/api/reservations', 'POST', '', { tenancyOptionId, idempotencyKey });
  }

  find(reference: string, token: string): Promise<ReservationReply> {
    return this.call(`/api/reservations/${encodeURIComponent(reference)}`, 'GET', token);
  }

  confirm(reference: string, token: string, details: ReservationDetailsInput): Promise<ReservationReply> {
    return this.call(`/api/reservations/${encodeURIComponent(reference)}/confirm`, 'POST', token, details);
  }

  cancel(reference: string, token: string): Promise<ReservationReply> {
    return this.call(`/api/reservations/${encodeURIComponent(reference)}/cancel`, 'POST', token, {});
  }

  releaseOnLeave(reference: string, token: string): void {
    const query = new URLSearchParams({ token });
    this.beacon(`/api/reservations/${encodeURIComponent(reference)}/release?${query}`);
  }

  private async call(url: string, method: 'GET' | 'POST', token: string, body?: object): Promise<ReservationReply> {
    let response: Response;
    try {
      response = await this.fetchFn(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    } catch {
      return unreachable;
    }
    const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!answer) return { ok: false, error: 'server', message: `The server answered ${response.status}.` };
    if (response.ok) return { ok: true, ...(answer as object) } as ReservationReply;
    return {
      ok: false,
      error: typeof answer.error === 'string' ? answer.error : 'server',
      message: typeof answer.message === 'string' ? answer.message : `The server answered ${response.status}.`,
      ...(answer.fields ? { fields: answer.fields as Record<string, string> } : {}),
      ...(answer.reservation ? { reservation: answer.reservation as ReservationReply & object } : {}),
      ...(Array.isArray(answer.alternatives) ? { alternatives: alternativesOf(answer.alternatives) } : {}),
      ...alternativesOf([answer.room]).map((room) => ({ room }))[0],
    } as ReservationReply;
  }
}

/** The alternatives of a refusal, each a title and an address on this site; anything else is left out. */
function alternativesOf(list: readonly unknown[]): { title: string; url: string }[] {
  return list.flatMap((item) => {
    const { title, url } = (item ?? {}) as { title?: unknown; url?: unknown };
    return typeof title === 'string' && typeof url === 'string' ? [{ title, url }] : [];
  });
}
