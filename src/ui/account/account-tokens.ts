import type { CompareStore } from '../../application/compare/compare.store';
import type { FavouritesStore } from '../../application/favourites/favourites.store';
import type { Access } from '../../application/site/access';
import type { KeyValueStorage } from '../../ports/key-value-storage.port';
import type { Scheduler } from '../../ports/scheduler.port';
import { type Token, token } from '../../ports/token';

/**
 * The site's services the account chunks use: the same symbols as site.tokens.ts,
 * favourites.tokens.ts, compare.tokens.ts and key-value-storage.port.ts (tokens are
 * `Symbol.for`, ADR 001), declared here so that importing them does not split the first load's
 * shared chunks (ADR 053, as admin-services.tsx does for the toasts).
 */
export const SITE_ACCESS: Token<Access> = token<Access>('Access');
export const SITE_FAVOURITES: Token<FavouritesStore> = token<FavouritesStore>('FavouritesStore');
export const SITE_COMPARE: Token<CompareStore> = token<CompareStore>('CompareStore');
export const SITE_STORAGE: Token<KeyValueStorage> = token<KeyValueStorage>('KeyValueStorage');
export const SITE_SCHEDULER: Token<Scheduler> = token<Scheduler>('Scheduler');
