import type { ContentPage, Faq, Offer, PostDetail, PostList, PostListQuery } from '../domain/content/content';
import { type Token, token } from './token';

/**
 * Reading editorial content. Unknown slugs resolve to null; failures reject. Only what is
 * published shows: posts whose publication time has come, offers current now (the reader's clock).
 */
export interface ContentReader {
  getPage(slug: string): Promise<ContentPage | null>;
  listPosts(query: PostListQuery): Promise<PostList>;
  /** With up to three related posts. */
  getPost(slug: string): Promise<PostDetail | null>;
  /** Every FAQ, by category then position. */
  listFaqs(): Promise<readonly Faq[]>;
  /** Offers current now, ending soonest first. */
  listOffers(): Promise<readonly Offer[]>;
  /** Paths (like /about-us and /blog/a-post) and last changes of published pages and posts, for the sitemap. */
  listPublishedPaths(): Promise<readonly { readonly path: string; readonly updated_at: string | null }[]>;
}

export const CONTENT_READER: Token<ContentReader> = token<ContentReader>('ContentReader');
