import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HmacManageTokens } from '../../src/adapters/crypto/hmac-manage-tokens';
import { analyticsUploadPath, defaultAnalyticsApiKey } from '../../src/adapters/http-api/analytics.routes';
import { createHttpApp } from '../../src/adapters/http-api/http-app';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryEnquiryInboxes } from '../../src/adapters/memory/memory-enquiry-inboxes.adapter';
import { LibPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleAnalyticsEvents } from '../../src/adapters/postgres/drizzle-analytics-events';
import { DrizzleCatalogueReader } from '../../src/adapters/postgres/drizzle-catalogue.adapter';
import { DrizzleConsentLog } from '../../src/adapters/postgres/drizzle-consent-log';
import { DrizzleContentReader } from '../../src/adapters/postgres/drizzle-content.adapter';
import { DrizzleEnquiryRepository } from '../../src/adapters/postgres/drizzle-enquiry.repository';
import { DrizzleEnquiryRecords } from '../../src/adapters/postgres/drizzle-enquiry-records';
import { DrizzleViewingRepository } from '../../src/adapters/postgres/drizzle-viewing.repository';
import * as t from '../../src/adapters/postgres/schema';
import { DescribePage } from '../../src/application/site/describe-page.use-case';
import { ViewingBookings } from '../../src/application/viewings/viewing-bookings.use-case';
import { FORM_KINDS } from '../../src/domain/enquiries/enquiry';
import { phoneNumberMessage } from '../../src/domain/shared/phone-number';
import { seedViewingRules } from '../../src/server/seed/seed-viewing-rules';
import { aRoomFinderEnquiry } from '../adapters/enquiry-sender.contract';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { writeFixtureContent } from '../support/content-fixture';
import { aFormBody, asFormPost, type EnquiryKindParam } from '../support/enquiry-bodies';
import { httpUseCases } from '../support/http-use-cases';
import { propertyRuns } from '../support/property-runs';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { testFormTokens, testSubmitEnquiry } from '../support/test-server';

/**
 * The input rule (src/domain/shared/input-text.ts) over HTTP on PGlite (and PostgreSQL when
 * TEST_DATABASE_URL is set): single-line fields refuse
 * control characters with the field's message, free text keeps line breaks and drops the rest,
 * and no string in any field, parameter or query of a public or operator endpoint makes a 5xx or
 * stores a control character (but a line break in free text).
 */

/** Monday 23 November 2026, 07:00 in London: the first bookable slot is 09:30. */
const now = Date.UTC(2026, 10, 23, 7, 0);
const slot = (hh: number, mm = 0) => new Date(Date.UTC(2026, 10, 23, hh, mm)).toISOString();
const adminToken = 'test-admin-token-0123456789abcdef';
const admin = { authorization: `Bearer ${adminToken}` };
const kinds: readonly EnquiryKindParam[] = [...FORM_KINDS, 'chat'];

function aBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    propertySlug: 'square-gardens',
    kind: 'in-person',
    start: slot(9, 30),
    name: 'Zoë Ng',
    email: 'zoe@example.com',
    countryCode: '+44',
    phone: '07700 900123',
    partySize: 1,
    message: 'A studio, please.',
    agreedToTerms: true,
    idempotencyKey: randomUUID(),
    website: '',
    ...overrides,
  };
}

function aRoomFinderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...aRoomFinderEnquiry(), website: '', ...overrides };
}

const aConsent = (overrides: Record<string, unknown> = {}) => ({
  consentId: randomUUID(),
  version: 1,
  analytics: true,
  replay: false,
  ...overrides,
});

const anUpload = (event: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  api_key: defaultAnalyticsApiKey,
  events: [
    {
      event_type: 'page_viewed',
      device_id: 'device-0001',
      insert_id: randomUUID(),
      time: now - 1_000,
      event_properties: { '[Amplitude] Page Path': '/manchester', search: 'studio' },
      ...event,
    },
  ],
  ...extra,
});

