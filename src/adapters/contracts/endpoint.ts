import * as z from 'zod/mini';

/**
 * One console HTTP endpoint written once (ADR 095): its method, its path (`:name` for a path
 * parameter), the schemas of its params, query and JSON body, and of its answer at each status.
 * The route parses its input with these schemas and returns answers they type
 * (src/adapters/http-api/endpoint-route.ts); the browser sends with them and parses every answer
 * with them (src/adapters/http-client/call-endpoint.ts). zod/mini only and no Node import, so the
 * browser can load a contract (ADR 007). The shape follows ts-rest's (`method`, `path`, `query`,
 * `body`, answers by status), so that library could take its place.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Schema = z.ZodMiniType;

export interface Endpoint {
  readonly method: Method;
  readonly path: `/api/${string}`;
  readonly params?: Schema;
  readonly query?: Schema;
  readonly body?: Schema;
  readonly answers: Readonly<Record<number, Schema>>;
}

/** Declares an endpoint, keeping its exact types. */
export function endpoint<const E extends Endpoint>(spec: E): E {
  return spec;
}

type Part<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends Schema
  ? { readonly [P in K]: ReadonlyDeep<z.input<E[K]>> }
  : { readonly [P in K]?: undefined };

/** What a caller sends: the params, query and body the endpoint declares, each as its schema takes it (read-only will do). */
export type RequestOf<E extends Endpoint> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;

/** What the route has once its input is parsed: the schemas' outputs. */
export type ParsedOf<E extends Endpoint> = {
  readonly params: E['params'] extends Schema ? z.output<E['params']> : undefined;
  readonly query: E['query'] extends Schema ? z.output<E['query']> : undefined;
  readonly body: E['body'] extends Schema ? z.output<E['body']> : undefined;
};

/** An answer the endpoint declares: a status and its body. */
export type AnswerOf<E extends Endpoint> = {
  [S in keyof E['answers'] & number]: { readonly status: S; readonly body: z.output<E['answers'][S]> };
}[keyof E['answers'] & number];

/** A value as a handler may hold it: arrays and objects read-only all the way down. */
export type ReadonlyDeep<T> = T extends readonly (infer U)[]
  ? readonly ReadonlyDeep<U>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyDeep<T[K]> }
    : T;

/** An answer as a route gives it: the same, read-only (a use case's lists are `readonly`). */
export type ServedAnswerOf<E extends Endpoint> = {
  [S in keyof E['answers'] & number]: { readonly status: S; readonly body: ReadonlyDeep<z.output<E['answers'][S]>> };
}[keyof E['answers'] & number];

/** Every API error has one shape (DESIGN.md): `{ error, message, fields? }`. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
});

/** A save or deletion from an older version: 409 with who saved since and the record as it now is. */
export const staleSchema = <T extends Schema>(current: T) =>
  z.object({ error: z.literal('stale'), message: z.string(), current });

/** A whole number in a query string (`?page=2`), from `min` to `max`; optional. */
export const wholeQuery = (min: number, max: number) =>
  z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(min), z.lte(max))));

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body whose shape and values the use case checks in full (its field messages are the domain's,
 * which people read): here it must be a JSON object, and its type is what the console sends.
 */
export const checkedByUseCase = <T>() => z.custom<T>(isObject, { error: 'Send the details as a JSON object.' });

/** A refused input's messages, one per field path (`_` for the whole), as a 400 `bad_request` gives them. */
export function fieldsOf(error: {
  readonly issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[];
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/** The path with its `:name` parameters filled in (each encoded), and the query's set values after `?`. */
export function urlOf(spec: Endpoint, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = spec.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams(
    Object.entries(query ?? {})
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
