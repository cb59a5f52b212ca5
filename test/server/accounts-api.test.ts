import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISITOR_COOKIE } from '../../src/adapters/http-api/account.routes';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { mailOutbox } from '../../src/adapters/postgres/schema';
import { MAX_CODE_ATTEMPTS, SIGN_IN_LIFETIME_MS } from '../../src/domain/accounts/sign-in-code';
import { CATALOGUE_READER } from '../../src/ports/catalogue-reader.port';
import { CLOCK } from '../../src/ports/clock.port';
import { ENQUIRY_REPOSITORY, type EnquiryRepository } from '../../src/ports/enquiry-repository.port';
import { accountApi } from '../../src/server/accounts';
import { createServerContainer } from '../../src/server/container';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const publicUrl = 'https://digs.test';
const site = { origin: publicUrl };
const day = 86_400_000;
type App = Awaited<ReturnType<typeof buildTestApp>>;

for (const kind of databaseKinds()) {
  describe(`Visitor accounts over HTTP on ${kind}`, () => {
    let database: DatabaseHandle;
    let time: ManualTime;
    let container: Container;
    let app: App;
    let n = 0;
    /** A fresh address per test: the limiter and the tables are shared. */
    const address = () => {
      n += 1;
      return `visitor${n}-${kind}@example.com`;
    };

    const build = async (limits = { perAddress: 1000, perEmail: 1000, windowMs: 900_000 }) => {
      await app?.close();
      const parent = createServerContainer(database, testServerSettings({ publicUrl }));
      container = new Container({ parent });
      container.bind(CLOCK).toConstantValue(time);
      container.bind(CATALOGUE_READER).toConstantValue(new MemoryCatalogue(fixtureSlice, fixtureSettings));
      app = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        accounts: accountApi(container, publicUrl, limits),
        publicUrl,
      });
      await app.ready();
    };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      time = new ManualTime(Date.now());
      await build();
    });
    afterAll(async () => {
      await app?.close();
      await database.close();
    });

    const mailTo = async (email: string) => {
      const rows = (await database.db.select().from(mailOutbox)).filter((r) => JSON.stringify(r).includes(email));
      const text = JSON.stringify(rows.at(-1) ?? '');
      return {
        count: rows.length,
        token: /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '',
        code: /this code[^0-9]*([0-9]{6})/.exec(text)?.[1] ?? '',
      };
    };
    const ask = (email: string, next?: string) =>
      app.inject({ method: 'POST', url: '/api/account/sign-in', headers: site, payload: { email, next } });
    const withCode = (email: string, code: string) =>
      app.inject({ method: 'POST', url: '/api/account/sign-in/code', headers: site, payload: { email, code } });
    const withLink = (token: string) =>
      app.inject({ method: 'POST', url: '/api/account/sign-in/link', headers: site, payload: { token } });
    const cookieOf = (answer: { headers: Record<string, unknown> }) => {
      const set = answer.headers['set-cookie'];
      const line = String(Array.isArray(set) ? set[0] : set);
      return { line, pair: line.split(';')[0] ?? '' };
    };
    const signIn = async (email = address()) => {
      await ask(email);
      const answer = await withCode(email, (await mailTo(email)).code);
      expect(answer.statusCode).toBe(200);
      return { email, cookie: cookieOf(answer).pair };
    };

    it('answers every address the same, account or not, and e-mails a link and a code', async () => {
      const known = await signIn();
      const unknown = address();
      const a = await ask(known.email);
      const b = await ask(unknown);
      expect(a.statusCode).toBe(202);
      expect(b.statusCode).toBe(202);
      expect(a.body).toBe(b.body);
      expect(a.headers['set-cookie']).toBeUndefined();
      const mail = await mailTo(unknown);
      expect(mail.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mail.code).toMatch(/^[0-9]{6}$/);
    });

    it('the link signs in once, with an HttpOnly SameSite=Lax Secure cookie, and returns to a same-site path only', async () => {
      const email = address();
      await ask(email, '/favourite');
      const { token } = await mailTo(email);
      const first = await withLink(token);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ account: { email, name: '', marketingEmails: false }, next: '/favourite' });
      const { line } = cookieOf(first);
      expect(line).toMatch(new RegExp(`^${VISITOR_COOKIE}=[A-Za-z0-9_-]{43};`));
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Lax');
      expect(line).toContain('Secure');
      expect(line).toContain('Path=/');
      expect((await withLink(token)).statusCode).toBe(410);
      const other = address();
      await ask(other, 'https://evil.example/x');
      expect((await withLink((await mailTo(other)).token)).json().next).toBe('/account');
    });

    it('the code expires after 15 minutes (an injected clock) and locks after a few wrong tries', async () => {
      const email = address();
      await ask(email);
      const { code } = await mailTo(email);
      time.advance(SIGN_IN_LIFETIME_MS);
      expect((await withCode(email, code)).statusCode).toBe(401);
      await ask(email);
      const fresh = (await mailTo(email)).code;
      const wrong = fresh === '111111' ? '222222' : '111111';
      for (let i = 0; i < MAX_CODE_ATTEMPTS; i += 1) {
        const answer = await withCode(email, wrong);
        expect(answer.statusCode).toBe(401);
        expect(answer.json().error).toBe('wrong_code');
      }
      expect((await withCode(email, fresh)).statusCode).toBe(401);
      expect((await withCode(email, 'abcdef')).statusCode).toBe(400);
    });

    it('401 on every account route without a session, or with an ended one', async () => {
      const routes = [
        ['GET', '/api/account'],
        ['PATCH', '/api/account/details'],
        ['GET', '/api/account/lists'],
        ['PUT', '/api/account/lists'],
        ['DELETE', '/api/account/sessions'],
        ['DELETE', '/api/account'],
      ] as const;
      for (const [method, url] of routes) {
        const answer = await app.inject({ method, url, headers: site, payload: method === 'GET' ? undefined : {} });
        expect(answer.statusCode, `${method} ${url}`).toBe(401);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
      const { cookie } = await signIn();
      expect((await app.inject({ method: 'GET', url: '/api/account', headers: { cookie } })).statusCode).toBe(200);
      time.advance(14 * day);
      expect((await app.inject({ method: 'GET', url: '/api/account', headers: { cookie } })).statusCode).toBe(401);
    });

    it('refuses writes from another site', async () => {
      const { cookie } = await signIn();
      const answer = await app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie, origin: 'https://evil.example' },
      });
      expect(answer.statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/account', headers: { cookie } })).statusCode).toBe(200);
    });

    it('shows the enquiries sent earlier from the address once it is proven', async () => {
      const email = address();
      await container.get<EnquiryRepository>(ENQUIRY_REPOSITORY).save({
        kind: 'contact',
        submission_id: crypto.randomUUID(),
        name: 'Ada',
        email: email.toUpperCase(),
        fields: { topic: 'payments', message: 'Hello' },
        source_page: '/contact-us',
        utm: {},
        consent: true,
      });
      const { cookie } = await signIn(email);
      const overview = (await app.inject({ method: 'GET', url: '/api/account', headers: { cookie } })).json();
      expect(overview.enquiries).toHaveLength(1);
      expect(overview.enquiries[0].reference).toMatch(/^EQ-/);
      expect(overview.viewings).toEqual([]);
      // The site takes reservations: none were made with this address.
      expect(overview.reservations).toEqual([]);
      // The account has no name yet: the one given with the enquiry is offered.
      expect(overview.suggestedName).toBe('Ada');
    });

    it('keeps details and lists (409 on a stale save); refuses over-full lists', async () => {
      const { cookie } = await signIn();
      const details = await app.inject({
        method: 'PATCH',
        url: '/api/account/details',
        headers: { ...site, cookie },
        payload: { name: 'Ada', marketingEmails: true },
      });
      expect(details.json().account).toMatchObject({ name: 'Ada', marketingEmails: true });
      const item = (id: string) => ({
        id,
        display_name: id,
        image: '',
        sub_text: '',
        price: '1',
        billing_frequency: 'week',
        currency: 'GBP',
      });
      const lists = { favourites: [], compareProperties: [], compareRooms: [item('a')] };
      const put = (payload: Record<string, unknown>) =>
        app.inject({ method: 'PUT', url: '/api/account/lists', headers: { ...site, cookie }, payload });
      expect((await put({ lists, baseVersion: 0 })).json()).toEqual({ version: 1 });
      const stale = await put({ lists: { ...lists, compareRooms: [] }, baseVersion: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().current).toEqual({ lists, version: 1 });
      const tooMany = { ...lists, compareRooms: ['a', 'b', 'c', 'd', 'e'].map(item) };
      expect((await put({ lists: tooMany, baseVersion: 1 })).statusCode).toBe(400);
      const twice = { ...lists, compareRooms: [item('a'), item('a')] };
      expect((await put({ lists: twice, baseVersion: 1 })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/api/account/lists', headers: { cookie } })).json()).toEqual({
        lists,
        version: 1,
      });
    });

    it('signs out here, everywhere, and deletes the account', async () => {
      const one = await signIn();
      const get = (cookie: string) => app.inject({ method: 'GET', url: '/api/account', headers: { cookie } });
      const out = await app.inject({
        method: 'DELETE',
        url: '/api/account/session',
        headers: { ...site, cookie: one.cookie },
      });
      expect(out.statusCode).toBe(204);
      expect(cookieOf(out).line).toContain('Max-Age=0');
      expect((await get(one.cookie)).statusCode).toBe(401);
      const a = await signIn(one.email);
      const b = await signIn(one.email);
      await app.inject({ method: 'DELETE', url: '/api/account/sessions', headers: { ...site, cookie: a.cookie } });
      expect((await get(b.cookie)).statusCode).toBe(401);
      const c = await signIn(one.email);
      const gone = await app.inject({ method: 'DELETE', url: '/api/account', headers: { ...site, cookie: c.cookie } });
      expect(gone.statusCode).toBe(204);
      expect((await get(c.cookie)).statusCode).toBe(401);
      // The outbox held the sign-in mails naming the address: erased with it, as personal-data does.
      expect((await mailTo(one.email)).count).toBe(0);
    });

    it('limits sign-in requests and code tries per e-mail address and per address', async () => {
      await build({ perAddress: 6, perEmail: 3, windowMs: 900_000 });
      const email = address();
      for (let i = 0; i < 3; i += 1) expect((await ask(email)).statusCode).toBe(202);
      const limited = await ask(email);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error).toBe('rate_limited');
      // Another address from the same client still has the client's allowance, until it is spent.
      expect((await ask(address())).statusCode).toBe(202);
      expect((await ask(address())).statusCode).toBe(202);
      expect((await ask(address())).statusCode).toBe(429);
      await build();
    });
  });
}
