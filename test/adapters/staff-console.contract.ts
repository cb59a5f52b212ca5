import { beforeEach, describe, expect, it } from 'vitest';
import type { StaffConsole } from '../../src/ports/staff-console.port';
import { fixtureAudit } from '../support/staff-console-fixture';

/**
 * What every StaffConsole does, over the fixture (test/support/staff-console-fixture.ts): `make`
 * gives a fresh console signed in as that member (or signed out).
 */
export function staffConsoleContract(name: string, make: (signedIn: string | null) => StaffConsole) {
  describe(`StaffConsole contract: ${name}`, () => {
    describe('signed out', () => {
      let api: StaffConsole;
      beforeEach(() => {
        api = make(null);
      });

      it('knows no one, and refuses the staff screens as signed out', async () => {
        expect(await api.currentStaff()).toBeNull();
        expect(await api.listStaff()).toEqual({ kind: 'signed-out' });
        expect(await api.auditPage({ limit: 10 })).toEqual({ kind: 'signed-out' });
        expect(await api.invite('x@digs.test', 'sales')).toEqual({ kind: 'signed-out' });
      });

      it('signs in with the right password, and then knows the member', async () => {
        const outcome = await api.signIn('eddie.editor@digs.test', 'editor passphrase 2026');
        expect(outcome).toEqual({
          kind: 'signed-in',
          staff: { id: 'staff-editor', email: 'eddie.editor@digs.test', name: 'Eddie Marsh', role: 'editor' },
        });
        expect((await api.currentStaff())?.id).toBe('staff-editor');
      });

      it('answers an unknown address and a wrong password the same', async () => {
        const unknown = await api.signIn('nobody@digs.test', 'editor passphrase 2026');
        const wrong = await api.signIn('eddie.editor@digs.test', 'not it at all');
        expect(unknown.kind).toBe('wrong-credentials');
        expect(wrong).toEqual(unknown);
        expect(await api.currentStaff()).toBeNull();
      });

      it('says how long to wait after too many attempts', async () => {
        let last = await api.signIn('sam.sales@digs.test', 'wrong 0');
        for (let i = 1; i < 10 && last.kind === 'wrong-credentials'; i++)
          last = await api.signIn('sam.sales@digs.test', `wrong ${i}`);
        expect(last.kind).toBe('rate-limited');
        if (last.kind === 'rate-limited') expect(last.retryAfterSeconds).toBeGreaterThan(0);
      });

      it('reads one-time links: valid with their purpose, expired, used, unknown', async () => {
        expect(await api.readLink('setup-link')).toEqual({
          kind: 'valid',
          purpose: 'setup',
          email: 'first.owner@digs.test',
          role: 'owner',
        });
        expect(await api.readLink('expired-link')).toEqual({ kind: 'expired' });
        expect(await api.readLink('used-link')).toEqual({ kind: 'used' });
        expect(await api.readLink('no-such-link')).toEqual({ kind: 'unknown' });
      });

      it('refuses a short password on a link, then sets the member up, signs them in and uses the link up', async () => {
        const refused = await api.followLink('setup-link', { name: 'Fran First', password: 'short' });
        expect(refused.kind).toBe('refused');
        if (refused.kind === 'refused') expect(refused.fields.password).toBeTruthy();
        const done = await api.followLink('setup-link', { name: 'Fran First', password: 'a long first passphrase' });
        expect(done).toEqual({
          kind: 'signed-in',
          staff: expect.objectContaining({ email: 'first.owner@digs.test', name: 'Fran First', role: 'owner' }),
        });
        expect((await api.currentStaff())?.email).toBe('first.owner@digs.test');
        expect(await api.readLink('setup-link')).toEqual({ kind: 'used' });
      });

      it('answers a reset request whatever the address', async () => {
        await expect(api.requestPasswordReset('nobody@digs.test')).resolves.toBeUndefined();
        await expect(api.requestPasswordReset('olivia.owner@digs.test')).resolves.toBeUndefined();
      });
    });

    describe('signed in as the owner', () => {
      let api: StaffConsole;
      beforeEach(() => {
        api = make('staff-owner');
      });

      it('lists the staff with role, status and version', async () => {
        const outcome = await api.listStaff();
        expect(outcome.kind).toBe('ok');
        if (outcome.kind !== 'ok') return;
        expect(outcome.staff.map((m) => [m.email, m.role, m.status])).toEqual([
          ['olivia.owner@digs.test', 'owner', 'active'],
          ['eddie.editor@digs.test', 'editor', 'active'],
          ['sam.sales@digs.test', 'sales', 'active'],
          ['priya.new@digs.test', 'editor', 'invited'],
        ]);
        expect(outcome.staff[2]?.version).toBe(2);
      });

      it('invites by e-mail and role, and the invited member is listed', async () => {
        const outcome = await api.invite('new.person@digs.test', 'sales');
        expect(outcome).toEqual({
          kind: 'invited',
          invitation: { email: 'new.person@digs.test', role: 'sales', expiresAt: expect.any(String) },
        });
        const list = await api.listStaff();
        expect(list.kind === 'ok' && list.staff.find((m) => m.email === 'new.person@digs.test')?.status).toBe(
          'invited',
        );
      });

      it('changes a role at the version read, and refuses a stale version', async () => {
        const changed = await api.changeRole('staff-sales', 'editor', 2);
        expect(changed.kind === 'changed' && [changed.member.role, changed.member.version]).toEqual(['editor', 3]);
        const stale = await api.changeRole('staff-sales', 'owner', 2);
        expect(stale.kind).toBe('stale');
        if (stale.kind === 'stale') expect(stale.message).toMatch(/reload/i);
      });

      it('keeps the last owner: neither demoted nor removed', async () => {
        expect((await api.changeRole('staff-owner', 'editor', 3)).kind).toBe('last-owner');
        expect((await api.remove('staff-owner')).kind).toBe('last-owner');
      });

      it('removes a member, and an unknown one is not found', async () => {
        expect(await api.remove('staff-editor')).toEqual({ kind: 'removed' });
        expect(await api.remove('staff-editor')).toEqual({ kind: 'not-found' });
        expect(await api.changeRole('nobody', 'sales', 1)).toEqual({ kind: 'not-found' });
      });

      it('pages the audit log newest first, and filters it by kind of record', async () => {
        const first = await api.auditPage({ limit: 25 });
        expect(first.kind).toBe('ok');
        if (first.kind !== 'ok') return;
        expect(first.entries.map((e) => e.id)).toEqual(fixtureAudit.slice(0, 25).map((e) => e.id));
        expect(first.nextBeforeId).toBe(first.entries.at(-1)?.id);
        const next = await api.auditPage({ limit: 25, beforeId: first.nextBeforeId ?? 0 });
        expect(next.kind === 'ok' && next.entries[0]?.id).toBe((first.entries.at(-1)?.id ?? 0) - 1);
        const sessions = await api.auditPage({ limit: 100, entity: 'session' });
        expect(sessions.kind === 'ok' && sessions.entries.every((e) => e.entity === 'session')).toBe(true);
        expect(sessions.kind === 'ok' && sessions.nextBeforeId).toBeNull();
      });

      it('signs out, and everything after is signed out', async () => {
        await api.signOut();
        expect(await api.currentStaff()).toBeNull();
        expect(await api.listStaff()).toEqual({ kind: 'signed-out' });
      });

      it('signs out everywhere', async () => {
        await api.signOutEverywhere();
        expect(await api.currentStaff()).toBeNull();
      });
    });

    describe('signed in as an editor', () => {
      it('is refused the staff list, invitations, roles and the audit log', async () => {
        const api = make('staff-editor');
        expect(await api.listStaff()).toEqual({ kind: 'forbidden' });
        expect(await api.invite('x@digs.test', 'sales')).toEqual({ kind: 'forbidden' });
        expect(await api.changeRole('staff-sales', 'owner', 2)).toEqual({ kind: 'forbidden' });
        expect(await api.remove('staff-sales')).toEqual({ kind: 'forbidden' });
        expect(await api.auditPage({ limit: 10 })).toEqual({ kind: 'forbidden' });
      });
    });
  });
}
