import type { ContentEntities, ContentEntity } from './posts-editor.port';
import { type Token, token } from './token';
import type { RecordRemoval, RecordSave } from './versioned-records.port';

/**
 * The console's blog posts, FAQs and offers as the browser reaches them (issue 19 item 1): records
 * with their version, saves naming the version they were made from, a question's move, a post
 * body's preview as the site shows it. Refusals are values; failing to reach the server rejects.
 */

export type ContentSave<K extends ContentEntity> = RecordSave<ContentEntities[K]>;
export type ContentRemoval = RecordRemoval;

export type FaqMove =
  | { readonly kind: 'moved'; readonly faqs: readonly ContentEntities['faq'][] }
  | { readonly kind: 'refused'; readonly message: string };

export interface PostsConsole {
  /** Every record of a kind in its list order (posts newest first, questions by position). */
  list<K extends ContentEntity>(kind: K): Promise<readonly ContentEntities[K][]>;
  get<K extends ContentEntity>(kind: K, id: string): Promise<ContentEntities[K] | null>;
  create<K extends ContentEntity>(kind: K, fields: Readonly<Record<string, unknown>>): Promise<ContentSave<K>>;
  update<K extends ContentEntity>(
    kind: K,
    id: string,
    version: number,
    changes: Readonly<Record<string, unknown>>,
  ): Promise<ContentSave<K>>;
  remove(kind: ContentEntity, id: string, version: number): Promise<ContentRemoval>;
  moveFaq(id: string, direction: 'up' | 'down', version: number): Promise<FaqMove>;
  /** A post body as the post page will show it (HTML made on the server, inert). */
  preview(body: string): Promise<string>;
}

export const POSTS_CONSOLE: Token<PostsConsole> = token<PostsConsole>('PostsConsole');
