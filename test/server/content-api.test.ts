import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CachingContentReader } from '../../src/adapters/cache/caching-content.adapter';
import { renderSitemapXml } from '../../src/adapters/http-api/sitemap.routes';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryPictureFormats } from '../../src/adapters/memory/memory-picture-formats.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleContentReader } from '../../src/adapters/postgres/drizzle-content.adapter';
import * as t from '../../src/adapters/postgres/schema';
import { CONTENT_READER } from '../../src/ports/content-reader.port';
import { createServerContainer } from '../../src/server/container';
import { demoDir } from '../../src/server/paths';
import { seedDemo } from '../../src/server/seed/seed-demo';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { contentNow, writeFixtureContent } from '../support/content-fixture';
import { testServerSettings } from '../support/server-settings';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

for (const kind of databaseKinds()) {
  describe(`content API, sitemap and robots.txt on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let time: ManualTime;

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await database.db.transaction(async (tx) => {
        const db = tx as unknown as DatabaseHandle['db'];
        await writeCatalogue(db, fixtureSlice, fixtureSettings);
        await writeFixtureContent(db);
      });
      time = new ManualTime(contentNow);
      const catalogue = new DrizzleCatalogueReader(database.db);
      // As the server wires it: the 30-second cache over the database.
      const content = new CachingContentReader(new DrizzleContentReader(database.db, catalogue, time), time);
      app = await buildTestApp({ catalogue, content, apiRateLimit: 1000 });
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('serves a page with resolved blocks and the catalogue’s cache header', async () => {
      const res = await app.inject('/api/pages/about-us');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
      const page = res.json();
      expect(page).toMatchObject({ slug: 'about-us', title: 'About us' });
      expect(page.blocks.find((b: { type: string }) => b.type === 'property-list').properties[0]).toMatchObject({
        id: 'square-gardens',
        room_starting_price: 199,
      });
    });

    it('answers 404 with the error shape for unknown pages and posts, and posts not yet published', async () => {
      for (const url of ['/api/pages/no-such-page', '/api/posts/no-such-post', '/api/posts/winter-news']) {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'not_found', message: expect.any(String) });
      }
    });

    it('answers 400 with field messages for a malformed slug', async () => {
      for (const url of ['/api/pages/About%20Us', '/api/posts/NOT_A_SLUG']) {
        const res = await app.inject(url);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: 'bad_request', fields: { slug: expect.stringContaining('slug') } });
      }
    });

    it('lists posts by page and category', async () => {
      const first = await app.inject('/api/posts');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toContain('max-age=60');
      expect(first.json()).toMatchObject({ page: 1, page_count: 2, total: 8, category: null });
      expect(first.json().posts).toHaveLength(6);
      const money = await app.inject('/api/posts?page=1&category=Money');
      expect(money.json().posts.map((p: { slug: string }) => p.slug)).toEqual([
        'guarantors-explained',
        'budgeting-basics',
      ]);
      const past = await app.inject('/api/posts?page=1000');
      expect(past.statusCode).toBe(200);
      expect(past.json()).toMatchObject({ posts: [], page: 1000, page_count: 2 });
      const empty = await app.inject('/api/posts?category=');
      expect(empty.json()).toMatchObject({ category: null, total: 8 });
    });

    it.each([
      ['page=0', 'page'],
      ['page=1001', 'page'],
      ['page=2.5', 'page'],
      ['page=two', 'page'],
      ['page=1&page=2', 'page'],
      [`category=${'x'.repeat(61)}`, 'category'],
    ])('answers ?%s with 400 and a message for %s', async (query, field) => {
      const res = await app.inject(`/api/posts?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'bad_request',
        message: expect.any(String),
        fields: { [field]: expect.any(String) },
      });
    });

    it('gives a post with related posts, the FAQs and the current offers', async () => {
      const post = await app.inject('/api/posts/guarantors-explained');
      expect(post.statusCode).toBe(200);
      expect(post.json().related.map((p: { slug: string }) => p.slug)).toEqual([
        'budgeting-basics',
        'published-this-moment',
        'bookings-open',
      ]);
      const faqs = await app.inject('/api/faqs');
      expect(faqs.json()).toHaveLength(7);
      expect(faqs.headers['cache-control']).toContain('max-age=60');
      const offers = await app.inject('/api/offers');
      expect(offers.json().map((o: { slug: string }) => o.slug)).toEqual([
        'manchester-250-off',
        'square-gardens-viewing',
        'refer-a-friend',
      ]);
    });

    it('lists every published page in /sitemap.xml with absolute URLs and known last changes', async () => {
      const res = await app.inject('/sitemap.xml');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      const xml = res.body;
      expect(
        xml.startsWith(
          '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ),
      ).toBe(true);
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual([
        'https://digs.test/',
        'https://digs.test/city-listing',
        'https://digs.test/offers',
        'https://digs.test/faqs',
        'https://digs.test/blog-listing',
        'https://digs.test/manchester',
        'https://digs.test/leeds',
        'https://digs.test/manchester/square-gardens',
        'https://digs.test/manchester/square-gardens/classic-studio',
        'https://digs.test/manchester/square-gardens/en-suite',
        'https://digs.test/manchester/canal-view',
        'https://digs.test/manchester/canal-view/studio',
        'https://digs.test/about-us',
        'https://digs.test/university',
        'https://digs.test/blog/published-this-moment',
        'https://digs.test/blog/bookings-open',
        'https://digs.test/blog/exam-wellbeing',
        'https://digs.test/blog/leeds-guide',
        'https://digs.test/blog/manchester-guide',
        'https://digs.test/blog/moving-in-checklist',
        'https://digs.test/blog/guarantors-explained',
        'https://digs.test/blog/budgeting-basics',
      ]);
      expect(xml).toContain(
        '<url><loc>https://digs.test/about-us</loc><lastmod>2026-10-01T08:30:00.000Z</lastmod></url>',
      );
      expect(xml).toContain('<url><loc>https://digs.test/manchester</loc></url>');
      expect(xml).not.toContain('winter-news');
    });

    it('escapes what XML needs escaped', () => {
      expect(renderSitemapXml([{ path: "/a?b=1&c='2'<>", lastmod: null }], 'https://x.test')).toContain(
        '<loc>https://x.test/a?b=1&amp;c=&apos;2&apos;&lt;&gt;</loc>',
      );
    });

    it('serves /robots.txt allowing everything but the API, pointing at the sitemap', async () => {
      const res = await app.inject('/robots.txt');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.body).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://digs.test/sitemap.xml\n');
    });

    // Changes the database and moves the clock on, so it runs last.
    it('shows a change made in the database within 30 seconds, without a restart', async () => {
      await database.db
        .update(t.posts)
        .set({ title: 'Guarantors, explained again' })
        .where(eq(t.posts.slug, 'guarantors-explained'));
      await database.db.update(t.pages).set({ title: 'About Test Living' }).where(eq(t.pages.slug, 'about-us'));
      expect((await app.inject('/api/posts/guarantors-explained')).json().title).toBe('guarantors explained');
      time.advance(30_000);
      expect((await app.inject('/api/posts/guarantors-explained')).json().title).toBe('Guarantors, explained again');
      expect((await app.inject('/api/pages/about-us')).json().title).toBe('About Test Living');
    });
  });
}

