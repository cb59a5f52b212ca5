import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePostListQuery, postListSearch } from '../../../src/domain/content/post-list-query';

describe('the blog listing query', () => {
  it.each([
    ['', { page: 1, category: null }],
    ['?page=2', { page: 2, category: null }],
    ['page=3&category=Money', { page: 3, category: 'Money' }],
    ['?category=City%20guides', { page: 1, category: 'City guides' }],
    ['?page=0', { page: 1, category: null }],
    ['?page=-4', { page: 1, category: null }],
    ['?page=2.5', { page: 1, category: null }],
    ['?page=abc', { page: 1, category: null }],
    ['?page=99999', { page: 1, category: null }],
    ['?category=', { page: 1, category: null }],
    [`?category=${'x'.repeat(61)}`, { page: 1, category: null }],
  ])('reads %s as %j', (search, query) => {
    expect(parsePostListQuery(search)).toEqual(query);
  });

  it('writes the first page without a page number, and nothing for the plain listing', () => {
    expect(postListSearch({ page: 1, category: null })).toBe('');
    expect(postListSearch({ page: 2, category: 'City guides' })).toBe('?category=City+guides&page=2');
  });

  it('reads back what it writes, and never throws on any input', () => {
    const query = fc.record({
      page: fc.integer({ min: 1, max: 1000 }),
      category: fc.option(
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() === s && s !== ''),
        {
          nil: null,
        },
      ),
    });
    fc.assert(
      fc.property(query, (q) => {
        expect(parsePostListQuery(postListSearch(q))).toEqual(q);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(() => parsePostListQuery(s)).not.toThrow();
      }),
    );
  });
});
