import type { SlugRedirect } from '../../domain/catalogue/catalogue-editing';
import type { CatalogueSlice } from '../../domain/catalogue/catalogue-records';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type {
  BulkResult,
  CatalogueEditor,
  CatalogueEntities,
  CatalogueEntity,
  CreateResult,
  DeleteResult,
  NewRecord,
  RecordChanges,
  TenancyOptionUpdate,
  UpdateResult,
} from '../../ports/catalogue-editor.port';

type Tables = { [K in CatalogueEntity]: Map<string, CatalogueEntities[K]> };

/** What must be unique, by kind: slugs site-wide for cities, universities and residences; within a residence for room types. */
const uniqueKey: { [K in CatalogueEntity]?: (r: CatalogueEntities[K]) => string } = {
  city: (r) => r.slug,
  university: (r) => r.slug,
  property: (r) => r.slug,
  room_type: (r) => `${r.propertyId}/${r.slug}`,
};

/** The catalogue's editing in memory, for tests and QA; the audit entries go to the given log. */
export class MemoryCatalogueEditor implements CatalogueEditor {
  private readonly tables: Tables = {
    city: new Map(),
    university: new Map(),
    property: new Map(),
    room_type: new Map(),
    tenancy_option: new Map(),
  };
  private readonly redirects = new Map<string, string>();

  constructor(
    private readonly audit: AuditLog,
    slice?: CatalogueSlice,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    if (!slice) return;
    for (const c of slice.cities) this.tables.city.set(c.id, { ...c, version: 1 });
    for (const u of slice.universities) this.tables.university.set(u.id, { ...u, version: 1 });
    for (const { mediaIds: _m, ...p } of slice.properties)
      this.tables.property.set(p.id, { ...p, status: 'published', version: 1 });
    for (const { mediaIds: _m, ...r } of slice.roomTypes) this.tables.room_type.set(r.id, { ...r, version: 1 });
    for (const o of slice.tenancyOptions) this.tables.tenancy_option.set(o.id, { ...o, soldOut: false, version: 1 });
  }

  private table<K extends CatalogueEntity>(kind: K): Map<string, CatalogueEntities[K]> {
    return this.tables[kind] as Map<string, CatalogueEntities[K]>;
  }

  async list<K extends CatalogueEntity>(kind: K) {
    return [...this.table(kind).values()];
  }

  async get<K extends CatalogueEntity>(kind: K, id: string) {
    return this.table(kind).get(id) ?? null;
  }

  private clashes<K extends CatalogueEntity>(kind: K, record: CatalogueEntities[K]): boolean {
    const key = uniqueKey[kind] as ((r: CatalogueEntities[K]) => string) | undefined;
    if (!key) return false;
    return [...this.table(kind).values()].some((other) => other.id !== record.id && key(other) === key(record));
  }

  async create<K extends CatalogueEntity>(
    kind: K,
    fields: NewRecord<K>,
    audit: (created: CatalogueEntities[K]) => AuditEntry,
  ): Promise<CreateResult<K>> {
    const record = { ...fields, id: this.newId(), version: 1 } as unknown as CatalogueEntities[K];
    if (this.clashes(kind, record)) return { outcome: 'slug_taken' };
    this.table(kind).set(record.id, record);
    await this.audit.record(audit(record));
    return { outcome: 'created', record };
  }

  async update<K extends CatalogueEntity>(
    kind: K,
    id: string,
    version: number,
    changes: RecordChanges<K>,
    audit: AuditEntry,
    redirects: readonly SlugRedirect[] = [],
  ): Promise<UpdateResult<K>> {
    const current = this.table(kind).get(id);
    if (!current) return { outcome: 'not_found' };
    if (current.version !== version) return { outcome: 'stale', current };
    const record = { ...current, ...changes, id, version: version + 1 } as CatalogueEntities[K];
    if (this.clashes(kind, record)) return { outcome: 'slug_taken' };
    this.table(kind).set(id, record);
    for (const r of redirects) this.redirects.set(r.fromPath, r.toPath);
    await this.audit.record(audit);
    return { outcome: 'saved', record };
  }

  async remove<K extends CatalogueEntity>(
    kind: K,
    id: string,
    version: number,
    audit: AuditEntry,
  ): Promise<DeleteResult<K>> {
    const current = this.table(kind).get(id);
    if (!current) return { outcome: 'not_found' };
    if (current.version !== version) return { outcome: 'stale', current };
    if (kind === 'city' && [...this.tables.property.values()].some((p) => p.cityId === id))
      return { outcome: 'in_use' };
    this.table(kind).delete(id);
    this.cascade(kind, id);
    await this.audit.record(audit);
    return { outcome: 'deleted' };
  }

  private cascade(kind: CatalogueEntity, id: string): void {
    const drop = <K extends CatalogueEntity>(child: K, belongs: (r: CatalogueEntities[K]) => boolean) => {
      for (const r of [...this.table(child).values()])
        if (belongs(r)) {
          this.table(child).delete(r.id);
          this.cascade(child, r.id);
        }
    };
    if (kind === 'city') drop('university', (u) => u.cityId === id);
    if (kind === 'property') drop('room_type', (r) => r.propertyId === id);
    if (kind === 'room_type') drop('tenancy_option', (o) => o.roomTypeId === id);
  }

  async updateTenancyOptions(
    updates: readonly TenancyOptionUpdate[],
    audit: readonly AuditEntry[],
  ): Promise<BulkResult> {
    const options = this.tables.tenancy_option;
    const stale = updates.find((u) => options.get(u.id)?.version !== u.version);
    if (stale) return { outcome: 'stale', id: stale.id };
    for (const u of updates) {
      const current = options.get(u.id);
      if (current)
        options.set(u.id, {
          ...current,
          ...u.fields,
          billingFrequency: u.fields.billingFrequency as never,
          version: u.version + 1,
        });
    }
    for (const entry of audit) await this.audit.record(entry);
    return { outcome: 'applied', count: updates.length };
  }

  async listRedirects() {
    return [...this.redirects].map(([fromPath, toPath]) => ({ fromPath, toPath }));
  }

  async findRedirect(fromPath: string) {
    return this.redirects.get(fromPath) ?? null;
  }
}
