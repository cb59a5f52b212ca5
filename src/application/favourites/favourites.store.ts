import type { Observable } from 'rxjs';
import { type FavouriteRef, favouriteRef, readFavourite } from '../../domain/favourites/favourite';
import { readStoredList } from '../../domain/shared/untrusted-values';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';
import { StoredValue } from '../shared/stored-value';

/** Where favourites are kept on the device. */
export const favouritesKey = 'favourites';

/** No one needs more; it bounds what a page asks the server for. */
export const favouritesLimit = 50;

/** Favourites as kept: a list read without trusting it (no duplicates, nothing malformed), never throwing. */
export function readFavourites(raw: string | null): readonly FavouriteRef[] {
  return readStoredList(raw, readFavourite, favouritesLimit);
}

/** The visitor's favourites as a stream, kept on the device and in step with other tabs. */
export class FavouritesStore {
  private readonly list: StoredValue<readonly FavouriteRef[]>;
  readonly list$: Observable<readonly FavouriteRef[]>;

  constructor(storage: KeyValueStorage) {
    this.list = new StoredValue(storage, favouritesKey, readFavourites);
    this.list$ = this.list.value$;
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
    this.list.save([...this.list.value, ref].slice(-favouritesLimit));
    return 'added';
  }

  remove(id: string): void {
    this.list.save(this.list.value.filter((f) => f.id !== id));
  }

  clear(): void {
    this.list.save([]);
  }

  /** The whole list at once (an account's lists merged in at sign-in, ADR 053). */
  replace(list: readonly FavouriteRef[]): void {
    this.list.save(list.slice(-favouritesLimit));
  }

  dispose(): void {
    this.list.dispose();
  }
}
