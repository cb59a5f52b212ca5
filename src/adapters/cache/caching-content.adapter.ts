import type { PostListQuery } from '../../domain/content/content';
import { contentKey } from '../../domain/content/content-keys';
import type { Clock } from '../../ports/clock.port';
import type { ContentReader } from '../../ports/content-reader.port';
import { ReadThroughCache } from './read-through-cache';

/**
 * A read-through cache in front of another ContentReader, like the catalogue's (ADR 008): each
 * answer is kept for `ttlMs` (30 s), so an edit in the database, a post reaching its publication
 * time or an offer starting or ending shows within that, with no rebuild or restart.
 */
export class CachingContentReader implements ContentReader {
  private readonly cache: ReadThroughCache;

  constructor(
    private readonly inner: ContentReader,
    clock: Clock,
    ttlMs = 30_000,
    maxEntries = 2_000,
  ) {
    this.cache = new ReadThroughCache(clock, ttlMs, maxEntries);
  }

  /** Forgets everything, e.g. after an operator edits the content. */
  clear(): void {
    this.cache.clear();
  }

  getPage(slug: string) {
    return this.cache.get(contentKey.page(slug), () => this.inner.getPage(slug));
  }

  listPosts(query: PostListQuery) {
    return this.cache.get(contentKey.posts(query), () => this.inner.listPosts(query));
  }

  getPost(slug: string) {
    return this.cache.get(contentKey.post(slug), () => this.inner.getPost(slug));
  }

  listFaqs() {
    return this.cache.get(contentKey.faqs(), () => this.inner.listFaqs());
  }

  listOffers() {
    return this.cache.get(contentKey.offers(), () => this.inner.listOffers());
  }

  listPublishedPaths() {
    return this.cache.get('published-paths', () => this.inner.listPublishedPaths());
  }
}
