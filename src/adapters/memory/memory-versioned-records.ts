import type { SlugRedirect } from '../../domain/catalogue/catalogue-editing';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type {
  CreateOutcome,
  DeleteOutcome,
  InUse,
  UpdateOutcome,
  VersionedKinds,
} from '../../ports/versioned-records.port';

type Versioned = { readonly id: string; readonly version: number };

/**
 * Versioned records in memory (tests and QA), one way for every kind, as
 * DrizzleVersionedRecords keeps them in the database (ADR 096): a change names the version it
 * was made from; `uniqueKey` says what no two records of a kind may share (a slug). A family
 * whose deletions may be refused (`Refusal`) says when by `inUse`.
 */
export class MemoryVersionedRecords<E extends VersionedKinds<E>, Refusal extends InUse = never> {
  private readonly tables = new Map<keyof E, Map<string, Versioned>>();
  private readonly redirects = new Map<string, string>();

  constructor(
    protected readonly audit: AuditLog,
    private readonly uniqueKey: { readonly [K in keyof E]?: (record: E[K]) => string },
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  /** The records of a kind, to seed or to change outside the versioned ways (a bulk change, a move). */
  table<K extends keyof E>(kind: K): Map<string, E[K]> {
    let table = this.tables.get(kind);
    if (!table) {
      table = new Map();
      this.tables.set(kind, table);
    }
    return table as unknown as Map<string, E[K]>;
  }

  /** Whether another record of the kind holds the record's unique key. */
  clashes<K extends keyof E>(kind: K, record: E[K]): boolean {
    const key = this.uniqueKey[kind];
    if (!key) return false;
    return [...this.table(kind).values()].some((other) => other.id !== record.id && key(other) === key(record));
  }

  async list<K extends keyof E>(kind: K): Promise<E[K][]> {
    return [...this.table(kind).values()];
  }

  async get<K extends keyof E>(kind: K, id: string): Promise<E[K] | null> {
    return this.table(kind).get(id) ?? null;
  }

  async create<K extends keyof E>(
    kind: K,
    fields: object,
    audit: (created: E[K]) => AuditEntry,
  ): Promise<CreateOutcome<E[K]>> {
    const record = { ...fields, id: this.newId(), version: 1 } as unknown as E[K];
    if (this.clashes(kind, record)) return { outcome: 'slug_taken' };
    this.table(kind).set(record.id, record);
    await this.audit.record(audit(record));
    return { outcome: 'created', record };
  }

  async update<K extends keyof E>(
    kind: K,
    id: string,
    version: number,
    changes: object,
    audit: AuditEntry,
    redirects: readonly SlugRedirect[] = [],
  ): Promise<UpdateOutcome<E[K]>> {
    const current = this.table(kind).get(id);
    if (!current) return { outcome: 'not_found' };
    if (current.version !== version) return { outcome: 'stale', current };
    const record = { ...current, ...changes, id, version: version + 1 } as E[K];
    if (this.clashes(kind, record)) return { outcome: 'slug_taken' };
    this.table(kind).set(id, record);
    for (const r of redirects) this.redirects.set(r.fromPath, r.toPath);
    await this.audit.record(audit);
    return { outcome: 'saved', record };
  }

  /** Deletes the record at `version`, unless `inUse` says something still needs it. */
  async remove<K extends keyof E>(
    kind: K,
    id: string,
    version: number,
    audit: AuditEntry,
  ): Promise<DeleteOutcome<E[K]> | Refusal> {
    const current = this.table(kind).get(id);
    if (!current) return { outcome: 'not_found' };
    if (current.version !== version) return { outcome: 'stale', current };
    // Only a family that declares a refusal overrides `inUse`.
    if (this.inUse(kind, id)) return { outcome: 'in_use' } as Refusal;
    this.table(kind).delete(id);
    this.deleted(kind, id);
    await this.audit.record(audit);
    return { outcome: 'deleted' };
  }

  /** Whether something still needs the record, so that it may not be deleted; nothing, unless a family says. */
  protected inUse(_kind: keyof E, _id: string): boolean {
    return false;
  }

  /** Drops what belonged to a record just deleted; nothing, unless a family says. */
  protected deleted(_kind: keyof E, _id: string): void {}

  async listRedirects(): Promise<SlugRedirect[]> {
    return [...this.redirects].map(([fromPath, toPath]) => ({ fromPath, toPath }));
  }

  async findRedirect(fromPath: string): Promise<string | null> {
    return this.redirects.get(fromPath) ?? null;
  }
}
