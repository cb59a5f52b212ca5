/**
 * The operator's staff roles and what each may do (issue 18): the owner everything, including
 * staff and the audit log; an editor the catalogue, pictures and content; sales the viewings and
 * enquiries, reading the catalogue. The server checks a permission on every console endpoint.
 */
export const STAFF_ROLES = ['owner', 'editor', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'catalogue:read',
  'catalogue:write',
  'pictures:write',
  'content:write',
  'viewings:manage',
  'enquiries:manage',
  'analytics:read',
  'staff:manage',
  'audit:read',
  /** Exporting and erasing a person's data from the console (the owner only, as `npm run personal-data`). */
  'personal-data:manage',
  /** Reservations in the console: the list, marking paid, cancelling with a refund, releasing a hold (issue 20 item 6). */
  'reservations:manage',
  /** The operator's reservation terms: plans, fees, the tenancy terms' version, cancellation (the owner). */
  'reservation-terms:manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Readonly<Record<StaffRole, ReadonlySet<Permission>>> = {
  owner: new Set(PERMISSIONS),
  editor: new Set(['catalogue:read', 'catalogue:write', 'pictures:write', 'content:write']),
  sales: new Set(['catalogue:read', 'viewings:manage', 'enquiries:manage', 'analytics:read', 'reservations:manage']),
};

export function can(role: StaffRole, permission: Permission): boolean {
  return GRANTS[role]?.has(permission) ?? false;
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Who is signed in to the console, as every console request knows them. */
export interface SignedInStaff {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
}

/** A console screen as the permissions see it: what opening it needs, and what changing what it shows needs. */
export interface GuardedScreen {
  /** Null: any member may open it. */
  readonly permission: Permission | null;
  /** Null: whoever may open it may change what it shows (or it changes nothing). */
  readonly change: Permission | null;
}

/** What a role may do with a screen: not open it, only read it, or change what it shows. */
export type ScreenAccess = 'none' | 'read' | 'change';

/**
 * The console's one rule for a screen (issue 36 item 3): from the same table the server enforces,
 * so a screen shows a role only the controls the server would accept from it.
 */
export function screenAccess(role: StaffRole, screen: GuardedScreen): ScreenAccess {
  if (screen.permission !== null && !can(role, screen.permission)) return 'none';
  return screen.change === null || can(role, screen.change) ? 'change' : 'read';
}
