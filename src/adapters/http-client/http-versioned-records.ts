import type { RecordRemoval, RecordSave } from '../../ports/versioned-records.port';
import { type ApiAnswer, callApi, jsonRequest, messageOf, signedIn } from './api-call';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface ErrorBody {
  readonly error?: string;
  readonly message?: string;
  readonly fields?: Record<string, string>;
  readonly current?: unknown;
}

/**
 * A family of versioned records over the console's API (ADR 096), as `versionedRecordRoutes`
 * serves them under `base`: list, read, create, save from a version, delete from a version, with
 * the session cookie. The catalogue's and the content's clients extend it with what is theirs.
 */
export class HttpVersionedRecords<E extends { readonly [K in keyof E]: object }> {
  constructor(
    protected readonly fetchFn: Fetch,
    protected readonly base: string,
    private readonly paths: { readonly [K in keyof E]: string },
  ) {}

  protected async call(path: string, init: RequestInit = {}): Promise<ApiAnswer> {
    return signedIn(await callApi(this.fetchFn, path, init));
  }

  private pathOf(kind: keyof E, id?: string): string {
    return `${this.base}/${this.paths[kind]}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
  }

  async list<K extends keyof E>(kind: K, where: Readonly<Record<string, string>> = {}): Promise<E[K][]> {
    const query = new URLSearchParams(where).toString();
    const { status, body } = await this.call(`${this.pathOf(kind)}${query ? `?${query}` : ''}`);
    if (status !== 200) throw new Error(messageOf(body, 'The list could not be read.'));
    return (body as { items: E[K][] }).items;
  }

  async get<K extends keyof E>(kind: K, id: string): Promise<E[K] | null> {
    const { status, body } = await this.call(this.pathOf(kind, id));
    if (status === 404) return null;
    if (status !== 200) throw new Error(messageOf(body, 'The record could not be read.'));
    return body as E[K];
  }

  create<K extends keyof E>(kind: K, fields: Readonly<Record<string, unknown>>): Promise<RecordSave<E[K]>> {
    return this.save<K>(this.pathOf(kind), 'POST', fields);
  }

  update<K extends keyof E>(
    kind: K,
    id: string,
    version: number,
    changes: Readonly<Record<string, unknown>>,
  ): Promise<RecordSave<E[K]>> {
    return this.save<K>(this.pathOf(kind, id), 'PATCH', { ...changes, version });
  }

  private async save<K extends keyof E>(path: string, method: string, payload: object): Promise<RecordSave<E[K]>> {
    const { status, body } = await this.call(path, jsonRequest(method, payload));
    const error = (body ?? {}) as ErrorBody;
    if (status === 200 || status === 201) return { kind: 'saved', record: body as E[K] };
    if (status === 400)
      return { kind: 'invalid', message: messageOf(body, 'Check the fields.'), fields: error.fields ?? {} };
    if (status === 409 && error.error === 'stale')
      return { kind: 'stale', message: messageOf(body, 'Someone changed this.'), current: error.current as E[K] };
    return { kind: 'refused', message: messageOf(body, 'That was refused.') };
  }

  async remove(kind: keyof E, id: string, version: number): Promise<RecordRemoval> {
    const { status, body } = await this.call(`${this.pathOf(kind, id)}?version=${version}`, { method: 'DELETE' });
    if (status === 204) return { kind: 'deleted' };
    if (status === 409 && (body as ErrorBody | null)?.error === 'stale')
      return { kind: 'stale', message: messageOf(body, 'Someone changed this.') };
    return { kind: 'refused', message: messageOf(body, 'That was refused.') };
  }
}
