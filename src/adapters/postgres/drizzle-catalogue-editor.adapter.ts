import { and, eq, notExists, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SlugRedirect } from '../../domain/catalogue/catalogue-editing';
import type { AuditEntry } from '../../domain/staff/audit-entry';
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
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import * as t from './schema';
import { isUniqueViolation } from './unique-violation';

/** The table of each kind of record. */
const tables = {
  city: t.cities,
  university: t.universities,
  property: t.properties,
  room_type: t.roomTypes,
  tenancy_option: t.tenancyOptions,
} as const;

type AnyTable = PgTable & { id: typeof t.cities.id; version: typeof t.cities.version };
const tableOf = (kind: CatalogueEntity) => tables[kind] as unknown as AnyTable;

/** A row as the record the port speaks of: without bookkeeping columns (created_at). */
function recordOf<K extends CatalogueEntity>(row: Record<string, unknown>): CatalogueEntities[K] {
  const { createdAt: _created, ...record } = row;
  return record as unknown as CatalogueEntities[K];
}

/** Thrown inside a transaction to roll it back with an outcome. */
class Rollback<T> {
  constructor(readonly result: T) {}
}

/**
 * The catalogue's editing in the database: each change is one conditional statement
 * (`WHERE id = ? AND version = ?`) with its audit row and redirects in the same transaction.
 */
export class DrizzleCatalogueEditor implements CatalogueEditor {
  constructor(private readonly db: Database) {}

  async list<K extends CatalogueEntity>(kind: K) {
    const table = tableOf(kind);
    const rows = await this.db.select().from(table).orderBy(table.id);
    return rows.map((row) => recordOf<K>(row as Record<string, unknown>));
  }

  async get<K extends CatalogueEntity>(kind: K, id: string) {
    if (!isUuid(id)) return null;
    const table = tableOf(kind);
    const [row] = await this.db.select().from(table).where(eq(table.id, id));
    return row ? recordOf<K>(row as Record<string, unknown>) : null;
  }

  async create<K extends CatalogueEntity>(
    kind: K,
    fields: NewRecord<K>,
    audit: (created: CatalogueEntities[K]) => AuditEntry,
  ): Promise<CreateResult<K>> {
    const table = tableOf(kind);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(table)
          .values(fields as never)
          .returning();
        const record = recordOf<K>(row as Record<string, unknown>);
        await tx.insert(t.auditLog).values(auditRow(audit(record)));
        return { outcome: 'created', record } as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'slug_taken' };
      throw error;
    }
  }

  async update<K extends CatalogueEntity>(
    kind: K,
    id: string,
    version: number,
    changes: RecordChanges<K>,
    audit: AuditEntry,
    redirects: readonly SlugRedirect[] = [],
  ): Promise<UpdateResult<K>> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const table = tableOf(kind);
    try {
      return await this.db.transaction(async (tx) => {
        const { id: _id, version: _v, ...set } = changes as Record<string, unknown>;
        const [row] = await tx
          .update(table)
          .set({ ...set, version: sql`${table.version} + 1` } as never)
          .where(and(eq(table.id, id), eq(table.version, version)))
          .returning();
        if (!row) {
          const [current] = await tx.select().from(table).where(eq(table.id, id));
          return current
            ? { outcome: 'stale', current: recordOf<K>(current as Record<string, unknown>) }
            : { outcome: 'not_found' };
        }
        await tx.insert(t.auditLog).values(auditRow(audit));
        if (redirects.length > 0)
          await tx
            .insert(t.slugRedirects)
            .values(redirects.map((r) => ({ fromPath: r.fromPath, toPath: r.toPath })))
            .onConflictDoUpdate({ target: t.slugRedirects.fromPath, set: { toPath: sql`excluded.to_path` } });
        return { outcome: 'saved', record: recordOf<K>(row as Record<string, unknown>) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'slug_taken' };
      throw error;
    }
  }

  async remove<K extends CatalogueEntity>(
    kind: K,
    id: string,
    version: number,
    audit: AuditEntry,
  ): Promise<DeleteResult<K>> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const table = tableOf(kind);
    return this.db.transaction(async (tx) => {
      const where = and(eq(table.id, id), eq(table.version, version));
      const guarded =
        kind === 'city'
          ? and(
              where,
              notExists(tx.select({ one: sql`1` }).from(t.properties).where(eq(t.properties.cityId, t.cities.id))),
            )
          : where;
      const deleted = await tx.delete(table).where(guarded).returning({ id: table.id });
      if (deleted.length === 0) {
        const [current] = await tx.select().from(table).where(eq(table.id, id));
        if (!current) return { outcome: 'not_found' };
        const record = recordOf<K>(current as Record<string, unknown>);
        return record.version !== version ? { outcome: 'stale', current: record } : { outcome: 'in_use' };
      }
      await tx.insert(t.auditLog).values(auditRow(audit));
      return { outcome: 'deleted' };
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

  async listRedirects() {
    return this.db.select({ fromPath: t.slugRedirects.fromPath, toPath: t.slugRedirects.toPath }).from(t.slugRedirects);
  }

  async findRedirect(fromPath: string) {
    const [row] = await this.db
      .select({ toPath: t.slugRedirects.toPath })
      .from(t.slugRedirects)
      .where(eq(t.slugRedirects.fromPath, fromPath));
    return row?.toPath ?? null;
  }
}

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
