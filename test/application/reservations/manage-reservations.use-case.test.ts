import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryMailQueue } from '../../../src/adapters/memory/memory-mail-queue';
import { MemoryReservationRepository } from '../../../src/adapters/memory/memory-reservation.repository';
import {
  ManageReservations,
  type ReservationsActor,
} from '../../../src/application/reservations/manage-reservations.use-case';
import { holdMs } from '../../../src/domain/reservations/reservation';
import type { Payments } from '../../../src/ports/payments.port';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';
import { aConfirmation, anOption, reservationsUnderTest, reservationTokens } from '../../support/reservation-fixture';

const actor: ReservationsActor = { staffId: 'staff-1', email: 'sam.sales@example.com', name: 'Sam', ip: '127.0.0.1' };
const day = 86_400_000;

function desk(payments?: Payments) {
  const outbox = new MemoryMailQueue();
  const repository = new MemoryReservationRepository([anOption({ roomsAvailable: 3 })], outbox);
  const refunds: { paymentReference: string; amountPence: number; reference: string }[] = [];
  const pay: Payments = payments ?? {
    method: 'direct',
    start: async () => ({ kind: 'direct', instructions: '' }),
    verifyEvent: () => null,
    payment: async () => null,
    refund: async (paymentReference, amountPence, reference) => {
      refunds.push({ paymentReference, amountPence, reference });
    },
  };
  const visitor = reservationsUnderTest({ repository, payments: pay });
  const stock = { changes: 0 };
  const prices = { changes: 0 };
  const manage = new ManageReservations(
    repository,
    pay,
    repository.audit,
    reservationTokens,
    new MemoryCatalogue(fixtureSlice, fixtureSettings),
    visitor.time,
    {
      publicUrl: 'https://digs.test',
      stockChanged: () => stock.changes++,
      pricesChanged: () => prices.changes++,
    },
  );
  const rooms = async () => (await repository.findOption(anOption().tenancyOptionId))?.roomsAvailable;
  /** A visitor's reservation: held, and confirmed (awaiting a direct payment) unless `hold` only. */
  const reserve = async (hold = false, email = 'zoe@example.com') => {
    const started = await visitor.reservations.start(anOption().tenancyOptionId, randomUUID());
    if (!started.ok) throw new Error(started.message);
    if (!hold)
      await visitor.reservations.confirm(started.reservation.reference, started.token, aConfirmation({ email }));
    return started.reservation.reference;
  };
  const mails = async () => (await outbox.claimDue(visitor.time.now() + 1, 100)).map((m) => m.mail.subject);
  return { manage, repository, reserve, rooms, time: visitor.time, refunds, stock, prices, mails, outbox, visitor };
}

