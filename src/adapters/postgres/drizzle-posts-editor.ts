import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type {
  ContentEntities,
  ContentEntity,
  ContentReference,
  FaqPosition,
  PostsEditor,
} from '../../ports/posts-editor.port';
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import { DrizzleVersionedRecords, isUuid } from './drizzle-versioned-records';
import * as t from './schema';

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

class Rollback {}

/**
 * Posts, FAQs and offers edited in the database: each change one conditional statement
 * (`WHERE id = ? AND version = ?`), with its audit row and any redirects in the same transaction.
 */
export class DrizzlePostsEditor extends DrizzleVersionedRecords<ContentEntities> implements PostsEditor {
  constructor(db: Database) {
    super(db, {
      tables: { post: t.posts, faq: t.faqs, offer: t.offers },
      recordOf,
      rowOf,
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
}
