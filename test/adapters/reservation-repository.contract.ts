import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReservationDetails } from '../../src/domain/reservations/reservation';
import { holdMs, isReservationReference } from '../../src/domain/reservations/reservation';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import type { AuditLog } from '../../src/ports/audit-log.port';
import type { MailQueue } from '../../src/ports/mail-queue.port';
import {
  type AgreedDetails,
  holdAlternatives,
  type ReservationRepository,
} from '../../src/ports/reservation-repository.port';

export interface ReservationRepositoryUnderTest {
  readonly repository: ReservationRepository;
  readonly outbox: MailQueue;
  /** Where the repository writes console changes' audit entries. */
  readonly audit: AuditLog;
  /** A tenancy option with `rooms` rooms available (its own for each call). */
  readonly optionWith: (rooms: number) => Promise<string>;
  readonly close?: () => Promise<void>;
}

export type MakeReservationRepository = () => Promise<ReservationRepositoryUnderTest>;

const t0 = Date.parse('2027-02-01T10:00:00Z');

export const aDetails = (overrides: Partial<ReservationDetails> = {}): ReservationDetails => ({
  name: 'Zoë Ng',
  email: `zoe.${randomUUID().slice(0, 8)}@example.com`,
  countryCode: 'GB',
  phone: '+447700900123',
  dateOfBirth: '2006-05-04',
  university: 'The University of Manchester',
  yearOfStudy: 'First year',
  guarantor: 'uk_guarantor',
  ...overrides,
});

const agreed = (details = aDetails()): AgreedDetails => ({
  details,
  termsVersion: '2026-1',
  totalPence: 1_269_900,
  depositPence: 10_000,
  paymentMethod: 'direct',
});

const entry = (entityId: string, summary: string): AuditEntry => ({
  at: t0,
  staffId: null,
  actor: 'sam.sales@example.com',
  action: 'update',
  entity: 'reservation',
  entityId,
  summary,
  before: null,
  after: null,
  ip: null,
});

const mailFor = () => (placed: { reservation: { reference: string; status: string } }) => [
  { to: 'x@example.com', subject: `${placed.reservation.status} ${placed.reservation.reference}`, text: 'x' },
];

async function subjects(outbox: MailQueue): Promise<string[]> {
  const due = await outbox.claimDue(t0 + 365 * 86_400_000, 1000);
  for (const m of due) await outbox.markSent(m.id, t0);
  return due.map((m) => m.mail.subject);
}

