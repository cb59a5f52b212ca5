import type { CatalogueSlice } from '../../domain/catalogue/catalogue-records';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type {
  BulkResult,
  CatalogueEditor,
  CatalogueEntities,
  CatalogueEntity,
  TenancyOptionUpdate,
} from '../../ports/catalogue-editor.port';
import type { InUse } from '../../ports/versioned-records.port';
import { MemoryVersionedRecords } from './memory-versioned-records';

/** What must be unique, by kind: slugs site-wide for cities, universities and residences; within a residence for room types. */
const uniqueKey: { [K in CatalogueEntity]?: (r: CatalogueEntities[K]) => string } = {
  city: (r) => r.slug,
  university: (r) => r.slug,
  property: (r) => r.slug,
  room_type: (r) => `${r.propertyId}/${r.slug}`,
};

/** The catalogue's editing in memory, for tests and QA; the audit entries go to the given log. */
export class MemoryCatalogueEditor extends MemoryVersionedRecords<CatalogueEntities, InUse> implements CatalogueEditor {
  constructor(audit: AuditLog, slice?: CatalogueSlice, newId: () => string = () => crypto.randomUUID()) {
    super(audit, uniqueKey, newId);
    if (!slice) return;
    for (const c of slice.cities) this.table('city').set(c.id, { ...c, version: 1 });
    for (const u of slice.universities) this.table('university').set(u.id, { ...u, version: 1 });
    for (const { mediaIds: _m, ...p } of slice.properties)
      this.table('property').set(p.id, { ...p, status: 'published', version: 1 });
    for (const { mediaIds: _m, ...r } of slice.roomTypes) this.table('room_type').set(r.id, { ...r, version: 1 });
    for (const o of slice.tenancyOptions) this.table('tenancy_option').set(o.id, { ...o, soldOut: false, version: 1 });
  }

  /** A city is deleted only while it has no residences. */
  protected override inUse(kind: CatalogueEntity, id: string): boolean {
    return kind === 'city' && [...this.table('property').values()].some((p) => p.cityId === id);
  }

  /** What belongs to a deleted record goes with it. */
  protected override deleted(kind: CatalogueEntity, id: string): void {
    const drop = <K extends CatalogueEntity>(child: K, belongs: (r: CatalogueEntities[K]) => boolean) => {
      for (const r of [...this.table(child).values()])
        if (belongs(r)) {
          this.table(child).delete(r.id);
          this.deleted(child, r.id);
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
    const options = this.table('tenancy_option');
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
}
