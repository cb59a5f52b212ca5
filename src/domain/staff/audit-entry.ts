/**
 * One line of the audit log (issue 18): who did what to which record and when, with the record
 * before and after for every console write; sign-ins and refused sign-ins too. Kept as data:
 * the owner reads it in the console.
 */
export interface AuditEntry {
  /** When, in milliseconds since the epoch (UTC). */
  readonly at: number;
  /** The staff member who acted; null for an address that is not staff (a refused sign-in). */
  readonly staffId: string | null;
  /** Their address at the time (kept when the member is later removed), or the address tried. */
  readonly actor: string;
  /** What happened, e.g. 'create', 'update', 'delete', 'sign_in', 'sign_in_refused', 'import'. */
  readonly action: string;
  /** The kind of record, e.g. 'tenancy_option', 'property', 'staff_member', 'session'. */
  readonly entity: string;
  readonly entityId: string | null;
  /** One line a person reads, e.g. "Classic Ensuite 2026/27: £189.00 -> £195.00 a week". */
  readonly summary: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly ip: string | null;
}

/** An entry as stored, with its place in the log (newer entries have greater ids). */
export interface StoredAuditEntry extends AuditEntry {
  readonly id: number;
}

export interface AuditQuery {
  readonly entity?: string;
  readonly entityId?: string;
  readonly staffId?: string;
  /** Entries older than this id (the next page); none for the newest. */
  readonly beforeId?: number;
  readonly limit: number;
}

/** The one who acts, as every console use case knows them: who, at which address, from where. */
export interface AuditActor {
  readonly staffId: string | null;
  readonly email: string;
  readonly ip: string | null;
}

/** What an entry says happened; who and when come from the actor and the clock. */
export type AuditFacts = Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'summary' | 'before' | 'after'>;

/** A record before and after a change (null where there was none, or is none now). */
export type AuditChange = Pick<AuditEntry, 'before' | 'after'>;

/** One entry of the log: the facts, signed with the actor (their id, address and ip) and the time. */
export function auditEntry(at: number, actor: AuditActor, facts: AuditFacts): AuditEntry {
  return { at, staffId: actor.staffId, actor: actor.email, ip: actor.ip, ...facts };
}
