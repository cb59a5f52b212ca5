import { type Token, token } from '../../ports/token';
import type { FavouritesStore } from './favourites.store';

/** The favourites' application services, by token. */
export const FAVOURITES_STORE: Token<FavouritesStore> = /* @__PURE__ */ token<FavouritesStore>('FavouritesStore');
