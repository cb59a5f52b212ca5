import type { CatalogueConsole } from '../../ports/catalogue-console.port';
import { type Token, token } from '../../ports/token';
import type { EditCatalogue } from './edit-catalogue.use-case';
import type { PriceSheet } from './price-sheet.use-case';

/** The console's catalogue use cases, by token (bound in the server's composition root). */
export const EDIT_CATALOGUE: Token<EditCatalogue> = token<EditCatalogue>('EditCatalogue');
export const PRICE_SHEET: Token<PriceSheet> = token<PriceSheet>('PriceSheet');
/**
 * The console screens' catalogue: the port's calls as they are (the console's composition binds
 * the port's adapter here, with no class forwarding each call; issue 36 item 2), by a token the
 * screens may resolve where they may not resolve a port's. What the screens add to it is in
 * catalogue-records.ts.
 */
export const CATALOGUE_CONSOLE_STORE: Token<CatalogueConsole> = token<CatalogueConsole>('CatalogueConsoleStore');
