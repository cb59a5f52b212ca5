import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { holdMs } from '../../../src/domain/reservations/reservation';
import type { Payments } from '../../../src/ports/payments.port';
import { aConfirmation, anOption, reservationsUnderTest } from '../../support/reservation-fixture';

async function held(under: ReturnType<typeof reservationsUnderTest>, optionId = anOption().tenancyOptionId) {
  const answer = await under.reservations.start(optionId, randomUUID());
  if (!answer.ok) throw new Error(answer.message);
  return answer;
}

const rooms = async (under: ReturnType<typeof reservationsUnderTest>) =>
  (await under.repository.findOption(anOption().tenancyOptionId))?.roomsAvailable;

describe('Reservations', () => {
  it('holds a room for 15 minutes with the price in full, and tells the catalogue its stock changed', async () => {
    const under = reservationsUnderTest();
    const { reservation, token } = await held(under);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(reservation.status).toBe('held');
    expect(Date.parse(reservation.holdExpiresAt)).toBe(under.time.now() + holdMs);
    expect(reservation.price.totalPence).toBe(24_900 * 51);
    expect(reservation.price.holdingDepositPence).toBe(10_000);
    expect(await rooms(under)).toBe(3);
    expect(under.stock.changes).toBe(1);
  });

  it('a visitor may hold two rooms at once: a third is refused, saying when their first hold ends, and takes no room', async () => {
    const under = reservationsUnderTest();
    const visitor = { visitor: 'browser-1', address: '203.0.113.7' };
    const optionId = anOption().tenancyOptionId;
    expect((await under.reservations.start(optionId, randomUUID(), visitor)).ok).toBe(true);
    under.time.advance(60_000);
    expect((await under.reservations.start(optionId, randomUUID(), visitor)).ok).toBe(true);
    const third = await under.reservations.start(optionId, randomUUID(), visitor);
    expect(third).toMatchObject({ ok: false, reason: 'too_many_holds' });
    if (third.ok) return;
    expect(third.message).toContain('already holding 2 rooms');
    // 15 minutes after the first hold, 10:00 UTC on 1 February being 10:00 in London.
    expect(third.message).toContain('10:15');
    expect(await rooms(under)).toBe(2);
    // Another browser at the same address is a visitor of its own.
    expect((await under.reservations.start(optionId, randomUUID(), { ...visitor, visitor: 'browser-2' })).ok).toBe(
      true,
    );
  });

  it('keeps a hold the visitor and the address took, keyed so neither is stored as it is', async () => {
    const under = reservationsUnderTest({ holdCaps: { perVisitor: 5, perAddress: 1 } });
    const optionId = anOption().tenancyOptionId;
    expect(
      (await under.reservations.start(optionId, randomUUID(), { visitor: 'b1', address: '198.51.100.1' })).ok,
    ).toBe(true);
    expect(
      await under.reservations.start(optionId, randomUUID(), { visitor: 'b2', address: '198.51.100.1' }),
    ).toMatchObject({ ok: false, reason: 'too_many_holds', message: expect.stringContaining('from this network') });
  });

  it('a hold refused because the last room was just taken offers up to three tenancies with rooms left', async () => {
    const others = [1, 2, 3, 4].map((n) =>
      anOption({
        tenancyOptionId: `00000000-0000-4000-8000-0000000b100${n}`,
        roomTypeName: `Room ${n}`,
        pricePerWeekPence: 20_000 + n,
        roomPath: `/manchester/square-gardens/room-${n}`,
      }),
    );
    const under = reservationsUnderTest({ options: [anOption({ roomsAvailable: 0 }), ...others] });
    const answer = await under.reservations.start(anOption().tenancyOptionId, randomUUID());
    expect(answer).toMatchObject({ ok: false, reason: 'sold_out' });
    if (answer.ok) return;
    expect(answer.alternatives?.map((a) => a.url)).toEqual([
      'https://digs.test/manchester/square-gardens/room-1',
      'https://digs.test/manchester/square-gardens/room-2',
      'https://digs.test/manchester/square-gardens/room-3',
    ]);
    expect(answer.message).toContain('These still have rooms');
  });

  it('prices a tenancy that has started for the days left from the first day the visitor could move in, and charges that', async () => {
    // 1 Feb 2027 (the tests' day): the 2026/27 let began on 12 Sep 2026; a visitor could move in on
    // 4 Feb, 145 days later, leaving 212 of its 357 days: round(£249 × 212 / 7) = £7,541.14 (ADR 083).
    const started = anOption({ academicYear: '2026/27', startDate: '2026-09-12', endDate: '2027-09-03' });
    const under = reservationsUnderTest({ options: [started] });
    const { reservation, token } = await held(under);
    expect(reservation.price.totalPence).toBe(754_114);
    const confirmed = await under.reservations.confirm(
      reservation.reference,
      token,
      aConfirmation({ shownTotalPence: 754_114 }),
    );
    expect(confirmed).toMatchObject({ ok: true, reservation: { price: { totalPence: 754_114 } } });
  });

  it('says plainly a tenancy that has all but ended is no longer offered, and takes no room', async () => {
    // Started on 10 Jan 2026, it ends before a visitor reserving on 1 Feb 2027 could move in.
    const ended = anOption({ academicYear: '2025/26', startDate: '2026-01-10', endDate: '2027-01-01' });
    const under = reservationsUnderTest({ options: [ended] });
    const answer = await under.reservations.start(ended.tenancyOptionId, randomUUID());
    expect(answer).toMatchObject({ ok: false, reason: 'not_offered' });
    if (answer.ok) return;
    expect(answer.message).toBe('No longer offered: this tenancy began on 10 Jan 2026.');
    // The way back: the room page, with the room's other tenancies.
    expect(answer.room).toEqual({
      title: 'Classic Studio, Square Gardens',
      url: 'https://digs.test/manchester/square-gardens/classic-studio',
    });
    expect(await rooms(under)).toBe(4);
  });

  it('refuses a hold when the option is sold out, and an unknown option', async () => {
    const under = reservationsUnderTest({ options: [anOption({ roomsAvailable: 0 })] });
    expect(await under.reservations.start(anOption().tenancyOptionId, randomUUID())).toMatchObject({
      ok: false,
      reason: 'sold_out',
    });
    expect(await under.reservations.start(randomUUID(), randomUUID())).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
  });

  it('confirms with the direct adapter: awaiting payment, instructions, terms version and an e-mail', async () => {
    const under = reservationsUnderTest();
    const { reservation, token } = await held(under);
    const answer = await under.reservations.confirm(reservation.reference, token, aConfirmation());
    expect(answer).toMatchObject({ ok: true, redirectUrl: null });
    if (!answer.ok) return;
    expect(answer.reservation.status).toBe('awaiting_payment');
    expect(answer.reservation.termsVersion).toBe('2026-1');
    expect(answer.reservation.instructions).toContain(reservation.reference);
    const mails = await under.outbox.claimDue(under.time.now() + 1, 10);
    expect(mails.map((m) => m.mail.to)).toEqual(['zoe@example.com']);
    expect(mails[0]?.mail.subject).toContain(reservation.reference);
    expect(mails[0]?.mail.content?.heading).toBe('Your room is reserved');
    expect(await rooms(under)).toBe(3);
  });

  it('refuses a total that is not the server price (tampering, or a price changed meanwhile), storing nothing', async () => {
    const under = reservationsUnderTest();
    const { reservation, token } = await held(under);
    const answer = await under.reservations.confirm(
      reservation.reference,
      token,
      aConfirmation({ shownTotalPence: 1 }),
    );
    expect(answer).toMatchObject({ ok: false, reason: 'price_changed' });
    const found = await under.repository.find(reservation.reference);
    expect(found?.reservation).toMatchObject({ status: 'held', details: null, totalPence: null });
  });

  it('links the terms in full only while the version accepted is the one the address is for', async () => {
    const under = reservationsUnderTest();
    const { reservation, token } = await held(under);
    expect(reservation.termsUrl).toBeNull();
    const terms = await under.repository.terms();
    await under.repository.saveTerms({ ...terms, termsUrl: '/tenancy-terms' }, 0);
    const confirmed = await under.reservations.confirm(reservation.reference, token, aConfirmation());
    if (!confirmed.ok) throw new Error('not confirmed');
    expect(confirmed.reservation.termsUrl).toBe('/tenancy-terms');
    await under.repository.saveTerms({ ...terms, termsVersion: '2027-1', termsUrl: '/tenancy-terms-2027' }, 0);
    const later = await under.reservations.find(reservation.reference, token);
    expect(later).toMatchObject({ ok: true, reservation: { termsVersion: '2026-1', termsUrl: null } });
  });

  it('refuses terms other than the current version', async () => {
    const under = reservationsUnderTest();
    const { reservation, token } = await held(under);
    const answer = await under.reservations.confirm(
      reservation.reference,
      token,
      aConfirmation({ acceptedTermsVersion: '2019-1' }),
    );
    expect(answer).toMatchObject({ ok: false, reason: 'terms_changed' });
  });

  it('refuses a phone number no phone can call, and an applicant under 16', async () => {
    const under = reservationsUnderTest();
    const { reservation, token } = await held(under);
    expect(
      await under.reservations.confirm(reservation.reference, token, aConfirmation({ phone: '12' })),
    ).toMatchObject({ ok: false, reason: 'invalid', fields: { phone: expect.any(String) } });
    expect(
      await under.reservations.confirm(reservation.reference, token, aConfirmation({ dateOfBirth: '2012-01-01' })),
    ).toMatchObject({ ok: false, reason: 'invalid', fields: { dateOfBirth: expect.any(String) } });
  });

  it('answers a wrong token like an unknown reference', async () => {
    const under = reservationsUnderTest();
    const { reservation } = await held(under);
    expect(await under.reservations.find(reservation.reference, 'not-the-token')).toMatchObject({
      ok: false,
      reason: 'not_found',
    });
    expect(await under.reservations.cancel(reservation.reference, 'not-the-token')).toMatchObject({ ok: false });
    expect(await rooms(under)).toBe(3);
  });

  it('expires a hold when its 15 minutes are up (and not before), giving the room back', async () => {
    const under = reservationsUnderTest();
    const { reservation, token } = await held(under);
    under.time.advance(holdMs - 1);
    expect(await under.reservations.expireHolds()).toBe(0);
    under.time.advance(1);
    // A confirmation after the time is up is refused even before the job has run.
    expect(await under.reservations.confirm(reservation.reference, token, aConfirmation())).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    expect(await under.reservations.expireHolds()).toBe(1);
    expect(await rooms(under)).toBe(4);
    expect((await under.reservations.find(reservation.reference, token)).ok && true).toBe(true);
  });

  it('releases a hold the visitor left, but never a confirmed reservation', async () => {
    const under = reservationsUnderTest();
    const left = await held(under);
    expect(await under.reservations.release(left.reservation.reference, left.token)).toBe(true);
    expect(await rooms(under)).toBe(4);
    const kept = await held(under);
    await under.reservations.confirm(kept.reservation.reference, kept.token, aConfirmation());
    expect(await under.reservations.release(kept.reservation.reference, kept.token)).toBe(false);
    expect(await rooms(under)).toBe(3);
  });

  it('lists the reservations made with an e-mail address, whatever its case', async () => {
    const under = reservationsUnderTest();
    const { reservation, token } = await held(under);
    await under.reservations.confirm(reservation.reference, token, aConfirmation({ email: 'Sam@Example.com' }));
    const listed = await under.reservations.listForEmail('sam@example.com');
    expect(listed.map((r) => [r.reference, r.status])).toEqual([[reservation.reference, 'awaiting_payment']]);
  });

  it('lists them for the account with what was reserved and the link to its page, the owner token in it', async () => {
    const under = reservationsUnderTest();
    const { reservation, token } = await held(under);
    await under.reservations.confirm(reservation.reference, token, aConfirmation({ email: 'Sam@Example.com' }));
    const [listed, ...rest] = await under.reservations.listForAccount('sam@example.com');
    expect(rest).toEqual([]);
    expect(listed).toMatchObject({ reference: reservation.reference, status: 'awaiting_payment' });
    expect(listed?.title).toMatch(/\(\d{4}\/\d{2}\)$/);
    expect(listed?.path).toBe(`/reserve?ref=${reservation.reference}&token=${encodeURIComponent(token)}`);
    expect(await under.reservations.listForAccount('someone.else@example.com')).toEqual([]);
  });
});

