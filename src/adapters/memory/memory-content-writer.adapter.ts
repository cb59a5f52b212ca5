import type { CatalogueSlice, MediaRecord } from '../../domain/catalogue/catalogue-records';
import type { Offer } from '../../domain/content/content';
import type { ContentRecords, FaqRecord, PageRecord, PostRecord } from '../../domain/content/content-records';
import type { Clock } from '../../ports/clock.port';
import type { ContentWriter, NewFaq, NewOffer } from '../../ports/content-writer.port';

/**
 * Content written in memory; `records()` hands it to a MemoryContent. FAQs and offers name their
 * property and city by id; `records` looks their slugs and names up in the catalogue it is given.
 */
export class MemoryContentWriter implements ContentWriter {
  private readonly posts: PostRecord[] = [];
  private readonly pages: PageRecord[] = [];
  private readonly faqs: (NewFaq & { readonly id: string })[] = [];
  private readonly offers: (NewOffer & { readonly id: string })[] = [];

  constructor(private readonly clock: Clock) {}

  async hasPost(slug: string) {
    return this.posts.some((p) => p.slug === slug);
  }

  async hasPage(slug: string) {
    return this.pages.some((p) => p.slug === slug);
  }

  async hasOffer(slug: string) {
    return this.offers.some((o) => o.slug === slug);
  }

  async addPost(post: Parameters<ContentWriter['addPost']>[0]) {
    const id = crypto.randomUUID();
    this.posts.push({ ...post, id, publishedAt: new Date(post.publishedAt).toISOString() });
    return id;
  }

  async addPage(page: Parameters<ContentWriter['addPage']>[0]) {
    const id = crypto.randomUUID();
    this.pages.push({ ...page, id, updatedAt: new Date(this.clock.now()).toISOString() });
    return id;
  }

  async addFaq(faq: NewFaq) {
    const id = crypto.randomUUID();
    this.faqs.push({ ...faq, id });
    return id;
  }

  async addOffer(offer: NewOffer) {
    const id = crypto.randomUUID();
    this.offers.push({ ...offer, id });
    return id;
  }

  records(catalogue: CatalogueSlice, media: readonly MediaRecord[] = catalogue.media): ContentRecords {
    const property = (id: string | null) => catalogue.properties.find((p) => p.id === id) ?? null;
    const city = (id: string | null | undefined) => catalogue.cities.find((c) => c.id === id) ?? null;
    const faqs: FaqRecord[] = this.faqs.map((f, position) => {
      const p = property(f.propertyId);
      return {
        _id: f.id,
        category: f.category,
        question: f.question,
        answer: f.answer,
        property_id: p?.slug ?? null,
        city_id: city(p?.cityId)?.slug ?? null,
        position,
      };
    });
    const offers: Offer[] = this.offers.map((o) => {
      const p = property(o.propertyId);
      const c = city(o.cityId);
      return {
        _id: o.id,
        slug: o.slug,
        title: o.title,
        summary: o.summary,
        terms: o.terms,
        code: o.code,
        starts_at: o.startsAt,
        ends_at: o.endsAt,
        city_id: c?.slug ?? null,
        city_name: c?.name ?? null,
        property_id: p?.slug ?? null,
        property_name: p?.name ?? null,
      };
    });
    return { posts: [...this.posts], pages: [...this.pages], faqs, offers, media };
  }
}
