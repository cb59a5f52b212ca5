import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SlugRedirect } from '../../domain/catalogue/catalogue-editing';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type {
  CreateOutcome,
  DeleteOutcome,
  InUse,
  UpdateOutcome,
  VersionedKinds,
} from '../../ports/versioned-records.port';
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import * as t from './schema';
import { isUniqueViolation } from './unique-violation';

type Row = Record<string, unknown>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What every versioned table has: a uuid id and a version counted from 1. */
export type VersionedTable = PgTable & { id: typeof t.cities.id; version: typeof t.cities.version };

/** How one family of records (the catalogue's, the content's) sits in its tables. */
export interface VersionedShape<E extends VersionedKinds<E>> {
  readonly tables: { readonly [K in keyof E]: PgTable };
  /** A row as the record the port speaks of. */
  readonly recordOf: <K extends keyof E>(kind: K, row: Row) => E[K];
  /** A record's fields as the row's columns (id and version are the writer's). */
  readonly rowOf: (kind: keyof E, fields: Row) => Row;
  /** For a kind whose deletion may be refused: the condition, in the deletion's statement, that nothing needs the row. */
  readonly stillFree?: { readonly [K in keyof E]?: (tx: Transaction) => SQL };
}

export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/**
 * Versioned records in the database, one way for every kind (ADR 096): each change is one
 * conditional statement (`WHERE id = ? AND version = ?`) with its audit row, and any redirects, in
 * the same transaction; a unique key's refusal is a taken slug, never an error.
 */
export class DrizzleVersionedRecords<E extends VersionedKinds<E>, Refusal extends InUse = never> {
  constructor(
    protected readonly db: Database,
    private readonly shape: VersionedShape<E>,
  ) {}

  private tableOf(kind: keyof E): VersionedTable {
    return this.shape.tables[kind] as unknown as VersionedTable;
  }

  async list<K extends keyof E>(kind: K): Promise<E[K][]> {
    const table = this.tableOf(kind);
    const rows = await this.db.select().from(table).orderBy(table.id);
    return rows.map((row) => this.shape.recordOf(kind, row as Row));
  }

  async get<K extends keyof E>(kind: K, id: string): Promise<E[K] | null> {
    if (!isUuid(id)) return null;
    const table = this.tableOf(kind);
    const [row] = await this.db.select().from(table).where(eq(table.id, id));
    return row ? this.shape.recordOf(kind, row as Row) : null;
  }

  async create<K extends keyof E>(kind: K, fields: object, audit: (created: E[K]) => AuditEntry) {
    const table = this.tableOf(kind);
    try {
      return await this.db.transaction(async (tx): Promise<CreateOutcome<E[K]>> => {
        const [row] = await tx
          .insert(table)
          .values(this.shape.rowOf(kind, fields as Row) as never)
          .returning();
        const record = this.shape.recordOf(kind, row as Row);
        await tx.insert(t.auditLog).values(auditRow(audit(record)));
        return { outcome: 'created', record };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'slug_taken' } as const;
      throw error;
    }
  }

  async update<K extends keyof E>(
    kind: K,
    id: string,
    version: number,
    changes: object,
    audit: AuditEntry,
    redirects: readonly SlugRedirect[] = [],
  ): Promise<UpdateOutcome<E[K]>> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const table = this.tableOf(kind);
    try {
      return await this.db.transaction(async (tx): Promise<UpdateOutcome<E[K]>> => {
        const [row] = await tx
          .update(table)
          .set({ ...this.shape.rowOf(kind, changes as Row), version: sql`${table.version} + 1` } as never)
          .where(and(eq(table.id, id), eq(table.version, version)))
          .returning();
        if (!row) {
          const current = await this.current(tx, kind, id);
          return current ? { outcome: 'stale', current } : { outcome: 'not_found' };
        }
        await tx.insert(t.auditLog).values(auditRow(audit));
        if (redirects.length > 0)
          await tx
            .insert(t.slugRedirects)
            .values(redirects.map((r) => ({ fromPath: r.fromPath, toPath: r.toPath })))
            .onConflictDoUpdate({ target: t.slugRedirects.fromPath, set: { toPath: sql`excluded.to_path` } });
        return { outcome: 'saved', record: this.shape.recordOf(kind, row as Row) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'slug_taken' };
      throw error;
    }
  }

  /**
   * Deletes the record at `version`, and only while the shape's `stillFree` (a condition in the
   * same statement: a city with no residences) holds; when it does not, `in_use` (a kind with no
   * such condition never is: only a family that declares `Refusal` gives one).
   */
  async remove<K extends keyof E>(
    kind: K,
    id: string,
    version: number,
    audit: AuditEntry,
  ): Promise<DeleteOutcome<E[K]> | Refusal> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const table = this.tableOf(kind);
    const stillFree = this.shape.stillFree?.[kind];
    return this.db.transaction(async (tx): Promise<DeleteOutcome<E[K]> | Refusal> => {
      const where = and(eq(table.id, id), eq(table.version, version));
      const deleted = await tx
        .delete(table)
        .where(stillFree ? and(where, stillFree(tx)) : where)
        .returning({ id: table.id });
      if (deleted.length === 0) {
        const current = await this.current(tx, kind, id);
        if (!current) return { outcome: 'not_found' } as const;
        // At the version named yet not deleted: the guard refused it (without one, a change raced it).
        return current.version === version && stillFree
          ? ({ outcome: 'in_use' } as Refusal)
          : { outcome: 'stale', current };
      }
      await tx.insert(t.auditLog).values(auditRow(audit));
      return { outcome: 'deleted' };
    });
  }

  async listRedirects(): Promise<SlugRedirect[]> {
    return this.db.select({ fromPath: t.slugRedirects.fromPath, toPath: t.slugRedirects.toPath }).from(t.slugRedirects);
  }

  private async current<K extends keyof E>(tx: Transaction, kind: K, id: string): Promise<E[K] | null> {
    const table = this.tableOf(kind);
    const [row] = await tx.select().from(table).where(eq(table.id, id));
    return row ? this.shape.recordOf(kind, row as Row) : null;
  }
}
