/**
 * What writing a versioned record answers, whatever its kind (ADR 096): the catalogue's
 * records and the content's are kept the same way, each change naming the version it was made
 * from, so their editors' ports share these outcomes.
 */

export type CreateOutcome<R> =
  | { readonly outcome: 'created'; readonly record: R }
  /** A unique key refused it (a slug another save took meanwhile). */
  | { readonly outcome: 'slug_taken' };

export type UpdateOutcome<R> =
  | { readonly outcome: 'saved'; readonly record: R }
  /** The record is at another version than the one named: nothing was written. */
  | { readonly outcome: 'stale'; readonly current: R }
  | { readonly outcome: 'not_found' }
  | { readonly outcome: 'slug_taken' };

export type DeleteOutcome<R> =
  | { readonly outcome: 'deleted' }
  | { readonly outcome: 'stale'; readonly current: R }
  | { readonly outcome: 'not_found' };

/** A save as the console's browser side hears it, whatever the record's kind. Failing to reach the server rejects. */
export type RecordSave<R> =
  | { readonly kind: 'saved'; readonly record: R }
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  /** Someone saved the record since it was opened: their version, and who and when. */
  | { readonly kind: 'stale'; readonly message: string; readonly current: R }
  | { readonly kind: 'refused'; readonly message: string };

/** A deletion (or a move to the trash) as the console's browser side hears it. */
export type RecordRemoval =
  | { readonly kind: 'deleted' }
  | { readonly kind: 'stale'; readonly message: string }
  | { readonly kind: 'refused'; readonly message: string };
