import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRecord, readStoredList, textOr } from '../../../src/domain/shared/untrusted-values';

const readId = (entry: unknown) => (isRecord(entry) && typeof entry.id === 'string' ? { id: entry.id } : null);

describe('reading untrusted values', () => {
  it('tells records from null, arrays and scalars', () => {
    expect([{}, { a: 1 }].map(isRecord)).toEqual([true, true]);
    expect([null, [], 'x', 1, undefined].map(isRecord)).toEqual([false, false, false, false, false]);
  });

  it('takes strings and falls back for anything else', () => {
    expect(textOr('a')).toBe('a');
    expect(textOr(3)).toBe('');
    expect(textOr(null, 'x')).toBe('x');
  });

  it('reads a stored list: readable entries, first of each id, at most the limit', () => {
    expect(readStoredList('[{"id":"a"},{"id":"a"},7,{"id":"b"},{"id":"c"}]', readId, 2)).toEqual([
      { id: 'a' },
      { id: 'b' },
    ]);
    expect(readStoredList(null, readId, 4)).toEqual([]);
    expect(readStoredList('{"id":"a"}', readId, 4)).toEqual([]);
    expect(readStoredList('not json', readId, 4)).toEqual([]);
  });

  it('never throws and never breaks its bounds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), fc.integer({ min: 0, max: 5 }), (raw, limit) => {
        const list = readStoredList(raw, readId, limit);
        expect(list.length).toBeLessThanOrEqual(limit);
        expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
      }),
    );
  });
});
