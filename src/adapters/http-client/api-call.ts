import { ConsoleUnavailable } from '../../ports/staff-console.port';
import type { Fetch } from './get-json';

/** What the API answered: the status, the body read as JSON (null when empty or not JSON), and any Retry-After. */
export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
  readonly retryAfter: string | null;
}

/** What the console says of a 5xx that gave no message. */
export const serverTrouble = 'Something went wrong on the server. Please try again.';

/**
 * The console's one way to call its API, for every console client: the session cookie goes with it,
 * a JSON body is labelled as JSON, and the answer is read whole. A failure to reach the server, or a
 * 5xx, rejects with a `ConsoleUnavailable` carrying the server's message when it gave one; any other
 * status is the caller's to read. `init.body` is what `fetch` takes (a JSON string, or FormData).
 */
export async function callApi(fetchFn: Fetch, url: string, init: RequestInit = {}): Promise<ApiAnswer> {
  // A plain object (not a Headers), so the callers' own headers (text/csv for a price sheet) win.
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}),
    ...(init.headers as Record<string, string> | undefined),
  };
  let response: Response;
  try {
    response = await fetchFn(url, { credentials: 'same-origin', ...init, headers });
  } catch {
    throw new ConsoleUnavailable();
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.status >= 500) {
    throw new ConsoleUnavailable(messageOf(body, serverTrouble));
  }
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

/** A request with a JSON body, or none: `callApi(fetch, url, jsonRequest('PUT', change))`. */
export function jsonRequest(method: string, body?: unknown): RequestInit {
  return body === undefined ? { method } : { method, body: JSON.stringify(body) };
}

/**
 * For screens only a signed-in member reaches: a 401 means the session ended (the console's session
 * store takes the whole console back to sign-in), a 403 that the role may not; both reject with the
 * server's words.
 */
export function signedIn(answer: ApiAnswer): ApiAnswer {
  if (answer.status === 401) throw new ConsoleUnavailable('Your session has ended. Sign in again.');
  if (answer.status === 403) throw new ConsoleUnavailable(messageOf(answer.body, 'Your role cannot do this.'));
  return answer;
}

/** The server's message in an error body, or the fallback when it gave none. */
export function messageOf(body: unknown, fallback: string): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message !== '' ? message : fallback;
}
