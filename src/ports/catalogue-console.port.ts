import type { PricePlan } from '../domain/catalogue/price-sheet';
import type { CatalogueEntities, CatalogueEntity } from './catalogue-editor.port';
import { type Token, token } from './token';
import type { RecordRemoval, RecordSave, VersionedRecordsConsole } from './versioned-records.port';

/**
 * The console's catalogue as the browser reaches it (issue 18 items 5 and 6): its versioned
 * records (`VersionedRecordsConsole`), listed by kind, and the price sheet's preview and apply.
 */

export type ConsoleSave<K extends CatalogueEntity> = RecordSave<CatalogueEntities[K]>;
export type ConsoleDelete = RecordRemoval;

export type PricePreview =
  | { readonly kind: 'plan'; readonly plan: PricePlan }
  | { readonly kind: 'refused'; readonly message: string };

export type PriceApply =
  | { readonly kind: 'applied'; readonly count: number }
  | { readonly kind: 'refused'; readonly message: string };

export interface PriceApplyChoice {
  /** Apply only the good rows of a sheet with refused rows (chosen by the operator after seeing the count). */
  readonly skipRefused?: boolean;
}

export interface CatalogueConsole extends VersionedRecordsConsole<CatalogueEntities> {
  /** Every record of a kind (up to 500), optionally only those whose fields equal `where`. */
  list<K extends CatalogueEntity>(
    kind: K,
    where?: Readonly<Record<string, string>>,
  ): Promise<readonly CatalogueEntities[K][]>;
  /** Where the browser downloads the price sheet. */
  readonly priceSheetUrl: string;
  previewPrices(csv: string): Promise<PricePreview>;
  applyPrices(csv: string, choice?: PriceApplyChoice): Promise<PriceApply>;
}

export const CATALOGUE_CONSOLE: Token<CatalogueConsole> = token<CatalogueConsole>('CatalogueConsole');
