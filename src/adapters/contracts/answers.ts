/**
 * A use case's outcome as a contract's answer (ADR 095), for the routes and the QA handlers alike:
 * both serve the same contract from the same use cases, so both map outcomes here. Written against
 * the outcomes' shapes, not the application's types (this folder may not import the application).
 */

export const notFoundAnswer = (message = 'That record does not exist (it may have been deleted).') =>
  ({ status: 404, body: { error: 'not_found', message } }) as const;

/** A save refused for its fields: 400 with the message of each. */
export const invalidAnswer = (fields: Readonly<Record<string, string>>) =>
  ({ status: 400, body: { error: 'invalid', message: 'Check the highlighted fields.', fields } }) as const;

/** A save or deletion from an older version: 409 with who saved since and the record as it is. */
export const staleAnswer = <T>(outcome: { readonly message: string; readonly current: T }) =>
  ({ status: 409, body: { error: 'stale', message: outcome.message, current: outcome.current } }) as const;

/** A deletion without a version: the route names the query it needs. */
export const versionMissing = {
  status: 400,
  body: {
    error: 'invalid',
    message: 'Say which version you are deleting (?version=).',
    fields: { version: 'Required.' },
  },
} as const;

/** A `?version=` as a whole number from 1, or null. */
export function versionOf(query: { readonly version?: string | undefined }): number | null {
  const version = Number(query.version);
  return Number.isInteger(version) && version >= 1 ? version : null;
}

/** A versioned record's save, as every kind's use case answers it. */
export type SaveOutcome<R> =
  | { readonly outcome: 'saved'; readonly record: R }
  | { readonly outcome: 'invalid'; readonly fields: Readonly<Record<string, string>> }
  | { readonly outcome: 'stale'; readonly message: string; readonly current: R }
  | { readonly outcome: 'not_found' };

/** A versioned record's deletion, as every kind's use case answers it. */
export type RemoveOutcome<R> =
  | { readonly outcome: 'deleted' }
  | { readonly outcome: 'stale'; readonly message: string; readonly current: R }
  | { readonly outcome: 'refused'; readonly message: string }
  | { readonly outcome: 'not_found' };

/** A save as its answer: the record (200, or 201 for a new one), its fields' messages, stale or gone. */
export function savedAnswer<R, S extends 200 | 201>(
  outcome: SaveOutcome<R>,
  status: S,
  notFound: ReturnType<typeof notFoundAnswer> = notFoundAnswer(),
) {
  switch (outcome.outcome) {
    case 'saved':
      return { status, body: outcome.record };
    case 'invalid':
      return invalidAnswer(outcome.fields);
    case 'stale':
      return staleAnswer(outcome);
    case 'not_found':
      return notFound;
  }
}

/** A deletion as its answer: no body (204), stale, still in use (409 `in_use`) or gone. */
export function removedAnswer<R>(outcome: RemoveOutcome<R>) {
  switch (outcome.outcome) {
    case 'deleted':
      return { status: 204, body: null } as const;
    case 'stale':
      return staleAnswer(outcome);
    case 'refused':
      return { status: 409, body: { error: 'in_use', message: outcome.message } } as const;
    case 'not_found':
      return notFoundAnswer();
  }
}

/** A record read: 200 with it, or 404. */
export const readAnswer = <R>(record: R | null) =>
  record === null ? notFoundAnswer() : ({ status: 200, body: record } as const);

/** A deletion from its `?version=`: 400 without one, otherwise what `remove` made of that version. */
export async function removeAnswer<R>(
  query: { readonly version?: string | undefined },
  remove: (version: number) => Promise<RemoveOutcome<R>>,
) {
  const version = versionOf(query);
  return version === null ? versionMissing : removedAnswer(await remove(version));
}

/** A reservation's action (mark paid, cancel, release) as every route and QA handler answers it. */
export type ActionOutcome<D> =
  | { readonly outcome: 'saved'; readonly detail: D; readonly warning?: string }
  | { readonly outcome: 'refused'; readonly message: string; readonly detail: D }
  | { readonly outcome: 'not_found' };

/** 200 with the reservation (and what still needs doing by hand), or 409 `not_allowed` with it as it is now. */
export function actionAnswer<D extends object>(action: ActionOutcome<D>, notFound: ReturnType<typeof notFoundAnswer>) {
  switch (action.outcome) {
    case 'saved':
      return {
        status: 200,
        body: { ...action.detail, ...(action.warning ? { warning: action.warning } : {}) },
      } as const;
    case 'refused':
      return { status: 409, body: { error: 'not_allowed', message: action.message, current: action.detail } } as const;
    case 'not_found':
      return notFound;
  }
}

/** A list's filters refused: 400 with the message of each. */
export const badFiltersAnswer = (fields: Readonly<Record<string, string>>) =>
  ({ status: 400, body: { error: 'bad_request', message: 'Check the filters.', fields } }) as const;
