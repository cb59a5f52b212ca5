import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Permission, STAFF_ROLES, type StaffRole } from '../../../src/domain/staff/staff-roles';

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
