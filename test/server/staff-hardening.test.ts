import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { mailOutbox as mailQueueTable, staffMembers } from '../../src/adapters/postgres/schema';
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
const useLink = (token: string, payload: Record<string, string>, remoteAddress = '127.0.0.1') =>
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
  const answer = await useLink(url?.split('/admin/link/')[1] as string, { email, name: 'Olu', password });
  expect(answer.statusCode).toBe(200);
  return { cookie: cookieOf(answer) };
}

describe('weak staff passwords are refused on set-up, invitation and reset', () => {
  const weak = [' '.repeat(12), 'qwertyuiopas', 'password1234', 'olu@digs.test'];

  it('on the first owner’s set-up link', async () => {
    const url = await staff.firstOwnerSetup.run();
    const token = url?.split('/admin/link/')[1] as string;
    for (const candidate of weak) {
      const answer = await useLink(token, { email: 'olu@digs.test', name: 'Olu', password: candidate });
      expect(answer.statusCode, JSON.stringify(candidate)).toBe(400);
      expect(answer.json().fields.password).toMatch(/too easy to guess|e-mail address/);
    }
    expect((await useLink(token, { email: 'olu@digs.test', password })).statusCode).toBe(200);
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
      const answer = await useLink(invitation as string, { password: candidate });
      expect(answer.statusCode).toBe(400);
      const message = answer.json().fields.password as string;
      expect(message).toMatch(/^This password is too easy to guess\. .+ Add another word or two/);
    }
    expect((await useLink(invitation as string, { password })).statusCode).toBe(200);

    await askReset('sam@digs.test');
    const reset = (await linksMailed()).at(-1) as string;
    expect((await useLink(reset, { password: 'password1234' })).statusCode).toBe(400);
    expect((await useLink(reset, { password: 'sam@digs.test' })).json().fields.password).toMatch(/e-mail address/);
    expect((await useLink(reset, { password: 'orbit meadow lantern tram' })).statusCode).toBe(200);
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
    expect((await useLink(older as string, { password: 'orbit meadow lantern tram' })).statusCode).toBe(410);

    // A third link, then the second (no longer the newest) is dead too; the newest works once.
    await askReset('olu@digs.test', '192.0.2.3');
    const newest = (await linksMailed()).at(-1) as string;
    expect((await useLink(newer as string, { password: 'orbit meadow lantern tram' })).statusCode).toBe(410);
    expect((await useLink(newest, { password: 'orbit meadow lantern tram' })).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie: owner.cookie } })).statusCode,
    ).toBe(401);
    expect((await signIn('olu@digs.test', password)).statusCode).toBe(401);
    expect((await signIn('olu@digs.test', 'orbit meadow lantern tram')).statusCode).toBe(200);
  });
});
