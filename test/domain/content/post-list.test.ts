import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postsPerPage } from '../../../src/domain/content/content';
import { pageCount, paginatePosts, publishedPosts } from '../../../src/domain/content/post-list';

const post = (slug: string, publishedAt: string, category = 'News', status: 'draft' | 'published' = 'published') => ({
  slug,
  publishedAt,
  category,
  status,
});

describe('publishedPosts', () => {
  const now = Date.parse('2026-11-21T12:00:00.000Z');

  it('keeps posts published at or before now, newest first', () => {
    const posts = [
      post('old', '2026-01-01T00:00:00.000Z'),
      post('future', '2026-11-21T12:00:00.001Z'),
      post('exactly-now', '2026-11-21T12:00:00.000Z'),
      post('mid', '2026-06-01T00:00:00.000Z'),
    ];
    expect(publishedPosts(posts, now).map((p) => p.slug)).toEqual(['exactly-now', 'mid', 'old']);
  });

  it('orders posts published together by slug', () => {
    const at = '2026-03-01T00:00:00.000Z';
    expect(publishedPosts([post('b', at), post('a', at)], now).map((p) => p.slug)).toEqual(['a', 'b']);
  });
});

describe('pageCount', () => {
  it('is at least 1 and rounds up', () => {
    expect([0, 1, 6, 7, 12, 13].map((n) => pageCount(n))).toEqual([1, 1, 1, 2, 2, 3]);
  });
});

describe('paginatePosts', () => {
  const posts = Array.from({ length: 14 }, (_, i) =>
    post(`p${i}`, '2026-01-01', i % 3 === 0 ? 'Money' : 'City guides'),
  );

  it(`gives ${postsPerPage} posts a page, with the page count, total and categories`, () => {
    const first = paginatePosts(posts, { page: 1, category: null });
    expect(first.items.map((p) => p.slug)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    expect(first).toMatchObject({ page: 1, page_count: 3, total: 14, category: null });
    expect(first.categories).toEqual(['City guides', 'Money']);
    expect(paginatePosts(posts, { page: 3, category: null }).items.map((p) => p.slug)).toEqual(['p12', 'p13']);
  });

  it('gives an empty page past the end, not an error', () => {
    const past = paginatePosts(posts, { page: 9, category: null });
    expect(past).toMatchObject({ items: [], page: 9, page_count: 3, total: 14 });
  });

  it('filters by category, ignoring letter case, and names it as the posts spell it', () => {
    const money = paginatePosts(posts, { page: 1, category: 'money' });
    expect(money.items.map((p) => p.slug)).toEqual(['p0', 'p3', 'p6', 'p9', 'p12']);
    expect(money).toMatchObject({ category: 'Money', total: 5, page_count: 1 });
    expect(money.categories).toEqual(['City guides', 'Money']);
  });

  it('answers an unknown category with no posts and one page', () => {
    expect(paginatePosts(posts, { page: 1, category: 'Gardening' })).toMatchObject({
      items: [],
      total: 0,
      page_count: 1,
      category: 'Gardening',
    });
  });

  it('has one empty page when there are no posts', () => {
    expect(paginatePosts([], { page: 1, category: null })).toMatchObject({ items: [], page_count: 1, total: 0 });
  });

  it('covers every matching post exactly once across its pages, none longer than a page', () => {
    const arbitraryPosts = fc.array(
      fc.record({ slug: fc.uuid(), publishedAt: fc.constant('2026-01-01'), category: fc.constantFrom('A', 'B', 'C') }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(
        arbitraryPosts,
        fc.constantFrom(null, 'A', 'b'),
        fc.integer({ min: 1, max: 8 }),
        (all, category, size) => {
          const first = paginatePosts(all, { page: 1, category }, size);
          expect(first.page_count).toBe(Math.max(1, Math.ceil(first.total / size)));
          const seen = [];
          for (let page = 1; page <= first.page_count + 1; page++) {
            const { items } = paginatePosts(all, { page, category }, size);
            expect(items.length).toBeLessThanOrEqual(size);
            if (page > first.page_count) expect(items).toEqual([]);
            seen.push(...items);
          }
          const matching = category ? all.filter((p) => p.category.toLowerCase() === category.toLowerCase()) : all;
          expect(seen).toEqual(matching);
        },
      ),
    );
  });
});
