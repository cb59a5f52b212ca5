import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HmacManageTokens } from '../../src/adapters/crypto/hmac-manage-tokens';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { LibPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleMailQueue } from '../../src/adapters/postgres/drizzle-mail-queue';
import { DrizzleViewingRepository } from '../../src/adapters/postgres/drizzle-viewing.repository';
import * as t from '../../src/adapters/postgres/schema';
import { SmtpMailer } from '../../src/adapters/smtp/smtp-mailer';
import { DeliverMail } from '../../src/application/mail/deliver-mail.use-case';
import { ViewingBookings } from '../../src/application/viewings/viewing-bookings.use-case';
import { phoneNumberMessage } from '../../src/domain/shared/phone-number';
import { isViewingReference } from '../../src/domain/viewings/viewing';
import { seedViewingRules } from '../../src/server/seed/seed-viewing-rules';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

/** Monday 23 November 2026, 07:00 in London (GMT): the first slot, 09:30, is outside the two-hour notice. */
const monday7am = Date.UTC(2026, 10, 23, 7, 0);
const at = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2026, 10, day, hh, mm)).toISOString();

function aBooking(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    propertySlug: 'square-gardens',
    kind: 'in-person',
    start: at(23, 9, 30),
    name: '  Zoë Ng ',
    email: 'zoe@example.com',
    countryCode: '+44',
    phone: '07700 900123',
    partySize: 2,
    message: 'Could we see a studio on a high floor?',
    agreedToTerms: true,
    idempotencyKey: randomUUID(),
    website: '',
    ...overrides,
  };
}

