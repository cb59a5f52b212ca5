import type { StoredAuditEntry } from '../../domain/staff/audit-entry';
import {
  lastOwnerMessage,
  removalRefusal,
  roleChangeRefusal,
  type StaffMember,
  type StaffStatus,
  staffStatus,
} from '../../domain/staff/staff-member';
import type { SignedInStaff, StaffRole } from '../../domain/staff/staff-roles';
import { memberSnapshot, staffAudit } from './staff-audit';
import type { StaffPorts } from './staff-ports';

/** A member as the console's staff list shows them. */
export interface StaffListing {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly status: StaffStatus;
  readonly createdAt: number;
  readonly version: number;
}

export function listing(member: StaffMember): StaffListing {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    status: staffStatus(member),
    createdAt: member.createdAt,
    version: member.version,
  };
}

export class ListStaff {
  constructor(private readonly ports: StaffPorts) {}

  async run(): Promise<readonly StaffListing[]> {
    return (await this.ports.directory.list()).map(listing);
  }
}

type Refusal =
  | { readonly ok: false; readonly reason: 'not_found'; readonly message: string }
  | { readonly ok: false; readonly reason: 'last_owner'; readonly message: string };

const notFound: Refusal = {
  ok: false,
  reason: 'not_found',
  message: 'There is no such member (or they were removed).',
};
const lastOwner: Refusal = { ok: false, reason: 'last_owner', message: lastOwnerMessage };

export type ChangeRoleAnswer =
  | { readonly ok: true; readonly staff: StaffListing }
  | Refusal
  | { readonly ok: false; readonly reason: 'stale'; readonly message: string; readonly current: StaffListing };

/** Changes a member's role at the version the owner saw; never the last owner's away from owner. */
export class ChangeRole {
  constructor(private readonly ports: StaffPorts) {}

  async run(
    actor: SignedInStaff,
    id: string,
    role: StaffRole,
    version: number,
    ip: string | null,
  ): Promise<ChangeRoleAnswer> {
    const members = await this.ports.directory.list();
    const refusal = roleChangeRefusal(members, id, role);
    if (refusal) return refusal === 'last_owner' ? lastOwner : notFound;
    const before = members.find((m) => m.id === id);
    const now = this.ports.clock.now();
    const outcome = await this.ports.directory.changeRole(id, role, version, (after) =>
      staffAudit(
        actor,
        {
          action: 'role_change',
          entity: 'staff_member',
          entityId: after.id,
          summary: `${after.email}: ${before?.role ?? '?'} -> ${role}`,
          before: before ? memberSnapshot(before) : null,
          after: memberSnapshot(after),
        },
        now,
        ip,
      ),
    );
    if (outcome.kind === 'not_found') return notFound;
    if (outcome.kind === 'last_owner') return lastOwner;
    if (outcome.kind === 'stale') {
      const [last] = await this.ports.audit.list({ entity: 'staff_member', entityId: id, limit: 1 });
      const who = last
        ? `${last.actor} (${new Date(last.at).toISOString().slice(0, 16).replace('T', ' ')} UTC)`
        : 'Someone';
      return {
        ok: false,
        reason: 'stale',
        message: `${who} changed this since you opened it. Reload to see their change.`,
        current: listing(outcome.current),
      };
    }
    return { ok: true, staff: listing(outcome.member) };
  }
}

/** Removes a member: disabled (kept for the audit log), every session ended; never the last owner. */
export class RemoveStaff {
  constructor(private readonly ports: StaffPorts) {}

  async run(actor: SignedInStaff, id: string, ip: string | null): Promise<{ readonly ok: true } | Refusal> {
    const members = await this.ports.directory.list();
    const refusal = removalRefusal(members, id);
    if (refusal) return refusal === 'last_owner' ? lastOwner : notFound;
    const before = members.find((m) => m.id === id);
    const now = this.ports.clock.now();
    const removed = await this.ports.directory.disable(id, now, (after) =>
      staffAudit(
        actor,
        {
          action: 'remove',
          entity: 'staff_member',
          entityId: after.id,
          summary: `Removed ${after.email}`,
          before: before ? memberSnapshot(before) : null,
          after: memberSnapshot(after),
        },
        now,
        ip,
      ),
    );
    if (removed === 'last_owner') return lastOwner;
    if (!removed) return notFound;
    await this.ports.sessions.revokeAllOf(id);
    return { ok: true };
  }
}

export interface AuditPage {
  readonly entries: readonly StoredAuditEntry[];
  readonly nextBeforeId: number | null;
}

/** The audit log, newest first, a page at a time (the owner's). */
export class ReadAuditLog {
  constructor(private readonly ports: StaffPorts) {}

  async run(query: { entity?: string; entityId?: string; beforeId?: number; limit: number }): Promise<AuditPage> {
    const entries = await this.ports.audit.list({ ...query, limit: query.limit + 1 });
    const page = entries.slice(0, query.limit);
    return { entries: page, nextBeforeId: entries.length > query.limit ? (page.at(-1)?.id ?? null) : null };
  }
}
