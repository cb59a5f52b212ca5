import type { MemoryStaffConsoleSeed, MemoryStaffMember } from '../../src/adapters/memory/memory-staff-console';
import type { AuditRow } from '../../src/ports/staff-console.port';

/** A fixed moment for the console's fixtures: Tuesday 1 September 2026, 10:00 in London. */
export const consoleNow = Date.UTC(2026, 8, 1, 9, 0);

export const fixtureMembers: readonly MemoryStaffMember[] = [
  {
    id: 'staff-owner',
    email: 'olivia.owner@digs.test',
    name: 'Olivia Hart',
    role: 'owner',
    status: 'active',
    createdAt: '2026-06-02T08:30:00.000Z',
    version: 3,
    password: 'owner passphrase 2026',
  },
  {
    id: 'staff-editor',
    email: 'eddie.editor@digs.test',
    name: 'Eddie Marsh',
    role: 'editor',
    status: 'active',
    createdAt: '2026-06-10T12:00:00.000Z',
    version: 1,
    password: 'editor passphrase 2026',
  },
  {
    id: 'staff-sales',
    email: 'sam.sales@digs.test',
    name: 'Sam Okafor',
    role: 'sales',
    status: 'active',
    createdAt: '2026-07-01T09:15:00.000Z',
    version: 2,
    password: 'sales passphrase 2026',
  },
  {
    id: 'staff-invited',
    email: 'priya.new@digs.test',
    name: '',
    role: 'editor',
    status: 'invited',
    createdAt: '2026-08-30T16:45:00.000Z',
    version: 1,
    password: '',
  },
];

const kinds = [
  {
    entity: 'tenancy_option',
    action: 'update',
    summary: 'Classic Ensuite 2026/27 (51 weeks): £189.00 -> £195.00 a week',
    before: {
      pricePerWeekPence: 18900,
      roomsAvailable: 4,
      soldOut: false,
      displayName: 'Square Gardens · Classic Ensuite · 51 weeks from 5 Sep 2026',
    },
    after: {
      pricePerWeekPence: 19500,
      roomsAvailable: 4,
      soldOut: false,
      displayName: 'Square Gardens · Classic Ensuite · 51 weeks from 5 Sep 2026',
    },
  },
  {
    entity: 'property',
    action: 'update',
    summary: 'Square Gardens: description changed',
    before: { name: 'Square Gardens', status: 'published', description: 'Ten minutes from campus.' },
    after: { name: 'Square Gardens', status: 'published', description: 'Eight minutes from campus, by the park.' },
  },
  { entity: 'session', action: 'sign_in', summary: 'Signed in', before: null, after: null },
  { entity: 'session', action: 'sign_in_refused', summary: 'Wrong password', before: null, after: null },
  {
    entity: 'room_type',
    action: 'create',
    summary: 'Canal View: Premium Studio added',
    before: null,
    after: { name: 'Premium Studio', bed: 'double', size_sqm: 24 },
  },
  {
    entity: 'staff_member',
    action: 'update',
    summary: 'sam.sales@digs.test: editor -> sales',
    before: { role: 'editor' },
    after: { role: 'sales' },
  },
] as const;

const actors = ['olivia.owner@digs.test', 'eddie.editor@digs.test', 'sam.sales@digs.test'];

/** Sixty entries, one every 47 minutes back from consoleNow, newest with the greatest id. */
export const fixtureAudit: readonly AuditRow[] = Array.from({ length: 60 }, (_, i) => {
  const kind = kinds[i % kinds.length] ?? kinds[0];
  const actor = actors[i % actors.length] ?? '';
  return {
    id: 60 - i,
    at: consoleNow - i * 47 * 60_000,
    staffId: kind.action === 'sign_in_refused' ? null : `staff-${actor.split('.')[1]?.split('@')[0] ?? 'owner'}`,
    actor,
    action: kind.action,
    entity: kind.entity,
    entityId: kind.entity === 'session' ? null : `${kind.entity}-${(i % 5) + 1}`,
    summary: kind.summary,
    before: kind.before,
    after: kind.after,
  };
});

/** The console's data, signed in as `signedIn` (a member's id) or signed out. */
export function consoleSeed(signedIn: string | null = null): MemoryStaffConsoleSeed {
  return {
    members: fixtureMembers,
    signedIn,
    now: consoleNow,
    audit: fixtureAudit,
    links: {
      'setup-link': { purpose: 'setup', email: 'first.owner@digs.test', role: 'owner', state: 'valid' },
      'invite-link': { purpose: 'invite', email: 'priya.new@digs.test', role: 'editor', state: 'valid' },
      'reset-link': { purpose: 'reset', email: 'eddie.editor@digs.test', role: 'editor', state: 'valid' },
      'expired-link': { purpose: 'invite', email: 'late@digs.test', role: 'sales', state: 'expired' },
      'used-link': { purpose: 'reset', email: 'sam.sales@digs.test', role: 'sales', state: 'used' },
    },
  };
}
