import type { CatalogueStore } from '../domain/catalogue/catalogue.store';
import type { ContentStore } from '../domain/content/content.store';
import type { DeviceStore } from '../domain/device/device.store';
import type { ToastStore } from '../domain/notifications/toast.store';
import { type Token, token } from '../ports/token';

/** Tokens for the domain services the browser's composition root binds. */
export const CONTENT_STORE: Token<ContentStore> = token<ContentStore>('ui.ContentStore');
export const CATALOGUE_STORE: Token<CatalogueStore> = token<CatalogueStore>('ui.CatalogueStore');
export const DEVICE_STORE: Token<DeviceStore> = token<DeviceStore>('ui.DeviceStore');
export const TOAST_STORE: Token<ToastStore> = token<ToastStore>('ui.ToastStore');
