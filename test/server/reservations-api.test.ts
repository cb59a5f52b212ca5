import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { DirectPayments } from '../../src/adapters/payments/direct-payments.adapter';
import { StripePayments } from '../../src/adapters/payments/stripe-payments.adapter';
import { LibPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleReservationRepository } from '../../src/adapters/postgres/drizzle-reservation.repository';
import * as t from '../../src/adapters/postgres/schema';
import { Reservations } from '../../src/application/reservations/reservations.use-case';
import { holdMs } from '../../src/domain/reservations/reservation';
import { londonParts } from '../../src/domain/shared/london-time';
import type { Payments } from '../../src/ports/payments.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { checkoutCompletedEvent, startFakeStripe } from '../support/fake-stripe';
import { reservationTokens } from '../support/reservation-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const webhookSecret = 'whsec_testsecret123';
const optionId = '00000000-0000-4000-8000-0000000b0001'; // 51 weeks at £249, 4 rooms
const details = (overrides: Record<string, unknown> = {}) => ({
  name: 'Zoë Ng',
  email: 'zoe@example.com',
  countryCode: '+44',
  phone: '07700 900123',
  dateOfBirth: '2006-05-04',
  university: 'The University of Manchester',
  yearOfStudy: 'First year',
  guarantor: 'international',
  acceptedTermsVersion: '2026-1',
  shownTotalPence: 24_900 * 51,
  ...overrides,
});

