import type { CatalogueStore } from '../application/catalogue/catalogue.store';
import type { CompareStore } from '../application/compare/compare.store';
import type { ConsentStore } from '../application/consent/consent.store';
import type { ContentStore } from '../application/content/content.store';
import type { DeviceStore } from '../application/device/device.store';
import type { FavouritesStore } from '../application/favourites/favourites.store';
import type { ToastStore } from '../application/notifications/toast.store';
import type { RoomFinderStore } from '../application/room-finder/room-finder.store';
import { type Token, token } from '../ports/token';

/** Tokens for the domain services the browser's composition root binds. */
export const CONTENT_STORE: Token<ContentStore> = token<ContentStore>('ui.ContentStore');
export const CATALOGUE_STORE: Token<CatalogueStore> = token<CatalogueStore>('ui.CatalogueStore');
export const DEVICE_STORE: Token<DeviceStore> = token<DeviceStore>('ui.DeviceStore');
export const TOAST_STORE: Token<ToastStore> = token<ToastStore>('ui.ToastStore');
export const COMPARE_STORE: Token<CompareStore> = token<CompareStore>('ui.CompareStore');
export const FAVOURITES_STORE: Token<FavouritesStore> = token<FavouritesStore>('ui.FavouritesStore');
export const ROOM_FINDER_STORE: Token<RoomFinderStore> = token<RoomFinderStore>('ui.RoomFinderStore');
export const CONSENT_STORE: Token<ConsentStore> = token<ConsentStore>('ui.ConsentStore');
