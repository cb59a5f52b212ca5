import { BehaviorSubject, type Observable } from 'rxjs';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';
import { type FavouriteRef, favouriteRef, readFavourite } from './favourite';

/** Where favourites are kept on the device. */
export const favouritesKey = 'favourites';

/** No one needs more; it bounds what a page asks the server for. */
export const favouritesLimit = 50;

/** Favourites as kept: a list read without trusting it (no duplicates, nothing malformed), never throwing. */
export function readFavourites(raw: string | null): readonly FavouriteRef[] {
  let parsed: unknown;
  try {
    parsed = raw === null ? [] : JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const kept: FavouriteRef[] = [];
  for (const entry of parsed) {
    const ref = readFavourite(entry);
    if (ref && !kept.some((k) => k.id === ref.id)) kept.push(ref);
    if (kept.length === favouritesLimit) break;
  }
  return kept;
}

/** The visitor's favourites as a stream, kept on the device and in step with other tabs. */
export class FavouritesStore {
  private readonly list = new BehaviorSubject<readonly FavouriteRef[]>([]);
  private readonly stopListening: () => void;
  readonly list$: Observable<readonly FavouriteRef[]> = this.list.asObservable();

  constructor(private readonly storage: KeyValueStorage) {
    this.list.next(readFavourites(storage.read(favouritesKey)));
    this.stopListening = storage.onExternalChange((key) => {
      if (key === null || key === favouritesKey) this.list.next(readFavourites(storage.read(favouritesKey)));
    });
  }

  has(id: string): boolean {
    return this.list.value.some((f) => f.id === id);
  }

  /** Keeps the document, or lets it go when it is kept already; `invalid` when it cannot be kept. */
  toggle(kind: FavouriteRef['kind'], doc: unknown): 'added' | 'removed' | 'invalid' {
    const ref = favouriteRef(kind, doc);
    if (!ref) return 'invalid';
    if (this.has(ref.id)) {
      this.remove(ref.id);
      return 'removed';
    }
    this.save([...this.list.value, ref].slice(-favouritesLimit));
    return 'added';
  }

  remove(id: string): void {
    this.save(this.list.value.filter((f) => f.id !== id));
  }

  clear(): void {
    this.save([]);
  }

  dispose(): void {
    this.stopListening();
  }

  private save(list: readonly FavouriteRef[]): void {
    this.storage.write(favouritesKey, JSON.stringify(list));
    this.list.next(list);
  }
}
