import type { RecordRemoval, RecordSave } from '../../ports/versioned-records.port';
import type { VersionedRecordContract } from '../contracts/versioned-records.contract';
import { callEndpoint, recordSaveOf } from './call-endpoint';
import type { Fetch } from './get-json';

/**
 * A family of versioned records over the console's API (ADR 096), each kind by its contract
 * (`versionedRecordContract`, ADR 095): list, read, create, save from a version, delete from a
 * version, with the session cookie; every answer parsed, none cast. The catalogue's and the
 * content's clients extend it with what is theirs.
 */
export class HttpVersionedRecords<E extends { readonly [K in keyof E]: object }> {
  constructor(
    protected readonly fetchFn: Fetch,
    private readonly contracts: { readonly [K in keyof E]: VersionedRecordContract<E[K]> },
  ) {}

  async list<K extends keyof E>(kind: K, where: Readonly<Record<string, string>> = {}): Promise<readonly E[K][]> {
    const answer = await callEndpoint(
      this.fetchFn,
      this.contracts[kind].list,
      { query: where },
      'The list could not be read.',
    );
    return answer.body.items;
  }

  async get<K extends keyof E>(kind: K, id: string): Promise<E[K] | null> {
    const answer = await callEndpoint(
      this.fetchFn,
      this.contracts[kind].get,
      { params: { id } },
      'The record could not be read.',
    );
    return answer.status === 200 ? answer.body : null;
  }

  async create<K extends keyof E>(kind: K, fields: Readonly<Record<string, unknown>>): Promise<RecordSave<E[K]>> {
    const answer = await callEndpoint(this.fetchFn, this.contracts[kind].create, { body: fields }, unsaved);
    return recordSaveOf<E[K]>(answer);
  }

  async update<K extends keyof E>(
    kind: K,
    id: string,
    version: number,
    changes: Readonly<Record<string, unknown>>,
  ): Promise<RecordSave<E[K]>> {
    const request = { params: { id }, body: { ...changes, version } };
    return recordSaveOf<E[K]>(await callEndpoint(this.fetchFn, this.contracts[kind].update, request, unsaved));
  }

  async remove(kind: keyof E, id: string, version: number): Promise<RecordRemoval> {
    const request = { params: { id }, query: { version: String(version) } };
    const answer = await callEndpoint(this.fetchFn, this.contracts[kind].remove, request, 'That was refused.');
    if (answer.status === 204) return { kind: 'deleted' };
    if (answer.status === 409 && answer.body.error === 'stale') return { kind: 'stale', message: answer.body.message };
    return { kind: 'refused', message: answer.body.message };
  }
}

const unsaved = 'That was refused.';
