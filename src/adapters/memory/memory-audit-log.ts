import type { AuditEntry, AuditQuery, StoredAuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';

/** The audit log in memory, for tests and QA. */
export class MemoryAuditLog implements AuditLog {
  private readonly entries: StoredAuditEntry[] = [];

  async record(entry: AuditEntry): Promise<void> {
    this.entries.push({ ...entry, id: this.entries.length + 1 });
  }

  async list(query: AuditQuery): Promise<readonly StoredAuditEntry[]> {
    return this.entries
      .filter(
        (entry) =>
          (query.entity === undefined || entry.entity === query.entity) &&
          (query.entityId === undefined || entry.entityId === query.entityId) &&
          (query.staffId === undefined || entry.staffId === query.staffId) &&
          (query.beforeId === undefined || entry.id < query.beforeId),
      )
      .reverse()
      .slice(0, query.limit);
  }
}
