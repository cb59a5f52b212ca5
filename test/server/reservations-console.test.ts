// The console's reservations over HTTP on a real database (issue 20 item 6), PGlite and PostgreSQL:
// the list and its filters, marking a direct payment paid, cancelling (the refund by cooling-off),
// releasing a hold with its room back once, every change audited with it, and the terms saved by
// the owner from the version read (bad input 400 with nothing stored, a stale save 409).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { auditLog, reservationTerms, tenancyOptions } from '../../src/adapters/postgres/schema';
import { RESERVATIONS } from '../../src/application/reservations/reservations.tokens';
import { VISITOR_SESSION_LIMITS } from '../../src/domain/accounts/visitor-account';
import { newSession } from '../../src/domain/staff/session-rules';
import { CLOCK, type Clock } from '../../src/ports/clock.port';
import { VISITOR_ACCOUNTS, type VisitorAccounts } from '../../src/ports/visitor-accounts.port';
import { VISITOR_SESSIONS, type VisitorSessions } from '../../src/ports/visitor-sessions.port';
import { consoleApi } from '../../src/server/console-api';
import { createServerContainer } from '../../src/server/container';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { staffCookie, testPasswordHasher } from '../support/staff-session';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const publicUrl = 'http://localhost:3000';
const optionId = '00000000-0000-4000-8000-0000000b0001'; // 51 weeks at £249
/**
 * A clock that runs from 3 Aug 2026, before the fixture's 2026/27 tenancy begins (12 Sep), so it is
 * sold in full whatever today's date (ADR 083); it moves, so holds made one after another are in order.
 */
const shift = Date.now() - Date.parse('2026-08-03T10:00:00Z');
const beforeTheLet: Clock = { now: () => Date.now() - shift };

