import * as z from 'zod/mini';
import { ConsoleUnavailable } from '../../ports/staff-console.port';
import type { RecordSave } from '../../ports/versioned-records.port';
import { type AnswerOf, type apiErrorSchema, type Endpoint, type RequestOf, urlOf } from '../contracts/endpoint';
import { type ApiAnswer, callApi, messageOf, serverTrouble, signedIn } from './api-call';
import type { Fetch } from './get-json';

/** What the console says when an answer does not match its contract. */
export const notUnderstood = 'The server sent an answer the console did not understand. Please try again.';

/**
 * Calls one endpoint of a contract (ADR 095) and parses its answer with the contract's schema for
 * that status, so no answer is cast. A status the contract does not declare rejects: 401 and 403
 * as `signedIn` says (unless declared), any other with the server's message or `fallback`. An
 * answer that does not match its schema rejects with a `ConsoleUnavailable` saying so. The answer's
 * Retry-After header comes with it (a 429's wait).
 */
export async function callEndpoint<E extends Endpoint>(
  fetchFn: Fetch,
  spec: E,
  request: RequestOf<E>,
  fallback: string,
): Promise<AnswerOf<E> & { readonly retryAfter: string | null }> {
  const { params, query, body } = request as { params?: object; query?: object; body?: unknown };
  const init: RequestInit = { method: spec.method };
  if (body !== undefined) init.body = JSON.stringify(body);
  return answerOf(spec, await callApi(fetchFn, urlOf(spec, params, query), init), fallback);
}

/**
 * An answer already received read by its endpoint's contract, as `callEndpoint` reads one: for an
 * answer sent some other way (an upload by XMLHttpRequest, for its progress). A 5xx rejects with a
 * `ConsoleUnavailable` and the server's message, as `callApi` does.
 */
export function answerOf<E extends Endpoint>(
  spec: E,
  answer: ApiAnswer,
  fallback: string,
): AnswerOf<E> & { readonly retryAfter: string | null } {
  if (answer.status >= 500) throw new ConsoleUnavailable(messageOf(answer.body, serverTrouble));
  const schema = spec.answers[answer.status];
  if (!schema) {
    signedIn(answer);
    throw new ConsoleUnavailable(messageOf(answer.body, fallback));
  }
  const parsed = z.safeParse(schema, answer.body);
  if (!parsed.success) throw new ConsoleUnavailable(notUnderstood);
  const read = { status: answer.status, body: parsed.data } as AnswerOf<E>;
  return { ...read, retryAfter: answer.retryAfter };
}

type ApiError = z.output<typeof apiErrorSchema>;

/** A refusal that names its fields (400), in the ports' terms. */
export const invalidOf = (body: ApiError) =>
  ({ kind: 'invalid', message: body.message, fields: body.fields ?? {} }) as const;

/** How a versioned record's save is answered (ADR 096): the record, its fields' messages, gone, or stale with theirs. */
export type SaveAnswer<R> =
  | { readonly status: 200 | 201; readonly body: R }
  | { readonly status: 400 | 404; readonly body: ApiError }
  | { readonly status: 409; readonly body: { readonly message: string; readonly current: R } };

/** A save's answer as the console hears it (`RecordSave`), whatever the record. */
export function recordSaveOf<R>(answer: SaveAnswer<R>): RecordSave<R> {
  switch (answer.status) {
    case 200:
    case 201:
      return { kind: 'saved', record: answer.body };
    case 400:
      return invalidOf(answer.body);
    case 404:
      return { kind: 'refused', message: answer.body.message };
    case 409:
      return { kind: 'stale', message: answer.body.message, current: answer.body.current };
  }
}
