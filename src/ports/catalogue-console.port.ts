import type { PricePlan } from '../domain/catalogue/price-sheet';
import type { CatalogueEntities, CatalogueEntity } from './catalogue-editor.port';
import { type Token, token } from './token';
import type { RecordRemoval, RecordSave } from './versioned-records.port';

/**
 * The console's catalogue as the browser reaches it (issue 18 items 5 and 6): records by kind with
 * their version, saves that name the version they were made from, the price sheet's preview and
 * apply. Refusals are values; a failure to reach the server rejects.
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

export interface CatalogueConsole {
  /** Every record of a kind (up to 500), optionally only those whose fields equal `where`. */
  list<K extends CatalogueEntity>(
    kind: K,
    where?: Readonly<Record<string, string>>,
  ): Promise<readonly CatalogueEntities[K][]>;
  get<K extends CatalogueEntity>(kind: K, id: string): Promise<CatalogueEntities[K] | null>;
  create<K extends CatalogueEntity>(kind: K, fields: Readonly<Record<string, unknown>>): Promise<ConsoleSave<K>>;
  update<K extends CatalogueEntity>(
    kind: K,
    id: string,
    version: number,
    changes: Readonly<Record<string, unknown>>,
  ): Promise<ConsoleSave<K>>;
  remove(kind: CatalogueEntity, id: string, version: number): Promise<ConsoleDelete>;
  /** Where the browser downloads the price sheet. */
  readonly priceSheetUrl: string;
  previewPrices(csv: string): Promise<PricePreview>;
  applyPrices(csv: string, choice?: PriceApplyChoice): Promise<PriceApply>;
}

export const CATALOGUE_CONSOLE: Token<CatalogueConsole> = token<CatalogueConsole>('CatalogueConsole');
