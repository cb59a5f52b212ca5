import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import { LINK_LIFETIME_MS, newLink } from '../../src/domain/staff/one-time-link';
import { newSession, SESSION_LIMITS } from '../../src/domain/staff/session-rules';
import type { StaffMember } from '../../src/domain/staff/staff-member';
import type { AuditLog } from '../../src/ports/audit-log.port';
import type { OneTimeLinks } from '../../src/ports/one-time-links.port';
import type { StaffDirectory } from '../../src/ports/staff-directory.port';
import type { StaffSessions } from '../../src/ports/staff-sessions.port';

export interface StaffPortsUnderTest {
  readonly directory: StaffDirectory;
  readonly sessions: StaffSessions;
  readonly links: OneTimeLinks;
  readonly audit: AuditLog;
  close?(): Promise<void>;
}

const t0 = Date.parse('2026-09-01T09:00:00.000Z');
const hour = 3_600_000;

const audited =
  (action: string) =>
  (after: StaffMember): AuditEntry => ({
    at: t0,
    staffId: null,
    actor: 'test',
    action,
    entity: 'staff_member',
    entityId: after.id,
    summary: `${action} ${after.email}`,
    before: null,
    after: { role: after.role },
    ip: null,
  });

const address = () => `Member-${randomUUID()}@Example.com`;

