import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToCompare, compareCapacity, removeFromCompare } from '../../../src/domain/compare/compare-list';
import type { ComparedItem } from '../../../src/domain/compare/compared-item';

const item = (id: string): ComparedItem => ({
  id,
  display_name: id,
  image: '',
  sub_text: '',
  price: '',
  billing_frequency: 'week',
  currency: 'GBP',
});

describe('a compare list (spec sections 4, 5 and 9)', () => {
  it('holds at most 4', () => {
    expect(compareCapacity).toBe(4);
  });

  it('appends a new item: added', () => {
    expect(addToCompare([item('a')], item('b'))).toEqual({ result: 'added', list: [item('a'), item('b')] });
  });

  it('gives exists for an id already there, and changes nothing', () => {
    const list = [item('a'), item('b')];
    const outcome = addToCompare(list, { ...item('a'), display_name: 'renamed' });
    expect(outcome.result).toBe('exists');
    expect(outcome.list).toBe(list);
  });

  it('gives capacity_reached at 4, and changes nothing', () => {
    const full = ['a', 'b', 'c', 'd'].map(item);
    const outcome = addToCompare(full, item('e'));
    expect(outcome).toEqual({ result: 'capacity_reached', list: full });
  });

  it('says exists rather than capacity_reached for an id already in a full list', () => {
    expect(addToCompare(['a', 'b', 'c', 'd'].map(item), item('c')).result).toBe('exists');
  });

  it('removes by id, leaving the rest in order', () => {
    expect(removeFromCompare(['a', 'b', 'c'].map(item), 'b')).toEqual([item('a'), item('c')]);
    expect(removeFromCompare([item('a')], 'zz')).toEqual([item('a')]);
  });

  it('never holds more than 4 or the same id twice, whatever is added', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f')), (ids) => {
        let list: readonly ComparedItem[] = [];
        for (const id of ids) list = addToCompare(list, item(id)).list;
        expect(list.length).toBeLessThanOrEqual(4);
        expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
      }),
    );
  });
});
