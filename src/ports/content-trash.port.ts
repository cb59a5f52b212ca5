import type { TrashKind } from '../domain/content/trash';
import type { AuditEntry } from '../domain/staff/audit-entry';
import { type Token, token } from './token';

/** A page, post, offer or FAQ in the trash (ADR 086). */
export interface TrashedRecord {
  readonly kind: TrashKind;
  readonly id: string;
  /** Its title, or an FAQ's question. */
  readonly name: string;
  /** ISO. */
  readonly deletedAt: string;
  /** The address of the member who moved it there. */
  readonly deletedBy: string;
}

export type TrashMove =
  | { readonly outcome: 'trashed'; readonly record: TrashedRecord }
  /** The record is at another version than the one named: nothing moved. */
  | { readonly outcome: 'stale' }
  | { readonly outcome: 'not_found' };

export type TrashRestore =
  | { readonly outcome: 'restored' }
  | { readonly outcome: 'not_found' }
  /** Another record took its address meanwhile: it stays in the trash. */
  | { readonly outcome: 'slug_taken' }
  /** What it belonged to (a residence, a city) is gone: it stays in the trash. */
  | { readonly outcome: 'reference_gone' };

/**
 * The one trash of the console's content: moving a record there takes it out of its own table (off
 * the site at once) with its audit entry in the same transaction; restoring puts it back as a draft
 * (a page unpublished, a post, offer or FAQ with status draft, its version raised); purging deletes
 * for good what was moved there at or before a time.
 */
export interface ContentTrash {
  moveToTrash(
    kind: TrashKind,
    id: string,
    version: number,
    deletion: {
      readonly name: string;
      readonly at: string;
      readonly staffId: string | null;
      readonly by: string;
    },
    audit: AuditEntry,
  ): Promise<TrashMove>;
  /** Newest first. */
  list(): Promise<readonly TrashedRecord[]>;
  get(kind: TrashKind, id: string): Promise<TrashedRecord | null>;
  restore(kind: TrashKind, id: string, audit: AuditEntry): Promise<TrashRestore>;
  /** Deletes every record moved to the trash at or before `cutoff` (ISO), each with the entry `audit` makes of it. */
  purge(cutoff: string, audit: (record: TrashedRecord) => AuditEntry): Promise<readonly TrashedRecord[]>;
}

export const CONTENT_TRASH: Token<ContentTrash> = token<ContentTrash>('ContentTrash');
