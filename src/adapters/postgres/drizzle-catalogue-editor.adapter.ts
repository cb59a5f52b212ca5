import { and, eq, notExists, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type {
  BulkResult,
  CatalogueEditor,
  CatalogueEntities,
  CatalogueEntity,
  TenancyOptionUpdate,
} from '../../ports/catalogue-editor.port';
import type { InUse } from '../../ports/versioned-records.port';
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import { DrizzleVersionedRecords } from './drizzle-versioned-records';
import * as t from './schema';

/** A row as the record the port speaks of: without bookkeeping columns (created_at). */
function recordOf<K extends CatalogueEntity>(_kind: K, row: Record<string, unknown>): CatalogueEntities[K] {
  const { createdAt: _created, ...record } = row;
  return record as unknown as CatalogueEntities[K];
}

function rowOf(_kind: CatalogueEntity, fields: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, version: _version, ...row } = fields;
  return row;
}

/** Thrown inside a transaction to roll it back with an outcome. */
class Rollback<T> {
  constructor(readonly result: T) {}
}

/**
 * The catalogue's editing in the database: each change is one conditional statement
 * (`WHERE id = ? AND version = ?`) with its audit row and redirects in the same transaction.
 */
export class DrizzleCatalogueEditor
  extends DrizzleVersionedRecords<CatalogueEntities, InUse>
  implements CatalogueEditor
{
  constructor(db: Database) {
    super(db, {
      tables: {
        city: t.cities,
        university: t.universities,
        property: t.properties,
        room_type: t.roomTypes,
        tenancy_option: t.tenancyOptions,
      },
      recordOf,
      rowOf,
      // A city is deleted only while it has no residences, checked in the same statement.
      stillFree: {
        city: (tx) =>
          notExists(tx.select({ one: sql`1` }).from(t.properties).where(eq(t.properties.cityId, t.cities.id))),
      },
    });
  }

  async updateTenancyOptions(
    updates: readonly TenancyOptionUpdate[],
    audit: readonly AuditEntry[],
  ): Promise<BulkResult> {
    try {
      return await this.db.transaction(async (tx) => {
        for (const u of updates) {
          const { billingFrequency, ...fields } = u.fields;
          const changed = await tx
            .update(t.tenancyOptions)
            .set({
              ...fields,
              billingFrequency: billingFrequency as 'weekly' | 'monthly' | 'yearly',
              version: sql`${t.tenancyOptions.version} + 1`,
            })
            .where(and(eq(t.tenancyOptions.id, u.id), eq(t.tenancyOptions.version, u.version)))
            .returning({ id: t.tenancyOptions.id });
          if (changed.length === 0) throw new Rollback<BulkResult>({ outcome: 'stale', id: u.id });
        }
        for (let i = 0; i < audit.length; i += 200)
          await tx.insert(t.auditLog).values(audit.slice(i, i + 200).map(auditRow));
        return { outcome: 'applied', count: updates.length } as const;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.result as BulkResult;
      throw error;
    }
  }

  async findRedirect(fromPath: string) {
    const [row] = await this.db
      .select({ toPath: t.slugRedirects.toPath })
      .from(t.slugRedirects)
      .where(eq(t.slugRedirects.fromPath, fromPath));
    return row?.toPath ?? null;
  }
}
