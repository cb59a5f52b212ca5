import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareShareSearch, parseCompareShare, parseIdList } from '../../../src/domain/compare/compare-share';

const id = fc.uuid();

describe('compare share links', () => {
  it('reads the ids a share link names, each once, at most 4, ignoring what is not an id', () => {
    expect(parseCompareShare('?properties=a1,b2,a1,,%3Cscript%3E')).toEqual({ kind: 'properties', ids: ['a1', 'b2'] });
    expect(parseCompareShare('?rooms=r1,r2,r3,r4,r5')).toEqual({ kind: 'rooms', ids: ['r1', 'r2', 'r3', 'r4'] });
    expect(parseCompareShare('')).toBeNull();
    expect(parseCompareShare('?properties=')).toBeNull();
    expect(parseCompareShare('?utm_source=mail')).toBeNull();
  });

  it('prefers properties when a link names both', () => {
    expect(parseCompareShare('?rooms=r1&properties=p1')).toEqual({ kind: 'properties', ids: ['p1'] });
  });

  it('round-trips: the link built from a list opens the same list', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('properties', 'rooms') as fc.Arbitrary<'properties' | 'rooms'>,
        fc.uniqueArray(id, { minLength: 1, maxLength: 4 }),
        (kind, ids) => {
          expect(parseCompareShare(compareShareSearch(kind, ids))).toEqual({ kind, ids });
        },
      ),
    );
  });

  it('limits any id list to the count asked for', () => {
    expect(parseIdList('a,b,c', 2)).toEqual(['a', 'b']);
    expect(parseIdList(null, 2)).toEqual([]);
    expect(parseIdList('x'.repeat(65), 2)).toEqual([]);
  });
});
