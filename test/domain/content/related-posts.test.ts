import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relatedPosts } from '../../../src/domain/content/related-posts';

const post = (slug: string, category: string, publishedAt: string) => ({ slug, category, publishedAt });

describe('relatedPosts', () => {
  const me = post('me', 'Money', '2026-05-01T00:00:00.000Z');
  const all = [
    me,
    post('news-new', 'News', '2026-10-01T00:00:00.000Z'),
    post('money-old', 'Money', '2026-01-01T00:00:00.000Z'),
    post('guide', 'City guides', '2026-09-01T00:00:00.000Z'),
    post('money-new', 'Money', '2026-08-01T00:00:00.000Z'),
  ];

  it('gives the same category first (newest first), then the most recent others, at most 3', () => {
    expect(relatedPosts(me, all).map((p) => p.slug)).toEqual(['money-new', 'money-old', 'news-new']);
  });

  it('fills with the most recent posts when no other post shares the category', () => {
    const lonely = post('lonely', 'Wellbeing', '2026-02-01T00:00:00.000Z');
    expect(relatedPosts(lonely, [lonely, ...all]).map((p) => p.slug)).toEqual(['news-new', 'guide', 'money-new']);
  });

  it('gives nothing when the post is the only one', () => {
    expect(relatedPosts(me, [me])).toEqual([]);
  });

  it('never includes the post itself, repeats nothing, holds at most 3, and same-category posts come first', () => {
    const arbitrary = fc.uniqueArray(
      fc.record({
        slug: fc.stringMatching(/^[a-z]{1,6}$/),
        category: fc.constantFrom('A', 'B', 'C'),
        publishedAt: fc.integer({ min: 0, max: 1e12 }).map((ms) => new Date(ms).toISOString()),
      }),
      { selector: (p) => p.slug, minLength: 1, maxLength: 20 },
    );
    fc.assert(
      fc.property(arbitrary, fc.nat(), (posts, pick) => {
        const subject = posts[pick % posts.length] ?? posts[0];
        if (!subject) return;
        const related = relatedPosts(subject, posts);
        expect(related.length).toBe(Math.min(3, posts.length - 1));
        expect(related.some((p) => p.slug === subject.slug)).toBe(false);
        expect(new Set(related.map((p) => p.slug)).size).toBe(related.length);
        const firstOther = related.findIndex((p) => p.category !== subject.category);
        if (firstOther >= 0) {
          expect(related.slice(firstOther).every((p) => p.category !== subject.category)).toBe(true);
          const sameCount = posts.filter((p) => p.category === subject.category && p.slug !== subject.slug).length;
          expect(firstOther).toBe(sameCount);
        }
      }),
    );
  });
});
