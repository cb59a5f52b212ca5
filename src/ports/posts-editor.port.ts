import type { PostRecord, PostStatus } from '../domain/content/content-records';
import type { AuditEntry } from '../domain/staff/audit-entry';
import { type Token, token } from './token';
import type { NewVersioned, VersionedRecordEditor } from './versioned-records.port';

/**
 * The console's editing of blog posts, FAQs and offers (issue 19 item 1): versioned records
 * (`VersionedRecordEditor`), with a question's move and what a record may point at.
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
export type NewContent<K extends ContentEntity> = NewVersioned<ContentEntities, K>;

/** A question's new position, from the version it was read at. */
export interface FaqPosition {
  readonly id: string;
  readonly version: number;
  readonly position: number;
}

/** What a post, FAQ or offer may point at. */
export type ContentReference = 'media' | 'city' | 'property';

export interface PostsEditor extends VersionedRecordEditor<ContentEntities> {
  /** Every question moved, each from its version, with the entry: all in one transaction, or none (stale). */
  reposition(
    positions: readonly FaqPosition[],
    audit: AuditEntry,
  ): Promise<{ readonly outcome: 'moved' } | { readonly outcome: 'stale' }>;
  /** Whether a picture, city or residence with that id exists. */
  exists(reference: ContentReference, id: string): Promise<boolean>;
}

export const POSTS_EDITOR: Token<PostsEditor> = token<PostsEditor>('PostsEditor');
