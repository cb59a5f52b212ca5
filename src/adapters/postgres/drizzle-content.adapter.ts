import { and, asc, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { MediaRecord } from '../../domain/catalogue/catalogue-records';
import {
  ASIDE_STYLES,
  type ContentPage,
  type Faq,
  MEDIA_SIDES,
  type Offer,
  type PostDetail,
  type PostList,
  type PostListQuery,
} from '../../domain/content/content';
import type { FaqRecord, PageRecord, PostRecord, StoredPageBlock } from '../../domain/content/content-records';
import { orderFaqs } from '../../domain/content/faq-rules';
import { currentOffers } from '../../domain/content/offer-rules';
import { blockNeeds, resolvePage } from '../../domain/content/page-blocks';
import { postDetail, postSummary, publishedPaths } from '../../domain/content/post-documents';
import { paginatePosts, publishedPosts } from '../../domain/content/post-list';
import { collectPropertyCards } from '../../domain/content/property-cards';
import { relatedPosts } from '../../domain/content/related-posts';
import { FORM_KINDS } from '../../domain/enquiries/enquiry';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import type { ContentReader } from '../../ports/content-reader.port';
import type { MarkdownRenderer } from '../../ports/markdown.port';
import type { PageResolver } from '../../ports/page-editor.port';
import { MarkdownItRenderer } from '../markdown/markdown-it.adapter';
import type { Database } from './database';
import * as t from './schema';

/**
 * Editorial content read from the database. Rows become records and the domain assembles the
 * documents; property cards come from the CatalogueReader, so they are the catalogue API's own.
 * What is published is decided by the clock: posts from published_at, offers while current.
 */
export class DrizzleContentReader implements ContentReader, PageResolver {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueReader,
    private readonly clock: Clock,
    private readonly markdown: MarkdownRenderer = new MarkdownItRenderer(),
  ) {}

  async getPage(slug: string): Promise<ContentPage | null> {
    // A page the console made but never published is not there for visitors (issue 19).
    const [row] = await this.db
      .select()
      .from(t.pages)
      .where(and(eq(t.pages.slug, slug), isNotNull(t.pages.publishedAt)));
    if (!row) return null;
    return this.resolvePage({
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      blocks: storedBlocks(row.blocks),
      updatedAt: row.updatedAt.toISOString(),
    });
  }

  /** A page put together as the site serves it, published or not (the console's preview, PageResolver). */
  async resolvePage(record: PageRecord): Promise<ContentPage> {
    // Blocks this version cannot read are left out, as for a published page.
    const page: PageRecord = { ...record, blocks: storedBlocks(record.blocks) };
    const needs = blockNeeds(page.blocks);
    const [media, faqs, cards] = await Promise.all([
      this.mediaByIds(needs.mediaIds),
      needs.faqs ? this.listFaqs() : [],
      collectPropertyCards(this.catalogue, needs),
    ]);
    return resolvePage(page, { media: [...media.values()], faqs, ...cards });
  }

  async listPosts(query: PostListQuery): Promise<PostList> {
    const { items, ...page } = paginatePosts(await this.publishedPosts(), query);
    const media = await this.mediaByIds(items.flatMap((p) => (p.coverMediaId ? [p.coverMediaId] : [])));
    return { ...page, posts: items.map((p) => postSummary(p, media)) };
  }

  async getPost(slug: string): Promise<PostDetail | null> {
    const now = new Date(this.clock.now());
    const [found] = await this.db
      .select({ id: t.posts.id })
      .from(t.posts)
      .where(and(eq(t.posts.slug, slug), eq(t.posts.status, 'published'), lte(t.posts.publishedAt, now)));
    if (!found) return null;
    const published = await this.publishedPosts();
    const post = published.find((p) => p.slug === slug);
    if (!post) return null;
    const related = relatedPosts(post, published);
    const media = await this.mediaByIds([post, ...related].flatMap((p) => (p.coverMediaId ? [p.coverMediaId] : [])));
    return postDetail(post, related, media, this.markdown.toHtml(post.body));
  }

  async listFaqs(): Promise<readonly Faq[]> {
    const rows = await this.db
      .select({ faq: t.faqs, propertySlug: t.properties.slug, citySlug: t.cities.slug })
      .from(t.faqs)
      .leftJoin(t.properties, eq(t.faqs.propertyId, t.properties.id))
      .leftJoin(t.cities, eq(t.properties.cityId, t.cities.id))
      .where(eq(t.faqs.status, 'published'))
      .orderBy(asc(t.faqs.position));
    return orderFaqs(
      rows.map(
        ({ faq, propertySlug, citySlug }): FaqRecord => ({
          _id: faq.id,
          category: faq.category,
          question: faq.question,
          answer: faq.answer,
          property_id: propertySlug,
          city_id: citySlug,
          position: faq.position,
        }),
      ),
    );
  }

  async listOffers(): Promise<readonly Offer[]> {
    const nowMs = this.clock.now();
    const now = new Date(nowMs);
    const offerCity = alias(t.cities, 'offer_city');
    const propertyCity = alias(t.cities, 'property_city');
    const rows = await this.db
      .select({ offer: t.offers, city: offerCity, property: t.properties, propertyCity })
      .from(t.offers)
      .leftJoin(offerCity, eq(t.offers.cityId, offerCity.id))
      .leftJoin(t.properties, eq(t.offers.propertyId, t.properties.id))
      .leftJoin(propertyCity, eq(t.properties.cityId, propertyCity.id))
      .where(and(eq(t.offers.status, 'published'), lte(t.offers.startsAt, now), gt(t.offers.endsAt, now)));
    const offers = rows.map(({ offer, city, property, propertyCity }): Offer => {
      // A property's offer names the property's city too: property slugs are unique only within a city.
      const where = city ?? propertyCity;
      return {
        _id: offer.id,
        slug: offer.slug,
        title: offer.title,
        summary: offer.summary,
        terms: offer.terms,
        code: offer.code,
        starts_at: offer.startsAt.toISOString(),
        ends_at: offer.endsAt.toISOString(),
        city_id: where?.slug ?? null,
        city_name: where?.name ?? null,
        property_id: property?.slug ?? null,
        property_name: property?.name ?? null,
      };
    });
    return currentOffers(offers, nowMs);
  }

  async listPublishedPaths() {
    const [pages, posts] = await Promise.all([
      this.db
        .select({ slug: t.pages.slug, updatedAt: t.pages.updatedAt })
        .from(t.pages)
        .where(isNotNull(t.pages.publishedAt)),
      this.db
        .select({ slug: t.posts.slug, publishedAt: t.posts.publishedAt, status: t.posts.status })
        .from(t.posts)
        .where(and(eq(t.posts.status, 'published'), lte(t.posts.publishedAt, new Date(this.clock.now())))),
    ]);
    return publishedPaths(
      pages.map((p) => ({ slug: p.slug, updatedAt: p.updatedAt.toISOString() })),
      publishedPosts(
        posts.map((p) => ({ slug: p.slug, publishedAt: p.publishedAt.toISOString(), status: p.status })),
        this.clock.now(),
      ),
    );
  }

  /** Every published post, newest first (a blog has tens to hundreds: one query, no paging in SQL). */
  private async publishedPosts(): Promise<PostRecord[]> {
    const nowMs = this.clock.now();
    const rows = await this.db
      .select()
      .from(t.posts)
      .where(and(eq(t.posts.status, 'published'), lte(t.posts.publishedAt, new Date(nowMs))));
    return publishedPosts(
      rows.map(({ version: _version, ...r }) => ({ ...r, publishedAt: r.publishedAt.toISOString() })),
      nowMs,
    );
  }

  private async mediaByIds(ids: readonly string[]): Promise<Map<string, MediaRecord>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: t.media.id, alt: t.media.alt, formats: t.media.formats })
      .from(t.media)
      .where(inArray(t.media.id, [...new Set(ids)]));
    return new Map(rows.map((m) => [m.id, m]));
  }
}