describe('ManageReservations (the console, issue 20 item 6)', () => {
  it('lists reservations with filters in London days and words, newest first', async () => {
    const under = desk();
    const first = await under.reserve(false, 'ana@example.com');
    under.time.advance(2 * day);
    const second = await under.reserve(true);
    const all = await under.manage.list({});
    expect(all).toMatchObject({ outcome: 'ok' });
    if (all.outcome !== 'ok') return;
    expect(all.page.items.map((r) => r.reference)).toEqual([second, first]);
    expect(all.page.items[1]).toMatchObject({
      status: 'awaiting_payment',
      name: 'Zoë Ng',
      email: 'ana@example.com',
      residence: 'square-gardens',
      residenceName: 'Square Gardens',
      depositPence: 10_000,
    });
    const byWords = await under.manage.list({ q: 'ANA@' });
    expect(byWords.outcome === 'ok' && byWords.page.items.map((r) => r.reference)).toEqual([first]);
    // 2027-02-01 is the first's London day; the second was held on the 3rd.
    const firstDay = await under.manage.list({ from: '2027-02-01', to: '2027-02-01' });
    expect(firstDay.outcome === 'ok' && firstDay.page.items.map((r) => r.reference)).toEqual([first]);
    expect(await under.manage.list({ from: '2027-02-05', to: '2027-02-01' })).toEqual({
      outcome: 'invalid',
      fields: { to: 'The last day is before the first.' },
    });
    expect(await under.manage.list({ from: '1 Feb' })).toMatchObject({
      outcome: 'invalid',
      fields: { from: expect.any(String) },
    });
  });

  it('exports the filtered list as CSV, newest first, with the same filter rules', async () => {
    const under = desk();
    const first = await under.reserve(false, 'ana@example.com');
    under.time.advance(2 * day);
    const second = await under.reserve(true);
    const all = await under.manage.csv({});
    expect(all).toMatchObject({ outcome: 'ok', rows: 2 });
    if (all.outcome !== 'ok') return;
    expect(all.csv.startsWith('\uFEFFreference,held (London),status,')).toBe(true);
    const lines = all.csv.slice(1).split('\r\n');
    expect(lines.map((l) => l.split(',')[0])).toEqual(['reference', second, first, '']);
    expect(lines[2]).toContain(',Awaiting payment,Zoë Ng,ana@example.com,Square Gardens,');
    expect(lines[2]).toContain(',100.00,');
    const paidOnly = await under.manage.csv({ status: 'paid' });
    expect(paidOnly).toMatchObject({ outcome: 'ok', rows: 0 });
    expect(await under.manage.csv({ from: '1 Feb' })).toEqual({
      outcome: 'invalid',
      fields: { from: 'A day, like 2026-11-26.' },
    });
  });

  it('shows a late payment owed back as a refund failed (the provider refused), then refunded by the job, in its history', async () => {
    let refusing = true;
    let reference = '';
    const online: Payments = {
      method: 'stripe',
      start: async (request) => {
        reference = request.reservationReference;
        return { kind: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_1', paymentReference: `cs_${reference}` };
      },
      verifyEvent: () => ({ kind: 'paid', paymentReference: `cs_${reference}`, reservationReference: reference }),
      payment: async () => ({ paid: true, amountPence: 10_000, currency: 'GBP', reservationReference: reference }),
      refund: async () => {
        if (refusing) throw new Error('Stripe is down');
      },
    };
    const under = desk(online);
    const late = await under.reserve(false);
    under.time.advance(holdMs);
    await under.visitor.reservations.expireHolds();
    await under.repository.hold(anOption().tenancyOptionId, randomUUID(), under.time.now());
    await under.repository.hold(anOption().tenancyOptionId, randomUUID(), under.time.now());
    await under.repository.hold(anOption().tenancyOptionId, randomUUID(), under.time.now());
    expect(await under.rooms()).toBe(0);
    expect(await under.visitor.reservations.paymentEvent(Buffer.from(''), 'sig')).toMatchObject({
      outcome: 'refund_pending',
    });
    expect(await under.manage.get(late)).toMatchObject({
      reservation: { status: 'refund_due', refundPence: 10_000 },
      actions: [],
      refund: { state: 'failed', pence: 10_000, problem: expect.stringContaining('Stripe is down') },
    });
    expect((await under.mails()).filter((s) => s.includes('being refunded'))).toHaveLength(1);
    refusing = false;
    expect(await under.visitor.reservations.retryRefunds()).toBe(1);
    const detail = await under.manage.get(late);
    expect(detail).toMatchObject({
      reservation: { status: 'refunded' },
      refund: { state: 'refunded', pence: 10_000, problem: null },
    });
    expect(detail?.history.map((h) => h.summary)).toEqual([
      expect.stringContaining('£100.00 refunded by the payment provider'),
      expect.stringContaining('refused the refund of £100.00'),
      expect.stringContaining('paid after the hold ended'),
    ]);
  });

  it('shows one reservation with what can be done and what cancelling would refund', async () => {
    const under = desk();
    const reference = await under.reserve();
    const detail = await under.manage.get(reference);
    expect(detail).toMatchObject({
      reservation: { reference, status: 'awaiting_payment', details: { email: 'zoe@example.com' } },
      actions: ['mark_paid', 'cancel'],
      cancellation: { refundPence: 0, refundBy: 'none' },
      price: { totalPence: 24_900 * 51 },
    });
    expect(await under.manage.get('RS-NOPE00')).toBeNull();
    expect(await under.manage.get('not a reference')).toBeNull();
  });

  it('marks a direct payment paid once, audited, with the e-mail; a second time is refused and changes nothing', async () => {
    const under = desk();
    const reference = await under.reserve();
    await under.mails();
    const paid = await under.manage.markPaid(reference, actor);
    expect(paid).toMatchObject({ outcome: 'saved', detail: { reservation: { status: 'paid' }, actions: ['cancel'] } });
    expect(await under.mails()).toEqual([expect.stringContaining(reference)]);
    const again = await under.manage.markPaid(reference, actor);
    expect(again).toMatchObject({ outcome: 'refused', detail: { reservation: { status: 'paid' } } });
    const log = await under.repository.audit.list({ entity: 'reservation', entityId: reference, limit: 10 });
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'mark_paid', actor: actor.email, staffId: actor.staffId, ip: actor.ip });
    expect(log[0]?.before).toEqual({ status: 'awaiting_payment' });
    expect(log[0]?.after).toEqual({ status: 'paid' });
    expect(await under.rooms()).toBe(2);
  });

  it('refuses to mark a hold paid, or a payment the provider takes', async () => {
    const under = desk();
    const reference = await under.reserve(true);
    expect(await under.manage.markPaid(reference, actor)).toMatchObject({ outcome: 'refused' });
    expect(await under.manage.markPaid('RS-NOPE00', actor)).toEqual({ outcome: 'not_found' });
  });

  it('cancels a paid reservation within cooling-off with the whole deposit refunded through the provider', async () => {
    const under = desk();
    const reference = await under.reserve();
    await under.repository.setPaymentReference(reference, 'cs_test_9', under.time.now());
    await under.manage.markPaid(reference, actor);
    under.time.advance(13 * day);
    const cancelled = await under.manage.cancel(reference, actor);
    expect(cancelled).toMatchObject({
      outcome: 'saved',
      detail: { reservation: { status: 'cancelled', refundPence: 10_000 }, actions: [] },
    });
    expect(under.refunds).toEqual([{ paymentReference: 'cs_test_9', amountPence: 10_000, reference }]);
    expect(await under.rooms()).toBe(3);
    expect(under.stock.changes).toBeGreaterThan(0);
    // Cancelling twice gives no second room back and no second refund.
    expect(await under.manage.cancel(reference, actor)).toMatchObject({ outcome: 'refused' });
    expect(await under.rooms()).toBe(3);
    expect(under.refunds).toHaveLength(1);
    const log = await under.repository.audit.list({ entity: 'reservation', entityId: reference, limit: 10 });
    expect(log.map((e) => e.action)).toEqual(['cancel', 'mark_paid']);
    expect(log[0]?.summary).toContain('£100.00');
  });

  it('after cooling-off refunds by the operator’s percentage; a direct payment is paid back by hand, not by the provider', async () => {
    const under = desk();
    const reference = await under.reserve();
    await under.manage.markPaid(reference, actor);
    const { version, terms } = await under.repository.termsRecord();
    await under.repository.saveTermsFrom(version, { ...terms, lateCancellationRefundPercent: 40 }, 0, {
      at: 0,
      staffId: null,
      actor: 'x',
      action: 'update',
      entity: 'reservation',
      entityId: 'terms',
      summary: 'x',
      before: null,
      after: null,
      ip: null,
    });
    under.time.advance(20 * day);
    expect(await under.manage.get(reference)).toMatchObject({
      cancellation: { coolingOff: false, refundPence: 4_000, refundBy: 'operator' },
    });
    const cancelled = await under.manage.cancel(reference, actor);
    expect(cancelled).toMatchObject({ outcome: 'saved', detail: { reservation: { refundPence: 4_000 } } });
    expect(under.refunds).toEqual([]);
  });

  it('releases a hold once, giving its room back; a confirmed reservation is not a hold', async () => {
    const under = desk();
    const hold = await under.reserve(true);
    expect(await under.rooms()).toBe(2);
    expect(await under.manage.release(hold, actor)).toMatchObject({
      outcome: 'saved',
      detail: { reservation: { status: 'cancelled' } },
    });
    expect(await under.rooms()).toBe(3);
    expect(await under.manage.release(hold, actor)).toMatchObject({ outcome: 'refused' });
    expect(await under.rooms()).toBe(3);
    const confirmed = await under.reserve();
    expect(await under.manage.release(confirmed, actor)).toMatchObject({ outcome: 'refused' });
    expect(await under.rooms()).toBe(2);
    const log = await under.repository.audit.list({ entity: 'reservation', entityId: hold, limit: 10 });
    expect(log.map((e) => e.action)).toEqual(['release']);
  });

  it('reads the terms with their version and saves them from it, with field errors and the stale refusal', async () => {
    const under = desk();
    const read = await under.manage.terms();
    expect(read).toMatchObject({ version: 0, updatedAt: null, terms: { termsVersion: '2026-1' } });
    const input = {
      version: 0,
      holdingDepositPence: 15_000,
      tenancyDepositWeeks: 4,
      fees: [],
      stopSellingStartedAfter: '2027-03-31',
      termsVersion: '2027-1',
      termsUrl: 'https://example.com/terms',
      lateCancellationRefundPercent: 50,
    };
    const saved = await under.manage.saveTerms(input, actor);
    expect(saved).toMatchObject({ outcome: 'saved', record: { version: 1, terms: { termsVersion: '2027-1' } } });
    const log = await under.repository.audit.list({ entity: 'reservation_terms', limit: 10 });
    expect(log).toHaveLength(1);
    expect(log[0]?.summary).toContain('2027-1');
    // The next reservation's price states the tenancy deposit beside the rent.
    const next = await under.reserve(true);
    expect((await under.manage.get(next))?.price).toMatchObject({
      totalPence: 24_900 * 51,
      tenancyDepositPence: 4 * 24_900,
    });

    const stale = await under.manage.saveTerms({ ...input, lateCancellationRefundPercent: 10 }, actor);
    expect(stale).toMatchObject({ outcome: 'stale', record: { version: 1 } });
    if (stale.outcome === 'stale') expect(stale.message).toContain(actor.email);

    const invalid = await under.manage.saveTerms(
      {
        ...input,
        version: 1,
        holdingDepositPence: -1,
        fees: [{ label: '', pence: 0 }],
        stopSellingStartedAfter: '2027-02-30',
        termsVersion: 'a\u0007b',
        termsUrl: 'javascript:alert(1)',
        lateCancellationRefundPercent: 101,
      },
      actor,
    );
    expect(invalid.outcome).toBe('invalid');
    if (invalid.outcome !== 'invalid') return;
    expect(Object.keys(invalid.fields).sort()).toEqual(
      [
        'fees.0.label',
        'fees.0.pence',
        'holdingDepositPence',
        'stopSellingStartedAfter',
        'lateCancellationRefundPercent',
        'termsUrl',
        'termsVersion',
      ].sort(),
    );
    expect((await under.repository.termsRecord()).version).toBe(1);
  });

  it('refuses a mandatory fee and a tenancy deposit above the cap by the law, naming the rule, and stores nothing', async () => {
    const under = desk();
    const lawful = {
      version: 0,
      holdingDepositPence: 10_000,
      fees: [],
      termsVersion: '2027-1',
      lateCancellationRefundPercent: 0,
    };
    const fee = await under.manage.saveTerms({ ...lawful, fees: [{ label: 'Admin fee', pence: 7_500 }] }, actor);
    expect(fee).toEqual({
      outcome: 'unlawful',
      message: expect.stringMatching(/^Tenant Fees Act 2019: banned payment/),
      guidanceUrl: 'https://www.gov.uk/government/publications/tenant-fees-act',
      fields: { 'fees.0.label': expect.stringMatching(/^Tenant Fees Act 2019: banned payment/) },
    });
    const deposit = await under.manage.saveTerms({ ...lawful, tenancyDepositWeeks: 7 }, actor);
    expect(deposit).toMatchObject({
      outcome: 'unlawful',
      fields: { tenancyDepositWeeks: expect.stringContaining("at most five weeks' rent") },
    });
    expect((await under.repository.termsRecord()).version).toBe(0);
    expect(await under.manage.saveTerms({ ...lawful, tenancyDepositWeeks: 5 }, actor)).toMatchObject({
      outcome: 'saved',
    });
  });

  it('tells the catalogue its prices changed when the terms are saved (they set the sale of a started tenancy), and not when refused', async () => {
    const under = desk();
    const base = {
      version: 0,
      holdingDepositPence: 10_000,
      fees: [],
      termsVersion: '2027-1',
      termsUrl: '',
      lateCancellationRefundPercent: 0,
    };
    expect(await under.manage.saveTerms({ ...base, stopSellingStartedAfter: '2026-10-31' }, actor)).toMatchObject({
      outcome: 'saved',
    });
    expect(under.prices.changes).toBe(1);
    // A stale save, invalid input and an unlawful fee store nothing, so nothing is forgotten.
    await under.manage.saveTerms({ ...base, stopSellingStartedAfter: null }, actor);
    await under.manage.saveTerms({ ...base, version: 1, stopSellingStartedAfter: 'soon' }, actor);
    await under.manage.saveTerms({ ...base, version: 1, fees: [{ label: 'Admin fee', pence: 7_500 }] }, actor);
    expect(under.prices.changes).toBe(1);
  });

  it('takes a site path or nothing as the terms link, and a stop date or none', async () => {
    const under = desk();
    const base = {
      version: 0,
      holdingDepositPence: 10_000,
      fees: [],
      termsVersion: '2027-1',
      lateCancellationRefundPercent: 0,
    };
    expect(await under.manage.saveTerms({ ...base, termsUrl: '/tenancy-terms' }, actor)).toMatchObject({
      outcome: 'saved',
      record: { terms: { termsUrl: '/tenancy-terms' } },
    });
    expect(await under.manage.saveTerms({ ...base, version: 1, termsUrl: '' }, actor)).toMatchObject({
      outcome: 'saved',
      record: { terms: { termsUrl: '' } },
    });
    expect(await under.manage.saveTerms({ ...base, version: 2, stopSellingStartedAfter: 'soon' }, actor)).toMatchObject(
      {
        outcome: 'invalid',
        fields: { stopSellingStartedAfter: expect.stringContaining('A date on the calendar') },
      },
    );
    expect(await under.manage.saveTerms({ ...base, version: 2, stopSellingStartedAfter: '' }, actor)).toMatchObject({
      outcome: 'saved',
      record: { terms: { stopSellingStartedAfter: null } },
    });
    // Plans chosen as numbers before issue 37 are not kept: the billing frequency sets them (ADR 082).
    const withPlans = await under.manage.saveTerms({ ...base, version: 3, instalmentPlans: [1, 3] }, actor);
    expect(withPlans.outcome).toBe('saved');
    if (withPlans.outcome === 'saved') expect(withPlans.record.terms).not.toHaveProperty('instalmentPlans');
  });
});
