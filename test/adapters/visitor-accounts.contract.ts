import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyLists } from '../../src/domain/accounts/account-lists';
import { MAX_CODE_ATTEMPTS, newChallenge, SIGN_IN_LIFETIME_MS } from '../../src/domain/accounts/sign-in-code';
import { VISITOR_SESSION_LIMITS } from '../../src/domain/accounts/visitor-account';
import { newSession } from '../../src/domain/staff/session-rules';
import type { SignInChallenges } from '../../src/ports/sign-in-challenges.port';
import type { VisitorAccounts } from '../../src/ports/visitor-accounts.port';
import type { VisitorSessions } from '../../src/ports/visitor-sessions.port';

export interface AccountPortsUnderTest {
  readonly accounts: VisitorAccounts;
  readonly sessions: VisitorSessions;
  readonly challenges: SignInChallenges;
  close?(): Promise<void>;
}

const t0 = Date.parse('2026-09-01T09:00:00.000Z');
const day = 86_400_000;
const address = () => `Visitor-${randomUUID()}@Example.com`;
const item = (id: string) => ({
  id,
  display_name: id,
  image: '',
  sub_text: '',
  price: '150',
  billing_frequency: 'week' as const,
  currency: 'GBP',
});

/** What the account ports do, fake and real alike: accounts and their lists, sessions, sign-in challenges. */
export function accountPortsContract(name: string, make: () => Promise<AccountPortsUnderTest>) {
  describe(`Visitor account ports contract: ${name}`, () => {
    let s: AccountPortsUnderTest;
    beforeAll(async () => {
      s = await make();
    });
    afterAll(async () => s.close?.());

    describe('accounts', () => {
      it('one account per address, whatever its case; made once even when asked twice at once', async () => {
        const email = address();
        const [a, b] = await Promise.all([s.accounts.findOrCreate(email, t0), s.accounts.findOrCreate(email, t0)]);
        expect(a.id).toBe(b.id);
        const again = await s.accounts.findOrCreate(email.toUpperCase(), t0 + 1);
        expect(again).toEqual(a);
        expect(a).toMatchObject({ email, name: '', marketingEmails: false, createdAt: t0 });
        expect(await s.accounts.findById(a.id)).toEqual(a);
        expect(await s.accounts.findById(randomUUID())).toBeNull();
      });

      it('keeps the details given', async () => {
        const a = await s.accounts.findOrCreate(address(), t0);
        const updated = await s.accounts.updateDetails(a.id, { name: 'Ada Lovelace', marketingEmails: true });
        expect(updated).toEqual({ ...a, name: 'Ada Lovelace', marketingEmails: true });
        expect(await s.accounts.findById(a.id)).toEqual(updated);
        expect(await s.accounts.updateDetails(randomUUID(), { name: 'x', marketingEmails: false })).toBeNull();
      });

      it('lists start empty at version 0; a save names the version it read, a stale one is refused', async () => {
        const a = await s.accounts.findOrCreate(address(), t0);
        expect(await s.accounts.readLists(a.id)).toEqual({ lists: emptyLists, version: 0 });
        const lists = { ...emptyLists, compareRooms: [item('r1'), item('r2')] };
        expect(await s.accounts.saveLists(a.id, lists, 0)).toEqual({ ok: true, version: 1 });
        expect(await s.accounts.readLists(a.id)).toEqual({ lists, version: 1 });
        const stale = await s.accounts.saveLists(a.id, emptyLists, 0);
        expect(stale).toEqual({ ok: false, reason: 'stale', current: { lists, version: 1 } });
        expect(await s.accounts.saveLists(randomUUID(), emptyLists, 0)).toEqual({ ok: false, reason: 'not_found' });
        expect(await s.accounts.readLists(randomUUID())).toBeNull();
      });

      it('of two saves at the same version, exactly one wins', async () => {
        const a = await s.accounts.findOrCreate(address(), t0);
        const outcomes = await Promise.all(
          ['x', 'y', 'z'].map((id) => s.accounts.saveLists(a.id, { ...emptyLists, compareRooms: [item(id)] }, 0)),
        );
        expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
        expect((await s.accounts.readLists(a.id))?.version).toBe(1);
      });

      it('deleting an account ends its sessions', async () => {
        const a = await s.accounts.findOrCreate(address(), t0);
        const id = await s.sessions.create(a.id, newSession(t0, VISITOR_SESSION_LIMITS), 'test');
        expect(await s.accounts.delete(a.id)).toBe(true);
        expect(await s.accounts.findById(a.id)).toBeNull();
        expect(await s.sessions.find(id)).toBeNull();
        expect(await s.accounts.delete(a.id)).toBe(false);
      });
    });

    describe('sessions', () => {
      it('finds a session by its id with its account; touches, revokes, ends all of one account, purges', async () => {
        const a = await s.accounts.findOrCreate(address(), t0);
        const times = newSession(t0, VISITOR_SESSION_LIMITS);
        const one = await s.sessions.create(a.id, times, 'Firefox');
        const two = await s.sessions.create(a.id, times, 'Safari');
        expect(one).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(one).not.toBe(two);
        expect(await s.sessions.find(one)).toEqual({ account: a, times });
        await s.sessions.touch(one, t0 + 5_000);
        expect((await s.sessions.find(one))?.times.lastSeenAt).toBe(t0 + 5_000);
        await s.sessions.revoke(one);
        expect(await s.sessions.find(one)).toBeNull();
        expect(await s.sessions.find('not-a-session')).toBeNull();
        const three = await s.sessions.create(a.id, times, 'Chrome');
        expect(await s.sessions.revokeAllOf(a.id)).toBe(2);
        expect(await s.sessions.find(two)).toBeNull();
        expect(await s.sessions.find(three)).toBeNull();
        const old = await s.sessions.create(a.id, times, 'Edge');
        const live = await s.sessions.create(a.id, newSession(t0 + 20 * day, VISITOR_SESSION_LIMITS), 'Edge');
        expect(
          await s.sessions.purge({ expiredBefore: t0 + 20 * day, lastSeenBefore: t0 + 15 * day }),
        ).toBeGreaterThanOrEqual(1);
        expect(await s.sessions.find(old)).toBeNull();
        expect(await s.sessions.find(live)).not.toBeNull();
      });
    });

    describe("a person's data (UK GDPR articles 15 and 17)", () => {
      it('exports an address’s account, lists, sessions and sign-in links, and erases them all at once', async () => {
        const email = address();
        const account = await s.accounts.findOrCreate(email, t0);
        await s.accounts.updateDetails(account.id, { name: 'Ada', marketingEmails: true });
        await s.accounts.saveLists(account.id, { ...emptyLists, compareRooms: [item('room-1')] }, 0);
        const phone = await s.sessions.create(account.id, newSession(t0, VISITOR_SESSION_LIMITS), 'Phone browser');
        await s.sessions.create(account.id, newSession(t0 + 1, VISITOR_SESSION_LIMITS), 'Laptop browser');
        const link = await s.challenges.issue(newChallenge(email, '/account', t0 + 2));
        const other = address();
        const othersLink = await s.challenges.issue(newChallenge(other, '/account', t0 + 2));

        const held = await s.accounts.exportFor(email.toUpperCase());
        expect(held.account).toMatchObject({ email, name: 'Ada', marketingEmails: true, createdAt: t0 });
        expect(held.lists?.lists.compareRooms.map((i) => i.id)).toEqual(['room-1']);
        expect(held.sessions.map((x) => x.createdAt)).toEqual([t0, t0 + 1]);
        expect(held.signInLinks).toEqual([
          { createdAt: t0 + 2, expiresAt: t0 + 2 + SIGN_IN_LIFETIME_MS, usedAt: null },
        ]);

        expect(await s.accounts.eraseFor(email.toLowerCase())).toEqual({ accounts: 1, sessions: 2, signInLinks: 1 });
        expect(await s.sessions.find(phone)).toBeNull();
        expect(await s.accounts.findById(account.id)).toBeNull();
        expect(await s.challenges.consumeLink(link.token, t0 + 3)).toBeNull();
        expect(await s.challenges.consumeLink(othersLink.token, t0 + 3)).not.toBeNull();
        expect(await s.accounts.exportFor(email)).toEqual({
          account: null,
          lists: null,
          sessions: [],
          signInLinks: [],
        });
        expect(await s.accounts.eraseFor(email)).toEqual({ accounts: 0, sessions: 0, signInLinks: 0 });
      });

      it('erases the sign-in links of an address that never signed in', async () => {
        const email = address();
        await s.challenges.issue(newChallenge(email, '/account', t0));
        expect((await s.accounts.exportFor(email)).signInLinks).toHaveLength(1);
        expect(await s.accounts.eraseFor(email)).toEqual({ accounts: 0, sessions: 0, signInLinks: 1 });
      });
    });

    describe('sign-in challenges', () => {
      it('draws a long token and a 6-digit code; the link works once, within 15 minutes', async () => {
        const email = address();
        const issued = await s.challenges.issue(newChallenge(email, '/account', t0));
        expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(issued.code).toMatch(/^[0-9]{6}$/);
        const used = await s.challenges.consumeLink(issued.token, t0 + 1_000);
        expect(used).toMatchObject({ email, next: '/account', usedAt: t0 + 1_000 });
        expect(await s.challenges.consumeLink(issued.token, t0 + 2_000)).toBeNull();
        // The code of a used challenge is spent too.
        expect(await s.challenges.consumeCode(email, issued.code, t0 + 2_000)).toEqual({ ok: false });
        const late = await s.challenges.issue(newChallenge(address(), '/account', t0));
        expect(await s.challenges.consumeLink(late.token, t0 + SIGN_IN_LIFETIME_MS)).toBeNull();
        expect(await s.challenges.consumeLink('nonsense', t0)).toBeNull();
      });

      it('two uses of one link at once: one wins', async () => {
        const issued = await s.challenges.issue(newChallenge(address(), '/account', t0));
        const both = await Promise.all([
          s.challenges.consumeLink(issued.token, t0 + 1),
          s.challenges.consumeLink(issued.token, t0 + 1),
        ]);
        expect(both.filter((c) => c !== null)).toHaveLength(1);
      });

      it('the code works once, for its address (any case), within 15 minutes', async () => {
        const email = address();
        const issued = await s.challenges.issue(newChallenge(email, '/leeds', t0));
        expect(await s.challenges.consumeCode(address(), issued.code, t0 + 1)).toEqual({ ok: false });
        const used = await s.challenges.consumeCode(email.toLowerCase(), issued.code, t0 + 1);
        expect(used).toMatchObject({ ok: true, challenge: { email, next: '/leeds', usedAt: t0 + 1 } });
        expect(await s.challenges.consumeCode(email, issued.code, t0 + 2)).toEqual({ ok: false });
        expect(await s.challenges.consumeLink(issued.token, t0 + 2)).toBeNull();
        const other = address();
        const late = await s.challenges.issue(newChallenge(other, '/account', t0));
        expect(await s.challenges.consumeCode(other, late.code, t0 + SIGN_IN_LIFETIME_MS)).toEqual({ ok: false });
      });

      it(`${MAX_CODE_ATTEMPTS} wrong codes lock the challenge, the right code included`, async () => {
        const email = address();
        const issued = await s.challenges.issue(newChallenge(email, '/account', t0));
        const wrong = issued.code === '000000' ? '000001' : '000000';
        for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1)
          expect(await s.challenges.consumeCode(email, wrong, t0 + i)).toEqual({ ok: false });
        expect(await s.challenges.consumeCode(email, issued.code, t0 + 10)).toEqual({ ok: false });
        // The link is a different secret (32 bytes, not guessable): it still works.
        expect(await s.challenges.consumeLink(issued.token, t0 + 10)).not.toBeNull();
      });

      it('a new challenge replaces the earlier one of the address', async () => {
        const email = address();
        const first = await s.challenges.issue(newChallenge(email, '/account', t0));
        const second = await s.challenges.issue(newChallenge(email, '/account', t0 + 1_000));
        expect(await s.challenges.consumeLink(first.token, t0 + 2_000)).toBeNull();
        if (first.code !== second.code)
          expect(await s.challenges.consumeCode(email, first.code, t0 + 2_000)).toEqual({ ok: false });
        expect(await s.challenges.consumeCode(email, second.code, t0 + 2_000)).toMatchObject({ ok: true });
      });

      it('purges challenges used or expired before a time', async () => {
        const issued = await s.challenges.issue(newChallenge(address(), '/account', t0 - day));
        expect(await s.challenges.purge(t0)).toBeGreaterThanOrEqual(1);
        expect(await s.challenges.consumeLink(issued.token, t0 - day + 1)).toBeNull();
      });
    });
  });
}
