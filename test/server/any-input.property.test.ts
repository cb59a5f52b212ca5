import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../src/adapters/http-api/http-app';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleStaffSessions } from '../../src/adapters/postgres/drizzle-staff-sessions';
import { READ_CATALOGUE, READ_MEDIA } from '../../src/application/catalogue/catalogue.tokens';
import { RECORD_CONSENT } from '../../src/application/consent/consent.tokens';
import { READ_CONTENT } from '../../src/application/content/content.tokens';
import { MANAGE_ENQUIRIES, REFERRAL_OPT_OUT, SUBMIT_ENQUIRY } from '../../src/application/enquiries/enquiries.tokens';
import { RESERVATIONS } from '../../src/application/reservations/reservations.tokens';
import { CHECK_HEALTH, DESCRIBE_PAGE, LIST_SITEMAP_ENTRIES } from '../../src/application/site/site.tokens';
import { VIEWING_BOOKINGS } from '../../src/application/viewings/viewings.tokens';
import { newSession } from '../../src/domain/staff/session-rules';
import { ANALYTICS_EVENTS } from '../../src/ports/analytics-events.port';
import { accountApi } from '../../src/server/accounts';
import { consoleApi } from '../../src/server/console-api';
import { createServerContainer } from '../../src/server/container';
import { seedViewingRules } from '../../src/server/seed/seed-viewing-rules';
import { renderPageHtml } from '../../src/ui/server-render';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { writeFixtureContent } from '../support/content-fixture';
import { propertyRuns } from '../support/property-runs';
import { testServerSettings } from '../support/server-settings';
import { signedInStaff, testPasswordHasher } from '../support/staff-session';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { makeTestPublicDir } from '../support/test-server';

/**
 * Issue 40, item 1: no input makes a 5xx, on any route. The whole app as the server's root builds
 * it (every use case from the container, the console and accounts included) over HTTP on PGlite
 * (and PostgreSQL when TEST_DATABASE_URL is set); its routes are read off the app itself
 * (`routeTable`, filled by an onRoute hook), so a new route is walked without editing this test.
 * Each request: a route, its parameters (plausible values or hostile text: NUL, control characters,
 * very long), a query, a body of any JSON type or none, sent as JSON, a form post, multipart
 * (broken ones too) or a type nobody reads, signed out or signed in as the owner (with the site's
 * Origin, so the console's cross-site rule lets it through to the handler).
 *
 * PROPERTY_RUNS sets the number of requests (300 a day; `PROPERTY_RUNS=nightly` makes 10,000).
 */

const publicUrl = 'http://localhost:3000';
const adminToken = 'test-admin-token-0123456789abcdef';
const runs = propertyRuns({ everyDay: 300, nightly: 10_000 });

/** Characters a hostile client sends, and a few that look like them but are not control characters. */
const controls = ['\u0000', '\n', '\r', '\t', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028', '\ufffd', '\ud800'];
const hostileText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({
    unit: fc.oneof(fc.constantFrom(...controls), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 })),
    maxLength: 20,
  }),
  fc.constantFrom('', ' ', '%00', '\u0000', '../..', '{}', '[]', 'null', '-1', '1e400', 'NaN', '$ne', '__proto__'),
  fc.nat(3).map((n) => 'x'.repeat(10 ** (n + 1))),
);

/** Values that reach the handlers' deeper paths: the fixture's slugs, ids of the right shape, references. */
const plausible = fc.constantFrom(
  'manchester',
  'square-gardens',
  'classic-ensuite',
  'about-us',
  'EQ-ABCDEF',
  'VW-ABCDEF',
  '1',
  '0',
  'studio',
  randomUUID(),
  'owner',
  'published',
);

/** Percent-encodes text for an address as a browser would (a lone surrogate goes as the replacement character). */
const encode = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Any JSON value, strings hostile among them, and a few shapes that unsettle parsers. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true }),
    hostileText,
    plausible,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(hostileText, plausible), tie('value'), { maxKeys: 5 }),
    fc.constantFrom({ $ne: 1 }, { __proto__: null }, [[]], { token: { $gt: '' } }),
  ),
})).value;

/** A body as an object whose fields are the route's likely names, each of any type. */
const likelyFields = fc.dictionary(
  fc.constantFrom(
    'token',
    'email',
    'name',
    'password',
    'alt',
    'title',
    'slug',
    'status',
    'role',
    'href',
    'url',
    'blocks',
    'message',
    'expected',
    'mediaIds',
    'order',
    'version',
    'note',
    'code',
    'start',
    'kind',
    'ids',
    'search',
  ),
  anyJson,
  { maxKeys: 6 },
);

type Body = { readonly headers: Record<string, string>; readonly payload?: string | Buffer };