describe('the demo content through the server’s ContentReader', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    // Seeded for the same day the reader is asked on, whatever the real date (the demo follows the academic year).
    await seedDemo(database.db, { dir: demoDir, formats: new MemoryPictureFormats(), now: () => contentNow });
  });
  afterAll(async () => database?.close());

  it('is wired behind the 30-second cache', () => {
    expect(createServerContainer(database, testServerSettings()).get(CONTENT_READER)).toBeInstanceOf(
      CachingContentReader,
    );
  });

  it('puts a form on each page that asks visitors to write in, and universities on /university', async () => {
    const time = new ManualTime(contentNow);
    const reader = new DrizzleContentReader(database.db, new DrizzleCatalogueReader(database.db), time);
    const forms: Record<string, string> = {
      'contact-us': 'contact',
      'group-booking': 'group-booking',
      agent: 'agent',
      parent: 'parent',
      friend: 'friend',
      support: 'support',
      rebook: 'rebook',
      'summer-stays': 'summer-stays',
    };
    for (const [slug, form] of Object.entries(forms)) {
      const page = await reader.getPage(slug);
      expect(page?.blocks.filter((b) => b.type === 'form')).toEqual([
        { type: 'form', form, heading: expect.any(String) },
      ]);
    }
    const university = await reader.getPage('university');
    const list = university?.blocks.find((b) => b.type === 'university-list');
    if (list?.type !== 'university-list') throw new Error('no university list on /university');
    expect(list.universities.length).toBeGreaterThanOrEqual(7);
    expect(list.universities.every((u) => u.properties.length >= 1 && u.properties.length <= 3)).toBe(true);
    expect(list.universities.some((u) => u.properties.length === 3)).toBe(true);
    for (const u of list.universities) {
      const walks = u.properties.map((p) => p.distance.walk_minutes);
      expect(walks).toEqual([...walks].sort((a, b) => a - b));
    }
    const image = university?.blocks.find((b) => b.type === 'image');
    expect(image?.type === 'image' && image.media?.formats.large.url).toMatch(/^\/media\/[0-9a-f-]{36}\/large\.webp$/);
  });

  it('has FAQs of their own for some properties, current offers and published posts', async () => {
    const time = new ManualTime(contentNow);
    const reader = new DrizzleContentReader(database.db, new DrizzleCatalogueReader(database.db), time);
    const own = (await reader.listFaqs()).filter((f) => f.property_id !== null).map((f) => f.property_id);
    expect(own).toEqual(expect.arrayContaining(['square-gardens', 'crescent-mill', 'aire-wharf']));
    expect((await reader.listOffers()).length).toBeGreaterThanOrEqual(3);
    const posts = await reader.listPosts({ page: 1, category: null });
    expect(posts.total).toBeGreaterThanOrEqual(7);
    expect(posts.posts[0]?.cover?.formats.small.url).toMatch(/small\.webp$/);
  });
});
