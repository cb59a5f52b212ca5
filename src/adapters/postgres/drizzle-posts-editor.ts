import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { SlugRedirect } from '../../domain/catalogue/catalogue-editing';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type {
  ContentChanges,
  ContentCreateResult,
  ContentDeleteResult,
  ContentEntities,
  ContentEntity,
  ContentReference,
  ContentUpdateResult,
  FaqPosition,
  NewContent,
  PostsEditor,
} from '../../ports/posts-editor.port';
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import * as t from './schema';
import { isUniqueViolation } from './unique-violation';

const tables = { post: t.posts, faq: t.faqs, offer: t.offers } as const;
type AnyTable = PgTable & { id: typeof t.posts.id; version: typeof t.posts.version };
const tableOf = (kind: ContentEntity) => tables[kind] as unknown as AnyTable;

/** The columns kept as timestamps, which the port speaks of as ISO strings. */
const times: Readonly<Record<ContentEntity, readonly string[]>> = {
  post: ['publishedAt'],
  faq: [],
  offer: ['startsAt', 'endsAt'],
};

function recordOf<K extends ContentEntity>(kind: K, row: Record<string, unknown>): ContentEntities[K] {
  const record: Record<string, unknown> = { ...row };
  for (const key of times[kind]) if (record[key] instanceof Date) record[key] = (record[key] as Date).toISOString();
  return record as unknown as ContentEntities[K];
}

function rowOf(kind: ContentEntity, fields: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, version: _version, ...row } = fields;
  for (const key of times[kind]) if (typeof row[key] === 'string') row[key] = new Date(row[key] as string);
  return row;
}

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

class Rollback {}

/**
 * Posts, FAQs and offers edited in the database: each change one conditional statement
 * (`WHERE id = ? AND version = ?`), with its audit row and any redirects in the same transaction.
 */
export class DrizzlePostsEditor implements PostsEditor {
  constructor(private readonly db: Database) {}

  async list<K extends ContentEntity>(kind: K) {
    const table = tableOf(kind);
    const rows = await this.db.select().from(table).orderBy(table.id);
    return rows.map((row) => recordOf(kind, row as Record<string, unknown>));
  }

  async get<K extends ContentEntity>(kind: K, id: string) {
    if (!isUuid(id)) return null;
    const table = tableOf(kind);
    const [row] = await this.db.select().from(table).where(eq(table.id, id));
    return row ? recordOf(kind, row as Record<string, unknown>) : null;
  }

  async create<K extends ContentEntity>(
    kind: K,
    fields: NewContent<K>,
    audit: (created: ContentEntities[K]) => AuditEntry,
  ): Promise<ContentCreateResult<K>> {
    const table = tableOf(kind);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(table)
          .values(rowOf(kind, fields as unknown as Record<string, unknown>) as never)
          .returning();
        const record = recordOf(kind, row as Record<string, unknown>);
        await tx.insert(t.auditLog).values(auditRow(audit(record)));
        return { outcome: 'created', record } as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'slug_taken' };
      throw error;
    }
  }

  async update<K extends ContentEntity>(
    kind: K,
    id: string,
    version: number,
    changes: ContentChanges<K>,
    audit: AuditEntry,
    redirects: readonly SlugRedirect[] = [],
  ): Promise<ContentUpdateResult<K>> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const table = tableOf(kind);
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx
          .update(table)
          .set({
            ...rowOf(kind, changes as unknown as Record<string, unknown>),
            version: sql`${table.version} + 1`,
          } as never)
          .where(and(eq(table.id, id), eq(table.version, version)))
          .returning();
        if (!row) {
          const [current] = await tx.select().from(table).where(eq(table.id, id));
          return current
            ? { outcome: 'stale', current: recordOf(kind, current as Record<string, unknown>) }
            : { outcome: 'not_found' };
        }
        await tx.insert(t.auditLog).values(auditRow(audit));
        if (redirects.length > 0)
          await tx
            .insert(t.slugRedirects)
            .values(redirects.map((r) => ({ fromPath: r.fromPath, toPath: r.toPath })))
            .onConflictDoUpdate({ target: t.slugRedirects.fromPath, set: { toPath: sql`excluded.to_path` } });
        return { outcome: 'saved', record: recordOf(kind, row as Record<string, unknown>) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'slug_taken' };
      throw error;
    }
  }

  async remove<K extends ContentEntity>(
    kind: K,
    id: string,
    version: number,
    audit: AuditEntry,
  ): Promise<ContentDeleteResult<K>> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const table = tableOf(kind);
    return this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(table)
        .where(and(eq(table.id, id), eq(table.version, version)))
        .returning({ id: table.id });
      if (deleted.length === 0) {
        const [current] = await tx.select().from(table).where(eq(table.id, id));
        return current
          ? { outcome: 'stale', current: recordOf(kind, current as Record<string, unknown>) }
          : { outcome: 'not_found' };
      }
      await tx.insert(t.auditLog).values(auditRow(audit));
      return { outcome: 'deleted' };
    });
  }

  async reposition(positions: readonly FaqPosition[], audit: AuditEntry) {
    try {
      return await this.db.transaction(async (tx) => {
        for (const p of positions) {
          const moved = await tx
            .update(t.faqs)
            .set({ position: p.position, version: sql`${t.faqs.version} + 1` })
            .where(and(eq(t.faqs.id, p.id), eq(t.faqs.version, p.version)))
            .returning({ id: t.faqs.id });
          if (moved.length === 0) throw new Rollback();
        }
        await tx.insert(t.auditLog).values(auditRow(audit));
        return { outcome: 'moved' } as const;
      });
    } catch (error) {
      if (error instanceof Rollback) return { outcome: 'stale' } as const;
      throw error;
    }
  }

  async exists(reference: ContentReference, id: string) {
    if (!isUuid(id)) return false;
    const table = { media: t.media, city: t.cities, property: t.properties }[reference];
    const rows = await this.db
      .select({ id: table.id })
      .from(table)
      .where(inArray(table.id, [id]));
    return rows.length > 0;
  }

  async listRedirects() {
    return this.db.select({ fromPath: t.slugRedirects.fromPath, toPath: t.slugRedirects.toPath }).from(t.slugRedirects);
  }
}
