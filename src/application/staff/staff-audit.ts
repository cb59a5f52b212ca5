import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { StaffMember } from '../../domain/staff/staff-member';
import type { SignedInStaff } from '../../domain/staff/staff-roles';

/** Who acts: a signed-in member, or (the command line, the server itself) a name. */
export type StaffActor = SignedInStaff | { readonly label: string };

/** What a member's audit entries show of them (never the password hash). */
export function memberSnapshot(member: StaffMember) {
  return {
    email: member.email,
    name: member.name,
    role: member.role,
    disabled: member.disabledAt !== null,
    version: member.version,
  };
}

export function staffAudit(
  actor: StaffActor,
  fields: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'summary'> &
    Partial<Pick<AuditEntry, 'before' | 'after'>>,
  at: number,
  ip: string | null,
): AuditEntry {
  return {
    at,
    staffId: 'id' in actor ? actor.id : null,
    actor: 'id' in actor ? actor.email : actor.label,
    before: null,
    after: null,
    ip,
    ...fields,
  };
}

export function signedIn(member: StaffMember): SignedInStaff {
  return { id: member.id, email: member.email, name: member.name, role: member.role };
}
