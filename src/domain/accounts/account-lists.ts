import type { ComparedItem } from '../compare/compared-item';
import type { FavouriteRef } from '../favourites/favourite';

/**
 * The visitor's shortlists as an account keeps them (issue 20, ADR 053): favourites and both
 * compare lists, the same items the device keeps in local storage.
 */
export interface AccountLists {
  readonly favourites: readonly FavouriteRef[];
  readonly compareProperties: readonly ComparedItem[];
  readonly compareRooms: readonly ComparedItem[];
}

export type ListName = keyof AccountLists;

/** The favourites store keeps at most 50 (favourites.store.ts); the compare lists 4 each (spec section 9). */
export const FAVOURITES_CAPACITY = 50;

/**
 * compareCapacity (compare-list.ts), not imported: the account's code loads apart from the first
 * load's, and sharing that module would split its chunk (ADR 053). The tests hold the two equal.
 */
const COMPARE_CAPACITY = 4;

export const LIST_CAPACITY: Readonly<Record<ListName, number>> = {
  favourites: FAVOURITES_CAPACITY,
  compareProperties: COMPARE_CAPACITY,
  compareRooms: COMPARE_CAPACITY,
};

export const LIST_NAMES: readonly ListName[] = ['favourites', 'compareProperties', 'compareRooms'];

export const emptyLists: AccountLists = { favourites: [], compareProperties: [], compareRooms: [] };

function mergeOne<T extends { readonly id: string }>(
  device: readonly T[],
  account: readonly T[],
  capacity: number,
): T[] {
  const merged: T[] = [];
  const seen = new Set<string>();
  for (const item of [...account, ...device]) {
    if (merged.length >= capacity) break;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    merged.push(item);
  }
  return merged;
}

/**
 * A device's lists merged with the account's at sign-in: each list is the account's as it was (the
 * one every device saved into), then what only the device had, in the device's order, up to the
 * list's capacity. No id twice; nothing that fits is lost; merging again changes nothing.
 */
export function mergeLists(device: AccountLists, account: AccountLists): AccountLists {
  return {
    favourites: mergeOne(device.favourites, account.favourites, LIST_CAPACITY.favourites),
    compareProperties: mergeOne(device.compareProperties, account.compareProperties, LIST_CAPACITY.compareProperties),
    compareRooms: mergeOne(device.compareRooms, account.compareRooms, LIST_CAPACITY.compareRooms),
  };
}

/** Whether two sets of lists hold the same ids in the same order. */
export function sameLists(a: AccountLists, b: AccountLists): boolean {
  return LIST_NAMES.every(
    (name) => a[name].length === b[name].length && a[name].every((item, i) => item.id === b[name][i]?.id),
  );
}
