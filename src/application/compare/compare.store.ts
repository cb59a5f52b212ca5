import { BehaviorSubject, type Observable } from 'rxjs';
import { type AddResult, addToCompare, compareCapacity, removeFromCompare } from '../../domain/compare/compare-list';
import { type ComparedItem, type CompareKind, comparedItem } from '../../domain/compare/compared-item';
import type { BillingPeriod } from '../../domain/pricing/price-format';
import { isRecord, readStoredList, textOr } from '../../domain/shared/untrusted-values';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';
import { StoredValue } from '../shared/stored-value';

/** The two compare lists (spec section 4): properties and rooms. */

/** Where each list is kept on the device (spec section 9). */
export const compareStorageKeys: Readonly<Record<CompareKind, string>> = {
  properties: 'compareProperties',
  rooms: 'compareRooms',
};

const periods: readonly BillingPeriod[] = ['week', 'month', 'year'];

/** One compared item as kept, or null when it has no id. */
function readComparedItem(entry: unknown): ComparedItem | null {
  if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '') return null;
  return {
    id: entry.id,
    display_name: textOr(entry.display_name),
    image: textOr(entry.image),
    sub_text: textOr(entry.sub_text),
    price: textOr(entry.price),
    billing_frequency: periods.find((p) => p === entry.billing_frequency) ?? 'week',
    currency: textOr(entry.currency),
  };
}

/**
 * A list as kept on the device, read without trusting it: anything that is not a list of items
 * with an id is ignored, duplicates after the first are dropped, and no more than the capacity is
 * kept. Never throws.
 */
export function readCompareList(raw: string | null): readonly ComparedItem[] {
  return readStoredList(raw, readComparedItem, compareCapacity);
}

/**
 * The compare lists as streams, kept in device storage under their keys and in step with other
 * tabs (storage events). The panel's visibility is null until something sets it (spec section 4).
 */
export class CompareStore {
  private readonly lists: Record<CompareKind, StoredValue<readonly ComparedItem[]>>;
  private readonly panel = new BehaviorSubject<CompareKind | null>(null);

  constructor(storage: KeyValueStorage) {
    this.lists = {
      properties: new StoredValue(storage, compareStorageKeys.properties, readCompareList),
      rooms: new StoredValue(storage, compareStorageKeys.rooms, readCompareList),
    };
  }

  list$(kind: CompareKind): Observable<readonly ComparedItem[]> {
    return this.lists[kind].value$;
  }

  current(kind: CompareKind): readonly ComparedItem[] {
    return this.lists[kind].value;
  }

  /** Adds a document (a property or a room) as a compared item; `invalid` when it has no id. */
  add(kind: CompareKind, doc: unknown): AddResult | 'invalid' {
    const item = comparedItem(doc);
    if (!item) return 'invalid';
    const { result, list } = addToCompare(this.current(kind), item);
    if (result === 'added') this.lists[kind].save(list);
    return result;
  }

  remove(kind: CompareKind, id: string): void {
    this.lists[kind].save(removeFromCompare(this.current(kind), id));
  }

  clear(kind: CompareKind): void {
    this.lists[kind].save([]);
  }

  /** A whole list at once (an account's lists merged in at sign-in, ADR 053). */
  replace(kind: CompareKind, list: readonly ComparedItem[]): void {
    this.lists[kind].save(list.slice(0, compareCapacity));
  }

  readonly panel$: Observable<CompareKind | null> = this.panel.asObservable();

  setPanel(visible: CompareKind | null): void {
    this.panel.next(visible);
  }

  dispose(): void {
    this.lists.properties.dispose();
    this.lists.rooms.dispose();
  }
}
