import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  removalRefusal,
  roleChangeRefusal,
  type StaffMember,
  staffStatus,
} from '../../../src/domain/staff/staff-member';
import { STAFF_ROLES } from '../../../src/domain/staff/staff-roles';

const memberArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    email: fc.constant(`${id}@example.com`),
    name: fc.constant(''),
    role: fc.constantFrom(...STAFF_ROLES),
    passwordHash: fc.constantFrom(null, 'hash'),
    createdAt: fc.constant(0),
    disabledAt: fc.constantFrom(null, null, 5),
    version: fc.constant(1),
  }) as fc.Arbitrary<StaffMember>;

const staffArb = fc
  .integer({ min: 1, max: 6 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => memberArb(`m${i}`))));

const activeOwners = (members: readonly StaffMember[]) =>
  members.filter((m) => m.role === 'owner' && staffStatus(m) === 'active').length;

describe('the staff (the last owner stays)', () => {
  it('never lets a removal or a demotion leave no active owner where there was one', () => {
    fc.assert(
      fc.property(staffArb, fc.nat(), fc.constantFrom(...STAFF_ROLES), (members, pick, role) => {
        const target = members[pick % members.length] as StaffMember;
        const before = activeOwners(members);
        if (removalRefusal(members, target.id) === null) {
          const after = members.map((m) => (m.id === target.id ? { ...m, disabledAt: 1 } : m));
          if (before > 0) expect(activeOwners(after)).toBeGreaterThan(0);
        }
        if (roleChangeRefusal(members, target.id, role) === null) {
          const after = members.map((m) => (m.id === target.id ? { ...m, role } : m));
          if (before > 0) expect(activeOwners(after)).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('refuses to remove or demote the only owner, and allows it once there is another', () => {
    const owner: StaffMember = {
      id: 'a',
      email: 'a@example.com',
      name: '',
      role: 'owner',
      passwordHash: 'h',
      createdAt: 0,
      disabledAt: null,
      version: 1,
    };
    expect(removalRefusal([owner], 'a')).toBe('last_owner');
    expect(roleChangeRefusal([owner], 'a', 'editor')).toBe('last_owner');
    expect(roleChangeRefusal([owner], 'a', 'owner')).toBeNull();
    const second = { ...owner, id: 'b', email: 'b@example.com' };
    expect(removalRefusal([owner, second], 'a')).toBeNull();
    expect(removalRefusal([owner], 'zz')).toBe('not_found');
  });

  it('reads a member as invited until they choose a password, disabled once removed', () => {
    expect(staffStatus({ passwordHash: null, disabledAt: null })).toBe('invited');
    expect(staffStatus({ passwordHash: 'h', disabledAt: null })).toBe('active');
    expect(staffStatus({ passwordHash: 'h', disabledAt: 3 })).toBe('disabled');
  });
});
