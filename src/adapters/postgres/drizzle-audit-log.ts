import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery, StoredAuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type { Database } from './database';
import { auditLog } from './schema';

/** The row for an entry: other adapters insert it in their own transaction, beside the change it records. */
export function auditRow(entry: AuditEntry): typeof auditLog.$inferInsert {
  return {
    at: new Date(entry.at),
    staffId: entry.staffId,
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip,
  };
}

export class DrizzleAuditLog implements AuditLog {
  constructor(private readonly db: Database) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.db.insert(auditLog).values(auditRow(entry));
  }

  async list(query: AuditQuery): Promise<readonly StoredAuditEntry[]> {
    const where: SQL[] = [];
    if (query.entity !== undefined) where.push(eq(auditLog.entity, query.entity));
    if (query.entityId !== undefined) where.push(eq(auditLog.entityId, query.entityId));
    if (query.staffId !== undefined) where.push(eq(auditLog.staffId, query.staffId));
    if (query.beforeId !== undefined) where.push(lt(auditLog.id, query.beforeId));
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(and(...where))
      .orderBy(desc(auditLog.id))
      .limit(query.limit);
    return rows.map((row) => ({
      id: row.id,
      at: row.at.getTime(),
      staffId: row.staffId,
      actor: row.actor,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      summary: row.summary,
      before: row.before,
      after: row.after,
      ip: row.ip,
    }));
  }
}
