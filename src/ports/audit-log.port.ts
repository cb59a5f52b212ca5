import type { AuditEntry, AuditQuery, StoredAuditEntry } from '../domain/staff/audit-entry';
import { type Token, token } from './token';

/**
 * The audit log. Console writes record their entry in the same transaction as the change (their
 * write ports take the entry); this port records what stands alone (sign-ins) and reads the log.
 */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  list(query: AuditQuery): Promise<readonly StoredAuditEntry[]>;
}

export const AUDIT_LOG: Token<AuditLog> = token<AuditLog>('AuditLog');
