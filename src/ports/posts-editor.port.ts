import type { SlugRedirect } from '../domain/catalogue/catalogue-editing';
import type { PostRecord, PostStatus } from '../domain/content/content-records';
import type { AuditEntry } from '../domain/staff/audit-entry';
import { type Token, token } from './token';
import type { CreateOutcome, DeleteOutcome, UpdateOutcome } from './versioned-records.port';

/**
 * The console's editing of blog posts, FAQs and offers (issue 19 item 1): records with their
 * version, each write with its audit entry in the same transaction, a change or deletion only
 * while the record is still at the version named (`WHERE id = ? AND version = ?`).
 */

export interface EditablePost extends PostRecord {
  readonly version: number;
}

export interface EditableFaq {
  readonly id: string;
  readonly category: string;
  readonly question: string;
  readonly answer: string;
  /** Its place in the whole list (categories come in the order of their first question). */
  readonly position: number;
  /** The residence it is about, or null for a general question. */
  readonly propertyId: string | null;
  /** A draft never shows on the site (issue 36 item 7). */
  readonly status: PostStatus;
  readonly version: number;
}

export interface EditableOffer {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly terms: string;
  readonly code: string;
  /** ISO timestamps: current from startsAt (inclusive) to endsAt (exclusive), the ends of London days. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly cityId: string | null;
  readonly propertyId: string | null;
  /** A draft never shows on the site, whatever its days (issue 36 item 7). */
  readonly status: PostStatus;
  readonly version: number;
}

/** Each kind of record, by the name the audit log gives it. */
export interface ContentEntities {
  readonly post: EditablePost;
  readonly faq: EditableFaq;
  readonly offer: EditableOffer;
}
export type ContentEntity = keyof ContentEntities;

/** A record's fields as given to create it: the editor gives the id and version 1. */
export type NewContent<K extends ContentEntity> = Omit<ContentEntities[K], 'id' | 'version'>;
export type ContentChanges<K extends ContentEntity> = Partial<NewContent<K>>;

export type ContentCreateResult<K extends ContentEntity> = CreateOutcome<ContentEntities[K]>;
export type ContentUpdateResult<K extends ContentEntity> = UpdateOutcome<ContentEntities[K]>;
export type ContentDeleteResult<K extends ContentEntity> = DeleteOutcome<ContentEntities[K]>;

/** A question's new position, from the version it was read at. */
export interface FaqPosition {
  readonly id: string;
  readonly version: number;
  readonly position: number;
}

/** What a post, FAQ or offer may point at. */
export type ContentReference = 'media' | 'city' | 'property';

export interface PostsEditor {
  list<K extends ContentEntity>(kind: K): Promise<readonly ContentEntities[K][]>;
  get<K extends ContentEntity>(kind: K, id: string): Promise<ContentEntities[K] | null>;
  create<K extends ContentEntity>(
    kind: K,
    fields: NewContent<K>,
    audit: (created: ContentEntities[K]) => AuditEntry,
  ): Promise<ContentCreateResult<K>>;
  /** Sets `changes` if still at `version` (which goes up by one), with `audit` and the `redirects` a changed address leaves. */
  update<K extends ContentEntity>(
    kind: K,
    id: string,
    version: number,
    changes: ContentChanges<K>,
    audit: AuditEntry,
    redirects?: readonly SlugRedirect[],
  ): Promise<ContentUpdateResult<K>>;
  remove<K extends ContentEntity>(
    kind: K,
    id: string,
    version: number,
    audit: AuditEntry,
  ): Promise<ContentDeleteResult<K>>;
  /** Every question moved, each from its version, with the entry: all in one transaction, or none (stale). */
  reposition(
    positions: readonly FaqPosition[],
    audit: AuditEntry,
  ): Promise<{ readonly outcome: 'moved' } | { readonly outcome: 'stale' }>;
  /** Whether a picture, city or residence with that id exists. */
  exists(reference: ContentReference, id: string): Promise<boolean>;
  listRedirects(): Promise<readonly SlugRedirect[]>;
}

export const POSTS_EDITOR: Token<PostsEditor> = token<PostsEditor>('PostsEditor');
