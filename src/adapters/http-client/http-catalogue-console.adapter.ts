import type { PricePlan } from '../../domain/catalogue/price-sheet';
import type {
  CatalogueConsole,
  ConsoleDelete,
  ConsoleSave,
  PriceApply,
  PriceApplyChoice,
  PricePreview,
} from '../../ports/catalogue-console.port';
import type { CatalogueEntities, CatalogueEntity } from '../../ports/catalogue-editor.port';
import { type ApiAnswer, callApi, jsonRequest, messageOf, signedIn } from './api-call';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const paths: Readonly<Record<CatalogueEntity, string>> = {
  city: 'cities',
  university: 'universities',
  property: 'residences',
  room_type: 'room-types',
  tenancy_option: 'tenancy-options',
};

const base = '/api/admin/catalogue';

interface ErrorBody {
  readonly error?: string;
  readonly message?: string;
  readonly fields?: Record<string, string>;
  readonly current?: unknown;
}

/** The console's catalogue over the API (/api/admin/catalogue), with the session cookie. */
export class HttpCatalogueConsole implements CatalogueConsole {
  readonly priceSheetUrl = `${base}/prices.csv`;

  constructor(private readonly fetchFn: Fetch) {}

  private async call(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
    return signedIn(await callApi(this.fetchFn, path, init));
  }

  async list<K extends CatalogueEntity>(kind: K, where: Readonly<Record<string, string>> = {}) {
    const query = new URLSearchParams({ pageSize: '500', ...where });
    const { status, body } = await this.call(`${base}/${paths[kind]}?${query}`);
    if (status !== 200) throw new Error(messageOf(body, 'The list could not be read.'));
    return (body as { items: CatalogueEntities[K][] }).items;
  }

  async get<K extends CatalogueEntity>(kind: K, id: string) {
    const { status, body } = await this.call(`${base}/${paths[kind]}/${encodeURIComponent(id)}`);
    if (status === 404) return null;
    if (status !== 200) throw new Error(messageOf(body, 'The record could not be read.'));
    return body as CatalogueEntities[K];
  }

  async create<K extends CatalogueEntity>(kind: K, fields: Readonly<Record<string, unknown>>) {
    return this.save<K>(`${base}/${paths[kind]}`, 'POST', fields);
  }

  async update<K extends CatalogueEntity>(
    kind: K,
    id: string,
    version: number,
    changes: Readonly<Record<string, unknown>>,
  ) {
    return this.save<K>(`${base}/${paths[kind]}/${encodeURIComponent(id)}`, 'PATCH', { ...changes, version });
  }

  private async save<K extends CatalogueEntity>(
    path: string,
    method: string,
    payload: object,
  ): Promise<ConsoleSave<K>> {
    const { status, body } = await this.call(path, jsonRequest(method, payload));
    const error = (body ?? {}) as ErrorBody;
    if (status === 200 || status === 201) return { kind: 'saved', record: body as CatalogueEntities[K] };
    if (status === 400)
      return { kind: 'invalid', message: messageOf(body, 'Check the fields.'), fields: error.fields ?? {} };
    if (status === 409 && error.error === 'stale')
      return {
        kind: 'stale',
        message: messageOf(body, 'Someone changed this.'),
        current: error.current as CatalogueEntities[K],
      };
    return { kind: 'refused', message: messageOf(body, 'That was refused.') };
  }

  async remove(kind: CatalogueEntity, id: string, version: number): Promise<ConsoleDelete> {
    const { status, body } = await this.call(`${base}/${paths[kind]}/${encodeURIComponent(id)}?version=${version}`, {
      method: 'DELETE',
    });
    if (status === 204) return { kind: 'deleted' };
    if (status === 409 && (body as ErrorBody | null)?.error === 'stale')
      return { kind: 'stale', message: messageOf(body, 'Someone changed this.') };
    return { kind: 'refused', message: messageOf(body, 'That was refused.') };
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
