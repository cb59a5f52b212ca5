import type { CatalogueStore } from '../domain/catalogue/catalogue.store';
import { type Token, token } from '../ports/token';

/** Tokens for the domain services the browser's composition root binds. */
export const CATALOGUE_STORE: Token<CatalogueStore> = token<CatalogueStore>('ui.CatalogueStore');
