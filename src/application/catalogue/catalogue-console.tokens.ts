import { type Token, token } from '../../ports/token';
import type { CatalogueConsoleStore } from './catalogue-console.store';
import type { EditCatalogue } from './edit-catalogue.use-case';
import type { PriceSheet } from './price-sheet.use-case';

/** The console's catalogue use cases, by token (bound in the server's composition root). */
export const EDIT_CATALOGUE: Token<EditCatalogue> = token<EditCatalogue>('EditCatalogue');
export const PRICE_SHEET: Token<PriceSheet> = token<PriceSheet>('PriceSheet');
export const CATALOGUE_CONSOLE_STORE: Token<CatalogueConsoleStore> =
  token<CatalogueConsoleStore>('CatalogueConsoleStore');
