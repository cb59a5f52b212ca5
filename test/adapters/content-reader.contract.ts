import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { mediaFormats } from '../../src/domain/catalogue/media-formats';
import type { PageBlock } from '../../src/domain/content/content';
import type { ContentReader } from '../../src/ports/content-reader.port';
import { contentMediaIds } from '../support/content-fixture';

export interface ContentReaderUnderTest {
  readonly reader: ContentReader;
  /** The clock the reader (or the server behind it) decides publication by; starts at contentNow. */
  readonly time: ManualTime;
  readonly close?: () => Promise<void>;
}

const block = <T extends PageBlock['type']>(blocks: readonly PageBlock[] | undefined, type: T, index = 0) =>
  (blocks ?? []).filter((b): b is Extract<PageBlock, { type: T }> => b.type === type)[index];

/**
 * What every ContentReader answers when it holds the fixture content (test/support/content-fixture.ts)
 * over the fixture catalogue, at contentNow: the same documents, whatever keeps them.
 */
export function contentReaderContract(name: string, make: () => Promise<ContentReaderUnderTest>) {
  describe(`ContentReader contract: ${name}`, () => {
    let subject: ContentReaderUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    it('answers null for unknown pages and posts, and for posts not published yet', async () => {
      expect(await subject.reader.getPage('no-such-page')).toBeNull();
      expect(await subject.reader.getPost('no-such-post')).toBeNull();
      expect(await subject.reader.getPost('winter-news')).toBeNull();
    });

    it('never shows a draft, whatever its publication date', async () => {
      expect(await subject.reader.getPost('money-draft')).toBeNull();
      const money = await subject.reader.listPosts({ page: 1, category: 'Money' });
      expect(money.posts.map((p) => p.slug)).not.toContain('money-draft');
      expect((await subject.reader.listPublishedPaths()).map((p) => p.path)).not.toContain('/blog/money-draft');
    });

    it('lists published posts newest first, six a page, with categories and page count', async () => {
      const first = await subject.reader.listPosts({ page: 1, category: null });
      expect(first.posts.map((p) => p.slug)).toEqual([
        'published-this-moment',
        'bookings-open',
        'exam-wellbeing',
        'leeds-guide',
        'manchester-guide',
        'moving-in-checklist',
      ]);
      expect(first).toMatchObject({ page: 1, page_count: 2, total: 8, category: null });
      expect(first.categories).toEqual(['City guides', 'Money', 'Moving in', 'News', 'Wellbeing']);
      const second = await subject.reader.listPosts({ page: 2, category: null });
      expect(second.posts.map((p) => p.slug)).toEqual(['guarantors-explained', 'budgeting-basics']);
      expect(await subject.reader.listPosts({ page: 7, category: null })).toMatchObject({
        posts: [],
        page: 7,
        page_count: 2,
        total: 8,
      });
    });

    it('filters posts by category', async () => {
      const money = await subject.reader.listPosts({ page: 1, category: 'Money' });
      expect(money.posts.map((p) => p.slug)).toEqual(['guarantors-explained', 'budgeting-basics']);
      expect(money).toMatchObject({ page_count: 1, total: 2, category: 'Money' });
      const news = await subject.reader.listPosts({ page: 1, category: 'News' });
      expect(news.posts.map((p) => p.slug)).toEqual(['published-this-moment', 'bookings-open']);
      expect(await subject.reader.listPosts({ page: 1, category: 'Gardening' })).toMatchObject({
        posts: [],
        total: 0,
        page_count: 1,
      });
    });

    it('gives post summaries with reading time and cover picture', async () => {
      const money = await subject.reader.listPosts({ page: 1, category: 'Money' });
      expect(money.posts[1]).toEqual({
        _id: '00000000-0000-4000-8000-0000000cb001',
        slug: 'budgeting-basics',
        title: 'budgeting basics',
        excerpt: 'About budgeting-basics.',
        category: 'Money',
        author: 'The team',
        published_at: '2026-03-01T00:00:00.000Z',
        reading_minutes: 3,
        cover: {
          _id: contentMediaIds.coverMoney,
          alt: 'Coins in a jar',
          formats: {
            thumbnail: { url: `/media/${contentMediaIds.coverMoney}/thumbnail.webp`, width: 240, height: 160 },
            small: { url: `/media/${contentMediaIds.coverMoney}/small.webp`, width: 480, height: 320 },
            medium: { url: `/media/${contentMediaIds.coverMoney}/medium.webp`, width: 960, height: 640 },
            large: { url: `/media/${contentMediaIds.coverMoney}/large.webp`, width: 1600, height: 1067 },
            // Named whatever the row says (a row from before them, ADR 066): made on the first ask.
            phone: mediaFormats(contentMediaIds.coverMoney).phone,
            tablet: mediaFormats(contentMediaIds.coverMoney).tablet,
          },
        },
      });
      expect(money.posts[0]?.reading_minutes).toBe(1);
      const news = await subject.reader.listPosts({ page: 1, category: 'News' });
      expect(news.posts[0]?.cover).toBeNull();
    });

    it('gives a post with its body and up to three related posts, same category first', async () => {
      const post = await subject.reader.getPost('guarantors-explained');
      expect(post).toMatchObject({ slug: 'guarantors-explained', category: 'Money', reading_minutes: 1 });
      expect(post?.body).toContain('word');
      // The body as the post page shows it: Markdown rendered on the server (ADR 051).
      expect(post?.body_html).toMatch(/^<p>word word/);
      expect(post?.related.map((p) => p.slug)).toEqual(['budgeting-basics', 'published-this-moment', 'bookings-open']);
      expect(post?.related[0]?.cover?._id).toBe(contentMediaIds.coverMoney);
      const guide = await subject.reader.getPost('leeds-guide');
      expect(guide?.related.map((p) => p.slug)).toEqual(['manchester-guide', 'published-this-moment', 'bookings-open']);
    });

    it('lists every FAQ, categories in the order of their first question', async () => {
      const faqs = await subject.reader.listFaqs();
      expect(faqs.map((f) => [f.category, f.question])).toEqual([
        ['Booking', 'Question 1?'],
        ['Booking', 'Question 2?'],
        ['Booking', 'Question 6?'],
        ['Payments', 'Question 3?'],
        ['Viewings', 'Question 4?'],
        ['Moving in', 'Question 5?'],
        ['Living with us', 'Question 7?'],
      ]);
      expect(faqs[0]).toEqual({
        _id: '00000000-0000-4000-8000-0000000cc001',
        category: 'Booking',
        question: 'Question 1?',
        answer: 'Answer 1.',
        property_id: null,
        city_id: null,
      });
      expect(faqs.at(-1)).toMatchObject({ property_id: 'square-gardens', city_id: 'manchester' });
    });

    it('lists only current offers, ending soonest first, with where they apply', async () => {
      const offers = await subject.reader.listOffers();
      expect(offers.map((o) => o.slug)).toEqual(['manchester-250-off', 'square-gardens-viewing', 'refer-a-friend']);
      expect(offers[1]).toEqual({
        _id: '00000000-0000-4000-8000-0000000cd003',
        slug: 'square-gardens-viewing',
        title: 'square gardens viewing',
        summary: 'Summary of square-gardens-viewing.',
        terms: 'Terms of square-gardens-viewing.',
        code: 'SQUAREGARDENSVIEWING',
        starts_at: '2026-11-10T00:00:00.000Z',
        ends_at: '2027-01-31T00:00:00.000Z',
        city_id: 'manchester',
        city_name: 'Manchester',
        property_id: 'square-gardens',
        property_name: 'Square Gardens',
      });
      expect(offers[0]).toMatchObject({ city_id: 'manchester', city_name: 'Manchester', property_id: null });
      expect(offers[2]).toMatchObject({ city_id: null, city_name: null, property_id: null, property_name: null });
    });

    it('gives a page with its plain blocks as stored, nulls for what is not set', async () => {
      const page = await subject.reader.getPage('about-us');
      expect(page).toMatchObject({
        _id: '00000000-0000-4000-8000-0000000ce001',
        slug: 'about-us',
        title: 'About us',
        description: 'Who we are and what we care about.',
        updated_at: '2026-10-01T08:30:00.000Z',
      });
      expect(page?.blocks.map((b) => b.type)).toEqual([
        'rich-text',
        'image',
        'cards',
        'faq-list',
        'call-to-action',
        'property-list',
        'property-list',
        'property-list',
        'property-list',
        'form',
        'hero',
        'media-text',
        'media-text',
        'facts',
        'aside',
        'aside',
      ]);
      expect(block(page?.blocks, 'rich-text')).toEqual({
        type: 'rich-text',
        heading: 'Who we are',
        body: 'A small team.\n\nIn two cities.',
      });
      expect(block(page?.blocks, 'cards')?.cards).toEqual([
        { title: 'Honest prices', body: 'Bills included.', href: null },
        { title: 'Fast repairs', body: 'Within a day.', href: '/support' },
      ]);
      expect(block(page?.blocks, 'call-to-action')).toEqual({
        type: 'call-to-action',
        heading: 'Find a room',
        body: 'Browse our cities.',
        label: 'Explore',
        href: '/city-listing',
      });
      expect(block(page?.blocks, 'form')).toEqual({ type: 'form', form: 'contact', heading: 'Write to us' });
    });

    it('gives the marketing blocks: the page’s picture, pictures beside text, figures and side panels', async () => {
      const page = await subject.reader.getPage('about-us');
      const picture = (alt: string) => ({
        _id: contentMediaIds.pagePicture,
        alt,
        formats: expect.objectContaining({
          medium: { url: `/media/${contentMediaIds.pagePicture}/medium.webp`, width: 960, height: 640 },
        }),
      });
      expect(block(page?.blocks, 'hero')).toEqual({ type: 'hero', media: picture('Residents in the courtyard') });
      expect(block(page?.blocks, 'media-text')).toEqual({
        type: 'media-text',
        heading: 'A team in every building',
        body: 'On site every weekday.',
        media: picture('The lounge'),
        media_side: 'left',
        link: { label: 'Student life', href: '/student-life' },
      });
      expect(block(page?.blocks, 'media-text', 1)).toMatchObject({ media_side: 'right', link: null });
      expect(block(page?.blocks, 'facts')).toEqual({
        type: 'facts',
        heading: null,
        facts: [{ value: '15', label: 'student homes' }],
      });
      expect(block(page?.blocks, 'aside')).toEqual({
        type: 'aside',
        style: 'contact',
        heading: 'Talk to us',
        body: 'We answer within a day.',
        links: [],
      });
      expect(block(page?.blocks, 'aside', 1)).toEqual({
        type: 'aside',
        style: 'links',
        heading: 'Related pages',
        body: null,
        links: [{ label: 'Parents', href: '/parent' }],
      });
    });

    it('resolves a page picture to a media document and an FAQ list to its category’s questions', async () => {
      const page = await subject.reader.getPage('about-us');
      expect(block(page?.blocks, 'image')).toEqual({
        type: 'image',
        caption: 'Welcome week.',
        media: {
          _id: contentMediaIds.pagePicture,
          alt: 'Our team in the lounge',
          formats: {
            thumbnail: { url: `/media/${contentMediaIds.pagePicture}/thumbnail.webp`, width: 240, height: 160 },
            small: { url: `/media/${contentMediaIds.pagePicture}/small.webp`, width: 480, height: 320 },
            medium: { url: `/media/${contentMediaIds.pagePicture}/medium.webp`, width: 960, height: 640 },
            large: { url: `/media/${contentMediaIds.pagePicture}/large.webp`, width: 1600, height: 1067 },
            // Named whatever the row says (a row from before them, ADR 066): made on the first ask.
            phone: mediaFormats(contentMediaIds.pagePicture).phone,
            tablet: mediaFormats(contentMediaIds.pagePicture).tablet,
          },
        },
      });
      const faqs = block(page?.blocks, 'faq-list');
      expect(faqs).toMatchObject({ heading: 'Booking questions', category: 'Booking' });
      expect(faqs?.faqs.map((f) => f.question)).toEqual(['Question 1?', 'Question 2?', 'Question 6?']);
    });

    it('resolves property lists to the catalogue’s own property cards: featured, a city’s, all', async () => {
      const page = await subject.reader.getPage('about-us');
      const lists = [0, 1, 2, 3].map((i) => block(page?.blocks, 'property-list', i));
      expect(lists.map((l) => [l?.heading, l?.properties.map((p) => p.id)])).toEqual([
        ['Featured', ['square-gardens']],
        ['In Manchester', ['square-gardens', 'canal-view']],
        ['Everywhere', ['square-gardens', 'canal-view']],
        ['In Leeds', []],
      ]);
      expect(lists[1]?.properties[0]).toMatchObject({
        _id: '00000000-0000-4000-8000-00000000e001',
        city_id: 'manchester',
        city_name: 'Manchester',
        display_name: 'Square Gardens',
        room_starting_price: 199,
        room_type_count: 2,
        available: true,
        media_gallery: [
          {
            _id: '00000000-0000-4000-8000-00000000a002',
            formats: { small: { url: expect.stringMatching(/small\.webp$/) } },
          },
          expect.anything(),
        ],
      });
    });

    it('resolves a university list to every university with its nearest properties', async () => {
      const page = await subject.reader.getPage('university');
      const list = block(page?.blocks, 'university-list');
      expect(list?.heading).toBe('Find a home near your university');
      expect(
        list?.universities.map((u) => [
          u.university.id,
          u.city_name,
          u.properties.map((p) => [p.id, p.distance.distance_km, p.distance.walk_minutes]),
        ]),
      ).toEqual([
        [
          'manchester-metropolitan-university',
          'Manchester',
          [
            ['square-gardens', 0.2, 3],
            ['canal-view', 0.8, 12],
          ],
        ],
        [
          'university-of-manchester',
          'Manchester',
          [
            ['square-gardens', 0.7, 10],
            ['canal-view', 1.2, 18],
          ],
        ],
      ]);
      expect(list?.universities[0]?.university).toMatchObject({
        name: 'Manchester Metropolitan University',
        city_id: 'manchester',
      });
      expect(list?.universities[0]?.properties[0]).toMatchObject({
        display_name: 'Square Gardens',
        distance: { university_id: 'manchester-metropolitan-university', short_name: 'Man Met' },
      });
      expect(block(page?.blocks, 'form')).toEqual({ type: 'form', form: 'group-booking', heading: null });
    });

    it('lists the paths of pages and published posts with their last change', async () => {
      expect(await subject.reader.listPublishedPaths()).toEqual([
        { path: '/about-us', updated_at: '2026-10-01T08:30:00.000Z' },
        { path: '/university', updated_at: '2026-09-15T00:00:00.000Z' },
        { path: '/blog/published-this-moment', updated_at: '2026-11-21T12:00:00.000Z' },
        { path: '/blog/bookings-open', updated_at: '2026-11-20T00:00:00.000Z' },
        { path: '/blog/exam-wellbeing', updated_at: '2026-10-05T00:00:00.000Z' },
        { path: '/blog/leeds-guide', updated_at: '2026-09-20T00:00:00.000Z' },
        { path: '/blog/manchester-guide', updated_at: '2026-09-01T00:00:00.000Z' },
        { path: '/blog/moving-in-checklist', updated_at: '2026-08-15T00:00:00.000Z' },
        { path: '/blog/guarantors-explained', updated_at: '2026-05-10T09:00:00.000Z' },
        { path: '/blog/budgeting-basics', updated_at: '2026-03-01T00:00:00.000Z' },
      ]);
    });

    // Moves the clock on, so it runs last.
    it('publishes a post and changes the current offers as time passes', async () => {
      subject.time.advance(Date.parse('2027-01-05T00:00:00.000Z') - subject.time.now());
      expect((await subject.reader.getPost('winter-news'))?.slug).toBe('winter-news');
      const list = await subject.reader.listPosts({ page: 1, category: null });
      expect(list.posts[0]?.slug).toBe('winter-news');
      expect(list.total).toBe(9);
      expect((await subject.reader.listOffers()).map((o) => o.slug)).toEqual([
        'square-gardens-viewing',
        'early-bird',
        'refer-a-friend',
      ]);
      expect((await subject.reader.listPublishedPaths()).map((p) => p.path)).toContain('/blog/winter-news');
    });
  });
}