for (const kind of databaseKinds()) {
  describe(`the console's reservations over HTTP on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    let sales: string;
    let owner: string;
    let editor: string;
    let container: ReturnType<typeof createServerContainer>;

    const rooms = async () =>
      (await database.db.select().from(tenancyOptions).where(eq(tenancyOptions.id, optionId)))[0]?.roomsAvailable;
    const ask = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { origin: publicUrl, cookie },
        ...(payload ? { payload } : method === 'GET' ? {} : { payload: {} }),
      });
    /** A visitor's reservation through the public API: held, and confirmed (awaiting a direct payment) unless told. */
    const reserve = async (
      confirm = true,
      email = 'zoe@example.com',
      person = { name: 'Zoë Ng', phone: '07700 900123', dateOfBirth: '2006-05-04' },
    ) => {
      const held = await app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: { tenancyOptionId: optionId, idempotencyKey: randomUUID() },
      });
      const { reservation, token } = held.json() as {
        reservation: { reference: string; price: { totalPence: number } };
        token: string;
      };
      if (confirm) {
        const answer = await app.inject({
          method: 'POST',
          url: `/api/reservations/${reservation.reference}/confirm`,
          headers: { authorization: `Bearer ${token}` },
          payload: {
            ...person,
            email,
            countryCode: '+44',
            university: 'The University of Manchester',
            yearOfStudy: 'First year',
            guarantor: 'uk_guarantor',
            acceptedTermsVersion: '2026-1',
            shownTotalPence: reservation.price.totalPence,
          },
        });
        expect(answer.statusCode, answer.body).toBe(200);
      }
      return reservation.reference;
    };
    const auditOf = async (entityId: string) =>
      (await database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))).map((r) => r.action);

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await database.db.transaction((tx) =>
        writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
      );
      container = createServerContainer(
        database,
        testServerSettings({ publicUrl, passwordHasher: testPasswordHasher }),
      );
      await container.unbind(CLOCK);
      container.bind(CLOCK).toConstantValue(beforeTheLet);
      app = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        publicUrl,
        console: consoleApi(container, publicUrl),
        reservations: container.get(RESERVATIONS),
        enquiryRateLimit: 10_000,
        apiRateLimit: 10_000,
      });
      await app.ready();
      sales = await staffCookie(database.db, 'sales', { email: 'sam@staff.test', name: 'Sam' });
      owner = await staffCookie(database.db, 'owner', { email: 'olive@staff.test', name: 'Olive' });
      editor = await staffCookie(database.db, 'editor');
      await database.db.update(tenancyOptions).set({ roomsAvailable: 10 }).where(eq(tenancyOptions.id, optionId));
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('lists reservations for sales, filtered by status and words; refuses bad filters with 400', async () => {
      const first = await reserve(true, 'lena.list@example.com');
      const hold = await reserve(false);
      const all = await ask('GET', '/api/admin/reservations', sales);
      expect(all.statusCode).toBe(200);
      const refs = (all.json() as { items: { reference: string }[] }).items.map((r) => r.reference);
      expect(refs.indexOf(hold)).toBeLessThan(refs.indexOf(first));
      const byWords = await ask('GET', '/api/admin/reservations?q=LENA.LIST', sales);
      expect(byWords.json()).toMatchObject({ total: 1, items: [{ reference: first, status: 'awaiting_payment' }] });
      const held = await ask('GET', '/api/admin/reservations?status=held', sales);
      expect((held.json() as { items: { status: string }[] }).items.every((r) => r.status === 'held')).toBe(true);
      for (const bad of ['status=lost', 'from=yesterday', 'from=2027-02-05&to=2027-02-01', 'limit=0', 'q=a%00b']) {
        const answer = await ask('GET', `/api/admin/reservations?${bad}`, sales);
        expect(answer.statusCode, bad).toBe(400);
        expect(answer.json()).toHaveProperty('fields');
      }
      expect((await ask('GET', '/api/admin/reservations', editor)).statusCode).toBe(403);
      expect((await ask('GET', '/api/admin/reservations/RS-NOPE22', sales)).statusCode).toBe(404);
    });

    it('exports the filtered list as a CSV download for sales, with the same filter refusals', async () => {
      const mine = await reserve(true, 'carla.csv@example.com');
      const exported = await ask('GET', '/api/admin/reservations.csv?q=carla.csv', sales);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(exported.headers['content-disposition']).toBe('attachment; filename="reservations.csv"');
      const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'reference,held (London),status,name,email,residence,room type,academic year,deposit (£),total (£),payment',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toMatch(new RegExp(`^${mine},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Awaiting payment,`));
      expect(lines[1]).toContain('carla.csv@example.com');
      for (const bad of ['status=lost', 'from=yesterday', 'q=a%00b']) {
        const answer = await ask('GET', `/api/admin/reservations.csv?${bad}`, sales);
        expect(answer.statusCode, bad).toBe(400);
      }
      expect((await ask('GET', '/api/admin/reservations.csv', editor)).statusCode).toBe(403);
    });

    it('marks a direct payment paid once, audited in the same transaction; a second time is 409', async () => {
      const reference = await reserve();
      const before = await rooms();
      const paid = await ask('POST', `/api/admin/reservations/${reference}/mark-paid`, sales);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ reservation: { status: 'paid' }, actions: ['cancel'] });
      const again = await ask('POST', `/api/admin/reservations/${reference}/mark-paid`, sales);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ error: 'not_allowed', current: { reservation: { status: 'paid' } } });
      expect(await auditOf(reference)).toEqual(['mark_paid']);
      expect(await rooms()).toBe(before);
      const detail = await ask('GET', `/api/admin/reservations/${reference}`, sales);
      expect(detail.json()).toMatchObject({
        cancellation: { coolingOff: true, refundPence: 10_000, refundBy: 'operator' },
        history: [{ actor: 'sam@staff.test' }],
      });
    });

    it('cancels within cooling-off with the whole deposit refunded and the room back once', async () => {
      const reference = await reserve();
      await ask('POST', `/api/admin/reservations/${reference}/mark-paid`, sales);
      const before = await rooms();
      const cancels = await Promise.all(
        [1, 2, 3].map(() => ask('POST', `/api/admin/reservations/${reference}/cancel`, sales)),
      );
      expect(cancels.map((c) => c.statusCode).sort()).toEqual([200, 409, 409]);
      expect(cancels.find((c) => c.statusCode === 200)?.json()).toMatchObject({
        reservation: { status: 'cancelled', refundPence: 10_000 },
      });
      expect(await rooms()).toBe((before ?? 0) + 1);
      expect(await auditOf(reference)).toEqual(['mark_paid', 'cancel']);
    });

    it('releases a hold once, its room back once, even when asked at once; a confirmed one is not a hold', async () => {
      const hold = await reserve(false);
      const before = await rooms();
      const answers = await Promise.all(
        [1, 2, 3].map(() => ask('POST', `/api/admin/reservations/${hold}/release`, sales)),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await rooms()).toBe((before ?? 0) + 1);
      expect(await auditOf(hold)).toEqual(['release']);
      const confirmed = await reserve();
      expect((await ask('POST', `/api/admin/reservations/${confirmed}/release`, sales)).statusCode).toBe(409);
      expect((await ask('POST', '/api/admin/reservations/RS-NOPE22/release', sales)).statusCode).toBe(404);
    });

    it('erases a person from the console: nothing of them in the list, the CSV, the detail or the export; their session ends', async () => {
      const email = 'erin.erase@example.com';
      // Details of her own: other tests here reserve as other people, who stay.
      const erin = { name: 'Erin Erasmus', phone: '07700 900456', dateOfBirth: '2005-03-02' };
      const unpaid = await reserve(true, email, erin);
      const paid = await reserve(true, email, erin);
      expect((await ask('POST', `/api/admin/reservations/${paid}/mark-paid`, sales)).statusCode).toBe(200);
      const account = await container.get<VisitorAccounts>(VISITOR_ACCOUNTS).findOrCreate(email, beforeTheLet.now());
      const session = await container
        .get<VisitorSessions>(VISITOR_SESSIONS)
        .create(account.id, newSession(beforeTheLet.now(), VISITOR_SESSION_LIMITS), 'Test browser');
      const before = await rooms();

      const found = await ask('POST', '/api/admin/personal-data/find', owner, { email });
      expect(found.json()).toMatchObject({
        holdsAnything: true,
        data: { account: { email }, kept_after_erasure: { why: expect.stringMatching(/six years/) } },
      });
      const erased = await ask('POST', '/api/admin/personal-data/erase', owner, { email });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json()).toMatchObject({
        summary: expect.stringContaining(
          '2 reservations (1 unpaid, cancelled and its room freed; 1 paid, kept for the accounts without personal details), 1 account (1 session signed out)',
        ),
      });

      expect(await rooms()).toBe((before ?? 0) + 1);
      expect(await container.get<VisitorSessions>(VISITOR_SESSIONS).find(session)).toBeNull();
      expect((await ask('GET', `/api/admin/reservations/${unpaid}`, sales)).statusCode).toBe(404);
      const detail = await ask('GET', `/api/admin/reservations/${paid}`, sales);
      expect(detail.json()).toMatchObject({ reservation: { status: 'paid', details: null } });
      const list = await ask('GET', '/api/admin/reservations?limit=200', sales);
      const csv = await ask('GET', '/api/admin/reservations.csv', sales);
      const after = await ask('POST', '/api/admin/personal-data/find', owner, { email });
      for (const body of [
        detail.body,
        list.body,
        csv.body,
        after.body.replace(/"email":"erin\.erase@example\.com"/, ''),
      ])
        for (const trace of ['erin.erase', 'Erin Erasmus', '+447700900456', '2005-03-02'])
          expect(body.toLowerCase()).not.toContain(trace.toLowerCase());
      expect(after.json()).toMatchObject({ holdsAnything: false });
    });

    it('lets sales read the terms and only the owner save them, from the version read', async () => {
      const read = await ask('GET', '/api/admin/reservation-terms', sales);
      expect(read.statusCode).toBe(200);
      const { version, terms } = read.json() as { version: number; terms: Record<string, unknown> };
      const next = {
        ...terms,
        version,
        tenancyDepositWeeks: 4,
        termsUrl: '/tenancy-terms',
      };
      expect((await ask('PUT', '/api/admin/reservation-terms', sales, next)).statusCode).toBe(403);
      const saved = await ask('PUT', '/api/admin/reservation-terms', owner, next);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ version: version + 1, terms: { tenancyDepositWeeks: 4 } });
      const stale = await ask('PUT', '/api/admin/reservation-terms', owner, { ...next, tenancyDepositWeeks: 0 });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'stale', current: { version: version + 1 } });
      expect((stale.json() as { message: string }).message).toContain('olive@staff.test');
      const bad = await ask('PUT', '/api/admin/reservation-terms', owner, {
        ...next,
        version: version + 1,
        lateCancellationRefundPercent: 150,
        termsVersion: '',
        extra: 1,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'invalid', fields: expect.any(Object) });
      const [row] = await database.db.select().from(reservationTerms);
      expect(row?.version).toBe(version + 1);
      expect(await auditOf('1')).toEqual(['update']);
      // The next reservation's price states the tenancy deposit beside the rent.
      const quote = await app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: { tenancyOptionId: optionId, idempotencyKey: randomUUID() },
      });
      expect(quote.json()).toMatchObject({
        reservation: { price: { totalPence: 24_900 * 51, tenancyDepositPence: 4 * 24_900 } },
      });
    });

    it('refuses a mandatory fee and a tenancy deposit above the cap with 422 naming the law, and never charges a fee stored before', async () => {
      const { version, terms } = (await ask('GET', '/api/admin/reservation-terms', owner)).json() as {
        version: number;
        terms: Record<string, unknown>;
      };
      const fee = await ask('PUT', '/api/admin/reservation-terms', owner, {
        ...terms,
        version,
        fees: [{ label: 'Admin fee', pence: 7_500 }],
      });
      expect(fee.statusCode).toBe(422);
      expect(fee.json()).toEqual({
        error: 'unlawful',
        message: expect.stringMatching(/^Tenant Fees Act 2019: banned payment/),
        guidanceUrl: 'https://www.gov.uk/government/publications/tenant-fees-act',
        fields: { 'fees.0.label': expect.stringMatching(/^Tenant Fees Act 2019: banned payment/) },
      });
      const deposit = await ask('PUT', '/api/admin/reservation-terms', owner, {
        ...terms,
        version,
        tenancyDepositWeeks: 7,
      });
      expect(deposit.statusCode).toBe(422);
      expect(deposit.json()).toMatchObject({
        error: 'unlawful',
        message: expect.stringContaining("a tenancy deposit is at most five weeks' rent"),
        fields: { tenancyDepositWeeks: expect.any(String) },
      });
      expect((await ask('GET', '/api/admin/reservation-terms', owner)).json()).toMatchObject({ version });

      // Terms stored with a fee before the rule: the fee is never charged.
      await database.db
        .update(reservationTerms)
        .set({ terms: { ...(terms as object), fees: [{ label: 'Admin fee', pence: 7_500 }] } as never });
      const quote = await app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: { tenancyOptionId: optionId, idempotencyKey: randomUUID() },
      });
      const { price } = (quote.json() as { reservation: { price: { totalPence: number; lines: unknown[] } } })
        .reservation;
      expect(price.totalPence).toBe(24_900 * 51);
      expect(price.lines).toHaveLength(1);
    });
  });
}