/** Characters a hostile client sends, and a few that look like them but are not control characters. */
const controls = [
  '\u0000',
  '\n',
  '\r',
  '\r\n',
  '\t',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u2029',
  '\ufffd',
  '\ud800',
  '%00',
];
const anyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({
    unit: fc.oneof(fc.constantFrom(...controls), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 })),
    maxLength: 30,
  }),
  // A valid value with a control character inside or around it.
  fc
    .tuple(
      fc.constantFrom('Ann Lee', 'ann@example.com', '07700 900123', 'square-gardens', 'EQ-ABCDEF'),
      fc.constantFrom(...controls),
      fc.nat(12),
    )
    .map(([value, control, at]) => `${value.slice(0, at)}${control}${value.slice(at)}`),
);

/** A value with one of its fields (or a field nested one level down, like `utm.source`) set to `text`. */
function withField(body: Record<string, unknown>, path: string, text: string): Record<string, unknown> {
  const copy = structuredClone(body);
  const [first, second] = path.split('.') as [string, string | undefined];
  if (second === undefined) copy[first] = text;
  else if (Array.isArray(copy[first])) (copy[first] as unknown[])[Number(second)] = text;
  else copy[first] = { ...(copy[first] as object), [second]: text };
  return copy;
}

/** Every field path of a body, one level down too. */
function pathsOf(body: Record<string, unknown>): string[] {
  return Object.entries(body).flatMap(([key, value]) =>
    value && typeof value === 'object' ? [key, ...Object.keys(value).map((k) => `${key}.${k}`)] : [key],
  );
}

const json = (method: 'POST' | 'PATCH', url: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  url,
  headers: { 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(body),
});

let bookings = 0;
const bodyCases: readonly {
  readonly name: string;
  readonly make: (token: string) => InjectOptions & { body: Record<string, unknown> };
}[] = [
  ...kinds.map((kind) => ({
    name: `enquiry ${kind}`,
    make: (token: string) => {
      const body = aFormBody(kind, token);
      return { ...json('POST', `/api/enquiries/${kind}`, body), body };
    },
  })),
  {
    name: 'room finder',
    make: () => {
      const body = aRoomFinderBody();
      return { ...json('POST', '/api/room-finder/enquiries', body), body };
    },
  },
  {
    name: 'viewing',
    make: () => {
      bookings += 1;
      const body = aBooking({ start: slot(11 + (bookings % 6), 30) });
      return { ...json('POST', '/api/viewings', body), body };
    },
  },
  {
    name: 'consent',
    make: () => {
      const body = aConsent();
      return { ...json('POST', '/api/consent', body), body };
    },
  },
];

