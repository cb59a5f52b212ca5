import { describe, expect, it } from 'vitest';
import {
  can,
  PERMISSIONS,
  type Permission,
  STAFF_ROLES,
  type StaffRole,
  screenAccess,
} from '../../../src/domain/staff/staff-roles';

/** The matrix, written out by hand: what each role may do. */
const expected: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  editor: ['catalogue:read', 'catalogue:write', 'pictures:write', 'content:write'],
  sales: ['catalogue:read', 'viewings:manage', 'enquiries:manage', 'analytics:read', 'reservations:manage'],
};

describe('staff roles', () => {
  it.each(STAFF_ROLES.flatMap((role) => PERMISSIONS.map((permission) => [role, permission] as const)))(
    '%s may %s only as the matrix says',
    (role, permission) => {
      expect(can(role, permission)).toBe(expected[role].includes(permission));
    },
  );

  it('gives staff management and the audit log to the owner alone', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'staff:manage'))).toEqual(['owner']);
    expect(STAFF_ROLES.filter((role) => can(role, 'audit:read'))).toEqual(['owner']);
  });

  it('gives reservations to sales and the owner, and their terms to the owner alone', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'reservations:manage'))).toEqual(['owner', 'sales']);
    expect(STAFF_ROLES.filter((role) => can(role, 'reservation-terms:manage'))).toEqual(['owner']);
  });

  it('refuses a role it does not know', () => {
    expect(can('admin' as StaffRole, 'catalogue:read')).toBe(false);
  });
});

/** A console screen as the roles see it: what opening it needs, and what changing what it shows needs. */
const screens = [
  { permission: null, change: null },
  ...PERMISSIONS.flatMap((permission) => [
    { permission, change: null },
    ...PERMISSIONS.map((change) => ({ permission, change })),
  ]),
] as const;

describe('what a role may do with a console screen', () => {
  it('lets a role that may not open a screen neither read nor change it', () => {
    expect(screenAccess('sales', { permission: 'staff:manage', change: null })).toBe('none');
    expect(screenAccess('editor', { permission: 'reservations:manage', change: 'reservation-terms:manage' })).toBe(
      'none',
    );
  });

  it('lets a role read a screen it may open but whose changes need a permission it lacks', () => {
    expect(screenAccess('sales', { permission: 'catalogue:read', change: 'catalogue:write' })).toBe('read');
    expect(screenAccess('sales', { permission: 'catalogue:read', change: 'pictures:write' })).toBe('read');
    expect(screenAccess('sales', { permission: 'reservations:manage', change: 'reservation-terms:manage' })).toBe(
      'read',
    );
  });

  it('lets a role change a screen when it holds both permissions, or the screen asks no more than opening it', () => {
    expect(screenAccess('editor', { permission: 'catalogue:read', change: 'catalogue:write' })).toBe('change');
    expect(screenAccess('owner', { permission: 'reservations:manage', change: 'reservation-terms:manage' })).toBe(
      'change',
    );
    expect(screenAccess('sales', { permission: 'viewings:manage', change: null })).toBe('change');
    expect(screenAccess('sales', { permission: null, change: null })).toBe('change');
  });

  it('opens a screen only with its opening permission, and changes it only with both (every role, every screen)', () => {
    for (const role of STAFF_ROLES) {
      for (const screen of screens) {
        const opens = screen.permission === null || can(role, screen.permission);
        const changes = opens && (screen.change === null || can(role, screen.change));
        expect(screenAccess(role, screen), `${role} on ${JSON.stringify(screen)}`).toBe(
          changes ? 'change' : opens ? 'read' : 'none',
        );
      }
    }
  });
});
