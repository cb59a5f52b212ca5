import type { CatalogueConsole, PriceApply, PriceApplyChoice, PricePreview } from '../../ports/catalogue-console.port';
import type { CatalogueEntities, CatalogueEntity } from '../../ports/catalogue-editor.port';
import { catalogueConsoleContract, priceSheetPath } from '../contracts/catalogue-console.contract';
import { callEndpoint } from './call-endpoint';
import type { Fetch } from './get-json';
import { HttpVersionedRecords } from './http-versioned-records';

const contract = catalogueConsoleContract;
const refusedSheet = 'The sheet was refused.';

/**
 * The console's catalogue over the API (/api/admin/catalogue), with the session cookie; every
 * answer parsed by its contract (catalogue-console.contract.ts).
 */
export class HttpCatalogueConsole extends HttpVersionedRecords<CatalogueEntities> implements CatalogueConsole {
  readonly priceSheetUrl = priceSheetPath;

  constructor(fetchFn: Fetch) {
    super(fetchFn, contract);
  }

  /** Every record of a kind (up to 500, the console's lists page themselves), filtered by `where`. */
  override list<K extends CatalogueEntity>(kind: K, where: Readonly<Record<string, string>> = {}) {
    return super.list(kind, { pageSize: '500', ...where });
  }

  async previewPrices(csv: string): Promise<PricePreview> {
    const answer = await callEndpoint(this.fetchFn, contract.previewPrices, { body: { csv } }, refusedSheet);
    if (answer.status === 200) return { kind: 'plan', plan: answer.body };
    return { kind: 'refused', message: answer.body.message };
  }

  async applyPrices(csv: string, choice: PriceApplyChoice = {}): Promise<PriceApply> {
    const query = choice.skipRefused ? { skip_refused: 'true' } : {};
    const answer = await callEndpoint(this.fetchFn, contract.applyPrices, { query, body: { csv } }, refusedSheet);
    if (answer.status === 200) return { kind: 'applied', count: answer.body.applied };
    return { kind: 'refused', message: answer.body.message };
  }
}
