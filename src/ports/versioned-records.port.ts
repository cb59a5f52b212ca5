import type { SlugRedirect } from '../domain/catalogue/catalogue-editing';
import type { AuditEntry } from '../domain/staff/audit-entry';

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

/**
 * One family's versioned records as the console's browser side reaches them: read by kind with
 * their version, saved naming the version they were made from. Refusals are values; failing to
 * reach the server rejects.
 */
export interface VersionedRecordsConsole<E> {
  get<K extends keyof E>(kind: K, id: string): Promise<E[K] | null>;
  create<K extends keyof E>(kind: K, fields: Readonly<Record<string, unknown>>): Promise<RecordSave<E[K]>>;
  update<K extends keyof E>(
    kind: K,
    id: string,
    version: number,
    changes: Readonly<Record<string, unknown>>,
  ): Promise<RecordSave<E[K]>>;
  remove(kind: keyof E, id: string, version: number): Promise<RecordRemoval>;
}

/** A deletion refused because something still needs the record (a city's residences). */
export type InUse = { readonly outcome: 'in_use' };

/** Every record a versioned editor keeps has an id and a version counted from 1. */
export type VersionedKinds<E> = { readonly [K in keyof E]: { readonly id: string; readonly version: number } };

/** A record's fields as given to create it: the editor gives the id and version 1. */
export type NewVersioned<E, K extends keyof E> = Omit<E[K], 'id' | 'version'>;

/**
 * One family of versioned records (the catalogue's, the content's), each kind read, created,
 * changed and deleted one at a time, each write with its audit entry in the same transaction. A
 * change or deletion names the version it was made from and happens only while the record is still
 * at it (`WHERE id = ? AND version = ?`), so of two saves from one version only the first wins.
 * `Refusal` is what a family's deletion may answer besides (a city that still has residences).
 */
export interface VersionedRecordEditor<E extends VersionedKinds<E>, Refusal = never> {
  list<K extends keyof E>(kind: K): Promise<readonly E[K][]>;
  get<K extends keyof E>(kind: K, id: string): Promise<E[K] | null>;
  /** Creates the record; `audit` is given the record made and returns the entry stored with it. */
  create<K extends keyof E>(
    kind: K,
    fields: NewVersioned<E, K>,
    audit: (created: E[K]) => AuditEntry,
  ): Promise<CreateOutcome<E[K]>>;
  /**
   * Sets `changes` on the record if it is still at `version` (which then goes up by one), stores
   * `audit` and the `redirects` a changed address leaves (replacing any from the same path), all in
   * one transaction.
   */
  update<K extends keyof E>(
    kind: K,
    id: string,
    version: number,
    changes: Partial<NewVersioned<E, K>>,
    audit: AuditEntry,
    redirects?: readonly SlugRedirect[],
  ): Promise<UpdateOutcome<E[K]>>;
  remove<K extends keyof E>(
    kind: K,
    id: string,
    version: number,
    audit: AuditEntry,
  ): Promise<DeleteOutcome<E[K]> | Refusal>;
  listRedirects(): Promise<readonly SlugRedirect[]>;
}
