import type { MediaRecord } from '../../domain/catalogue/catalogue-records';
import type { ContentPage, Faq, Offer, PostDetail, PostList, PostListQuery } from '../../domain/content/content';
import type { ContentRecords, PageRecord } from '../../domain/content/content-records';
import { orderFaqs } from '../../domain/content/faq-rules';
import { currentOffers } from '../../domain/content/offer-rules';
import { blockNeeds, resolvePage } from '../../domain/content/page-blocks';
import { postDetail, postSummary, publishedPaths } from '../../domain/content/post-documents';
import { paginatePosts, publishedPosts } from '../../domain/content/post-list';
import { collectPropertyCards } from '../../domain/content/property-cards';
import { relatedPosts } from '../../domain/content/related-posts';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import type { ContentReader } from '../../ports/content-reader.port';
import type { MarkdownRenderer } from '../../ports/markdown.port';
import type { PageResolver } from '../../ports/page-editor.port';
import { MarkdownItRenderer } from '../markdown/markdown-it.adapter';

/**
 * Editorial content held in memory: the same domain rules as the database adapter, over fixed
 * records; property cards come from the CatalogueReader it is given, publication from its clock.
 */
export class MemoryContent implements ContentReader, PageResolver {
  private readonly media: ReadonlyMap<string, MediaRecord>;

  constructor(
    private readonly records: ContentRecords,
    private readonly catalogue: CatalogueReader,
    private readonly clock: Clock,
    private readonly markdown: MarkdownRenderer = new MarkdownItRenderer(),
  ) {
    this.media = new Map(records.media.map((m) => [m.id, m]));
  }

  async getPage(slug: string): Promise<ContentPage | null> {
    const page = this.records.pages.find((p) => p.slug === slug);
    return page ? this.resolvePage(page) : null;
  }

  /** A page put together as the site serves it, published or not (the console's preview, PageResolver). */
  async resolvePage(page: PageRecord): Promise<ContentPage> {
    const needs = blockNeeds(page.blocks);
    const cards = await collectPropertyCards(this.catalogue, needs);
    return resolvePage(page, { media: this.records.media, faqs: orderFaqs(this.records.faqs), ...cards });
  }

  async listPosts(query: PostListQuery): Promise<PostList> {
    const { items, ...page } = paginatePosts(this.published(), query);
    return { ...page, posts: items.map((p) => postSummary(p, this.media)) };
  }

  async getPost(slug: string): Promise<PostDetail | null> {
    const published = this.published();
    const post = published.find((p) => p.slug === slug);
    return post ? postDetail(post, relatedPosts(post, published), this.media, this.markdown.toHtml(post.body)) : null;
  }

  async listFaqs(): Promise<readonly Faq[]> {
    return orderFaqs(this.records.faqs);
  }

  async listOffers(): Promise<readonly Offer[]> {
    return currentOffers(this.records.offers, this.clock.now());
  }

  async listPublishedPaths() {
    return publishedPaths(this.records.pages, this.published());
  }

  private published() {
    return publishedPosts(this.records.posts, this.clock.now());
  }
}

/** No content at all, for tests and tools that need a ContentReader but not its answers. */
export const emptyContent: ContentRecords = { posts: [], pages: [], faqs: [], offers: [], media: [] };
