import type { AuditEntry } from '../domain/staff/audit-entry';
import type { SignedInStaff, StaffRole } from '../domain/staff/staff-roles';
import { token } from './token';

/**
 * The console's staff side as the browser sees it (issue 18): signing in and out, the one-time
 * links (first owner, invitation, reset), the staff list and the audit log. Answers are outcomes,
 * never HTTP statuses; a session that has ended is `signed-out` on every call. A failure to reach
 * the server, or an answer that does not fit, rejects with a `ConsoleUnavailable`.
 */
export type LinkPurpose = 'setup' | 'invite' | 'reset';
export type StaffStatus = 'active' | 'invited' | 'disabled';

export interface StaffMemberRow {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  readonly status: StaffStatus;
  /** ISO date-time. */
  readonly createdAt: string;
  readonly version: number;
}

export interface AuditRow extends Omit<AuditEntry, 'ip'> {
  readonly id: number;
  readonly ip?: string | null;
}

export interface Invitation {
  readonly email: string;
  readonly role: StaffRole;
  /** ISO date-time. */
  readonly expiresAt: string;
}

/** Every call but signing in may find the session ended, or the role not allowed. */
export type Denied = { readonly kind: 'signed-out' } | { readonly kind: 'forbidden' };

export type SignInOutcome =
  | { readonly kind: 'signed-in'; readonly staff: SignedInStaff }
  | { readonly kind: 'wrong-credentials'; readonly message: string }
  | { readonly kind: 'rate-limited'; readonly message: string; readonly retryAfterSeconds: number };

export type LinkState =
  | { readonly kind: 'valid'; readonly purpose: LinkPurpose; readonly email: string; readonly role: StaffRole }
  | { readonly kind: 'expired' }
  | { readonly kind: 'used' }
  | { readonly kind: 'unknown' };

export interface LinkAnswer {
  /** Asked when the link sets a member up (first owner, invitation); a reset keeps the name. */
  readonly name?: string;
  readonly password: string;
}

export type FollowLinkOutcome =
  | { readonly kind: 'signed-in'; readonly staff: SignedInStaff }
  | { readonly kind: 'refused'; readonly fields: Readonly<Record<string, string>> }
  | Exclude<LinkState, { kind: 'valid' }>;

export type StaffListOutcome = { readonly kind: 'ok'; readonly staff: readonly StaffMemberRow[] } | Denied;

export type InviteOutcome =
  | { readonly kind: 'invited'; readonly invitation: Invitation }
  | { readonly kind: 'refused'; readonly fields: Readonly<Record<string, string>> }
  | Denied;

export type ChangeRoleOutcome =
  | { readonly kind: 'changed'; readonly member: StaffMemberRow }
  /** Someone changed the member since the list was read; the message says who and when. */
  | { readonly kind: 'stale'; readonly message: string }
  | { readonly kind: 'last-owner'; readonly message: string }
  | { readonly kind: 'not-found' }
  | Denied;

export type RemoveOutcome =
  | { readonly kind: 'removed' }
  | { readonly kind: 'last-owner'; readonly message: string }
  | { readonly kind: 'not-found' }
  | Denied;

export interface AuditPageQuery {
  readonly entity?: string;
  readonly entityId?: string;
  readonly beforeId?: number;
  readonly limit: number;
}

export type AuditPageOutcome =
  | { readonly kind: 'ok'; readonly entries: readonly AuditRow[]; readonly nextBeforeId: number | null }
  | Denied;

/** The server could not be reached, or answered something this console does not understand. */
export class ConsoleUnavailable extends Error {
  constructor(message = 'We could not reach the server. Check your connection and try again.') {
    super(message);
    this.name = 'ConsoleUnavailable';
  }
}

export interface StaffConsole {
  /** Who is signed in, or null. */
  currentStaff(): Promise<SignedInStaff | null>;
  signIn(email: string, password: string): Promise<SignInOutcome>;
  signOut(): Promise<void>;
  /** Ends every session of the member signed in, on every device. */
  signOutEverywhere(): Promise<void>;
  readLink(linkToken: string): Promise<LinkState>;
  followLink(linkToken: string, answer: LinkAnswer): Promise<FollowLinkOutcome>;
  /** Always answers the same, whether the address is staff or not. */
  requestPasswordReset(email: string): Promise<void>;
  listStaff(): Promise<StaffListOutcome>;
  invite(email: string, role: StaffRole): Promise<InviteOutcome>;
  changeRole(id: string, role: StaffRole, version: number): Promise<ChangeRoleOutcome>;
  remove(id: string): Promise<RemoveOutcome>;
  auditPage(query: AuditPageQuery): Promise<AuditPageOutcome>;
}

export const STAFF_CONSOLE = token<StaffConsole>('StaffConsole');
