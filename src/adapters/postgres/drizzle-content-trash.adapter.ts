import { type SQL, sql } from 'drizzle-orm';
import type { TrashKind } from '../../domain/content/trash';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { ContentTrash, TrashedRecord, TrashMove, TrashRestore } from '../../ports/content-trash.port';
import type { Database } from './database';
import { auditRow } from './drizzle-audit-log';
import * as t from './schema';
import { isForeignKeyViolation, isUniqueViolation } from './unique-violation';

const tables = { page: t.pages, post: t.posts, offer: t.offers, faq: t.faqs } as const;

/** What makes a restored record a draft: a page never published (its words its working copy), the others status draft. */
const asDraft: Readonly<Record<TrashKind, SQL>> = {
  page: sql`draft = coalesce(draft, jsonb_build_object('title', title, 'description', description, 'blocks', blocks)),
    published_at = null, publish_at = null`,
  post: sql`status = 'draft'`,
  offer: sql`status = 'draft'`,
  faq: sql`status = 'draft'`,
};

interface TrashRow {
  readonly kind: TrashKind;
  readonly id: string;
  readonly name: string;
  readonly deleted_at: Date | string;
  readonly deleted_by: string;
}

const recordOf = (row: TrashRow): TrashedRecord => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  deletedAt: new Date(row.deleted_at).toISOString(),
  deletedBy: row.deleted_by,
});

function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

const columns = sql`kind, id, name, deleted_at, deleted_by`;

/**
 * The trash in the database (ADR 086): one statement moves the row into `content_trash` (as
 * to_jsonb) and out of its table, only at the version named; restoring puts it back with
 * jsonb_populate_record and makes it a draft, in one transaction with the audit row.
 */
export class DrizzleContentTrash implements ContentTrash {
  constructor(private readonly db: Database) {}

  async moveToTrash(
    kind: TrashKind,
    id: string,
    version: number,
    deletion: { readonly name: string; readonly at: string; readonly staffId: string | null; readonly by: string },
    audit: AuditEntry,
  ): Promise<TrashMove> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const table = tables[kind];
    return this.db.transaction(async (tx) => {
      // Both drivers (node-postgres, PGlite) answer `{ rows }`.
      const moved = (await tx.execute(sql`
        with gone as (delete from ${table} where id = ${id}::uuid and version = ${version}::int returning *)
        insert into ${t.contentTrash} (kind, id, name, row, deleted_at, deleted_by_id, deleted_by)
        select ${kind}, gone.id, ${deletion.name}, to_jsonb(gone), ${deletion.at}::timestamptz,
          ${deletion.staffId}::uuid, ${deletion.by}
        from gone
        returning ${columns}`)) as { rows: TrashRow[] };
      const [row] = moved.rows;
      if (!row) {
        const still = (await tx.execute(sql`select 1 from ${table} where id = ${id}::uuid`)) as { rows: unknown[] };
        return { outcome: still.rows.length > 0 ? 'stale' : 'not_found' };
      }
      await tx.insert(t.auditLog).values(auditRow(audit));
      return { outcome: 'trashed', record: recordOf(row) };
    });
  }

  async list(): Promise<readonly TrashedRecord[]> {
    const found = (await this.db.execute(
      sql`select ${columns} from ${t.contentTrash} order by deleted_at desc, id`,
    )) as { rows: TrashRow[] };
    return found.rows.map(recordOf);
  }

  async get(kind: TrashKind, id: string): Promise<TrashedRecord | null> {
    if (!isUuid(id)) return null;
    const found = (await this.db.execute(
      sql`select ${columns} from ${t.contentTrash} where kind = ${kind} and id = ${id}::uuid`,
    )) as { rows: TrashRow[] };
    const [row] = found.rows;
    return row ? recordOf(row) : null;
  }

  async restore(kind: TrashKind, id: string, audit: AuditEntry): Promise<TrashRestore> {
    if (!isUuid(id)) return { outcome: 'not_found' };
    const table = tables[kind];
    try {
      return await this.db.transaction(async (tx) => {
        const taken = (await tx.execute(sql`
          delete from ${t.contentTrash} where kind = ${kind} and id = ${id}::uuid returning row`)) as {
          rows: { row: unknown }[];
        };
        const [kept] = taken.rows;
        if (!kept) return { outcome: 'not_found' } as const;
        await tx.execute(sql`
          insert into ${table} select * from jsonb_populate_record(null::${table}, ${JSON.stringify(kept.row)}::jsonb)`);
        await tx.execute(sql`update ${table} set ${asDraft[kind]}, version = version + 1 where id = ${id}::uuid`);
        await tx.insert(t.auditLog).values(auditRow(audit));
        return { outcome: 'restored' } as const;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: 'slug_taken' };
      if (isForeignKeyViolation(error)) return { outcome: 'reference_gone' };
      throw error;
    }
  }

  async purge(cutoff: string, audit: (record: TrashedRecord) => AuditEntry): Promise<readonly TrashedRecord[]> {
    return this.db.transaction(async (tx) => {
      const purged = (await tx.execute(sql`
        delete from ${t.contentTrash} where deleted_at <= ${cutoff}::timestamptz returning ${columns}`)) as {
        rows: TrashRow[];
      };
      const records = purged.rows.map(recordOf);
      if (records.length > 0) await tx.insert(t.auditLog).values(records.map((r) => auditRow(audit(r))));
      return records;
    });
  }
}
