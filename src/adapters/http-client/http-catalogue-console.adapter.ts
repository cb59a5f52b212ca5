import type { PricePlan } from '../../domain/catalogue/price-sheet';
import type { CatalogueConsole, PriceApply, PriceApplyChoice, PricePreview } from '../../ports/catalogue-console.port';
import type { CatalogueEntities, CatalogueEntity } from '../../ports/catalogue-editor.port';
import { messageOf } from './api-call';
import { HttpVersionedRecords } from './http-versioned-records';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const base = '/api/admin/catalogue';

/** The console's catalogue over the API (/api/admin/catalogue), with the session cookie. */
export class HttpCatalogueConsole extends HttpVersionedRecords<CatalogueEntities> implements CatalogueConsole {
  readonly priceSheetUrl = `${base}/prices.csv`;

  constructor(fetchFn: Fetch) {
    super(fetchFn, base, {
      city: 'cities',
      university: 'universities',
      property: 'residences',
      room_type: 'room-types',
      tenancy_option: 'tenancy-options',
    });
  }

  /** Every record of a kind (up to 500, the console's lists page themselves), filtered by `where`. */
  override list<K extends CatalogueEntity>(kind: K, where: Readonly<Record<string, string>> = {}) {
    return super.list(kind, { pageSize: '500', ...where });
  }

  async previewPrices(csv: string): Promise<PricePreview> {
    const { status, body } = await this.call(`${base}/prices/preview`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    if (status === 200) return { kind: 'plan', plan: body as PricePlan };
    return { kind: 'refused', message: messageOf(body, 'The sheet was refused.') };
  }

  async applyPrices(csv: string, choice: PriceApplyChoice = {}): Promise<PriceApply> {
    const { status, body } = await this.call(`${base}/prices/apply${choice.skipRefused ? '?skip_refused=true' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: csv,
    });
    if (status === 200) return { kind: 'applied', count: (body as { applied: number }).applied };
    return { kind: 'refused', message: messageOf(body, 'The sheet was refused.') };
  }
}
