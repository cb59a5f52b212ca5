import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { mailOutbox as mailQueueTable, staffMembers } from '../../src/adapters/postgres/schema';
import { ACCOUNT_SLOWDOWN, RESET_LIMITS, SIGN_IN_LIMITS } from '../../src/domain/staff/sign-in';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { staffConsoleOn } from '../support/staff-session';
import { openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

/** Issue 40 item 3 (ADR 071): strong passwords, one live reset link, throttling without lockout. */
const publicUrl = 'https://digs.test';
const site = { origin: publicUrl };
const password = 'plum harbour violet kettle';

let database: DatabaseHandle;
let time: ManualTime;
let app: Awaited<ReturnType<typeof buildTestApp>>;
let staff: ReturnType<typeof staffConsoleOn>;

async function build(options: Partial<Parameters<typeof staffConsoleOn>[2]> = {}) {
  await app?.close();
  staff = staffConsoleOn(database.db, time, { publicUrl, ...options });
  app = await buildTestApp({
    catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
    console: staff.console,
    publicUrl,
  });
  await app.ready();
}

beforeAll(async () => {
  database = await openTestDatabase('pglite');
});
afterAll(async () => {
  await app?.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(staffMembers);
  await database.db.delete(mailQueueTable);
  time = new ManualTime(Date.now());
  await build();
});

const cookieOf = (answer: { headers: Record<string, unknown> }) => {
  const set = answer.headers['set-cookie'];
  return String(Array.isArray(set) ? set[0] : set).split(';')[0] as string;
};
const followLink = (token: string, payload: Record<string, string>, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/api/admin/links/${token}`, headers: site, remoteAddress, payload });
const signIn = (email: string, pass: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: site,
    remoteAddress,
    payload: { email, password: pass },
  });
const askReset = (email: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/admin/password-reset', headers: site, remoteAddress, payload: { email } });

/** The one-time links in the mail queue, oldest first. */
async function linksMailed(): Promise<string[]> {
  const rows = await database.db.select().from(mailQueueTable).orderBy(mailQueueTable.createdAt);
  return rows
    .flatMap((row) => [...JSON.stringify(row).matchAll(/\/admin\/link\/([A-Za-z0-9_-]{43})/g)].map((m) => m[1] ?? ''))
    .filter((token, i, all) => all.indexOf(token) === i);
}

async function setUpOwner(email = 'olu@digs.test') {
  const url = await staff.firstOwnerSetup.run();
  const answer = await followLink(url?.split('/admin/link/')[1] as string, { email, name: 'Olu', password });
  expect(answer.statusCode).toBe(200);
  return { cookie: cookieOf(answer) };
}

describe('weak staff passwords are refused on set-up, invitation and reset', () => {
  const weak = [' '.repeat(12), 'qwertyuiopas', 'password1234', 'olu@digs.test'];

  it('on the first owner’s set-up link', async () => {
    const url = await staff.firstOwnerSetup.run();
    const token = url?.split('/admin/link/')[1] as string;
    for (const candidate of weak) {
      const answer = await followLink(token, { email: 'olu@digs.test', name: 'Olu', password: candidate });
      expect(answer.statusCode, JSON.stringify(candidate)).toBe(400);
      expect(answer.json().fields.password).toMatch(/too easy to guess|e-mail address/);
    }
    expect((await followLink(token, { email: 'olu@digs.test', password })).statusCode).toBe(200);
  });

  it('on an invitation link and a reset link, saying why and how to make it stronger', async () => {
    const owner = await setUpOwner();
    await app.inject({
      method: 'POST',
      url: '/api/admin/staff/invitations',
      headers: { cookie: owner.cookie, ...site },
      payload: { email: 'sam@digs.test', role: 'sales' },
    });
    const [invitation] = await linksMailed();
    for (const candidate of [' '.repeat(12), 'qwertyuiopas']) {
      const answer = await followLink(invitation as string, { password: candidate });
      expect(answer.statusCode).toBe(400);
      const message = answer.json().fields.password as string;
      expect(message).toMatch(/^This password is too easy to guess\. .+ Add another word or two/);
    }
    expect((await followLink(invitation as string, { password })).statusCode).toBe(200);

    await askReset('sam@digs.test');
    const reset = (await linksMailed()).at(-1) as string;
    expect((await followLink(reset, { password: 'password1234' })).statusCode).toBe(400);
    expect((await followLink(reset, { password: 'sam@digs.test' })).json().fields.password).toMatch(/e-mail address/);
    expect((await followLink(reset, { password: 'orbit meadow lantern tram' })).statusCode).toBe(200);
  });
});

describe('changing one’s password while signed in', () => {
  const change = (cookie: string, payload: Record<string, string>, remoteAddress = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/admin/password',
      headers: { ...site, cookie },
      remoteAddress,
      payload,
    });

  it('needs the current password and a strong new one; it ends every other session and keeps this one', async () => {
    const owner = await setUpOwner();
    const laptop = cookieOf(await signIn('olu@digs.test', password, '192.0.2.40'));
    await askReset('olu@digs.test');
    const [pendingReset] = await linksMailed();

    const wrong = await change(owner.cookie, {
      currentPassword: 'not my password',
      password: 'orbit meadow lantern tram',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toMatch(/current password/i);
    const weak = await change(owner.cookie, { currentPassword: password, password: 'qwertyuiopas' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toMatch(/^This password is too easy to guess\. .+ Add another word or two/);
    expect((await change(owner.cookie, { currentPassword: password, password: ' '.repeat(12) })).statusCode).toBe(400);
    expect((await change('', { currentPassword: password, password: 'orbit meadow lantern tram' })).statusCode).toBe(
      401,
    );

    const changed = await change(owner.cookie, { currentPassword: password, password: 'orbit meadow lantern tram' });
    expect(changed.statusCode).toBe(200);
    const session = (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } }).then((a) => a.statusCode);
    expect(await session(cookieOf(changed))).toBe(200);
    expect(await session(owner.cookie)).toBe(401);
    expect(await session(laptop)).toBe(401);
    // A reset link sent before the change no longer works.
    expect((await followLink(pendingReset as string, { password: 'a quiet orange tram at noon' })).statusCode).toBe(
      410,
    );
    expect((await signIn('olu@digs.test', password)).statusCode).toBe(401);
    expect((await signIn('olu@digs.test', 'orbit meadow lantern tram')).statusCode).toBe(200);
  });

  it('counts wrong current passwords like refused sign-ins from that address', async () => {
    const owner = await setUpOwner();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAddress; i++) {
      expect(
        (await change(owner.cookie, { currentPassword: `guess ${i}`, password: 'orbit meadow lantern tram' }))
          .statusCode,
      ).toBe(400);
    }
    const limited = await change(owner.cookie, { currentPassword: password, password: 'orbit meadow lantern tram' });
    expect(limited.statusCode).toBe(429);
  });
});

describe('one live reset link at a time', () => {
  it('a newer reset link kills the older one; using a link kills the rest; a new password ends the sessions', async () => {
    const owner = await setUpOwner();
    await askReset('olu@digs.test', '192.0.2.1');
    await askReset('olu@digs.test', '192.0.2.2');
    const [older, newer] = await linksMailed();
    expect(older).toBeDefined();
    expect(newer).toBeDefined();
    const olderRead = await app.inject({ method: 'GET', url: `/api/admin/links/${older}` });
    expect(olderRead.statusCode).toBe(410);
    expect(olderRead.json().message).toMatch(/newer one has replaced it/);
    expect((await followLink(older as string, { password: 'orbit meadow lantern tram' })).statusCode).toBe(410);

    // A third link, then the second (no longer the newest) is dead too; the newest works once.
    await askReset('olu@digs.test', '192.0.2.3');
    const newest = (await linksMailed()).at(-1) as string;
    expect((await followLink(newer as string, { password: 'orbit meadow lantern tram' })).statusCode).toBe(410);
    expect((await followLink(newest, { password: 'orbit meadow lantern tram' })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(401);
    expect((await signIn('olu@digs.test', password)).statusCode).toBe(401);
    expect((await signIn('olu@digs.test', 'orbit meadow lantern tram')).statusCode).toBe(200);
  });
});

describe('sign-in throttling slows a guesser without locking the member out (ADR 071)', () => {
  let pauses: number[];
  beforeEach(async () => {
    pauses = [];
    await build({ pause: async (ms) => void pauses.push(ms) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a stranger hammering from many addresses gets 429 per address; the member’s own address still signs in', async () => {
    await setUpOwner();
    const strangers = Array.from({ length: 8 }, (_, i) => `198.51.100.${i + 1}`);
    for (const from of strangers) {
      for (let i = 0; i < SIGN_IN_LIMITS.perAccountAddress; i++) {
        expect((await signIn('olu@digs.test', `wrong guess number ${i}`, from)).statusCode).toBe(401);
      }
      const limited = await signIn('olu@digs.test', `one more wrong guess`, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error).toBe('rate_limited');
    }
    // Forty refusals from everywhere: every attempt on the account now waits, up to the longest wait.
    expect(pauses.length).toBeGreaterThan(0);
    expect(pauses[0]).toBe(ACCOUNT_SLOWDOWN.firstDelayMs);
    expect(Math.max(...pauses)).toBe(ACCOUNT_SLOWDOWN.maxDelayMs);
    const before = pauses.length;
    const own = await signIn('olu@digs.test', password, '203.0.113.7');
    expect(own.statusCode).toBe(200);
    expect(pauses.slice(before)).toEqual([ACCOUNT_SLOWDOWN.maxDelayMs]);
    // Another member is neither slowed nor refused.
    const other = await signIn('someone@digs.test', password, '203.0.113.8');
    expect(other.statusCode).toBe(401);
    expect(pauses.length).toBe(before + 1);
  });

  it('counts each address’s refusals for a window of 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await setUpOwner();
    for (let i = 0; i < SIGN_IN_LIMITS.perAccountAddress; i++) {
      expect((await signIn('olu@digs.test', 'not the password', '198.51.100.9')).statusCode).toBe(401);
    }
    const limited = await signIn('olu@digs.test', password, '198.51.100.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().retryAfterSeconds).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs / 1000);
    vi.setSystemTime(Date.now() + SIGN_IN_LIMITS.windowMs);
    expect((await signIn('olu@digs.test', password, '198.51.100.9')).statusCode).toBe(200);
  });

  it('a stranger’s reset requests lock nobody out and send at most three e-mails an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await setUpOwner();
    for (let i = 0; i < 10; i++) expect((await askReset('olu@digs.test', `198.51.100.${i + 20}`)).statusCode).toBe(202);
    expect(await linksMailed()).toHaveLength(RESET_LIMITS.perAccount);
    expect((await signIn('olu@digs.test', password, '198.51.100.20')).statusCode).toBe(200);
    expect((await signIn('olu@digs.test', password, '203.0.113.7')).statusCode).toBe(200);
    // The member's own request once the hour has passed is sent, and its link is the only live one.
    vi.setSystemTime(Date.now() + RESET_LIMITS.windowMs);
    await askReset('olu@digs.test', '203.0.113.7');
    const links = await linksMailed();
    expect(links).toHaveLength(RESET_LIMITS.perAccount + 1);
    for (const older of links.slice(0, -1)) {
      expect((await app.inject({ method: 'GET', url: `/api/admin/links/${older}` })).statusCode).toBe(410);
    }
    expect((await app.inject({ method: 'GET', url: `/api/admin/links/${links.at(-1)}` })).statusCode).toBe(200);
  });
});
