import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HtmlMailer } from '../../src/adapters/mail-templates/html-mailer';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { mailOutbox } from '../../src/adapters/postgres/schema';
import { createMailer } from '../../src/adapters/smtp/mailer-from-config';
import { outboxFolder } from '../../src/adapters/smtp/outbox-folder-search';
import type { DeliverMail } from '../../src/application/mail/deliver-mail.use-case';
import { DELIVER_MAIL } from '../../src/application/mail/mail.tokens';
import { FIRST_OWNER_SETUP } from '../../src/application/staff/staff.tokens';
import type { FirstOwnerSetup } from '../../src/application/staff/staff-links.use-case';
import { accountApi } from '../../src/server/accounts';
import { consoleApi } from '../../src/server/console-api';
import { createServerContainer } from '../../src/server/container';
import { seedViewingRules } from '../../src/server/seed/seed-viewing-rules';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { testPasswordHasher } from '../support/staff-session';
import { openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

/**
 * Issue 40 item 3 (ADR 071): no sign-in code, one-time link, session id or calendar feed token in
 * any line the server logs, its request log (at trace) and the outbox folder's lines alike, across
 * every flow that makes one. The first owner's set-up link, printed on purpose by main.ts at start,
 * is the one exception, and it is not made here.
 */
const publicUrl = 'http://localhost:3000';
const site = { origin: publicUrl };
const squareGardens = '00000000-0000-4000-8000-00000000e001';
const password = 'plum harbour violet kettle';

describe('the server log holds no secret', () => {
  let database: DatabaseHandle;
  let outboxDir: string;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let container: ReturnType<typeof createServerContainer>;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await writeCatalogue(database.db, fixtureSlice, fixtureSettings);
    await seedViewingRules(database.db, () => Date.now());
    outboxDir = await mkdtemp(path.join(tmpdir(), 'digs-outbox-'));
    // The mailer as main.ts makes it with no SMTP_URL: the outbox folder, its lines in the log.
    const mailer = new HtmlMailer(
      createMailer({ from: 'Digs <hello@digs.test>', outboxDir, log: (line) => logged.push(line) }),
    );
    container = createServerContainer(
      database,
      testServerSettings({ publicUrl, passwordHasher: testPasswordHasher, mailer, mailFiles: outboxFolder(outboxDir) }),
    );
    app = await buildTestApp({
      catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
      publicUrl,
      console: consoleApi(container, publicUrl),
      accounts: accountApi(container, publicUrl),
      logger: { level: 'trace', stream: { write: (line: string) => void logged.push(line) } },
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  const deliver = () => container.get<DeliverMail>(DELIVER_MAIL).run();
  const lastMail = async () => JSON.stringify((await database.db.select().from(mailOutbox)).at(-1) ?? '');
  const cookieValue = (answer: { headers: Record<string, unknown> }) => {
    const set = answer.headers['set-cookie'];
    return String(Array.isArray(set) ? set[0] : set)
      .split(';')[0]
      ?.split('=')[1] as string;
  };
  const post = (url: string, payload: object, cookie = '') =>
    app.inject({ method: 'POST', url, headers: { ...site, cookie }, payload });

  it('across visitor sign-in, staff set-up, invitation and reset, and the calendar feed', async () => {
    const secrets: Record<string, string> = {};

    // A visitor's sign-in: a link and a code by e-mail (to the outbox folder), then a session.
    expect((await post('/api/account/sign-in', { email: 'ada@example.com' })).statusCode).toBe(202);
    await deliver();
    const visitorMail = await lastMail();
    secrets.visitorCode = /this code[^0-9]*([0-9]{6})/.exec(visitorMail)?.[1] as string;
    secrets.visitorLink = /token=([A-Za-z0-9_-]{43})/.exec(visitorMail)?.[1] as string;
    await post('/api/account/sign-in/code', { email: 'ada@example.com', code: '000000' });
    const visitor = await post('/api/account/sign-in/code', { email: 'ada@example.com', code: secrets.visitorCode });
    expect(visitor.statusCode).toBe(200);
    secrets.visitorSession = cookieValue(visitor);

    // The first owner's set-up link (main.ts prints it; nothing else may), a weak password, then a good one.
    const setup = await container.get<FirstOwnerSetup>(FIRST_OWNER_SETUP).run();
    secrets.setupLink = setup?.split('/admin/link/')[1] as string;
    await app.inject({ method: 'GET', url: `/api/admin/links/${secrets.setupLink}` });
    await post(`/api/admin/links/${secrets.setupLink}`, { email: 'olu@digs.test', password: 'qwertyuiopas' });
    const owner = await post(`/api/admin/links/${secrets.setupLink}`, { email: 'olu@digs.test', password });
    expect(owner.statusCode).toBe(200);
    secrets.ownerSession = cookieValue(owner);
    const cookie = `digs_staff=${secrets.ownerSession}`;

    // An invitation, by e-mail.
    expect(
      (await post('/api/admin/staff/invitations', { email: 'sam@digs.test', role: 'sales' }, cookie)).statusCode,
    ).toBe(201);
    await deliver();
    secrets.inviteLink = /\/admin\/link\/([A-Za-z0-9_-]{43})/.exec(await lastMail())?.[1] as string;
    await app.inject({ method: 'GET', url: `/api/admin/links/${secrets.inviteLink}` });
    const sam = await post(`/api/admin/links/${secrets.inviteLink}`, { password: 'orbit meadow lantern tram' });
    expect(sam.statusCode).toBe(200);
    secrets.samSession = cookieValue(sam);

    // A password reset, by e-mail; the link used, then refused as used.
    expect((await post('/api/admin/password-reset', { email: 'olu@digs.test' })).statusCode).toBe(202);
    await deliver();
    secrets.resetLink = /\/admin\/link\/([A-Za-z0-9_-]{43})/.exec(await lastMail())?.[1] as string;
    expect(
      (await post(`/api/admin/links/${secrets.resetLink}`, { password: 'a quiet orange tram at noon' })).statusCode,
    ).toBe(200);
    expect(
      (await post(`/api/admin/links/${secrets.resetLink}`, { password: 'a quiet orange tram at noon' })).statusCode,
    ).toBe(410);

    // A calendar feed link, read by a calendar app.
    const sales = `digs_staff=${secrets.samSession}`;
    const feed = await post(`/api/admin/viewings/residences/${squareGardens}/feed`, {}, sales);
    expect(feed.statusCode).toBe(201);
    secrets.feedToken = new URL((feed.json() as { url: string }).url).pathname.split('/').at(-1) as string;
    expect((await app.inject({ method: 'GET', url: `/api/admin/viewings/feed/${secrets.feedToken}` })).statusCode).toBe(
      200,
    );

    for (const [name, value] of Object.entries(secrets)) expect(value, name).toMatch(/^[A-Za-z0-9_-]{6,}$/);
    // The log did record the flows (the outbox folder's lines at least), and none of their secrets.
    const log = logged.join('\n');
    expect(logged.filter((line) => line.includes('.eml'))).toHaveLength(3);
    for (const [name, value] of Object.entries(secrets)) {
      // Whole values only: a 6-digit code may turn up inside a timestamp or a request id by chance.
      const whole = new RegExp(`(?<![A-Za-z0-9_-])${value}(?![A-Za-z0-9_-])`);
      expect(whole.test(log), `${name} is in the log`).toBe(false);
    }
  });
});
