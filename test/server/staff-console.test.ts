import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STAFF_COOKIE } from '../../src/adapters/http-api/staff-guard';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { mailOutbox as mailQueueTable, staffMembers } from '../../src/adapters/postgres/schema';
import { SESSION_LIMITS } from '../../src/domain/staff/session-rules';
import { WRONG_CREDENTIALS_MESSAGE } from '../../src/domain/staff/sign-in';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { signedInStaff, staffConsoleOn } from '../support/staff-session';
import { openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const publicUrl = 'https://digs.test';
const site = { origin: publicUrl };
const password = 'plum harbour violet kettle';
const hour = 3_600_000;

let database: DatabaseHandle;
let time: ManualTime;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: ReturnType<typeof staffConsoleOn>;

async function build(limits = { perAddress: 1000, perAccountAddress: 1000, windowMs: 900_000 }) {
  staff = staffConsoleOn(database.db, time, { publicUrl, signInLimits: limits });
  const built = await buildTestApp({
    catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
    console: staff.console,
    publicUrl,
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(async () => {
  await app?.close();
  await database.close();
});
beforeEach(async () => {
  await app?.close();
  await database.db.delete(staffMembers);
  await database.db.delete(mailQueueTable);
  time = new ManualTime(Date.now());
  app = await build();
});

const cookieOf = (answer: { headers: Record<string, unknown> }) => {
  const set = answer.headers['set-cookie'];
  const line = (Array.isArray(set) ? set[0] : set) as string;
  return { line, pair: line.split(';')[0] as string };
};

/** An owner who can sign in with `password`, through the set-up link. */
async function setUpOwner(email = 'olu@digs.test') {
  const url = await staff.firstOwnerSetup.run();
  const token = url?.split('/admin/link/')[1] as string;
  const answer = await app.inject({
    method: 'POST',
    url: `/api/admin/links/${token}`,
    headers: site,
    payload: { email, name: 'Olu', password },
  });
  expect(answer.statusCode).toBe(200);
  return { cookie: cookieOf(answer).pair, id: (answer.json() as { staff: { id: string } }).staff.id };
}

const signIn = (email: string, pass: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: { ...site, ...headers },
    payload: { email, password: pass },
  });

describe('signing in to the console', () => {
  it('sets an HttpOnly, SameSite=Strict, Secure cookie for the absolute limit, and knows the member', async () => {
    await setUpOwner();
    const answer = await signIn('OLU@digs.test', password);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ staff: { email: 'olu@digs.test', name: 'Olu', role: 'owner' } });
    const { line, pair } = cookieOf(answer);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Secure/);
    expect(line).toMatch(/Path=\//);
    expect(line).toContain(`Max-Age=${SESSION_LIMITS.absoluteMs / 1000}`);
    const me = await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: pair } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ staff: { email: 'olu@digs.test', role: 'owner' } });
  });

  it('answers a wrong password and an unknown address the same, and logs both with the address tried', async () => {
    await setUpOwner();
    const wrong = await signIn('olu@digs.test', 'not the password at all');
    const unknown = await signIn('nobody@digs.test', password);
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: 'wrong_credentials', message: WRONG_CREDENTIALS_MESSAGE });
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    const log = await staff.ports.audit.list({ entity: 'session', limit: 10 });
    expect(log.filter((e) => e.action === 'sign_in_refused').map((e) => e.actor)).toEqual([
      'nobody@digs.test',
      'olu@digs.test',
    ]);
  });

  it('refuses control characters and a cross-site sign-in', async () => {
    expect((await signIn('olu@digs.test\n', password)).statusCode).toBe(400);
    const cross = await signIn('olu@digs.test', password, { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
  });

  it('limits refused attempts per account from one address; the member’s own address still signs in', async () => {
    await app.close();
    app = await build({ perAddress: 100, perAccountAddress: 3, windowMs: 900_000 });
    await setUpOwner();
    const from = (remoteAddress: string, pass: string, email = 'olu@digs.test') =>
      app.inject({
        method: 'POST',
        url: '/api/admin/session',
        headers: site,
        remoteAddress,
        payload: { email, password: pass },
      });
    for (let i = 0; i < 3; i++) expect((await from('192.0.2.1', 'wrong wrong wrong')).statusCode).toBe(401);
    const limited = await from('192.0.2.1', password, 'Olu@digs.test');
    expect(limited.statusCode).toBe(429);
    const body = limited.json() as { error: string; message: string; retryAfterSeconds: number };
    expect(body.error).toBe('rate_limited');
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.message).toMatch(/Too many sign-in attempts\. Try again in \d+ minutes?/);
    // Another address, and another account from the same address, are not affected.
    expect((await from('192.0.2.99', password)).statusCode).toBe(200);
    expect((await from('192.0.2.1', password, 'other@digs.test')).statusCode).toBe(401);
  });

  it('limits attempts per address, whatever the account', async () => {
    await app.close();
    app = await build({ perAddress: 4, perAccountAddress: 100, windowMs: 900_000 });
    for (let i = 0; i < 4; i++) expect((await signIn(`n${i}@digs.test`, password)).statusCode).toBe(401);
    const limited = await signIn('n9@digs.test', password);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('sessions', () => {
  it('answers 401 without a session, or with one it does not know', async () => {
    for (const headers of [{}, { cookie: `${STAFF_COOKIE}=made-up` }]) {
      expect((await app.inject({ method: 'GET', url: '/api/admin/session', headers })).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/admin/staff', headers })).statusCode).toBe(401);
    }
  });

  it('end after two hours idle; a request within them keeps the session going', async () => {
    const { cookie } = await signedInStaff(database.db, 'editor', { now: time.now() });
    const me = () => app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    time.advance(SESSION_LIMITS.idleMs - 60_000);
    expect((await me()).statusCode).toBe(200);
    time.advance(SESSION_LIMITS.idleMs - 60_000);
    expect((await me()).statusCode).toBe(200);
    time.advance(SESSION_LIMITS.idleMs);
    expect((await me()).statusCode).toBe(401);
  });

  it('end twelve hours after sign-in however busy', async () => {
    const { cookie } = await signedInStaff(database.db, 'sales', { now: time.now() });
    const me = () => app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    for (let t = 0; t < 11; t++) {
      time.advance(hour);
      expect((await me()).statusCode).toBe(200);
    }
    time.advance(hour);
    expect((await me()).statusCode).toBe(401);
  });

  it('sign out ends this session; sign out everywhere ends the others too', async () => {
    const { cookie, staff: member } = await signedInStaff(database.db, 'editor', { now: time.now() });
    const second = await staff.ports.sessions.create(
      member.id,
      { createdAt: time.now(), lastSeenAt: time.now(), expiresAt: time.now() + hour },
      '',
    );
    const third = await staff.ports.sessions.create(
      member.id,
      { createdAt: time.now(), lastSeenAt: time.now(), expiresAt: time.now() + hour },
      '',
    );
    const out = await app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie, ...site } });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out).line).toMatch(/Max-Age=0/);
    expect((await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).statusCode).toBe(401);
    const everywhere = await app.inject({
      method: 'DELETE',
      url: '/api/admin/sessions',
      headers: { cookie: `${STAFF_COOKIE}=${second}`, ...site },
    });
    expect(everywhere.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: `${STAFF_COOKIE}=${third}` } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('staff management (owner only)', () => {
  it('declares every staff route owner-only and the rest for any signed-in or signed-out staff', () => {
    const table = app.consoleRoutes.map((r) => `${r.method} ${r.url} ${r.permission}`);
    expect(table).toEqual(
      expect.arrayContaining([
        'GET /api/admin/staff staff:manage',
        'POST /api/admin/staff/invitations staff:manage',
        'PATCH /api/admin/staff/:id staff:manage',
        'DELETE /api/admin/staff/:id staff:manage',
        'GET /api/admin/audit audit:read',
        'POST /api/admin/session null',
        'GET /api/admin/links/:token null',
      ]),
    );
  });

  it('answers 403 to an editor and to sales on every staff and audit endpoint, and refuses cross-site writes', async () => {
    for (const role of ['editor', 'sales'] as const) {
      const { cookie } = await signedInStaff(database.db, role, { now: time.now() });
      const calls = [
        { method: 'GET', url: '/api/admin/staff' },
        { method: 'POST', url: '/api/admin/staff/invitations', payload: { email: 'x@digs.test', role: 'sales' } },
        {
          method: 'PATCH',
          url: '/api/admin/staff/00000000-0000-4000-8000-000000000000',
          payload: { role: 'sales', version: 1 },
        },
        { method: 'DELETE', url: '/api/admin/staff/00000000-0000-4000-8000-000000000000' },
        { method: 'GET', url: '/api/admin/audit' },
      ] as const;
      for (const call of calls) {
        const answer = await app.inject({ ...call, headers: { cookie, ...site } });
        expect(answer.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
      }
    }
    const owner = await signedInStaff(database.db, 'owner', { now: time.now() });
    const cross = await app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: { cookie: owner.cookie, origin: 'https://evil.example' },
      payload: { email: 'x@digs.test', role: 'sales' },
    });
    expect(cross.statusCode).toBe(403);
  });

  it('invite -> e-mail with the link -> password -> signed in as the role; the link twice is 410', async () => {
    const owner = await setUpOwner();
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: { cookie: owner.cookie, ...site },
      payload: { email: 'Eddie@digs.test', role: 'editor' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toEqual({
      invitation: {
        email: 'Eddie@digs.test',
        role: 'editor',
        expiresAt: new Date(time.now() + 24 * hour).toISOString(),
      },
    });
    const [mail] = await database.db.select().from(mailQueueTable);
    const text = JSON.stringify(mail);
    const token = /\/admin\/link\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] as string;
    expect(token).toBeDefined();
    const list = await app.inject({ method: 'GET', url: '/api/admin/staff', headers: { cookie: owner.cookie } });
    expect(
      (list.json() as { staff: { email: string; status: string }[] }).staff.find((s) => s.email === 'Eddie@digs.test')
        ?.status,
    ).toBe('invited');

    expect((await app.inject({ method: 'GET', url: `/api/admin/links/${token}` })).json()).toEqual({
      purpose: 'invite',
      email: 'Eddie@digs.test',
      role: 'editor',
    });
    const weak = await app.inject({
      method: 'POST',
      url: `/api/admin/links/${token}`,
      headers: site,
      payload: { password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ fields: { password: expect.stringMatching(/at least 12/) } });
    const used = await app.inject({
      method: 'POST',
      url: `/api/admin/links/${token}`,
      headers: site,
      payload: { name: 'Eddie', password },
    });
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ staff: { email: 'Eddie@digs.test', name: 'Eddie', role: 'editor' } });
    expect(cookieOf(used).line).toMatch(/HttpOnly/);
    const again = await app.inject({
      method: 'POST',
      url: `/api/admin/links/${token}`,
      headers: site,
      payload: { password },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'link_used' });
    expect((await signIn('eddie@digs.test', password)).statusCode).toBe(200);
    const audit = await app.inject({
      method: 'GET',
      url: '/api/admin/audit?limit=50',
      headers: { cookie: owner.cookie },
    });
    const actions = (audit.json() as { entries: { action: string }[] }).entries.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['invite', 'password_set', 'sign_in', 'create']));
  });

  it('lets one of two simultaneous uses of a link through; the other is 410', async () => {
    const owner = await setUpOwner();
    await app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: { cookie: owner.cookie, ...site },
      payload: { email: 'twice@digs.test', role: 'sales' },
    });
    const token = /\/admin\/link\/([A-Za-z0-9_-]{43})/.exec(
      JSON.stringify(await database.db.select().from(mailQueueTable)),
    )?.[1];
    const use = () =>
      app.inject({ method: 'POST', url: `/api/admin/links/${token}`, headers: site, payload: { name: 'T', password } });
    const answers = await Promise.all([use(), use()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });

  it('an expired link is 410, an unknown one 404', async () => {
    const owner = await setUpOwner();
    await app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: { cookie: owner.cookie, ...site },
      payload: { email: 's@digs.test', role: 'sales' },
    });
    const token = /\/admin\/link\/([A-Za-z0-9_-]{43})/.exec(
      JSON.stringify(await database.db.select().from(mailQueueTable)),
    )?.[1] as string;
    time.advance(24 * hour);
    expect((await app.inject({ method: 'GET', url: `/api/admin/links/${token}` })).json()).toMatchObject({
      error: 'link_expired',
    });
    expect(
      (await app.inject({ method: 'POST', url: `/api/admin/links/${token}`, headers: site, payload: { password } }))
        .statusCode,
    ).toBe(410);
    expect((await app.inject({ method: 'GET', url: '/api/admin/links/nothing-like-it' })).statusCode).toBe(404);
  });

  it('password reset: the same 202 for staff and strangers; the link sets a new password and ends old sessions', async () => {
    const owner = await setUpOwner();
    for (const email of ['olu@digs.test', 'stranger@digs.test']) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/admin/password-reset',
        headers: site,
        payload: { email },
      });
      expect(answer.statusCode).toBe(202);
    }
    const mails = await database.db.select().from(mailQueueTable);
    expect(mails).toHaveLength(1);
    const token = /\/admin\/link\/([A-Za-z0-9_-]{43})/.exec(JSON.stringify(mails))?.[1] as string;
    expect((await app.inject({ method: 'GET', url: `/api/admin/links/${token}` })).json()).toMatchObject({
      purpose: 'reset',
      email: 'olu@digs.test',
    });
    const reset = await app.inject({
      method: 'POST',
      url: `/api/admin/links/${token}`,
      headers: site,
      payload: { password: 'meadow orbit harbour plum' },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(401);
    expect((await signIn('olu@digs.test', password)).statusCode).toBe(401);
    expect((await signIn('olu@digs.test', 'meadow orbit harbour plum')).statusCode).toBe(200);
  });

  it('keeps the last owner; refuses a stale role change with 409; removal ends the member’s sessions', async () => {
    const owner = await setUpOwner();
    const headers = { cookie: owner.cookie, ...site };
    const list = async () =>
      (await app.inject({ method: 'GET', url: '/api/admin/staff', headers })).json() as {
        staff: { id: string; email: string; version: number; status: string }[];
      };
    const me = (await list()).staff[0];
    expect((await app.inject({ method: 'DELETE', url: `/api/admin/staff/${me?.id}`, headers })).json()).toMatchObject({
      error: 'last_owner',
    });
    const demote = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${me?.id}`,
      headers,
      payload: { role: 'editor', version: me?.version },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toMatchObject({ error: 'last_owner' });

    const sales = await signedInStaff(database.db, 'sales', { now: time.now() });
    const read = (await list()).staff.find((s) => s.id === sales.staff.id);
    const first = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${sales.staff.id}`,
      headers,
      payload: { role: 'editor', version: read?.version },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ staff: { role: 'editor', version: (read?.version ?? 0) + 1 } });
    const stale = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${sales.staff.id}`,
      headers,
      payload: { role: 'owner', version: read?.version },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: 'stale',
      message: expect.stringMatching(
        // Who, and when in London time ("26 Nov 2026, 08:00"), not UTC's.
        /olu@digs\.test \(\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\) changed this since you opened it\. Reload to see their change\./,
      ),
      current: { role: 'editor' },
    });
    // The role counts at the member's next request.
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: sales.cookie } })).json(),
    ).toMatchObject({ staff: { role: 'editor' } });

    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/staff/${sales.staff.id}`, headers })).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: sales.cookie } })).statusCode,
    ).toBe(401);
    expect((await list()).staff.find((s) => s.id === sales.staff.id)?.status).toBe('disabled');
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/admin/staff/${sales.staff.id}`, headers })).statusCode,
    ).toBe(404);
  });

  it('pages the audit log with nextBeforeId', async () => {
    const owner = await setUpOwner();
    for (let i = 0; i < 3; i++) await signIn('olu@digs.test', 'wrong password here');
    const page1 = (
      await app.inject({ method: 'GET', url: '/api/admin/audit?limit=2', headers: { cookie: owner.cookie } })
    ).json() as { entries: { id: number }[]; nextBeforeId: number | null };
    expect(page1.entries).toHaveLength(2);
    expect(page1.nextBeforeId).toBe(page1.entries[1]?.id);
    const page2 = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/audit?limit=2&beforeId=${page1.nextBeforeId}`,
        headers: { cookie: owner.cookie },
      })
    ).json() as { entries: { id: number }[] };
    expect(page2.entries[0]?.id).toBeLessThan(page1.nextBeforeId ?? 0);
  });
});

describe('the first owner', () => {
  it('gets a set-up link while no owner exists, and none once one does; the link is then spent', async () => {
    const url = await staff.firstOwnerSetup.run();
    expect(url).toMatch(/^https:\/\/digs\.test\/admin\/link\/[A-Za-z0-9_-]{43}$/);
    const spare = await staff.firstOwnerSetup.run();
    await setUpOwner();
    expect(await staff.firstOwnerSetup.run()).toBeNull();
    const token = spare?.split('/admin/link/')[1];
    expect((await app.inject({ method: 'GET', url: `/api/admin/links/${token}` })).json()).toMatchObject({
      error: 'link_used',
    });
  });
});
