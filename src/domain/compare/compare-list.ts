import type { ComparedItem } from './compared-item';

/** Spec section 9: at most 4 properties and at most 4 rooms. */
export const compareCapacity = 4;

export type AddResult = 'added' | 'exists' | 'capacity_reached';

/**
 * Adding to a compare list (spec section 4): an id already there gives `exists`, a full list
 * gives `capacity_reached`, both changing nothing; otherwise the item is appended (`added`).
 */
export function addToCompare(
  list: readonly ComparedItem[],
  item: ComparedItem,
  capacity = compareCapacity,
): { readonly result: AddResult; readonly list: readonly ComparedItem[] } {
  if (list.some((i) => i.id === item.id)) return { result: 'exists', list };
  if (list.length >= capacity) return { result: 'capacity_reached', list };
  return { result: 'added', list: [...list, item] };
}

export function removeFromCompare(list: readonly ComparedItem[], id: string): readonly ComparedItem[] {
  return list.filter((i) => i.id !== id);
}
