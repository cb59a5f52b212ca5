import { BehaviorSubject, type Observable } from 'rxjs';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';
import type { BillingPeriod } from '../pricing/price-format';
import { type AddResult, addToCompare, compareCapacity, removeFromCompare } from './compare-list';
import { type ComparedItem, comparedItem } from './compared-item';

/** The two compare lists (spec section 4): properties and rooms. */
export type CompareKind = 'properties' | 'rooms';

/** Where each list is kept on the device (spec section 9). */
export const compareStorageKeys: Readonly<Record<CompareKind, string>> = {
  properties: 'compareProperties',
  rooms: 'compareRooms',
};

const periods: readonly BillingPeriod[] = ['week', 'month', 'year'];
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A list as kept on the device, read without trusting it: anything that is not a list of items
 * with an id is ignored, duplicates after the first are dropped, and no more than the capacity is
 * kept. Never throws.
 */
export function readCompareList(raw: string | null): readonly ComparedItem[] {
  let parsed: unknown;
  try {
    parsed = raw === null ? [] : JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const items: ComparedItem[] = [];
  for (const entry of parsed) {
    if (!isRecord(entry) || typeof entry.id !== 'string' || entry.id === '') continue;
    if (items.some((i) => i.id === entry.id)) continue;
    const period = periods.find((p) => p === entry.billing_frequency) ?? 'week';
    items.push({
      id: entry.id,
      display_name: text(entry.display_name),
      image: text(entry.image),
      sub_text: text(entry.sub_text),
      price: text(entry.price),
      billing_frequency: period,
      currency: text(entry.currency),
    });
    if (items.length === compareCapacity) break;
  }
  return items;
}

/**
 * The compare lists as streams, kept in device storage under their keys and in step with other
 * tabs (storage events). The panel's visibility is null until something sets it (spec section 4).
 */
export class CompareStore {
  private readonly lists: Record<CompareKind, BehaviorSubject<readonly ComparedItem[]>>;
  private readonly panel = new BehaviorSubject<CompareKind | null>(null);
  private readonly stopListening: () => void;

  constructor(private readonly storage: KeyValueStorage) {
    this.lists = {
      properties: new BehaviorSubject(this.stored('properties')),
      rooms: new BehaviorSubject(this.stored('rooms')),
    };
    this.stopListening = storage.onExternalChange((key) => {
      for (const kind of Object.keys(compareStorageKeys) as CompareKind[])
        if (key === compareStorageKeys[kind]) this.lists[kind].next(this.stored(kind));
    });
  }

  list$(kind: CompareKind): Observable<readonly ComparedItem[]> {
    return this.lists[kind].asObservable();
  }

  current(kind: CompareKind): readonly ComparedItem[] {
    return this.lists[kind].value;
  }

  /** Adds a document (a property or a room) as a compared item; `invalid` when it has no id. */
  add(kind: CompareKind, doc: unknown): AddResult | 'invalid' {
    const item = comparedItem(doc);
    if (!item) return 'invalid';
    const { result, list } = addToCompare(this.current(kind), item);
    if (result === 'added') this.save(kind, list);
    return result;
  }

  remove(kind: CompareKind, id: string): void {
    this.save(kind, removeFromCompare(this.current(kind), id));
  }

  clear(kind: CompareKind): void {
    this.save(kind, []);
  }

  readonly panel$: Observable<CompareKind | null> = this.panel.asObservable();

  setPanel(visible: CompareKind | null): void {
    this.panel.next(visible);
  }

  dispose(): void {
    this.stopListening();
  }

  private stored(kind: CompareKind): readonly ComparedItem[] {
    return readCompareList(this.storage.read(compareStorageKeys[kind]));
  }

  private save(kind: CompareKind, list: readonly ComparedItem[]): void {
    // Shown at once even if the device refuses to keep it (full or private storage).
    this.storage.write(compareStorageKeys[kind], JSON.stringify(list));
    this.lists[kind].next(list);
  }
}
