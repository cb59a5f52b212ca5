import type { StaffRole } from './staff-roles';

/** A member of the operator's staff as the directory holds them (ADR 043). */
export interface StaffMember {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  /** Null until the member has chosen a password (an invitation not yet followed). */
  readonly passwordHash: string | null;
  readonly createdAt: number;
  /** When the member was removed; null while they may sign in. */
  readonly disabledAt: number | null;
  /** Goes up by one at every change: a change made against an older version is refused. */
  readonly version: number;
}

export type StaffStatus = 'active' | 'invited' | 'disabled';

export function staffStatus(member: Pick<StaffMember, 'passwordHash' | 'disabledAt'>): StaffStatus {
  if (member.disabledAt !== null) return 'disabled';
  return member.passwordHash === null ? 'invited' : 'active';
}

/** Addresses are compared without regard to case or surrounding spaces. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Why a change to the staff was refused. */
export type StaffChangeRefusal = 'last_owner' | 'not_found';

/** The members who may act as owner: not removed, with a password. */
function activeOwners(members: readonly StaffMember[]): readonly StaffMember[] {
  return members.filter((m) => m.role === 'owner' && staffStatus(m) === 'active');
}

/**
 * Whether `id` may be given `role`: the last active owner cannot be demoted (nobody could then
 * manage the staff). Null when allowed.
 */
export function roleChangeRefusal(
  members: readonly StaffMember[],
  id: string,
  role: StaffRole,
): StaffChangeRefusal | null {
  const member = members.find((m) => m.id === id && m.disabledAt === null);
  if (!member) return 'not_found';
  if (role === 'owner' || member.role !== 'owner') return null;
  const owners = activeOwners(members);
  return owners.length === 1 && owners[0]?.id === id ? 'last_owner' : null;
}

/** Whether `id` may be removed: never the last active owner. Null when allowed. */
export function removalRefusal(members: readonly StaffMember[], id: string): StaffChangeRefusal | null {
  const member = members.find((m) => m.id === id && m.disabledAt === null);
  if (!member) return 'not_found';
  if (member.role !== 'owner') return null;
  const owners = activeOwners(members);
  return owners.length === 1 && owners[0]?.id === id ? 'last_owner' : null;
}

export const lastOwnerMessage =
  'This is the only owner: make another member owner first, or nobody could manage the staff.';