const boundary = '----digsboundary';
const multipartParts = (parts: string[]) => parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('');
const body: fc.Arbitrary<Body> = fc.oneof(
  // JSON of every type.
  fc
    .oneof(anyJson, likelyFields)
    .map((value) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) ?? 'null' })),
  // Text that is not JSON, sent as JSON.
  hostileText.map((text) => ({ headers: { 'content-type': 'application/json' }, payload: text })),
  // A form post.
  fc.dictionary(fc.oneof(hostileText, plausible), fc.oneof(hostileText, plausible), { maxKeys: 4 }).map((fields) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  })),
  hostileText.map((text) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: text })),
  // Multipart: no boundary, a truncated body, parts of any shape.
  fc.constantFrom<Body>(
    { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
    { headers: { 'content-type': 'multipart/form-data; boundary=' }, payload: '--\r\n' },
    {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8`,
    },
    {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nhello`,
    },
    { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `--${boundary}--\r\n` },
    { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: 'not multipart at all' },
  ),
  fc
    .array(
      fc
        .tuple(fc.constantFrom('file', 'alt', 'x', ''), fc.boolean(), hostileText)
        .map(([name, isFile, text]) =>
          isFile
            ? `Content-Disposition: form-data; name="${name}"; filename="${text.replace(/["\r\n]/g, '')}"\r\nContent-Type: image/png\r\n\r\n${text}`
            : `Content-Disposition: form-data; name="${name}"\r\n\r\n${text}`,
        ),
      { maxLength: 3 },
    )
    .map((parts) => ({
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${multipartParts(parts)}--${boundary}--\r\n`,
    })),
  // A type nobody reads, or none.
  fc
    .constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'application/json; charset=latin1', '')
    .chain((type) =>
      hostileText.map((text) => ({ headers: type ? { 'content-type': type } : {}, payload: text }) as Body),
    ),
  // Larger than any body limit.
  fc.constant<Body>({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
  }),
  fc.constant<Body>({ headers: {} }),
);

const query = fc
  .array(fc.tuple(fc.oneof(plausibleKey(), hostileText), fc.oneof(hostileText, plausible)), { maxLength: 3 })
  .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));

function plausibleKey() {
  return fc.constantFrom(
    'token',
    'search',
    'limit',
    'offset',
    'page',
    'category',
    'status',
    'from',
    'to',
    'email',
    'q',
  );
}

for (const databaseKind of databaseKinds()) {
  describe(`any input on any route, on ${databaseKind}`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let publicDir: Awaited<ReturnType<typeof makeTestPublicDir>>;
    let owner: Awaited<ReturnType<typeof signedInStaff>>;
    /** The log's account of each failed request, by its id. */
    const failures = new Map<string, string>();
    const why = (res: { headers: Record<string, unknown> }) => failures.get(String(res.headers['x-request-id'])) ?? '';

    beforeAll(async () => {
      database = await openTestDatabase(databaseKind);
      await writeCatalogue(database.db, fixtureSlice, fixtureSettings);
      await writeFixtureContent(database.db);
      await seedViewingRules(database.db);
      publicDir = await makeTestPublicDir();
      const container = createServerContainer(
        database,
        testServerSettings({ publicUrl, passwordHasher: testPasswordHasher }),
      );
      // As src/server/main.ts builds it, every limit out of reach (the limits have tests of their own).
      app = await createHttpApp({
        catalogue: container.get(READ_CATALOGUE),
        content: container.get(READ_CONTENT),
        media: container.get(READ_MEDIA),
        health: container.get(CHECK_HEALTH),
        sitemap: container.get(LIST_SITEMAP_ENTRIES),
        enquiries: container.get(MANAGE_ENQUIRIES),
        referralOptOut: container.get(REFERRAL_OPT_OUT),
        submitEnquiry: container.get(SUBMIT_ENQUIRY),
        viewings: container.get(VIEWING_BOOKINGS),
        reservations: container.get(RESERVATIONS),
        describePage: container.get(DESCRIBE_PAGE),
        renderPage: (pathname, search, initialData) => renderPageHtml(pathname, search, initialData, Date.now()),
        publicDir: publicDir.dir,
        publicUrl,
        adminToken,
        backup: { token: adminToken, snapshot: async () => new Uint8Array(8) },
        analyticsEvents: container.get(ANALYTICS_EVENTS),
        recordConsent: container.get(RECORD_CONSENT),
        apiRateLimit: 1_000_000,
        enquiryRateLimit: 1_000_000,
        consentRateLimit: 1_000_000,
        analyticsRateLimit: 1_000_000,
        analyticsEventsPerMinute: 1_000_000,
        publicWriteBudget: 1_000_000,
        console: consoleApi(container, publicUrl),
        accounts: accountApi(container, publicUrl),
        // A failure's log line, kept by request id, goes with the failing request in the test's message.
        logger: {
          level: 'error',
          stream: {
            write: (line: string) => {
              const entry = JSON.parse(line) as {
                reqId?: string;
                requestId?: string;
                err?: { message?: string; stack?: string };
              };
              const id = entry.requestId ?? entry.reqId;
              if (id) failures.set(id, `${entry.err?.message ?? line} ${entry.err?.stack?.split('\n')[0] ?? ''}`);
            },
          },
        },
      });
      await app.ready();
      owner = await signedInStaff(database.db, 'owner');
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await publicDir?.remove();
    });

    it('reads every route off the app', () => {
      const urls = app.routeTable.map((r) => `${r.method} ${r.url}`);
      expect(urls.length).toBeGreaterThan(100);
      for (const route of [
        'POST /referrals/unsubscribe',
        'POST /api/admin/media',
        'GET /api/admin/media',
        'POST /api/viewings',
        'GET /*',
      ]) {
        expect(urls, route).toContain(route);
      }
    });

    const asOwner = () => ({ origin: publicUrl, cookie: owner.cookie });

    describe('what the probes found (issue 40)', () => {
      it.each([[123], [null], [true], [{}], [{ $ne: 1 }], [['a', 'b']], [[1]]])(
        'answers an opt-out whose token is %j with the page for a link we never gave (404), not a 500',
        async (token) => {
          const res = await app.inject({
            method: 'POST',
            url: '/referrals/unsubscribe',
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ token }),
          });
          expect(res.statusCode).toBe(404);
          expect(res.body).toContain('We do not recognise this link');
        },
      );

      it('refuses a control character in an API query with 400 naming the field, before the database sees it', async () => {
        for (const url of [
          '/api/admin/media?search=%00',
          '/api/admin/media?search=a%0Ab',
          '/api/admin/media?limit=10&search=%1B',
          '/api/posts?category=%00',
        ]) {
          const res = await app.inject({ url, headers: asOwner() });
          expect(res.statusCode, url).toBe(400);
          expect(res.json().fields, url).toHaveProperty(url.includes('category') ? 'category' : 'search');
          expect(res.json().message, url).toMatch(/control character/);
        }
        // A plain search still works.
        expect((await app.inject({ url: '/api/admin/media?search=garden', headers: asOwner() })).statusCode).toBe(200);
      });

      it.each([
        ['no boundary', 'multipart/form-data', 'x'],
        ['an empty boundary', 'multipart/form-data; boundary=', '--\r\n'],
        [
          'a truncated body',
          `multipart/form-data; boundary=${boundary}`,
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8`,
        ],
        ['a body that is not multipart', `multipart/form-data; boundary=${boundary}`, 'not multipart at all'],
      ])('refuses a picture upload with %s as 400 with a clear message', async (_name, type, payload) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/admin/media',
          headers: { ...asOwner(), 'content-type': type },
          payload,
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ error: 'unreadable_upload' });
        expect(res.json().message).toMatch(/could not be read/);
      });

      it('answers the viewing desk about a residence id that is no id (empty, NUL, a slug) with 404', async () => {
        for (const id of ['%00', 'square-gardens', '-1']) {
          for (const [method, path] of [
            ['GET', 'rules'],
            ['PUT', 'rules'],
            ['GET', 'availability'],
            ['POST', 'feed'],
            ['DELETE', 'feed'],
          ] as const) {
            const url = `/api/admin/viewings/residences/${id}/${path}`;
            const res = await app.inject({
              method,
              url,
              headers: asOwner(),
              ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
            });
            expect(res.statusCode, `${method} ${url}`).toBe(404);
          }
        }
      });
    });

    it('answers each hostile shape on every route below 500, as the owner where the console guards it', {
      timeout: 120_000,
    }, async () => {
      const shapes: readonly Body[] = [
        ...[123, null, true, {}, { $ne: 1 }, [], 'x', { token: 123 }, { token: null }, { token: ['a'] }].map(
          (value) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) }),
        ),
        { headers: { 'content-type': 'text/plain' }, payload: 'x' },
        { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'token=%00&token=a' },
        { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' },
        {
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8`,
        },
      ];
      const params = ['%00', 'square-gardens', '', 'x'.repeat(300)];
      const queryKeys = [
        'search',
        'q',
        'token',
        'email',
        'from',
        'to',
        'date',
        'status',
        'category',
        'page',
        'limit',
        'offset',
        'ids',
        'at',
        'ref',
      ];
      const queries = [
        '',
        '?search=%00&q=%00&token=%00&email=%00&limit=%00&from=%00&date=%00',
        '?limit=-1&offset=1e400&page=NaN&ids=%00',
      ];
      const refused: string[] = [];
      // Each route once: as the owner where the console asks for a permission (signed out, the guard
      // answers 401 before anything is read: console-role-matrix.test.ts), signed out elsewhere (the
      // API's bearer routes with the token as well, since the cookie changes nothing there).
      const guarded = new Set(
        app.consoleRoutes.filter((r) => r.permission !== null).map((r) => `${r.method} ${r.url}`),
      );
      for (const route of app.routeTable) {
        for (const signedIn of [guarded.has(`${route.method} ${route.url}`) || route.url.startsWith('/api/admin/')]) {
          const bodies = route.method === 'GET' ? [undefined] : shapes;
          for (const [i, shape] of bodies.entries()) {
            const param = params[i % params.length] ?? '';
            const url = `${route.url.replace(/:[A-Za-z]+/g, param).replace(/\*$/, param)}${queries[i % queries.length]}`;
            const res = await app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                origin: publicUrl,
                ...(signedIn ? { cookie: owner.cookie, authorization: `Bearer ${adminToken}` } : {}),
                ...shape?.headers,
              },
              ...(shape?.payload !== undefined ? { payload: shape.payload } : {}),
            });
            if (res.statusCode >= 500) {
              refused.push(`${route.method} ${url} ${JSON.stringify(shape)} -> ${res.statusCode} ${why(res)}`);
            }
            if (/session/.test(url) && route.method !== 'GET') await renewOwnerSession();
          }
          // GET routes once more with each query, and with a NUL in each field a query may have.
          if (route.method === 'GET') {
            for (const q of [...queries, ...queryKeys.map((key) => `?${key}=%00`)]) {
              const res = await app.inject({
                url: `${route.url.replace(/:[A-Za-z]+/g, '%00').replace(/\*$/, 'x')}${q}`,
                headers: signedIn ? { cookie: owner.cookie, authorization: `Bearer ${adminToken}` } : {},
              });
              if (res.statusCode >= 500) refused.push(`GET ${route.url}${q} -> ${res.statusCode} ${why(res)}`);
            }
          }
        }
      }
      expect(refused).toEqual([]);
    });

    it('answers any request on any route below 500', { timeout: Math.max(60_000, runs * 50) }, async () => {
      const routes = app.routeTable;
      const statuses = new Map<number, number>();
      const hunted = new Map<string, string>();
      const routeOf = (url: string) => url.split('?')[0]?.split('/').slice(0, 4).join('/');
      const request = fc
        .record({
          route: fc.constantFrom(...routes),
          params: fc.array(fc.oneof(plausible, hostileText), { minLength: 4, maxLength: 4 }),
          query: fc.option(query, { nil: undefined }),
          body: body,
          signedIn: fc.boolean(),
        })
        .map(({ route, params, query, body, signedIn }): InjectOptions => {
          let i = 0;
          const path = route.url
            .replace(/:[A-Za-z]+/g, () => encode(params[i++ % params.length] ?? ''))
            .replace(/\*$/, () => encode(params[3] ?? ''));
          const withBody = route.method !== 'GET' && route.method !== 'HEAD';
          return {
            method: route.method as 'GET',
            url: query === undefined ? path : `${path}?${query}`,
            headers: {
              origin: publicUrl,
              ...(signedIn ? { cookie: owner.cookie, authorization: `Bearer ${adminToken}` } : {}),
              ...(withBody ? body.headers : {}),
            },
            ...(withBody && body.payload !== undefined ? { payload: body.payload } : {}),
          };
        });
      await fc.assert(
        fc.asyncProperty(request, async (options) => {
          const res = await app.inject(options);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          // A failure names the request, so it can be asked again by hand.
          const asked = `${options.method} ${options.url} ${JSON.stringify(options.headers)} ${String(options.payload ?? '').slice(0, 300)}`;
          // HUNT=1: every route's first failure is listed at the end, instead of stopping at the first.
          if (process.env.HUNT && res.statusCode >= 500) {
            const key = `${options.method} ${routeOf(String(options.url))}`;
            if (!hunted.has(key)) hunted.set(key, `${asked.slice(0, 400)} -> ${why(res)}`);
            return;
          }
          expect(res.statusCode, `${asked} -> ${res.body.slice(0, 300)} ${why(res)}`).toBeLessThan(500);
          // A random sign-out (or sign-out everywhere) ends the owner's session: the next request has a fresh one.
          if (/session/.test(String(options.url)) && options.method !== 'GET') await renewOwnerSession();
        }),
        { numRuns: runs },
      );
      if (process.env.HUNT) console.log([...hunted.values()].join('\n\n'));
      // Both sides were reached: answered and refused.
      expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
      expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);
    });

    async function renewOwnerSession() {
      const id = await new DrizzleStaffSessions(database.db).create(owner.staff.id, newSession(Date.now()), 'test');
      owner = { ...owner, cookie: `digs_staff=${id}`, sessionId: id };
    }
  });
}
