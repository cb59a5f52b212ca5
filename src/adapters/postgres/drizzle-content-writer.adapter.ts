import { count, eq } from 'drizzle-orm';
import type { ContentWriter } from '../../ports/content-writer.port';
import type { Database } from './database';
import * as t from './schema';

/** Adds editorial content to the database; the rows' ids come from the database. */
export class DrizzleContentWriter implements ContentWriter {
  constructor(private readonly db: Database) {}

  async hasPost(slug: string) {
    return (await this.db.select({ id: t.posts.id }).from(t.posts).where(eq(t.posts.slug, slug))).length > 0;
  }

  async hasPage(slug: string) {
    return (await this.db.select({ id: t.pages.id }).from(t.pages).where(eq(t.pages.slug, slug))).length > 0;
  }

  async hasOffer(slug: string) {
    return (await this.db.select({ id: t.offers.id }).from(t.offers).where(eq(t.offers.slug, slug))).length > 0;
  }

  async addPost({ publishedAt, ...post }: Parameters<ContentWriter['addPost']>[0]) {
    return this.inserted(
      await this.db
        .insert(t.posts)
        .values({ ...post, publishedAt: new Date(publishedAt) })
        .returning({ id: t.posts.id }),
    );
  }

  async addPage({ blocks, ...page }: Parameters<ContentWriter['addPage']>[0]) {
    return this.inserted(
      await this.db
        .insert(t.pages)
        .values({ ...page, blocks: [...blocks] })
        .returning({ id: t.pages.id }),
    );
  }

  async addFaq(faq: Parameters<ContentWriter['addFaq']>[0]) {
    const [row] = await this.db.select({ n: count() }).from(t.faqs);
    return this.inserted(
      await this.db
        .insert(t.faqs)
        .values({ ...faq, position: row?.n ?? 0 })
        .returning({ id: t.faqs.id }),
    );
  }

  async addOffer({ startsAt, endsAt, ...offer }: Parameters<ContentWriter['addOffer']>[0]) {
    return this.inserted(
      await this.db
        .insert(t.offers)
        .values({ ...offer, startsAt: new Date(startsAt), endsAt: new Date(endsAt) })
        .returning({ id: t.offers.id }),
    );
  }

  private inserted(rows: readonly { readonly id: string }[]): string {
    const id = rows[0]?.id;
    if (!id) throw new Error('content writer: no row');
    return id;
  }
}