const text = z.string();
const optionalText = z.string().nullish();
const pageLink = z.object({ label: text, href: text });
const storedBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rich-text'), heading: optionalText, body: text }),
  z.object({
    type: z.literal('image'),
    mediaId: z.string().nullable(),
    alt: z.string().default(''),
    caption: optionalText,
  }),
  z.object({
    type: z.literal('cards'),
    heading: optionalText,
    cards: z.array(z.object({ title: text, body: text, href: optionalText })),
  }),
  z.object({ type: z.literal('faq-list'), heading: optionalText, category: text }),
  z.object({ type: z.literal('call-to-action'), heading: text, body: text, label: text, href: text }),
  z.object({
    type: z.literal('property-list'),
    heading: optionalText,
    citySlug: optionalText,
    featuredOnly: z.boolean().nullish(),
  }),
  z.object({ type: z.literal('university-list'), heading: optionalText }),
  z.object({
    type: z.literal('form'),
    form: z.enum(FORM_KINDS),
    heading: optionalText,
  }),
  z.object({ type: z.literal('hero'), mediaId: z.string().nullable(), alt: z.string().default('') }),
  z.object({
    type: z.literal('media-text'),
    heading: text,
    body: text,
    mediaId: z.string().nullable(),
    alt: z.string().default(''),
    mediaSide: z.enum(MEDIA_SIDES).nullish(),
    link: pageLink.nullish(),
  }),
  z.object({
    type: z.literal('facts'),
    heading: optionalText,
    facts: z.array(z.object({ value: text, label: text })),
  }),
  z.object({
    type: z.literal('aside'),
    style: z.enum(ASIDE_STYLES),
    heading: text,
    body: optionalText,
    links: z.array(pageLink).nullish(),
  }),
]);

/** The page's stored blocks, checked; a block this version cannot read is left out rather than failing the page. */
function storedBlocks(value: unknown): StoredPageBlock[] {
  const list = Array.isArray(value) ? value : [];
  return list.flatMap((block) => {
    const parsed = storedBlockSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
}
