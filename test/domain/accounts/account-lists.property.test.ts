import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccountLists,
  emptyLists,
  FAVOURITES_CAPACITY,
  LIST_CAPACITY,
  mergeLists,
  sameLists,
} from '../../../src/domain/accounts/account-lists';
import { compareCapacity } from '../../../src/domain/compare/compare-list';

const ids = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h');
const item = (id: string) => ({
  id,
  display_name: `Item ${id}`,
  image: '',
  sub_text: '',
  price: '120',
  billing_frequency: 'week' as const,
  currency: 'GBP',
});
const fav = (id: string) => ({ kind: 'property' as const, id, path: `/leeds/${id}`, display_name: id });
const uniqueIds = (max: number) => fc.uniqueArray(ids, { maxLength: max });
const lists: fc.Arbitrary<AccountLists> = fc.record({
  favourites: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 60 }).map((l) => l.map(fav)),
  compareProperties: uniqueIds(compareCapacity).map((l) => l.map(item)),
  compareRooms: uniqueIds(compareCapacity).map((l) => l.map(item)),
});
const kinds = ['favourites', 'compareProperties', 'compareRooms'] as const;
const idsOf = (l: readonly { id: string }[]) => l.map((i) => i.id);

describe('merging a device lists with the account lists', () => {
  it('the compare capacity is the spec constant (4) and favourites keep at most 50', () => {
    expect(LIST_CAPACITY.compareProperties).toBe(4);
    expect(LIST_CAPACITY.compareRooms).toBe(4);
    expect(LIST_CAPACITY.compareRooms).toBe(compareCapacity);
    expect(FAVOURITES_CAPACITY).toBe(50);
  });

  it('never holds an id twice, nor more than a list holds', () => {
    fc.assert(
      fc.property(lists, lists, (device, account) => {
        const merged = mergeLists(device, account);
        for (const kind of kinds) {
          const got = idsOf(merged[kind]);
          expect(new Set(got).size).toBe(got.length);
          expect(got.length).toBeLessThanOrEqual(LIST_CAPACITY[kind]);
        }
      }),
    );
  });

  it('keeps the order: the account list as it was, then what only the device had, in the device order', () => {
    fc.assert(
      fc.property(lists, lists, (device, account) => {
        const merged = mergeLists(device, account);
        for (const kind of kinds) {
          const accountIds = idsOf(account[kind]).slice(0, LIST_CAPACITY[kind]);
          const extra = idsOf(device[kind]).filter((id) => !accountIds.includes(id));
          expect(idsOf(merged[kind])).toEqual([...accountIds, ...extra].slice(0, LIST_CAPACITY[kind]));
        }
      }),
    );
  });

  it('loses nothing that fits: every item of either side is kept while there is room', () => {
    fc.assert(
      fc.property(lists, lists, (device, account) => {
        const merged = mergeLists(device, account);
        for (const kind of kinds) {
          const union = new Set([...idsOf(account[kind]), ...idsOf(device[kind])]);
          const got = idsOf(merged[kind]);
          expect(got.length).toBe(Math.min(union.size, LIST_CAPACITY[kind]));
          for (const id of got) expect(union.has(id)).toBe(true);
        }
      }),
    );
  });

  it('is idempotent, and merging a list with itself or with nothing gives it back', () => {
    fc.assert(
      fc.property(lists, lists, (device, account) => {
        const merged = mergeLists(device, account);
        expect(sameLists(mergeLists(device, merged), merged)).toBe(true);
        expect(sameLists(mergeLists(merged, merged), merged)).toBe(true);
        expect(sameLists(mergeLists(emptyLists, account), mergeLists(account, emptyLists))).toBe(true);
      }),
    );
  });

  it('takes the account copy of an item both sides hold (the one saved from every device)', () => {
    const device = { ...emptyLists, compareRooms: [{ ...item('a'), price: '99' }] };
    const account = { ...emptyLists, compareRooms: [item('a')] };
    expect(mergeLists(device, account).compareRooms).toEqual([item('a')]);
  });

  it('a full account compare list leaves the device extras out; favourites fill up to 50', () => {
    const account = { ...emptyLists, compareRooms: ['a', 'b', 'c', 'd'].map(item) };
    const device = { ...emptyLists, compareRooms: [item('e')] };
    expect(idsOf(mergeLists(device, account).compareRooms)).toEqual(['a', 'b', 'c', 'd']);
    const many = { ...emptyLists, favourites: Array.from({ length: 45 }, (_, i) => fav(`x${i}`)) };
    const more = { ...emptyLists, favourites: Array.from({ length: 10 }, (_, i) => fav(`y${i}`)) };
    expect(mergeLists(more, many).favourites).toHaveLength(50);
  });

  it('sameLists compares ids in order', () => {
    expect(sameLists(emptyLists, emptyLists)).toBe(true);
    expect(sameLists({ ...emptyLists, favourites: [fav('a')] }, emptyLists)).toBe(false);
    expect(
      sameLists(
        { ...emptyLists, compareRooms: [item('a'), item('b')] },
        { ...emptyLists, compareRooms: [item('b'), item('a')] },
      ),
    ).toBe(false);
  });
});
