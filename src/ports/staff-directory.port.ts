import type { AuditEntry } from '../domain/staff/audit-entry';
import type { StaffMember } from '../domain/staff/staff-member';
import type { StaffRole } from '../domain/staff/staff-roles';
import { type Token, token } from './token';

/** The audit entry for a change, given the member as the change left them (its id, its version). */
export type StaffAudit = (after: StaffMember) => AuditEntry;

export type RoleChange =
  | { readonly kind: 'changed'; readonly member: StaffMember }
  /** The member changed since `version`: the current record, for the "someone changed this" answer. */
  | { readonly kind: 'stale'; readonly current: StaffMember }
  | { readonly kind: 'not_found' }
  /** The member is the last active owner and `role` is not owner: refused, checked under a lock with the change. */
  | { readonly kind: 'last_owner' };

/**
 * The operator's staff (ADR 043). Addresses are matched without regard to case. Every write takes
 * its audit entry and records it in the same transaction as the change.
 */
export interface StaffDirectory {
  /** The member with this address (removed ones too); null when none. */
  findByEmail(email: string): Promise<StaffMember | null>;
  findById(id: string): Promise<StaffMember | null>;
  /** Everyone, removed members too, oldest first. */
  list(): Promise<readonly StaffMember[]>;
  /** Whether anyone is staff at all (removed members count): the first owner's set-up link is for a directory without. */
  isEmpty(): Promise<boolean>;
  /** A new member with a password (the first owner); 'exists' when the address is taken. */
  create(
    member: {
      readonly email: string;
      readonly name: string;
      readonly role: StaffRole;
      readonly passwordHash: string;
      readonly at: number;
    },
    audit: StaffAudit,
  ): Promise<StaffMember | 'exists'>;
  /**
   * An invited member: created without a password, or, for an address that is invited already or
   * was removed, given the role again without a password (version + 1). 'active' when the address
   * belongs to a member who can sign in.
   */
  invite(email: string, role: StaffRole, at: number, audit: StaffAudit): Promise<StaffMember | 'active'>;
  /** Sets the password (and the name, when given) of a member who is not removed; null when there is none. */
  setPassword(id: string, passwordHash: string, name: string | null, audit: StaffAudit): Promise<StaffMember | null>;
  /**
   * Changes the role if the member is still at `version`, never taking the last active owner's
   * away: the check and the change are one step, so two owners demoting each other at once leave one.
   */
  changeRole(id: string, role: StaffRole, version: number, audit: StaffAudit): Promise<RoleChange>;
  /**
   * Removes a member (kept, disabled, for the audit log's sake); null when there is none or they were
   * removed already; 'last_owner' (nothing changed) when they are the last active owner, checked in
   * the same step as the removal.
   */
  disable(id: string, at: number, audit: StaffAudit): Promise<StaffMember | null | 'last_owner'>;
}

export const STAFF_DIRECTORY: Token<StaffDirectory> = token<StaffDirectory>('StaffDirectory');