for (const kind of databaseKinds()) {
  for (const method of ['direct', 'stripe'] as const) {
    describe(`the reservations API on ${kind}, paying ${method}`, () => {
      let database: DatabaseHandle;
      let app: FastifyInstance;
      let fake: Awaited<ReturnType<typeof startFakeStripe>>;
      // Before the fixture's 2026/27 tenancy begins (12 Sep), so it is sold in full (ADR 083).
      const time = new ManualTime(Date.parse('2026-08-03T10:00:00Z'));
      let reservations: Reservations;
      const rooms = async (id = optionId) =>
        (await database.db.select().from(t.tenancyOptions).where(eq(t.tenancyOptions.id, id)))[0]?.roomsAvailable;
      const setRooms = (n: number, id = optionId) =>
        database.db.update(t.tenancyOptions).set({ roomsAvailable: n }).where(eq(t.tenancyOptions.id, id));
      const hold = (body: object = { tenancyOptionId: optionId, idempotencyKey: randomUUID() }) =>
        app.inject({ method: 'POST', url: '/api/reservations', payload: body });
      const owner = (url: string, token: string, payload?: object) =>
        app.inject({
          method: payload ? 'POST' : 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(payload ? { payload } : {}),
        });
      const webhook = (body: string, signature: string) =>
        app.inject({
          method: 'POST',
          url: '/api/payments/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload: body,
        });

      beforeAll(async () => {
        database = await openTestDatabase(kind);
        await writeCatalogue(database.db, fixtureSlice, fixtureSettings);
        fake = await startFakeStripe();
        const payments: Payments =
          method === 'stripe'
            ? new StripePayments({ secretKey: 'sk_test_fake123456', webhookSecret, api: fake.api }, time)
            : new DirectPayments();
        reservations = new Reservations(
          new DrizzleReservationRepository(database.db, database.kind),
          payments,
          reservationTokens,
          new MemoryCatalogue(fixtureSlice, fixtureSettings),
          time,
          new LibPhoneNumbers(),
          { publicUrl: 'https://digs.test' },
        );
        app = await buildTestApp({
          catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
          reservations,
          enquiryRateLimit: 10_000,
          apiRateLimit: 10_000,
        });
      });
      afterAll(async () => {
        await app?.close();
        await fake?.close();
        await database?.close();
      });

      it('the last room, 200 concurrent reservations: exactly one hold, 199 told it is gone', async () => {
        await setRooms(1);
        const answers = await Promise.all(Array.from({ length: 200 }, () => hold()));
        const codes = answers.map((a) => a.statusCode);
        expect(codes.filter((c) => c === 201)).toHaveLength(1);
        expect(codes.filter((c) => c === 409)).toHaveLength(199);
        expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({ error: 'sold_out' });
        expect(await rooms()).toBe(0);
        const held = await database.db
          .select()
          .from(t.reservations)
          .where(eq(t.reservations.tenancyOptionId, optionId));
        expect(held.filter((r) => r.status === 'held')).toHaveLength(1);
        await database.db.delete(t.reservations);
        await setRooms(4);
      });

      it('holds, confirms with the price in full and the terms, then reads it back (no-store)', async () => {
        const started = await hold();
        expect(started.statusCode).toBe(201);
        expect(started.headers['cache-control']).toBe('no-store');
        const { reservation, token } = started.json();
        expect(reservation.price.totalPence).toBe(24_900 * 51);
        expect(reservation.price.holdingDepositPence).toBe(10_000);
        const confirmed = await owner(`/api/reservations/${reservation.reference}/confirm`, token, details());
        expect(confirmed.statusCode).toBe(200);
        const body = confirmed.json();
        if (method === 'direct') {
          expect(body.redirectUrl).toBeNull();
          expect(body.reservation.status).toBe('awaiting_payment');
          expect(body.reservation.instructions).toContain(reservation.reference);
        } else {
          expect(body.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
          expect(body.reservation.status).toBe('held');
        }
        const [row] = await database.db
          .select()
          .from(t.reservations)
          .where(eq(t.reservations.reference, reservation.reference));
        expect(row).toMatchObject({
          termsVersion: '2026-1',
          totalPence: 24_900 * 51,
          depositPence: 10_000,
          guarantor: 'international',
          phone: '+447700900123',
        });
        const read = await owner(`/api/reservations/${reservation.reference}`, token);
        expect(read.statusCode).toBe(200);
        expect((await owner(`/api/reservations/${reservation.reference}`, 'wrong')).statusCode).toBe(404);
      });

      it('refuses a tampered price and bad input with a clear 4xx, storing nothing', async () => {
        const { reservation, token } = (await hold()).json();
        const path = `/api/reservations/${reservation.reference}/confirm`;
        const tampered = await owner(path, token, details({ shownTotalPence: 100 }));
        expect(tampered.statusCode).toBe(409);
        expect(tampered.json()).toMatchObject({ error: 'price_changed' });
        const bad = await owner(
          path,
          token,
          details({ email: 'not-an-address', dateOfBirth: '2006-02-30', guarantor: 'rich uncle' }),
        );
        expect(bad.statusCode).toBe(400);
        expect(Object.keys(bad.json().fields).sort()).toEqual(['dateOfBirth', 'email', 'guarantor']);
        expect((await owner(path, token, { ...details(), shownTotalPence: '1269900' })).statusCode).toBe(400);
        expect((await hold({ tenancyOptionId: 'x', idempotencyKey: randomUUID() })).statusCode).toBe(400);
        expect((await hold({ tenancyOptionId: randomUUID(), idempotencyKey: randomUUID() })).statusCode).toBe(404);
        const [row] = await database.db
          .select()
          .from(t.reservations)
          .where(eq(t.reservations.reference, reservation.reference));
        expect(row).toMatchObject({ status: 'held', name: null, totalPence: null });
      });

      it('a hold expires after 15 minutes (injected clock): confirming then is refused and the job gives the room back', async () => {
        await database.db.delete(t.reservations);
        await setRooms(2);
        const { reservation, token } = (await hold()).json();
        expect(await rooms()).toBe(1);
        time.advance(holdMs);
        const late = await owner(`/api/reservations/${reservation.reference}/confirm`, token, details());
        expect(late.statusCode).toBe(409);
        expect(late.json()).toMatchObject({ error: 'expired' });
        expect(await reservations.expireHolds()).toBe(1);
        expect(await rooms()).toBe(2);
        await setRooms(4);
      });

      it('a browser is given its own key, and may hold two rooms at once; a third is refused with when to come back', async () => {
        await database.db.delete(t.reservations);
        await setRooms(4);
        const first = await hold();
        expect(first.statusCode).toBe(201);
        const cookie = first.cookies.find((c) => c.name === 'digs_holder');
        expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/reservations' });
        expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22,}$/);
        const again = (key = randomUUID()) =>
          app.inject({
            method: 'POST',
            url: '/api/reservations',
            cookies: { digs_holder: cookie?.value ?? '' },
            payload: { tenancyOptionId: optionId, idempotencyKey: key },
          });
        const second = await again();
        expect(second.statusCode).toBe(201);
        expect(second.cookies.find((c) => c.name === 'digs_holder')).toBeUndefined();
        const third = await again();
        expect(third.statusCode).toBe(409);
        const firstEnds = londonParts(Date.parse(first.json().reservation.holdExpiresAt)).time;
        expect(third.json()).toMatchObject({ error: 'too_many_holds', message: expect.stringContaining(firstEnds) });
        expect(await rooms()).toBe(2);
        // Neither the browser's key nor the address is stored as it is.
        const rows = await database.db.select().from(t.reservations);
        for (const row of rows) {
          expect(row.holdVisitor).not.toContain(cookie?.value);
          expect(row.holdAddress).not.toContain('127.0.0.1');
        }
        await database.db.delete(t.reservations);
        await setRooms(4);
      });

      it('a room just taken is answered with up to three tenancies that still have rooms', async () => {
        await setRooms(0);
        const refused = await hold();
        expect(refused.statusCode).toBe(409);
        const body = refused.json();
        expect(body.error).toBe('sold_out');
        expect(body.alternatives.length).toBeGreaterThan(0);
        expect(body.alternatives.length).toBeLessThanOrEqual(3);
        for (const alternative of body.alternatives)
          expect(alternative.url).toMatch(/^https:\/\/digs\.test\/[a-z-]+\//);
        await setRooms(4);
      });

      it('a hold left behind is released by the beacon', async () => {
        await setRooms(4);
        const { reservation, token } = (await hold()).json();
        expect(await rooms()).toBe(3);
        const released = await app.inject({
          method: 'POST',
          url: `/api/reservations/${reservation.reference}/release?token=${token}`,
          headers: { 'content-type': 'text/plain' },
          payload: '',
        });
        expect(released.statusCode).toBe(204);
        expect(await rooms()).toBe(4);
      });

      if (method === 'stripe') {
        it('refuses a forged or replayed-after-tampering webhook, and books a payment confirmed twice once', async () => {
          const { reservation, token } = (await hold()).json();
          await owner(`/api/reservations/${reservation.reference}/confirm`, token, details());
          const [row] = await database.db
            .select()
            .from(t.reservations)
            .where(eq(t.reservations.reference, reservation.reference));
          const session = fake.sessions.get(row?.paymentReference ?? '') ?? {};
          session.payment_status = 'paid';
          const body = checkoutCompletedEvent(session);
          const forged = await webhook(
            body,
            Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_attacker1234' }),
          );
          expect(forged.statusCode).toBe(400);
          expect((await webhook(body, '')).statusCode).toBe(400);
          const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret });
          const first = await webhook(body, signature);
          const again = await webhook(body, signature);
          expect(first.json()).toMatchObject({ outcome: 'booked' });
          expect(again.json()).toMatchObject({ outcome: 'repeat' });
          const read = (await owner(`/api/reservations/${reservation.reference}`, token)).json();
          expect(read.reservation.status).toBe('paid');
          const mails = await database.db.select().from(t.mailOutbox);
          expect(mails.filter((m) => m.mail.subject.includes(reservation.reference))).toHaveLength(1);
          // Cancelled within 14 days: the whole holding deposit goes back through Stripe.
          const cancelled = await owner(`/api/reservations/${reservation.reference}/cancel`, token, {});
          expect(cancelled.json().reservation).toMatchObject({ status: 'cancelled', refundPence: 10_000 });
          expect(fake.calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(1);
        });

        it('a signed webhook whose payment at the provider has another amount, currency or reservation changes nothing', async () => {
          const states = async (reference: string) =>
            (await database.db.select().from(t.reservations).where(eq(t.reservations.reference, reference)))[0];
          await setRooms(10);
          const mailsBefore = (await database.db.select().from(t.mailOutbox)).length;
          for (const wrong of [
            { amount_total: 1 },
            { currency: 'usd' },
            { client_reference_id: 'RS-ZZZZZZ' },
            // The event's body says paid; the provider, asked by the session's id, does not.
            { payment_status: 'unpaid' },
          ]) {
            const { reservation, token } = (await hold()).json();
            await owner(`/api/reservations/${reservation.reference}/confirm`, token, details());
            const row = await states(reservation.reference);
            const session = fake.sessions.get(row?.paymentReference ?? '') ?? {};
            // The event's body is right; only the session Stripe holds is wrong.
            const body = checkoutCompletedEvent({ ...session });
            Object.assign(session, { payment_status: 'paid' }, wrong);
            const answer = await webhook(
              body,
              Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }),
            );
            // 200, so Stripe does not send it again for three days; nothing is booked.
            expect(answer.statusCode).toBe(200);
            expect(answer.json()).toMatchObject({ received: true, outcome: 'mismatch' });
            expect(await states(reservation.reference)).toMatchObject({ status: 'held', confirmedAt: null });
          }
          // A body that lies about the amount is not read: the provider's session is.
          const { reservation, token } = (await hold()).json();
          await owner(`/api/reservations/${reservation.reference}/confirm`, token, details());
          const row = await states(reservation.reference);
          const session = fake.sessions.get(row?.paymentReference ?? '') ?? {};
          const lying = checkoutCompletedEvent({ ...session, amount_total: 1, currency: 'usd' });
          const unpaid = await webhook(
            lying,
            Stripe.webhooks.generateTestHeaderString({ payload: lying, secret: webhookSecret }),
          );
          expect(unpaid.json()).toMatchObject({ outcome: 'mismatch' });
          expect(await states(reservation.reference)).toMatchObject({ status: 'held' });
          expect((await database.db.select().from(t.mailOutbox)).length).toBe(mailsBefore);
          await database.db.delete(t.reservations);
          await setRooms(4);
        });

        it('a payment after the hold ended with no room left is refunded and recorded; a refund refused is tried again', async () => {
          await database.db.delete(t.reservations);
          const state = async (reference: string) =>
            (await database.db.select().from(t.reservations).where(eq(t.reservations.reference, reference)))[0];
          const history = async (reference: string) =>
            (await database.db.select().from(t.auditLog).where(eq(t.auditLog.entityId, reference))).map(
              (e) => e.action,
            );
          const payLate = async (refundsDown: boolean) => {
            await database.db
              .update(t.reservations)
              .set({ status: 'cancelled' })
              .where(eq(t.reservations.status, 'held'));
            await setRooms(1);
            const { reservation, token } = (await hold()).json();
            await owner(`/api/reservations/${reservation.reference}/confirm`, token, details());
            time.advance(holdMs);
            await reservations.expireHolds();
            expect((await hold()).statusCode).toBe(201); // someone else takes the last room
            const row = await state(reservation.reference);
            const session = fake.sessions.get(row?.paymentReference ?? '') ?? {};
            session.payment_status = 'paid';
            const body = checkoutCompletedEvent(session);
            fake.refundsDown = refundsDown;
            const answer = await webhook(
              body,
              Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret }),
            );
            fake.refundsDown = false;
            expect(answer.statusCode).toBe(200);
            return { reference: reservation.reference as string, answer: answer.json() };
          };

          const refunded = await payLate(false);
          expect(refunded.answer).toMatchObject({ outcome: 'refunded' });
          expect(await state(refunded.reference)).toMatchObject({ status: 'refunded', refundPence: 10_000 });
          expect(await history(refunded.reference)).toEqual(expect.arrayContaining(['late_payment', 'refund']));
          const told = (await database.db.select().from(t.mailOutbox)).filter(
            (m) => m.mail.subject.includes(refunded.reference) && m.mail.subject.includes('refunded'),
          );
          expect(told).toHaveLength(1);
          expect(told[0]?.mail.to).toBe('zoe@example.com');
          expect(told[0]?.mail.text).toContain('£100.00');
          expect(await rooms()).toBe(0);

          const pending = await payLate(true);
          expect(pending.answer).toMatchObject({ outcome: 'refund_pending' });
          expect(await state(pending.reference)).toMatchObject({ status: 'refund_due', refundPence: 10_000 });
          expect(await history(pending.reference)).toEqual(expect.arrayContaining(['late_payment', 'refund_failed']));
          // The job tries again; the provider's idempotency key makes it one refund.
          expect(await reservations.retryRefunds()).toBe(1);
          expect(await state(pending.reference)).toMatchObject({ status: 'refunded' });
          expect(await reservations.retryRefunds()).toBe(0);
          await database.db.delete(t.reservations);
          await setRooms(4);
        });
      } else {
        it('has no webhook to speak of: any event is refused', async () => {
          expect((await webhook('{}', 't=1,v1=abc')).statusCode).toBe(400);
        });
      }
    });
  }
}