export function reservationRepositoryContract(name: string, make: MakeReservationRepository): void {
  describe(`ReservationRepository (${name})`, () => {
    let under: ReservationRepositoryUnderTest;
    let repository: ReservationRepository;
    const rooms = async (id: string) => (await repository.findOption(id))?.roomsAvailable;

    beforeAll(async () => {
      under = await make();
      repository = under.repository;
    });
    afterAll(async () => {
      await under.close?.();
    });

    it('finds an option with its rooms available, and nothing for an unknown id', async () => {
      const id = await under.optionWith(3);
      const option = await repository.findOption(id);
      expect(option).toMatchObject({ tenancyOptionId: id, roomsAvailable: 3, currency: 'GBP' });
      expect(option?.roomPath).toMatch(/^\/[a-z-]+\/[a-z-]+\/[a-z-]+$/);
      expect(await repository.findOption(randomUUID())).toBeNull();
    });

    it('holds a room for 15 minutes, taking it from rooms available', async () => {
      const id = await under.optionWith(2);
      const outcome = await repository.hold(id, randomUUID(), t0);
      expect(outcome.outcome).toBe('held');
      if (outcome.outcome !== 'held') return;
      expect(isReservationReference(outcome.reservation.reference)).toBe(true);
      expect(outcome.reservation).toMatchObject({ status: 'held', tenancyOptionId: id, details: null });
      expect(Date.parse(outcome.reservation.holdExpiresAt) - Date.parse(outcome.reservation.heldAt)).toBe(holdMs);
      expect(await rooms(id)).toBe(1);
      // The option comes back with the hold, its rooms counted after it: the use case reads it from here.
      expect(outcome.option).toEqual(await repository.findOption(id));
      expect(await repository.find(outcome.reservation.reference)).toEqual({
        reservation: outcome.reservation,
        option: outcome.option,
      });
    });

    it('answers a hold of an unknown option not_found, storing nothing', async () => {
      const key = randomUUID();
      expect(await repository.hold(randomUUID(), key, t0)).toEqual({ outcome: 'not_found' });
      const id = await under.optionWith(1);
      // The key was not used up by the refusal.
      expect((await repository.hold(id, key, t0)).outcome).toBe('held');
    });

    it('answers a repeated key with the same hold, taking no second room', async () => {
      const id = await under.optionWith(2);
      const key = randomUUID();
      const first = await repository.hold(id, key, t0);
      const again = await repository.hold(id, key.toUpperCase(), t0 + 1000);
      expect(again.outcome).toBe('repeat');
      if (first.outcome === 'held' && again.outcome === 'repeat') {
        expect(again.reservation.reference).toBe(first.reservation.reference);
        expect(again.option).toMatchObject({ tenancyOptionId: id, roomsAvailable: 1 });
      }
      expect(await rooms(id)).toBe(1);
    });

    it('answers a repeated key with its hold even when the room has gone since', async () => {
      const id = await under.optionWith(1);
      const key = randomUUID();
      await repository.hold(id, key, t0);
      expect(await rooms(id)).toBe(0);
      expect((await repository.hold(id, key, t0 + 1000)).outcome).toBe('repeat');
    });

    it('20 concurrent copies of one request make one hold and take one room', async () => {
      const id = await under.optionWith(5);
      const key = randomUUID();
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => repository.hold(id, key, t0)));
      expect(outcomes.filter((o) => o.outcome === 'held')).toHaveLength(1);
      expect(outcomes.filter((o) => o.outcome === 'repeat')).toHaveLength(19);
      expect(new Set(outcomes.map((o) => ('reservation' in o ? o.reservation.reference : o.outcome))).size).toBe(1);
      expect(await rooms(id)).toBe(4);
    });

    it('200 concurrent holds over 100 options of one room each make exactly 100, one per option', async () => {
      const ids = await Promise.all(Array.from({ length: 100 }, () => under.optionWith(1)));
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, (_, i) => repository.hold(ids[i % 100] as string, randomUUID(), t0)),
      );
      const held = outcomes.flatMap((o) => (o.outcome === 'held' ? [o.reservation.tenancyOptionId] : []));
      expect(held).toHaveLength(100);
      expect(new Set(held).size).toBe(100);
      expect(outcomes.filter((o) => o.outcome === 'sold_out')).toHaveLength(100);
      for (const id of ids) expect(await rooms(id)).toBe(0);
    });

    it('refuses a hold when no room is left', async () => {
      const id = await under.optionWith(0);
      expect(await repository.hold(id, randomUUID(), t0)).toMatchObject({ outcome: 'sold_out' });
      expect(await rooms(id)).toBe(0);
    });

    it('never oversells: 200 concurrent holds of the last room make exactly one hold', async () => {
      const id = await under.optionWith(1);
      const outcomes = await Promise.all(
        Array.from({ length: 200 }, () => repository.hold(id, randomUUID(), t0).catch((e: unknown) => e)),
      );
      const held = outcomes.filter((o) => (o as { outcome?: string }).outcome === 'held');
      const soldOut = outcomes.filter((o) => (o as { outcome?: string }).outcome === 'sold_out');
      expect(held).toHaveLength(1);
      expect(soldOut).toHaveLength(199);
      expect(await rooms(id)).toBe(0);
    });

    it('records details on a live hold only', async () => {
      const id = await under.optionWith(2);
      const hold = await repository.hold(id, randomUUID(), t0);
      if (hold.outcome !== 'held') throw new Error('not held');
      const saved = await repository.saveDetails(hold.reservation.reference, agreed(), t0 + 60_000);
      expect(saved).toMatchObject({ termsVersion: '2026-1', totalPence: 1_269_900, depositPence: 10_000 });
      expect(saved?.details?.guarantor).toBe('uk_guarantor');
      expect(await repository.saveDetails(hold.reservation.reference, agreed(), t0 + holdMs)).toBeNull();
    });

    it('expires holds past their time exactly once, giving each room back once, even with two sweeps at once', async () => {
      const id = await under.optionWith(3);
      for (let i = 0; i < 3; i++) await repository.hold(id, randomUUID(), t0);
      expect(await rooms(id)).toBe(0);
      expect(await repository.expireDue(t0 + holdMs - 1, 100)).toHaveLength(0);
      const [a, b] = await Promise.all([
        repository.expireDue(t0 + holdMs, 100),
        repository.expireDue(t0 + holdMs, 100),
      ]);
      const mine = [...(a ?? []), ...(b ?? [])].filter((r) => r.tenancyOptionId === id);
      expect(mine).toHaveLength(3);
      expect(new Set(mine.map((r) => r.reference)).size).toBe(3);
      expect(await rooms(id)).toBe(3);
      expect(await repository.expireDue(t0 + 2 * holdMs, 100)).toHaveLength(0);
    });

    it('counts the holds live at a time: held and not past their 15 minutes, swept or not', async () => {
      // Far after every other test's holds, so only these are live.
      const later = t0 + 1000 * holdMs;
      expect(await repository.countHeld(later)).toBe(0);
      const id = await under.optionWith(3);
      const first = await repository.hold(id, randomUUID(), later);
      await repository.hold(id, randomUUID(), later + 1);
      expect(await repository.countHeld(later + 1)).toBe(2);
      if (first.outcome === 'held') await repository.saveDetails(first.reservation.reference, agreed(), later + 2);
      expect(await repository.countHeld(later + 2)).toBe(2);
      expect(await repository.countHeld(later + holdMs)).toBe(1);
      expect(await repository.countHeld(later + holdMs + 1)).toBe(0);
    });

    it('confirms a live hold as awaiting payment, keeping its room; refuses an expired one', async () => {
      const id = await under.optionWith(2);
      const hold = await repository.hold(id, randomUUID(), t0);
      if (hold.outcome !== 'held') throw new Error('not held');
      const change = { from: ['held'] as const, to: 'awaiting_payment' as const, holdMustBeLive: true };
      expect(await repository.change(hold.reservation.reference, change, t0 + holdMs)).toBeNull();
      const done = await repository.change(hold.reservation.reference, { ...change, compose: mailFor() }, t0 + 1000);
      expect(done?.status).toBe('awaiting_payment');
      expect(await rooms(id)).toBe(1);
      expect(await subjects(under.outbox)).toContain(`awaiting_payment ${hold.reservation.reference}`);
      // Awaiting payment: no longer a hold, so the expiry sweep leaves it.
      expect(await repository.expireDue(t0 + 10 * holdMs, 100)).toHaveLength(0);
    });

    it('cancels once, giving the room back once and recording the refund', async () => {
      const id = await under.optionWith(1);
      const hold = await repository.hold(id, randomUUID(), t0);
      if (hold.outcome !== 'held') throw new Error('not held');
      const cancel = {
        from: ['held', 'awaiting_payment', 'paid'] as const,
        to: 'cancelled' as const,
        refundPence: 10_000,
      };
      const [a, b] = await Promise.all([
        repository.change(hold.reservation.reference, cancel, t0 + 1000),
        repository.change(hold.reservation.reference, cancel, t0 + 1000),
      ]);
      expect([a, b].filter(Boolean)).toHaveLength(1);
      expect((a ?? b)?.refundPence).toBe(10_000);
      expect(await rooms(id)).toBe(1);
    });

    it('books a payment confirmed twice once, with one e-mail', async () => {
      const id = await under.optionWith(1);
      const hold = await repository.hold(id, randomUUID(), t0);
      if (hold.outcome !== 'held') throw new Error('not held');
      const reference = hold.reservation.reference;
      await subjects(under.outbox);
      const outcomes = await Promise.all([
        repository.confirmPayment(reference, t0 + 1000, mailFor()),
        repository.confirmPayment(reference, t0 + 1000, mailFor()),
      ]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['already_paid', 'paid']);
      expect((await subjects(under.outbox)).filter((s) => s === `paid ${reference}`)).toHaveLength(1);
      expect(await rooms(id)).toBe(0);
      expect((await repository.confirmPayment('RS-ZZZZZZ', t0, mailFor())).outcome).toBe('unknown');
    });

    it('a payment after the hold expired takes a room again if one is left, else it is too late', async () => {
      const id = await under.optionWith(1);
      const late = await repository.hold(id, randomUUID(), t0);
      if (late.outcome !== 'held') throw new Error('not held');
      await repository.expireDue(t0 + holdMs, 100);
      expect(await rooms(id)).toBe(1);
      expect((await repository.confirmPayment(late.reservation.reference, t0 + holdMs + 1, mailFor())).outcome).toBe(
        'paid',
      );
      expect(await rooms(id)).toBe(0);

      const other = await under.optionWith(1);
      const first = await repository.hold(other, randomUUID(), t0);
      if (first.outcome !== 'held') throw new Error('not held');
      await repository.expireDue(t0 + holdMs, 100);
      await repository.hold(other, randomUUID(), t0 + holdMs + 1);
      expect((await repository.confirmPayment(first.reservation.reference, t0 + holdMs + 2, mailFor())).outcome).toBe(
        'too_late',
      );
      expect(await rooms(other)).toBe(0);
    });

    it('finds by reference and by payment reference', async () => {
      const id = await under.optionWith(1);
      const hold = await repository.hold(id, randomUUID(), t0);
      if (hold.outcome !== 'held') throw new Error('not held');
      const session = `cs_test_${randomUUID()}`;
      await repository.setPaymentReference(hold.reservation.reference, session, t0);
      expect((await repository.find(hold.reservation.reference))?.option.tenancyOptionId).toBe(id);
      expect((await repository.findByPaymentReference(session))?.reservation.reference).toBe(
        hold.reservation.reference,
      );
      expect(await repository.find('RS-ZZZZZZ')).toBeNull();
    });

    it("lists a person's reservations by e-mail address, whatever its case, newest first, bare holds left out", async () => {
      const id = await under.optionWith(5);
      const email = `Sam.${randomUUID().slice(0, 8)}@Example.com`;
      const references: string[] = [];
      for (const [i, at] of [t0, t0 + 60_000].entries()) {
        const hold = await repository.hold(id, randomUUID(), at);
        if (hold.outcome !== 'held') throw new Error('not held');
        await repository.saveDetails(hold.reservation.reference, agreed(aDetails({ email, name: `Sam ${i}` })), at);
        references.push(hold.reservation.reference);
      }
      await repository.hold(id, randomUUID(), t0);
      const listed = await repository.listByEmail(email.toLowerCase());
      expect(listed.map((p) => p.reservation.reference)).toEqual([...references].reverse());
      expect(listed[0]?.option.tenancyOptionId).toBe(id);
      expect(await repository.listByEmail('nobody@example.com')).toEqual([]);
    });

    it("erases a person's reservations: unpaid ones released and deleted, paid ones kept anonymised and paid", async () => {
      const id = await under.optionWith(5);
      const email = `Erase.${randomUUID().slice(0, 8)}@Example.com`;
      const placeWith = async (at: number, paymentReference?: string) => {
        const hold = await repository.hold(id, randomUUID(), at);
        if (hold.outcome !== 'held') throw new Error('not held');
        await repository.saveDetails(hold.reservation.reference, agreed(aDetails({ email })), at);
        if (paymentReference) await repository.setPaymentReference(hold.reservation.reference, paymentReference, at);
        return hold.reservation.reference;
      };
      const held = await placeWith(t0);
      const awaiting = await placeWith(t0 + 1000);
      await repository.change(awaiting, { from: ['held'], to: 'awaiting_payment' }, t0 + 1000);
      const payment = `cs_test_${randomUUID()}`;
      const paid = await placeWith(t0 + 2000, payment);
      await repository.confirmPayment(paid, t0 + 2000, () => []);
      const someoneElse = await placeWith(t0 + 3000);
      await repository.saveDetails(someoneElse, agreed(aDetails()), t0 + 3000);
      expect(await rooms(id)).toBe(1);

      const erased = await repository.eraseFor(email.toUpperCase(), t0 + 4000);

      expect(erased).toEqual({ deleted: 2, anonymised: 1, released: 2 });
      expect(await rooms(id)).toBe(3);
      expect(await repository.find(held)).toBeNull();
      expect(await repository.find(awaiting)).toBeNull();
      const kept = await repository.findByPaymentReference(payment);
      expect(kept?.reservation).toMatchObject({
        reference: paid,
        status: 'paid',
        details: null,
        totalPence: 1_269_900,
        depositPence: 10_000,
        paymentReference: payment,
      });
      expect(await repository.listByEmail(email)).toEqual([]);
      const page = await repository.listForStaff({ words: [email.toLowerCase()] }, 50);
      expect(page.total).toBe(0);
      expect((await repository.find(someoneElse))?.reservation.details).not.toBeNull();
      expect(await repository.eraseFor(email, t0 + 5000)).toEqual({ deleted: 0, anonymised: 0, released: 0 });
    });

    it('an erased hold paying on the provider’s page is released but kept, so a late payment is owed back', async () => {
      const id = await under.optionWith(1);
      const email = `late.${randomUUID().slice(0, 8)}@example.com`;
      const hold = await repository.hold(id, randomUUID(), t0);
      if (hold.outcome !== 'held') throw new Error('not held');
      const reference = hold.reservation.reference;
      await repository.saveDetails(reference, agreed(aDetails({ email })), t0);
      await repository.setPaymentReference(reference, `cs_test_${randomUUID()}`, t0);

      expect(await repository.eraseFor(email, t0 + 1000)).toEqual({ deleted: 0, anonymised: 1, released: 1 });
      expect(await rooms(id)).toBe(1);
      const kept = await repository.find(reference);
      expect(kept?.reservation).toMatchObject({ status: 'cancelled', details: null });
      expect((await repository.confirmPayment(reference, t0 + 2000, () => [])).outcome).toBe('too_late');
    });

    it("refuses a hold of a tenancy not offered on the day (ADR 083), in the hold's one statement, and takes no room", async () => {
      const id = await under.optionWith(2);
      // The option starts on 9 Sep 2028 for 51 weeks: 20 days before its end, too few days are left.
      const late = Date.parse('2029-08-11T12:00:00Z');
      const refused = await repository.hold(id, randomUUID(), late);
      expect(refused).toMatchObject({
        outcome: 'not_offered',
        option: { tenancyOptionId: id, startDate: '2028-09-09' },
      });
      // Started, with days left, it is held (pro rata); after the operator's stop date it is not.
      const started = Date.parse('2028-11-29T12:00:00Z');
      expect((await repository.hold(id, randomUUID(), started)).outcome).toBe('held');
      await repository.saveTerms({ ...(await repository.terms()), stopSellingStartedAfter: '2028-11-01' }, t0);
      expect((await repository.hold(id, randomUUID(), started)).outcome).toBe('not_offered');
      expect((await repository.hold(id, randomUUID(), Date.parse('2028-08-01T12:00:00Z'))).outcome).toBe('held');
      expect((await repository.findOption(id))?.roomsAvailable).toBe(0);
      await repository.saveTerms({ ...(await repository.terms()), stopSellingStartedAfter: null }, t0);
    });

    it('offers as alternatives other tenancies of the residence with rooms, never the one taken or one with none', async () => {
      const taken = await under.optionWith(0);
      const other = await under.optionWith(2);
      const none = await under.optionWith(0);
      const ids = (await repository.alternativesTo(taken, 1000)).map((o) => o.tenancyOptionId);
      expect(ids).toContain(other);
      expect(ids).not.toContain(taken);
      expect(ids).not.toContain(none);
      expect(await repository.alternativesTo(taken, 1)).toHaveLength(1);
      expect(await repository.alternativesTo(randomUUID(), 3)).toEqual([]);
    });

    it('answers a hold with no room left with the alternatives as alternativesTo reads them', async () => {
      const taken = await under.optionWith(0);
      await under.optionWith(3);
      const outcome = await repository.hold(taken, randomUUID(), t0);
      expect(outcome).toMatchObject({ outcome: 'sold_out' });
      expect(outcome.outcome === 'sold_out' && outcome.alternatives).toEqual(
        await repository.alternativesTo(taken, holdAlternatives),
      );
    });

    it('keeps the operator terms, the defaults until saved', async () => {
      expect((await repository.terms()).holdingDepositPence).toBeGreaterThan(0);
      const terms = { ...(await repository.terms()), termsVersion: '2027-2', lateCancellationRefundPercent: 50 };
      await repository.saveTerms(terms, t0);
      expect(await repository.terms()).toEqual(terms);
    });

    it('answers a hold, and a hold refused for want of a room, with the terms as saved', async () => {
      const terms = { ...(await repository.terms()), termsVersion: '2027-3', lateCancellationRefundPercent: 40 };
      await repository.saveTerms(terms, t0);
      const id = await under.optionWith(1);
      expect(await repository.hold(id, randomUUID(), t0)).toMatchObject({ outcome: 'held', terms });
      expect(await repository.hold(id, randomUUID(), t0)).toMatchObject({ outcome: 'sold_out', terms });
    });

    describe('the console (issue 20 item 6)', () => {
      it('lists every reservation, holds included, newest first, filtered by status, residence, time and words', async () => {
        const id = await under.optionWith(5);
        const residence = (await repository.findOption(id))?.roomPath.split('/')[2] ?? '';
        const marker = randomUUID().slice(0, 8);
        const base = t0 + 400 * 86_400_000;
        const held: string[] = [];
        for (const [i, at] of [base, base + 60_000, base + 120_000].entries()) {
          const hold = await repository.hold(id, randomUUID(), at);
          if (hold.outcome !== 'held') throw new Error('not held');
          held.push(hold.reservation.reference);
          if (i < 2)
            await repository.saveDetails(
              hold.reservation.reference,
              agreed(aDetails({ name: `Rosa ${marker}`, email: `rosa.${marker}.${i}@example.com` })),
              at,
            );
        }
        await repository.change(held[0] as string, { from: ['held'], to: 'awaiting_payment' }, base + 1000);
        const window = { from: base, to: base + 3_600_000 };
        const all = await repository.listForStaff(window, 100);
        expect(all.rows.map((r) => r.reservation.reference)).toEqual([...held].reverse());
        expect(all.total).toBe(3);
        expect(all.rows[0]?.option.tenancyOptionId).toBe(id);
        const limited = await repository.listForStaff(window, 2);
        expect([limited.rows.length, limited.total]).toEqual([2, 3]);
        const awaiting = await repository.listForStaff({ ...window, status: 'awaiting_payment' }, 100);
        expect(awaiting.rows.map((r) => r.reservation.reference)).toEqual([held[0]]);
        const byWords = await repository.listForStaff({ words: [marker.toUpperCase(), 'rosa'] }, 100);
        expect(byWords.rows.map((r) => r.reservation.reference).sort()).toEqual([held[0], held[1]].sort());
        const byEmail = await repository.listForStaff({ words: [`rosa.${marker}.1@`] }, 100);
        expect(byEmail.rows.map((r) => r.reservation.reference)).toEqual([held[1]]);
        const byReference = await repository.listForStaff({ words: [(held[2] as string).toLowerCase()] }, 100);
        expect(byReference.rows.map((r) => r.reservation.reference)).toEqual([held[2]]);
        expect((await repository.listForStaff({ ...window, residence }, 100)).total).toBe(3);
        expect((await repository.listForStaff({ ...window, residence: 'no-such-residence' }, 100)).total).toBe(0);
        expect((await repository.listForStaff({ from: base + 60_000, to: base + 120_000 }, 100)).total).toBe(1);
        // Words are plain text: % and _ match only themselves.
        expect((await repository.listForStaff({ ...window, words: ['%'] }, 100)).total).toBe(0);
      });

      it('writes a change’s audit entry with it, and none when the change does not happen', async () => {
        const id = await under.optionWith(1);
        const hold = await repository.hold(id, randomUUID(), t0);
        if (hold.outcome !== 'held') throw new Error('not held');
        const reference = hold.reservation.reference;
        const change = {
          from: ['held' as const],
          to: 'cancelled' as const,
          refundPence: 0,
          audit: entry(reference, `${reference}: released`),
        };
        expect(await repository.change(reference, change, t0 + 1000)).toMatchObject({ status: 'cancelled' });
        expect(
          await repository.change(reference, { ...change, audit: entry(reference, 'again') }, t0 + 2000),
        ).toBeNull();
        const log = await under.audit.list({ entity: 'reservation', entityId: reference, limit: 10 });
        expect(log.map((e) => e.summary)).toEqual([`${reference}: released`]);
        // The room went back once.
        expect(await rooms(id)).toBe(1);
      });

      it('saves the terms from the version read, once; a save from an older version is refused', async () => {
        const before = await repository.termsRecord();
        expect(before.terms).toEqual(await repository.terms());
        const terms = {
          ...before.terms,
          fees: [{ label: 'Contents insurance', pence: 2_500 }],
          termsUrl: 'https://example.com/terms',
        };
        const saved = await repository.saveTermsFrom(before.version, terms, t0, entry('terms', 'terms saved'));
        expect(saved.outcome).toBe('saved');
        if (saved.outcome !== 'saved') return;
        expect(saved.record).toMatchObject({ terms, version: before.version + 1 });
        expect(saved.record.updatedAt).toBe(new Date(t0).toISOString());
        expect(await repository.terms()).toEqual(terms);
        const again = await repository.saveTermsFrom(
          before.version,
          { ...terms, fees: [] },
          t0 + 1,
          entry('terms', 'a stale save'),
        );
        expect(again).toEqual({ outcome: 'stale', current: saved.record });
        expect(await repository.terms()).toEqual(terms);
        const log = await under.audit.list({ entity: 'reservation', entityId: 'terms', limit: 10 });
        expect(log.map((e) => e.summary)).toEqual(['terms saved']);
      });

      it('lets one of two saves from the same version through', async () => {
        const { version, terms } = await repository.termsRecord();
        const answers = await Promise.all(
          [10, 20].map((percent) =>
            repository.saveTermsFrom(
              version,
              { ...terms, lateCancellationRefundPercent: percent },
              t0,
              entry('terms-race', `${percent}`),
            ),
          ),
        );
        expect(answers.map((a) => a.outcome).sort()).toEqual(['saved', 'stale']);
        expect((await repository.termsRecord()).version).toBe(version + 1);
        expect(await under.audit.list({ entity: 'reservation', entityId: 'terms-race', limit: 10 })).toHaveLength(1);
      });
    });

    describe('holds, cancellations, sweeps and the clock against a model (fast-check)', () => {
      // Later than every other test, so its sweeps and live holds meet no one else's.
      const tModel = t0 + 60 * 86_400_000;
      const caps = { perVisitor: 2, perAddress: 3 };
      const stock = 2;
      interface Entry {
        readonly key: string;
        readonly option: number;
        readonly visitor: number;
        readonly address: number;
        readonly reference: string;
        readonly expiresAt: number;
        status: 'held' | 'cancelled' | 'expired';
      }
      interface Model {
        now: number;
        readonly entries: Entry[];
      }
      interface Real {
        readonly options: readonly string[];
        readonly run: string;
      }
      const holding = (e: Entry) => e.status === 'held';
      const live = (m: Model, e: Entry) => e.status === 'held' && e.expiresAt > m.now;
      const limitsOf = (r: Real, visitor: number, address: number) => ({
        visitor: `${r.run}-v${visitor}`,
        address: `${r.run}-a${address}`,
        ...caps,
      });

      async function check(m: Model, r: Real) {
        for (const [i, id] of r.options.entries()) {
          const taken = m.entries.filter((e) => e.option === i && holding(e)).length;
          expect(await rooms(id)).toBe(stock - taken);
        }
      }

      class Hold implements fc.AsyncCommand<Model, Real> {
        constructor(
          readonly option: number,
          readonly visitor: number,
          readonly address: number,
          readonly again: number | null,
        ) {}
        check = () => true;
        async run(m: Model, r: Real) {
          const earlier =
            this.again === null || m.entries.length === 0 ? null : m.entries[this.again % m.entries.length];
          const key = earlier?.key ?? randomUUID();
          const outcome = await repository.hold(
            r.options[this.option] as string,
            key,
            m.now,
            undefined,
            limitsOf(r, this.visitor, this.address),
          );
          const byVisitor = m.entries.filter((e) => live(m, e) && e.visitor === this.visitor);
          const byAddress = m.entries.filter((e) => live(m, e) && e.address === this.address);
          const left = stock - m.entries.filter((e) => e.option === this.option && holding(e)).length;
          const firstEnd = (list: Entry[]) => new Date(Math.min(...list.map((e) => e.expiresAt))).toISOString();
          if (earlier) {
            expect(outcome).toMatchObject({ outcome: 'repeat', reservation: { reference: earlier.reference } });
          } else if (byVisitor.length >= caps.perVisitor) {
            expect(outcome).toEqual({ outcome: 'too_many', by: 'visitor', freeAt: firstEnd(byVisitor) });
          } else if (byAddress.length >= caps.perAddress) {
            expect(outcome).toEqual({ outcome: 'too_many', by: 'address', freeAt: firstEnd(byAddress) });
          } else if (left <= 0) {
            expect(outcome).toMatchObject({ outcome: 'sold_out' });
          } else {
            if (outcome.outcome !== 'held') throw new Error(`expected a hold, got ${outcome.outcome}`);
            expect(outcome.option.roomsAvailable).toBe(left - 1);
            m.entries.push({
              key,
              option: this.option,
              visitor: this.visitor,
              address: this.address,
              reference: outcome.reservation.reference,
              expiresAt: Date.parse(outcome.reservation.holdExpiresAt),
              status: 'held',
            });
          }
          await check(m, r);
        }
        toString = () => `hold(o${this.option}, v${this.visitor}, a${this.address}, again ${this.again})`;
      }

      class Cancel implements fc.AsyncCommand<Model, Real> {
        constructor(readonly pick: number) {}
        check = (m: Readonly<Model>) => m.entries.length > 0;
        async run(m: Model, r: Real) {
          const e = m.entries[this.pick % m.entries.length] as Entry;
          const done = await repository.change(e.reference, { from: ['held'], to: 'cancelled' }, m.now);
          expect(done !== null).toBe(e.status === 'held');
          if (e.status === 'held') e.status = 'cancelled';
          await check(m, r);
        }
        toString = () => `cancel(${this.pick})`;
      }

      class Sweep implements fc.AsyncCommand<Model, Real> {
        check = () => true;
        async run(m: Model, r: Real) {
          await repository.expireDue(m.now, 500);
          for (const e of m.entries) if (e.status === 'held' && e.expiresAt <= m.now) e.status = 'expired';
          await check(m, r);
        }
        toString = () => 'sweep';
      }

      class Tick implements fc.AsyncCommand<Model, Real> {
        constructor(readonly ms: number) {}
        check = () => true;
        async run(m: Model) {
          m.now += this.ms;
        }
        toString = () => `tick(${this.ms})`;
      }

      it('answers each hold as the model says and keeps every option’s rooms exact', async () => {
        let runs = 0;
        await fc.assert(
          fc.asyncProperty(
            fc.commands(
              [
                fc
                  .tuple(fc.nat(2), fc.nat(2), fc.nat(1), fc.option(fc.nat(), { freq: 4 }))
                  .map(([o, v, a, again]) => new Hold(o, v, a, again)),
                fc.nat().map((pick) => new Cancel(pick)),
                fc.constant(new Sweep()),
                fc.constantFrom(60_000, holdMs).map((ms) => new Tick(ms)),
              ],
              { maxCommands: 25 },
            ),
            async (commands) => {
              runs += 1;
              const options = await Promise.all([0, 1, 2].map(() => under.optionWith(stock)));
              // Each run's time starts a day after the last one's, so no run's holds are live in another's.
              const model: Model = { now: tModel + runs * 86_400_000, entries: [] };
              await fc.asyncModelRun(() => ({ model, real: { options, run: randomUUID() } }), commands);
            },
          ),
          { numRuns: 25 },
        );
      });
    });

    describe('holds at a time per visitor and per address', () => {
      // Later than every other test's sweep, so its live holds count in no one else's.
      const tCaps = t0 + 30 * 86_400_000;
      const limits = (visitor: string, address = randomUUID(), perVisitor = 2, perAddress = 5) => ({
        visitor,
        address,
        perVisitor,
        perAddress,
      });

      it('refuses a visitor a third live hold, taking no room, and says when their first hold ends', async () => {
        const id = await under.optionWith(5);
        const visitor = randomUUID();
        expect((await repository.hold(id, randomUUID(), tCaps, undefined, limits(visitor))).outcome).toBe('held');
        expect((await repository.hold(id, randomUUID(), tCaps + 60_000, undefined, limits(visitor))).outcome).toBe(
          'held',
        );
        const third = await repository.hold(id, randomUUID(), tCaps + 120_000, undefined, limits(visitor));
        expect(third).toEqual({ outcome: 'too_many', by: 'visitor', freeAt: new Date(tCaps + holdMs).toISOString() });
        expect(await rooms(id)).toBe(3);
        // Another visitor is not counted with them.
        expect(
          (await repository.hold(id, randomUUID(), tCaps + 120_000, undefined, limits(randomUUID()))).outcome,
        ).toBe('held');
      });

      it('counts only live holds: an expired, confirmed or cancelled one frees a place', async () => {
        const id = await under.optionWith(6);
        const visitor = randomUUID();
        const first = await repository.hold(id, randomUUID(), tCaps, undefined, limits(visitor));
        const second = await repository.hold(id, randomUUID(), tCaps, undefined, limits(visitor));
        if (first.outcome !== 'held' || second.outcome !== 'held') throw new Error('not held');
        await repository.change(second.reservation.reference, { from: ['held'], to: 'cancelled' }, tCaps + 1000);
        expect((await repository.hold(id, randomUUID(), tCaps + 2000, undefined, limits(visitor))).outcome).toBe(
          'held',
        );
        expect((await repository.hold(id, randomUUID(), tCaps + 3000, undefined, limits(visitor))).outcome).toBe(
          'too_many',
        );
        // Past the first hold's 15 minutes (swept or not), it no longer counts.
        expect((await repository.hold(id, randomUUID(), tCaps + holdMs, undefined, limits(visitor))).outcome).toBe(
          'held',
        );
      });

      it('refuses an address its holds past the cap, whatever visitor it says it is', async () => {
        const id = await under.optionWith(10);
        const address = randomUUID();
        for (let i = 0; i < 3; i++)
          expect(
            (await repository.hold(id, randomUUID(), tCaps, undefined, limits(randomUUID(), address, 2, 3))).outcome,
          ).toBe('held');
        expect(
          await repository.hold(id, randomUUID(), tCaps, undefined, limits(randomUUID(), address, 2, 3)),
        ).toMatchObject({
          outcome: 'too_many',
          by: 'address',
        });
        expect(await rooms(id)).toBe(7);
      });

      it('holds and counts a visitor whose key has quotes, backslashes and a semicolon as any other', async () => {
        // The keys are hashes the server makes; the hold writes them into its statement as literals (ADR 098).
        const id = await under.optionWith(5);
        const visitor = `O'Brien\\'; drop table reservations; --${randomUUID()}`;
        for (let i = 0; i < 2; i++)
          expect((await repository.hold(id, randomUUID(), tCaps, undefined, limits(visitor))).outcome).toBe('held');
        expect(await repository.hold(id, randomUUID(), tCaps, undefined, limits(visitor))).toMatchObject({
          outcome: 'too_many',
          by: 'visitor',
        });
        expect(await rooms(id)).toBe(3);
      });

      it('answers a repeated key with its hold even at the cap', async () => {
        const id = await under.optionWith(5);
        const visitor = randomUUID();
        const key = randomUUID();
        await repository.hold(id, key, tCaps, undefined, limits(visitor, undefined, 1));
        expect((await repository.hold(id, key, tCaps + 1000, undefined, limits(visitor, undefined, 1))).outcome).toBe(
          'repeat',
        );
      });

      it('20 concurrent holds by one visitor with a cap of 2 make exactly 2', async () => {
        const id = await under.optionWith(30);
        const visitor = randomUUID();
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, () =>
            repository.hold(id, randomUUID(), tCaps, undefined, limits(visitor, undefined, 2, 50)),
          ),
        );
        expect(outcomes.filter((o) => o.outcome === 'held')).toHaveLength(2);
        expect(outcomes.filter((o) => o.outcome === 'too_many')).toHaveLength(18);
        expect(await rooms(id)).toBe(28);
      });

      it('30 concurrent holds from one address over several options with a cap of 5 make exactly 5', async () => {
        const ids = await Promise.all(Array.from({ length: 3 }, () => under.optionWith(20)));
        const address = randomUUID();
        const outcomes = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            repository.hold(ids[i % 3] as string, randomUUID(), tCaps, undefined, limits(randomUUID(), address, 2, 5)),
          ),
        );
        expect(outcomes.filter((o) => o.outcome === 'held')).toHaveLength(5);
        expect(outcomes.filter((o) => o.outcome === 'too_many')).toHaveLength(25);
        let left = 0;
        for (const id of ids) left += (await rooms(id)) ?? 0;
        expect(left).toBe(55);
      });
    });
  });
}