describe('cancelling', () => {
  const paying = (): Payments & { refunds: [string, number][]; paid: () => Buffer } => {
    const refunds: [string, number][] = [];
    let reference = '';
    return {
      method: 'stripe',
      refunds,
      paid: () => Buffer.from(reference),
      async start(request) {
        reference = request.reservationReference;
        return { kind: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_1', paymentReference: `cs_${reference}` };
      },
      verifyEvent: (body, signature) =>
        signature === 'good'
          ? { kind: 'paid', paymentReference: `cs_${body.toString()}`, reservationReference: body.toString() }
          : null,
      async payment(paymentReference) {
        return {
          paid: true,
          amountPence: 10_000,
          currency: 'gbp',
          reservationReference: paymentReference.replace(/^cs_/, ''),
        };
      },
      async refund(paymentReference, amount) {
        refunds.push([paymentReference, amount]);
      },
    };
  };

  it('refunds the whole holding deposit within 14 days of paying, and follows the operator terms after', async () => {
    const payments = paying();
    const under = reservationsUnderTest({ payments });
    const early = await held(under);
    const confirmed = await under.reservations.confirm(early.reservation.reference, early.token, aConfirmation());
    expect(confirmed).toMatchObject({ ok: true, redirectUrl: 'https://checkout.stripe.com/c/pay/cs_1' });
    expect(await under.reservations.paymentEvent(payments.paid(), 'good')).toMatchObject({ outcome: 'booked' });
    expect(await under.reservations.paymentEvent(payments.paid(), 'good')).toMatchObject({ outcome: 'repeat' });
    expect(await under.reservations.paymentEvent(payments.paid(), 'forged')).toMatchObject({ outcome: 'forged' });
    under.time.advance(13 * 86_400_000);
    const cancelled = await under.reservations.cancel(early.reservation.reference, early.token);
    expect(cancelled).toMatchObject({ ok: true, reservation: { status: 'cancelled', refundPence: 10_000 } });
    expect(payments.refunds).toEqual([[`cs_${early.reservation.reference}`, 10_000]]);

    await under.repository.saveTerms({ ...(await under.repository.terms()), lateCancellationRefundPercent: 25 }, 0);
    const late = await held(under);
    await under.reservations.confirm(late.reservation.reference, late.token, aConfirmation());
    await under.reservations.paymentEvent(payments.paid(), 'good');
    under.time.advance(20 * 86_400_000);
    expect(await under.reservations.cancel(late.reservation.reference, late.token)).toMatchObject({
      ok: true,
      reservation: { status: 'cancelled', refundPence: 2_500 },
    });
    expect(await rooms(under)).toBe(4);
  });

  it('refunds a payment that came after the hold expired and the room went to someone else', async () => {
    const payments = paying();
    const under = reservationsUnderTest({ payments, options: [anOption({ roomsAvailable: 1 })] });
    const first = await held(under);
    await under.reservations.confirm(first.reservation.reference, first.token, aConfirmation());
    under.time.advance(holdMs);
    await under.reservations.expireHolds();
    await held(under);
    expect(await under.reservations.paymentEvent(payments.paid(), 'good')).toMatchObject({ outcome: 'refunded' });
    expect(payments.refunds).toEqual([[`cs_${first.reservation.reference}`, 10_000]]);
    expect(await rooms(under)).toBe(0);
  });

  it('e-mails the visitor whose hold ended unpaid (they gave their address, then did not pay); a bare hold has no one to tell', async () => {
    const payments = paying();
    const under = reservationsUnderTest({ payments });
    const unpaid = await held(under);
    await under.reservations.confirm(unpaid.reservation.reference, unpaid.token, aConfirmation());
    await held(under); // no details given: nobody to write to
    under.time.advance(holdMs);
    expect(await under.reservations.expireHolds()).toBe(2);
    const mails = await under.outbox.claimDue(under.time.now() + 1, 10);
    expect(mails.map((m) => [m.mail.to, m.mail.subject])).toEqual([
      [aConfirmation().email, `Your hold on the room at Square Gardens has ended: ${unpaid.reservation.reference}`],
    ]);
    expect(mails[0]?.mail.text).toContain('You have not been charged');
    expect(await under.reservations.expireHolds()).toBe(0);
    expect(await under.outbox.claimDue(under.time.now() + 1, 10)).toHaveLength(0);
  });

  it('answers a payment provider that cannot be reached with a refusal, the room still held to try again', async () => {
    let down = true;
    const payments = paying();
    const flaky: Payments = {
      ...payments,
      start: (request) => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : payments.start(request)),
    };
    const under = reservationsUnderTest({ payments: flaky });
    const { reservation, token } = await held(under);
    const answer = await under.reservations.confirm(reservation.reference, token, aConfirmation());
    expect(answer).toMatchObject({ ok: false, reason: 'payments_unavailable', reservation: { status: 'held' } });
    expect(await rooms(under)).toBe(3);
    down = false;
    expect(await under.reservations.confirm(reservation.reference, token, aConfirmation())).toMatchObject({
      ok: true,
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_1',
    });
  });
});