/** What the staff ports do, fake and real alike: the directory, sessions and one-time links. */
export function staffPortsContract(name: string, make: () => Promise<StaffPortsUnderTest>) {
  describe(`Staff ports contract: ${name}`, () => {
    let s: StaffPortsUnderTest;
    beforeAll(async () => {
      s = await make();
    });
    afterAll(async () => s.close?.());

    const owner = async (email = address()) => {
      const member = await s.directory.create(
        { email, name: 'Olu', role: 'owner', passwordHash: 'hash-1', at: t0 },
        audited('create'),
      );
      if (member === 'exists') throw new Error('exists');
      return member;
    };

    describe('the directory', () => {
      it('creates a member, finds them by address without regard to case, and refuses the address twice', async () => {
        const email = address();
        const member = await owner(email);
        expect(member).toMatchObject({
          email,
          name: 'Olu',
          role: 'owner',
          passwordHash: 'hash-1',
          version: 1,
          disabledAt: null,
        });
        expect(await s.directory.findByEmail(`  ${email.toUpperCase()} `)).toEqual(member);
        expect(await s.directory.findById(member.id)).toEqual(member);
        expect(await s.directory.findById('not-a-uuid')).toBeNull();
        expect(await s.directory.isEmpty()).toBe(false);
        expect(
          await s.directory.create(
            { email: email.toLowerCase(), name: '', role: 'sales', passwordHash: 'x', at: t0 },
            audited('create'),
          ),
        ).toBe('exists');
        expect((await s.directory.list()).map((m) => m.id)).toContain(member.id);
      });

      it('records each write’s audit entry', async () => {
        const member = await owner();
        const entries = await s.audit.list({ entity: 'staff_member', entityId: member.id, limit: 10 });
        expect(entries.map((e) => e.action)).toEqual(['create']);
      });

      it('invites without a password, and invites again an invited or removed member (not an active one)', async () => {
        const email = address();
        const invited = await s.directory.invite(email, 'editor', t0, audited('invite'));
        if (invited === 'active') throw new Error('active');
        expect(invited).toMatchObject({ role: 'editor', passwordHash: null, version: 1 });
        const again = await s.directory.invite(email.toLowerCase(), 'sales', t0, audited('invite'));
        expect(again).toMatchObject({ id: invited.id, role: 'sales', version: 2 });
        const set = await s.directory.setPassword(invited.id, 'hash-2', 'Eddie', audited('password'));
        expect(set).toMatchObject({ passwordHash: 'hash-2', name: 'Eddie', version: 3 });
        expect(await s.directory.invite(email, 'owner', t0, audited('invite'))).toBe('active');
        await s.directory.disable(invited.id, t0 + 1, audited('remove'));
        expect(await s.directory.invite(email, 'editor', t0, audited('invite'))).toMatchObject({
          id: invited.id,
          passwordHash: null,
          disabledAt: null,
        });
      });

      it('changes a role only at the version read: a stale change gets the current record', async () => {
        const member = await owner();
        const changed = await s.directory.changeRole(member.id, 'editor', 1, audited('role'));
        expect(changed).toMatchObject({ kind: 'changed', member: { role: 'editor', version: 2 } });
        const stale = await s.directory.changeRole(member.id, 'sales', 1, audited('role'));
        expect(stale).toMatchObject({ kind: 'stale', current: { role: 'editor', version: 2 } });
        expect(await s.directory.changeRole(randomUUID(), 'sales', 1, audited('role'))).toEqual({ kind: 'not_found' });
      });

      it('removes a member once; a removed member cannot be given a password', async () => {
        const member = await owner();
        expect(await s.directory.disable(member.id, t0 + 5, audited('remove'))).toMatchObject({ disabledAt: t0 + 5 });
        expect(await s.directory.disable(member.id, t0 + 6, audited('remove'))).toBeNull();
        expect(await s.directory.setPassword(member.id, 'h', null, audited('password'))).toBeNull();
        expect(await s.directory.changeRole(member.id, 'sales', 2, audited('role'))).toEqual({ kind: 'not_found' });
      });

      /** Leaves `keep` as the only active owners (removing the others is allowed while they remain). */
      const onlyOwners = async (...keep: StaffMember[]) => {
        const ids = new Set(keep.map((m) => m.id));
        for (const m of await s.directory.list()) {
          if (m.role === 'owner' && m.disabledAt === null && m.passwordHash !== null && !ids.has(m.id)) {
            expect(await s.directory.disable(m.id, t0 + 7, audited('remove'))).toMatchObject({ id: m.id });
          }
        }
      };

      it('never removes or demotes the last active owner, even when two owners act on each other at once', async () => {
        const [a, b] = [await owner(), await owner()];
        await onlyOwners(a, b);
        // Each removes the other at the same moment: one of them stays.
        const removals = await Promise.all([
          s.directory.disable(b.id, t0 + 8, audited('remove')),
          s.directory.disable(a.id, t0 + 8, audited('remove')),
        ]);
        expect(removals.filter((r) => r === 'last_owner')).toHaveLength(1);
        const survivor = removals[0] === 'last_owner' ? b : a;
        expect(await s.directory.changeRole(survivor.id, 'editor', survivor.version, audited('role'))).toEqual({
          kind: 'last_owner',
        });
        expect(await s.directory.disable(survivor.id, t0 + 9, audited('remove'))).toBe('last_owner');

        // One demotes the other while the other removes the first: again one owner is left.
        const c = await owner();
        await onlyOwners(survivor, c);
        const [demoted, removed] = await Promise.all([
          s.directory.changeRole(c.id, 'sales', c.version, audited('role')),
          s.directory.disable(survivor.id, t0 + 10, audited('remove')),
        ]);
        const refused = [demoted.kind === 'last_owner', removed === 'last_owner'].filter(Boolean);
        expect(refused).toHaveLength(1);
        const owners = (await s.directory.list()).filter(
          (m) => m.role === 'owner' && m.disabledAt === null && m.passwordHash !== null,
        );
        expect(owners).toHaveLength(1);
      });

      it('lets an owner leave or step down while another active owner remains; invited owners do not count', async () => {
        const [a, b] = [await owner(), await owner()];
        await onlyOwners(a, b);
        const invited = await s.directory.invite(address(), 'owner', t0, audited('invite'));
        if (invited === 'active') throw new Error('active');
        expect(await s.directory.changeRole(a.id, 'editor', a.version, audited('role'))).toMatchObject({
          kind: 'changed',
        });
        expect(await s.directory.disable(b.id, t0 + 11, audited('remove'))).toBe('last_owner');
        expect(await s.directory.disable(invited.id, t0 + 11, audited('remove'))).toMatchObject({ id: invited.id });
      });
    });

    describe('sessions', () => {
      it('find a session by its id with its member and times, touch it, and revoke it', async () => {
        const member = await owner();
        const times = newSession(t0);
        const id = await s.sessions.create(member.id, times, 'test agent');
        expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(await s.sessions.find(id)).toEqual({ member, times });
        await s.sessions.touch(id, t0 + hour);
        expect((await s.sessions.find(id))?.times.lastSeenAt).toBe(t0 + hour);
        expect(await s.sessions.find(`${id}x`)).toBeNull();
        await s.sessions.revoke(id);
        expect(await s.sessions.find(id)).toBeNull();
      });

      it('take a given id, and revoke all of one member’s sessions, nobody else’s', async () => {
        const a = await owner();
        const b = await owner();
        const given = `given-${randomUUID()}`;
        expect(await s.sessions.create(a.id, newSession(t0), '', given)).toBe(given);
        const a2 = await s.sessions.create(a.id, newSession(t0), '');
        const b1 = await s.sessions.create(b.id, newSession(t0), '');
        expect(await s.sessions.revokeAllOf(a.id)).toBe(2);
        expect(await s.sessions.find(given)).toBeNull();
        expect(await s.sessions.find(a2)).toBeNull();
        expect(await s.sessions.find(b1)).not.toBeNull();
      });

      it('purge the sessions that ended, idle or absolute, and keep the live ones', async () => {
        const member = await owner();
        const late = t0 + 100 * 24 * hour;
        const live = await s.sessions.create(member.id, newSession(late), '');
        const idle = await s.sessions.create(member.id, newSession(late - SESSION_LIMITS.idleMs - 1), '');
        const old = await s.sessions.create(member.id, { ...newSession(late - 13 * hour), lastSeenAt: late - 1 }, '');
        const purged = await s.sessions.purge({ expiredBefore: late, lastSeenBefore: late - SESSION_LIMITS.idleMs });
        expect(purged).toBeGreaterThanOrEqual(2);
        expect(await s.sessions.find(live)).not.toBeNull();
        expect(await s.sessions.find(idle)).toBeNull();
        expect(await s.sessions.find(old)).toBeNull();
      });
    });

    describe('one-time links', () => {
      const invite = (email: string) =>
        newLink({ purpose: 'invite', email, role: 'editor', staffId: null, createdBy: null }, t0);

      it('are read back by token, and consumed once', async () => {
        const link = invite(address());
        const token = await s.links.issue(link);
        expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(await s.links.read(token)).toEqual(link);
        expect(await s.links.read(`${token}x`)).toBeNull();
        expect(await s.links.consume(token, t0 + 10)).toEqual({ ...link, usedAt: t0 + 10 });
        expect(await s.links.consume(token, t0 + 20)).toBeNull();
        expect(await s.links.read(token)).toEqual({ ...link, usedAt: t0 + 10 });
      });

      it('are not consumed once expired', async () => {
        const token = await s.links.issue(invite(address()));
        expect(await s.links.consume(token, t0 + LINK_LIFETIME_MS)).toBeNull();
        expect((await s.links.read(token))?.usedAt).toBeNull();
      });

      it('give one of two simultaneous consumes the link, the other null', async () => {
        for (let i = 0; i < 5; i++) {
          const token = await s.links.issue(invite(address()));
          const outcomes = await Promise.all([s.links.consume(token, t0 + 1), s.links.consume(token, t0 + 2)]);
          expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
        }
      });

      const reset = (member: StaffMember, at: number) =>
        newLink({ purpose: 'reset', email: member.email, role: null, staffId: member.id, createdBy: null }, at);

      it('a new reset link spends the member’s older unused reset links, and no one else’s (ADR 071)', async () => {
        const member = await owner();
        const other = await owner();
        const first = await s.links.issue(reset(member, t0));
        const second = await s.links.issue(reset(member, t0 + 10));
        const others = await s.links.issue(reset(other, t0 + 5));
        const newest = await s.links.issue(reset(member, t0 + 20));
        expect((await s.links.read(first))?.usedAt).toBe(t0 + 10);
        expect((await s.links.read(second))?.usedAt).toBe(t0 + 20);
        expect((await s.links.read(newest))?.usedAt).toBeNull();
        expect((await s.links.read(others))?.usedAt).toBeNull();
        expect(await s.links.consume(first, t0 + 30)).toBeNull();
        expect(await s.links.consume(second, t0 + 30)).toBeNull();
        expect(await s.links.consume(newest, t0 + 30)).not.toBeNull();
      });

      it('using a link spends every other unused link of the member, and no one else’s (ADR 071)', async () => {
        const member = await owner();
        const other = await owner();
        const older = await s.links.issue(reset(member, t0));
        const invitation = await s.links.issue(
          newLink(
            { purpose: 'invite', email: member.email, role: 'sales', staffId: member.id, createdBy: null },
            t0 + 1,
          ),
        );
        const others = await s.links.issue(reset(other, t0 + 2));
        // An older link (issued before the newest reset) is still usable until a link of the member is used.
        expect(await s.links.consume(invitation, t0 + 40)).not.toBeNull();
        expect((await s.links.read(older))?.usedAt).toBe(t0 + 40);
        expect(await s.links.consume(older, t0 + 50)).toBeNull();
        expect(await s.links.consume(others, t0 + 50)).not.toBeNull();
      });

      it('spendAllOf marks every unused link of the member used, and no one else’s', async () => {
        const member = await owner();
        const other = await owner();
        const a = await s.links.issue(reset(member, t0));
        const b = await s.links.issue(
          newLink(
            { purpose: 'invite', email: member.email, role: 'sales', staffId: member.id, createdBy: null },
            t0 + 1,
          ),
        );
        const others = await s.links.issue(reset(other, t0 + 2));
        expect(await s.links.spendAllOf(member.id, t0 + 60)).toBe(2);
        expect((await s.links.read(a))?.usedAt).toBe(t0 + 60);
        expect((await s.links.read(b))?.usedAt).toBe(t0 + 60);
        expect((await s.links.read(others))?.usedAt).toBeNull();
        expect(await s.links.spendAllOf(member.id, t0 + 70)).toBe(0);
      });

      it('two links of one member used at once: one of them wins, without an error', async () => {
        for (let i = 0; i < 3; i++) {
          const member = await owner();
          const a = await s.links.issue(
            newLink({ purpose: 'invite', email: member.email, role: 'sales', staffId: member.id, createdBy: null }, t0),
          );
          const b = await s.links.issue(reset(member, t0 + 1));
          const outcomes = await Promise.all([s.links.consume(a, t0 + 2), s.links.consume(b, t0 + 2)]);
          expect(outcomes.filter((o) => o !== null)).toHaveLength(1);
        }
      });

      it('purge what was used or expired before the cut-off', async () => {
        const late = t0 + 400 * 24 * hour;
        const fresh = await s.links.issue(newLink({ ...invite(address()) }, late));
        const used = await s.links.issue(newLink({ ...invite(address()) }, late - 2 * LINK_LIFETIME_MS));
        await s.links.consume(used, late - 2 * LINK_LIFETIME_MS + 1);
        const expired = await s.links.issue(newLink({ ...invite(address()) }, late - 3 * LINK_LIFETIME_MS));
        expect(await s.links.purge(late - LINK_LIFETIME_MS)).toBeGreaterThanOrEqual(2);
        expect(await s.links.read(fresh)).not.toBeNull();
        expect(await s.links.read(used)).toBeNull();
        expect(await s.links.read(expired)).toBeNull();
      });
    });
  });
}