for (const kind of databaseKinds()) {
  describe(`the viewings API on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let capture: SmtpCapture;
    let deliver: DeliverMail;
    let bookings: ViewingBookings;
    const time = new ManualTime(monday7am);
    const stored = () => database.db.select().from(t.viewings);
    const book = (body: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/viewings', payload: body });
    const manage = (path: string, token: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
      app.inject({
        method,
        url: path,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    const tokenOf = (manageUrl: string) => new URL(manageUrl, 'http://x').searchParams.get('token') ?? '';

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await writeCatalogue(database.db, fixtureSlice, fixtureSettings);
      await seedViewingRules(database.db);
      capture = await startSmtpCapture();
      bookings = new ViewingBookings(
        new DrizzleViewingRepository(database.db, time),
        new HmacManageTokens(new Uint8Array(32).fill(3)),
        new MemoryCatalogue(fixtureSlice, fixtureSettings),
        time,
        new LibPhoneNumbers(),
        { publicUrl: 'https://digs.test' },
      );
      deliver = new DeliverMail(
        new DrizzleMailQueue(database.db),
        new SmtpMailer({ url: capture.url, from: 'Test Living <no-reply@test.example>' }),
        time,
      );
      app = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        viewings: bookings,
        apiRateLimit: 10_000,
        enquiryRateLimit: 10_000,
      });
    });
    afterAll(async () => {
      await app?.close();
      await capture?.close();
      await database?.close();
    });
    beforeEach(async () => {
      await database.db.delete(t.viewings);
      await database.db.delete(t.viewingSlots);
      await database.db.delete(t.mailOutbox);
      capture.messages.length = 0;
    });

    it('lists every day of the window with its free slots, in London time; 404 for a property without viewings', async () => {
      const response = await app.inject({ url: '/api/viewings/availability/square-gardens' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.json();
      expect(body.property).toMatchObject({ slug: 'square-gardens', name: 'Square Gardens', cityName: 'Manchester' });
      expect(body.kinds).toEqual(['in-person', 'video-call']);
      expect(body.days[0]).toMatchObject({ date: '2026-11-23', status: 'open' });
      expect(body.days[0].slots[0]).toMatchObject({ start: at(23, 9, 30), time: '09:30', remaining: 2 });
      // 25 and 26 December are closed; Square Gardens opens on Sundays.
      const byDate = new Map(body.days.map((d: { date: string }) => [d.date, d]));
      expect(byDate.get('2026-12-25')).toMatchObject({ status: 'closed', slots: [] });
      expect(byDate.get('2026-11-29')).toMatchObject({ status: 'open' });
      expect((await app.inject({ url: '/api/viewings/availability/nowhere' })).statusCode).toBe(404);
    });

    it('books a viewing, answers a repeat with the same booking, and e-mails the visitor (with .ics) and the staff', async () => {
      const body = aBooking();
      const first = await book(body);
      expect(first.statusCode).toBe(201);
      const { viewing, manageUrl } = first.json();
      expect(isViewingReference(viewing.reference)).toBe(true);
      expect(viewing).toMatchObject({
        status: 'booked',
        name: 'Zoë Ng',
        start: at(23, 9, 30),
        end: at(23, 10),
        time: '09:30',
      });
      expect(manageUrl).toMatch(new RegExp(`^/viewing-detail\\?ref=${viewing.reference}&token=[A-Za-z0-9_-]{43}$`));

      const again = await book(body);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await stored()).toHaveLength(1);

      expect(await deliver.run()).toMatchObject({ sent: 2 });
      const confirmation = await capture.waitFor((m) => m.to.includes('zoe@example.com'));
      expect(confirmation.subject).toBe('Your viewing at Square Gardens is booked: Monday 23 November 2026 at 09:30');
      expect(confirmation.text).toContain(`https://digs.test${manageUrl}`);
      // The invitation goes as a calendar part (so mail apps offer to add it) and as viewing.ics.
      const ics = confirmation.attachments.find((a) => a.contentType.startsWith('text/calendar'));
      expect(ics?.contentType).toContain('method=REQUEST');
      expect(confirmation.attachments.find((a) => a.filename === 'viewing.ics')?.content).toBe(ics?.content);
      expect(ics?.content).toContain('METHOD:REQUEST');
      expect(ics?.content).toContain('DTSTART:20261123T093000Z');
      const staff = await capture.waitFor((m) => m.to.includes('viewings+square-gardens@emberandoak.example'));
      expect(staff.subject).toContain(viewing.reference);
      expect(staff.replyTo).toContain('zoe@example.com');
      expect(capture.messages).toHaveLength(2);
    });

    it('refuses a phone number that cannot be called with the field’s message, and stores one that can as E.164', async () => {
      const refused = await book(aBooking({ phone: '12345' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: 'invalid',
        message: 'Please check the highlighted fields.',
        fields: { phone: phoneNumberMessage },
      });
      expect(await stored()).toHaveLength(0);

      const booked = await book(aBooking({ countryCode: '+44', phone: '+1 (201) 555-0123' }));
      expect(booked.statusCode).toBe(201);
      expect(booked.json().viewing).toMatchObject({ countryCode: '+1', phone: '+12015550123' });
      const [row] = await stored();
      expect([row?.countryCode, row?.phone]).toEqual(['+1', '+12015550123']);
    });

    it('gives 30 concurrent bookings of one slot of capacity 2 exactly two places; the rest hear it just filled, with alternatives', async () => {
      const responses = await Promise.all(Array.from({ length: 30 }, () => book(aBooking({ start: at(24, 10) }))));
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(2);
      expect(codes.filter((c) => c === 409)).toHaveLength(28);
      const refused = responses.find((r) => r.statusCode === 409)?.json();
      expect(refused).toMatchObject({ error: 'unavailable', message: expect.stringMatching(/just filled/) });
      expect(refused.alternatives.map((s: { start: string }) => s.start)).toEqual([
        at(24, 9, 30),
        at(24, 10, 30),
        at(24, 11),
      ]);
      expect(await stored()).toHaveLength(2);
      const [slot] = await database.db.select().from(t.viewingSlots);
      expect(slot?.booked).toBe(2);
    });

    it.each([
      ['a time between slots', { start: at(23, 9, 45) }, 'start'],
      ['a time outside the opening hours', { start: at(23, 20) }, 'start'],
      ['a closed day', { start: at(25, 10).replace('11-25', '12-25') }, 'start'],
      ['a day beyond the booking window', { start: new Date(Date.UTC(2027, 2, 1, 10)).toISOString() }, 'start'],
      ['a date that does not exist', { start: '2026-02-30T10:00:00.000Z' }, 'start'],
      ['no terms accepted', { agreedToTerms: false }, 'agreedToTerms'],
      ['a malformed e-mail', { email: 'zoe@' }, 'email'],
      ['an overlong name', { name: 'Z'.repeat(101) }, 'name'],
      ['a party of nine', { partySize: 9 }, 'partySize'],
      ['an unknown kind', { kind: 'drive-by' }, 'kind'],
      ['a phone without digits', { phone: 'call me' }, 'phone'],
      ['a phone too short to call', { phone: '0770 90' }, 'phone'],
      ['a phone too long to call', { phone: '+44 7700 900123 99' }, 'phone'],
      ['a bad country code', { countryCode: '44' }, 'countryCode'],
      ['an overlong message', { message: 'x'.repeat(1001) }, 'message'],
    ])('refuses %s with a field message and stores nothing', async (_case, change, field) => {
      const response = await book(aBooking(change));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid', fields: { [field]: expect.any(String) } });
      expect(await stored()).toHaveLength(0);
      expect(await database.db.select().from(t.mailOutbox)).toHaveLength(0);
    });

    it('refuses a slot that has passed as taken meanwhile, with the nearest free times', async () => {
      for (const start of [at(21, 10), at(20, 16)]) {
        const response = await book(aBooking({ start }));
        expect(response.statusCode).toBe(409);
        expect(response.json().alternatives[0].start).toBe(at(23, 9, 30));
      }
      expect(await stored()).toHaveLength(0);
    });

    it('answers a filled-in honeypot like a booking, complete, and stores and sends nothing', async () => {
      const response = await book(aBooking({ website: 'https://spam.example' }));
      expect(response.statusCode).toBe(201);
      const decoy = response.json();
      expect(isViewingReference(decoy.viewing.reference)).toBe(true);
      expect(await stored()).toHaveLength(0);
      expect(await database.db.select().from(t.mailOutbox)).toHaveLength(0);
      // The same shape as a real answer: a bot cannot tell them apart, and the page can show it.
      const real = (await book(aBooking())).json();
      expect(Object.keys(decoy.viewing).sort()).toEqual(Object.keys(real.viewing).sort());
      expect(decoy.manageUrl).toMatch(/^\/viewing-detail\?ref=VW-[A-Z0-9]{6}&token=/);
    });

    it('shows a booking to its link only: a wrong or missing token looks exactly like an unknown reference', async () => {
      const { viewing, manageUrl } = (await book(aBooking())).json();
      const token = tokenOf(manageUrl);
      const mine = await manage(`/api/viewings/${viewing.reference}`, token);
      expect(mine.statusCode).toBe(200);
      expect(mine.json().viewing).toEqual(viewing);
      const wrong = await manage(
        `/api/viewings/${viewing.reference}`,
        `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      );
      const unknown = await manage('/api/viewings/VW-ZZZZZZ', token);
      const none = await app.inject({ url: `/api/viewings/${viewing.reference}` });
      const malformed = await manage('/api/viewings/not-a-reference', token);
      for (const response of [wrong, unknown, none, malformed]) {
        expect(response.statusCode).toBe(404);
        expect(response.body).toBe(unknown.body);
      }
    });

    it('moves a viewing and cancels it, e-mailing each change, and the freed place can be booked again', async () => {
      const start = at(24, 11);
      const { viewing, manageUrl } = (await book(aBooking({ start }))).json();
      const token = tokenOf(manageUrl);
      await book(aBooking({ start: at(24, 14) }));
      await book(aBooking({ start: at(24, 14) }));

      const full = await manage(`/api/viewings/${viewing.reference}/move`, token, 'POST', {
        kind: 'video-call',
        start: at(24, 14),
      });
      expect(full.statusCode).toBe(409);

      const moved = await manage(`/api/viewings/${viewing.reference}/move`, token, 'POST', {
        kind: 'video-call',
        start: at(24, 15),
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().viewing).toMatchObject({ kind: 'video-call', start: at(24, 15), time: '15:00' });

      const cancelled = await manage(`/api/viewings/${viewing.reference}/cancel`, token, 'POST');
      expect(cancelled.json().viewing.status).toBe('cancelled');
      expect((await manage(`/api/viewings/${viewing.reference}/cancel`, token, 'POST')).statusCode).toBe(200);
      const afterCancel = await manage(`/api/viewings/${viewing.reference}/move`, token, 'POST', {
        kind: 'in-person',
        start,
      });
      expect(afterCancel.statusCode).toBe(409);

      // Both of its places are free again: fill 15:00 twice.
      expect((await book(aBooking({ start: at(24, 15) }))).statusCode).toBe(201);
      expect((await book(aBooking({ start: at(24, 15) }))).statusCode).toBe(201);
      expect((await book(aBooking({ start: at(24, 15) }))).statusCode).toBe(409);

      await deliver.run();
      const subjects = capture.messages.filter((m) => m.to.includes('zoe@example.com')).map((m) => m.subject);
      expect(subjects).toContain('Your viewing at Square Gardens has changed: now Tuesday 24 November 2026 at 15:00');
      expect(subjects).toContain('Your viewing at Square Gardens on Tuesday 24 November 2026 is cancelled');
      const cancelIcs = capture.messages
        .find((m) => m.subject.endsWith('is cancelled'))
        ?.attachments.find((a) => a.content.includes('METHOD:CANCEL'));
      expect(cancelIcs?.content).toContain('STATUS:CANCELLED');
    });

    it('refuses a move to a bad time with a field message and a stranger without looking at the body', async () => {
      const { viewing, manageUrl } = (await book(aBooking())).json();
      const bad = await manage(`/api/viewings/${viewing.reference}/move`, tokenOf(manageUrl), 'POST', {
        kind: 'in-person',
        start: 'soon',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.start).toEqual(expect.any(String));
      const stranger = await manage(`/api/viewings/${viewing.reference}/move`, 'nope', 'POST', {
        kind: 'in-person',
        start: 'soon',
      });
      expect(stranger.statusCode).toBe(404);
    });

    it('answers 413 to an oversized booking and stores nothing', async () => {
      const response = await book(aBooking({ message: 'x'.repeat(20_000) }));
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe('too_large');
      expect(await stored()).toHaveLength(0);
    });
    it('queues the reminder once, 24 hours ahead, and it survives into a fresh dispatcher', async () => {
      await book(aBooking({ start: at(27, 10) }));
      expect(await bookings.queueReminders()).toBe(0);
      time.advance(Date.UTC(2026, 10, 26, 10, 30) - time.now());
      expect(await bookings.queueReminders()).toBe(1);
      expect(await bookings.queueReminders()).toBe(0);
      const restarted = new DeliverMail(
        new DrizzleMailQueue(database.db),
        new SmtpMailer({ url: capture.url, from: 'Test Living <no-reply@test.example>' }),
        time,
      );
      await restarted.run();
      await capture.waitFor((m) =>
        m.subject.startsWith('Reminder: your viewing at Square Gardens, Friday 27 November 2026 at 10:00'),
      );
    });

    it('limits bookings per address: 429 with Retry-After past the limit, health still answering', async () => {
      const limited = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        viewings: bookings,
        enquiryRateLimit: 2,
      });
      try {
        const codes = [];
        for (let i = 0; i < 3; i++) {
          codes.push(
            (await limited.inject({ method: 'POST', url: '/api/viewings', payload: aBooking({ name: '' }) }))
              .statusCode,
          );
        }
        expect(codes).toEqual([400, 400, 429]);
        const refused = await limited.inject({ method: 'POST', url: '/api/viewings', payload: aBooking() });
        expect(refused.headers['retry-after']).toBeDefined();
        expect((await limited.inject({ url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
}
