import type { ContentEntities, ContentEntity } from './posts-editor.port';
import { type Token, token } from './token';
import type { RecordRemoval, RecordSave, VersionedRecordsConsole } from './versioned-records.port';

/**
 * The console's blog posts, FAQs and offers as the browser reaches them (issue 19 item 1): their
 * versioned records (`VersionedRecordsConsole`) in each kind's list order, a question's move, a
 * post body's preview as the site shows it.
 */

export type ContentSave<K extends ContentEntity> = RecordSave<ContentEntities[K]>;
export type ContentRemoval = RecordRemoval;

export type FaqMove =
  | { readonly kind: 'moved'; readonly faqs: readonly ContentEntities['faq'][] }
  | { readonly kind: 'refused'; readonly message: string };

export interface PostsConsole extends VersionedRecordsConsole<ContentEntities> {
  /** Every record of a kind in its list order (posts newest first, questions by position). */
  list<K extends ContentEntity>(kind: K): Promise<readonly ContentEntities[K][]>;
  moveFaq(id: string, direction: 'up' | 'down', version: number): Promise<FaqMove>;
  /** A post body as the post page will show it (HTML made on the server, inert). */
  preview(body: string): Promise<string>;
}

export const POSTS_CONSOLE: Token<PostsConsole> = token<PostsConsole>('PostsConsole');
