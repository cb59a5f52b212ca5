import type * as z from 'zod/mini';
import { HttpError } from './http-error';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * GETs a JSON answer and checks it against a schema: 404 is null; a network failure, any other
 * error status or an answer that does not fit is an HttpError with a message a visitor can read.
 */
export async function getJson<T>(fetchFn: Fetch, url: string, schema: z.ZodMiniType<T>): Promise<T | null> {
  let response: Response;
  try {
    response = await fetchFn(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new HttpError(0, 'We could not reach the server. Check your connection and try again.');
  }
  if (response.status === 404) return null;
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    throw new HttpError(
      response.status,
      typeof body?.message === 'string' ? body.message : `The server answered ${response.status}.`,
    );
  }
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new HttpError(response.status, 'The server sent something we did not understand.');
  return parsed.data;
}

/** For answers that always exist: a 404 there is a failure, not an absence. */
export function required<T>(value: T | null): T {
  if (value === null) throw new HttpError(404, 'Not found');
  return value;
}