for (const databaseKind of databaseKinds()) {
  describe(`control characters in input, on ${databaseKind}`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    const time = new ManualTime(now);
    const formToken = () => testFormTokens.issue(time.now() - 10_000);
    const inject = (options: InjectOptions) => app.inject(options);

    beforeAll(async () => {
      database = await openTestDatabase(databaseKind);
      await writeCatalogue(database.db, fixtureSlice, fixtureSettings);
      await writeFixtureContent(database.db);
      await seedViewingRules(database.db);
      const catalogue = new DrizzleCatalogueReader(database.db);
      const content = new DrizzleContentReader(database.db, catalogue, time);
      const enquiries = new DrizzleEnquiryRepository(database.db);
      app = await createHttpApp({
        ...httpUseCases({
          catalogue,
          content,
          enquiries,
          enquiryRecords: new DrizzleEnquiryRecords(database.db),
          consentLog: new DrizzleConsentLog(database.db),
          clock: time,
        }),
        submitEnquiry: testSubmitEnquiry({
          catalogue,
          content,
          enquiries,
          clock: time,
          inboxes: new MemoryEnquiryInboxes({ supportEmail: 'hello@test.example' }),
        }),
        viewings: new ViewingBookings(
          new DrizzleViewingRepository(database.db, time),
          new HmacManageTokens(new Uint8Array(32).fill(3)),
          catalogue,
          time,
          new LibPhoneNumbers(),
          { publicUrl: 'https://digs.test' },
        ),
        describePage: new DescribePage(catalogue, content),
        publicDir: null,
        publicUrl: 'https://digs.test',
        adminToken,
        analyticsEvents: new DrizzleAnalyticsEvents(database.db),
        clock: time,
        apiRateLimit: 1_000_000,
        enquiryRateLimit: 1_000_000,
        consentRateLimit: 1_000_000,
        analyticsRateLimit: 1_000_000,
        analyticsEventsPerMinute: 1_000_000,
        publicWriteBudget: 1_000_000,
      });
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    describe('a viewing', () => {
      it('refuses a NUL in the name with the name’s message, and drops one from the message', async () => {
        const refused = await inject(json('POST', '/api/viewings', aBooking({ name: 'Ann\u0000Lee' })));
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fields).toEqual({ name: 'Enter your name.' });

        // A lone surrogate half (PostgreSQL's JSON refuses it; it once made this a 500): the whole
        // body is refused at the door, in a visitor's field as in an operator's.
        for (const [url, body] of [
          ['/api/viewings', aBooking({ name: '\ud800' })],
          ['/api/viewings', aBooking({ message: 'Two of us.\udc00' })],
          ['/api/consent', aConsent({ '\ud83d': true })],
        ] as const) {
          const halved = await inject(json('POST', url, body));
          expect(halved.statusCode, url).toBe(400);
          expect(halved.json().message).toMatch(/not valid Unicode/);
        }
        const note = await inject(
          json('PATCH', '/api/admin/enquiries/EQ-ABCDEF', { note: 'Called\udbff back' }, admin),
        );
        expect(note.statusCode).toBe(400);
        expect(note.json().message).toMatch(/not valid Unicode/);

        const booked = await inject(
          json('POST', '/api/viewings', aBooking({ start: slot(10), message: 'Two\u0000 of us.\r\nAfter\u0007 ten.' })),
        );
        expect(booked.statusCode).toBe(201);
        const [row] = await database.db
          .select()
          .from(t.viewings)
          .where(eq(t.viewings.reference, booked.json().viewing.reference));
        expect(row?.message).toBe('Two of us.\nAfter ten.');
      });

      it('refuses a line break in the name: no line of its own in the e-mails', async () => {
        const refused = await inject(
          json('POST', '/api/viewings', aBooking({ name: 'Ann Lee\nSubject: Your refund\nPlease click' })),
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fields).toEqual({ name: 'Enter your name.' });
      });

      it('answers 404 for an availability or a manage link whose slug or reference has a NUL', async () => {
        expect((await inject({ url: '/api/viewings/availability/x%00' })).statusCode).toBe(404);
        expect((await inject({ url: '/api/viewings/availability/square-gardens%00' })).statusCode).toBe(404);
        expect((await inject({ url: '/api/viewings/VW-ABCDEF%00' })).statusCode).toBe(404);
        expect((await inject({ method: 'POST', url: '/api/viewings/VW-ABC%00/cancel' })).statusCode).toBe(404);
      });
    });

    describe('the operator’s API', () => {
      it('refuses an address with a NUL (400), and answers 404 for a reference with one', async () => {
        const listed = await inject({ url: '/api/admin/enquiries?email=a%00b', headers: admin });
        expect(listed.statusCode).toBe(400);
        expect(listed.json().fields).toHaveProperty('email');
        const patched = await inject(json('PATCH', '/api/admin/enquiries/EQ-ABCDE%00', { status: 'closed' }, admin));
        expect(patched.statusCode).toBe(404);
      });
    });

    describe('enquiries and the room finder', () => {
      it('refuse a control character in a single-line field with its message, and keep line breaks in a message', async () => {
        const named = await inject(
          json('POST', '/api/enquiries/contact', aFormBody('contact', formToken(), { name: 'Ann\nLee' })),
        );
        expect(named.statusCode).toBe(400);
        expect(named.json().fields).toEqual({ name: 'Enter your name.' });

        const posted = await inject({
          method: 'POST',
          url: '/api/enquiries/agent',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: asFormPost(aFormBody('agent', formToken(), { agencyName: 'Study\u0000 Abroad' })),
        });
        expect(posted.statusCode).toBe(400);

        const sent = await inject(
          json(
            'POST',
            '/api/enquiries/contact',
            aFormBody('contact', formToken(), { message: 'Hello\r\n\u0000there\tfriend' }),
          ),
        );
        expect(sent.statusCode).toBe(201);
        const stored = await new DrizzleEnquiryRepository(database.db).list({ email: 'ana@example.com' });
        const mine = stored.find((e) => e.reference === sent.json().reference);
        expect(mine?.fields.message).toBe('Hello\nthere friend');

        const roomFinder = await inject(
          json('POST', '/api/room-finder/enquiries', aRoomFinderBody({ phone: '07700\u0000900123' })),
        );
        expect(roomFinder.statusCode).toBe(400);
        expect(roomFinder.json().fields).toEqual({
          phone: phoneNumberMessage,
        });
      });

      it('refuse a consent id or an analytics event type with a NUL', async () => {
        expect(
          (await inject(json('POST', '/api/consent', aConsent({ consentId: `${randomUUID()}\u0000` })))).statusCode,
        ).toBe(400);
        expect(
          (await inject(json('POST', analyticsUploadPath, anUpload({ event_type: 'page\u0000viewed' })))).statusCode,
        ).toBe(400);
      });
    });

    it('answers any string in any field, parameter or query of every endpoint below 500, and stores no control character but line breaks in free text', {
      timeout: 60_000,
    }, async () => {
      const statuses = new Map<number, number>();
      // A lone surrogate cannot be percent-encoded: it goes as the replacement character, as a browser sends it.
      const enc = (text: string) =>
        encodeURIComponent(
          text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
        );
      const request: fc.Arbitrary<() => InjectOptions> = fc.oneof(
        // A body field, one level down too.
        fc.tuple(fc.constantFrom(...bodyCases), fc.nat(), anyString).map(([c, pick, text]) => () => {
          const made = c.make(formToken());
          const paths = pathsOf(made.body);
          const changed = withField(made.body, paths[pick % paths.length] ?? 'name', text);
          return { ...made, payload: JSON.stringify(changed) };
        }),
        // A form posted without JavaScript.
        fc.tuple(fc.constantFrom(...FORM_KINDS), fc.nat(), anyString).map(([kind, pick, text]) => () => {
          const body = aFormBody(kind, formToken());
          const paths = pathsOf(body);
          return {
            method: 'POST',
            url: `/api/enquiries/${kind}`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: asFormPost(withField(body, paths[pick % paths.length] ?? 'name', text)),
          };
        }),
        // An analytics upload's fields and properties.
        fc
          .tuple(fc.constantFrom('event_type', 'device_id', 'user_id', 'insert_id', 'property', 'key'), anyString)
          .map(([field, text]) => () => {
            const event =
              field === 'property'
                ? { event_properties: { '[Amplitude] Page Referrer': text, search: text } }
                : field === 'key'
                  ? { event_properties: { [text]: 'x' } }
                  : { [field]: text };
            return json('POST', analyticsUploadPath, anUpload(event));
          }),
        // Route parameters and queries.
        fc.tuple(fc.nat(), anyString).map(([pick, text]) => {
          const s = enc(text);
          const choices: InjectOptions[] = [
            { url: `/api/viewings/availability/${s}` },
            { url: `/api/viewings/${s}` },
            { method: 'POST', url: `/api/viewings/${s}/cancel` },
            { ...json('POST', `/api/viewings/${s}/move`, { kind: 'in-person', start: slot(11) }) },
            { ...json('POST', '/api/viewings/VW-ABCDEF/move', { kind: text, start: text }) },
            { url: `/api/cities/${s}` },
            { url: `/api/cities/${s}/properties` },
            { url: `/api/cities/${s}/room-candidates` },
            { url: `/api/cities/manchester/properties/${s}` },
            { url: `/api/cities/manchester/properties/square-gardens/rooms/${s}` },
            { url: `/api/properties/by-slug/${s}` },
            { url: `/api/properties?ids=${s}` },
            { url: `/api/room-types?ids=${s}` },
            { url: `/api/pages/${s}` },
            { url: `/api/posts/${s}` },
            { url: `/api/posts?category=${s}&page=1` },
            { url: `/api/posts?page=${s}` },
            { url: `/api/enquiries/${s}`, method: 'POST', payload: {} },
            { url: `/media/${s}/${s}` },
            { url: `/api/admin/enquiries?email=${s}`, headers: admin },
            { url: `/api/admin/enquiries?kind=${s}&limit=${s}`, headers: admin },
            { ...json('PATCH', `/api/admin/enquiries/${s}`, { status: 'closed' }, admin) },
            { ...json('PATCH', '/api/admin/enquiries/EQ-ABCDEF', { status: text }, admin) },
            // Pages: their paths and queries reach the same readers.
            { url: `/${s}` },
            { url: `/manchester/${s}` },
            { url: `/manchester?${s}=${s}` },
            { url: `/book-a-viewing/${s}` },
            { url: `/viewing-detail?ref=${s}&token=${s}` },
            { url: `/blog?category=${s}` },
            { url: `/blog/${s}` },
            { url: `/contact-us?sent=${s}&code=${s}` },
          ];
          const options = choices[pick % choices.length] as InjectOptions;
          return () => options;
        }),
      );
      await fc.assert(
        fc.asyncProperty(request, async (make) => {
          const options = make();
          const res = await inject(options);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          // A failure names the request, so it can be asked again by hand.
          const asked = `${options.method ?? 'GET'} ${options.url} ${JSON.stringify(options.payload ?? '').slice(0, 600)}`;
          expect(res.statusCode, `${asked} -> ${res.body}`).toBeLessThan(500);
        }),
        // More runs when hunting a rare case (a lone surrogate half took ~2,000 to show): PROPERTY_RUNS.
        { numRuns: propertyRuns({ everyDay: 300, nightly: 3_000 }) },
      );
      // Both sides were reached: stored and refused.
      expect([...statuses.keys()].some((s) => s < 300)).toBe(true);
      expect([...statuses.keys()].some((s) => s >= 400)).toBe(true);

      const badCharacter = /[^\P{Cc}\n]|[\u2028\u2029]/u;
      /** Every string in a stored value (keys included) with where it was. */
      const strings = (value: unknown, where: string): [string, string][] => {
        if (typeof value === 'string') return [[where, value]];
        if (!value || typeof value !== 'object' || value instanceof Date) return [];
        return Object.entries(value).flatMap(([k, v]) => [
          [`${where}.key`, k] as [string, string],
          ...strings(v, `${where}.${k}`),
        ]);
      };
      /** Free text: where a line break may be kept. */
      const freeText = /^(enquiries\.fields\.message|viewings\.message|analytics\.properties\..*)$/;
      const stored = [
        ...(await database.db.select().from(t.enquiries)).flatMap((row) => strings(row, 'enquiries')),
        ...(await database.db.select().from(t.viewings)).flatMap((row) => strings(row, 'viewings')),
        ...(await database.db.select().from(t.consentLog)).flatMap((row) => strings(row, 'consent')),
        ...(await database.db.select().from(t.analyticsEvents)).flatMap((row) => strings(row, 'analytics')),
      ];
      expect(stored.length).toBeGreaterThan(50);
      for (const [where, text] of stored) {
        expect(badCharacter.test(text), `${where}: ${JSON.stringify(text)}`).toBe(false);
        if (!freeText.test(where)) expect(text.includes('\n'), `${where}: ${JSON.stringify(text)}`).toBe(false);
      }
    });
  });
}
