import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Reservation,
  type ReservationStatus,
  releasesRoom,
  reservationStatuses,
} from '../../../src/domain/reservations/reservation';
import { anonymised, erasureStep, KEPT_AFTER_ERASURE } from '../../../src/domain/reservations/reservation-erasure';

const reservation = (status: ReservationStatus, paymentReference: string | null = null): Reservation => ({
  id: 'r1',
  reference: 'RS-ABCDEF',
  tenancyOptionId: 'o1',
  status,
  heldAt: '2026-01-10T10:00:00.000Z',
  holdExpiresAt: '2026-01-10T10:15:00.000Z',
  details: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    countryCode: 'GB',
    phone: '+447700900123',
    dateOfBirth: '2006-05-01',
    university: 'University of Manchester',
    yearOfStudy: 'First year',
    guarantor: 'uk_guarantor',
  },
  termsVersion: 't1',
  totalPence: 700_000,
  depositPence: 25_000,
  paymentMethod: paymentReference ? 'stripe' : 'direct',
  paymentReference,
  confirmedAt: status === 'paid' ? '2026-01-10T10:05:00.000Z' : null,
  cancelledAt: null,
  refundPence: null,
});

describe('erasureStep: what erasing a person does to one of their reservations', () => {
  it('releases an unpaid hold or a reservation awaiting payment, and deletes it when no payment was started', () => {
    expect(erasureStep(reservation('held'))).toEqual({ cancel: true, keep: false });
    expect(erasureStep(reservation('awaiting_payment'))).toEqual({ cancel: true, keep: false });
  });

  it('keeps a paid reservation (anonymised, still paid: erasure moves no money and frees no paid room)', () => {
    expect(erasureStep(reservation('paid', 'cs_test_1'))).toEqual({ cancel: false, keep: true });
    expect(erasureStep(reservation('paid'))).toEqual({ cancel: false, keep: true });
  });

  it('keeps the payment record of a refund owed or made, and of any reservation a provider payment was started for', () => {
    expect(erasureStep(reservation('refund_due', 'cs_1'))).toEqual({ cancel: false, keep: true });
    expect(erasureStep(reservation('refunded', 'cs_1'))).toEqual({ cancel: false, keep: true });
    // A hold paying on Stripe's page: the room goes back, and a payment arriving later finds its row (owed back).
    expect(erasureStep(reservation('held', 'cs_1'))).toEqual({ cancel: true, keep: true });
    expect(erasureStep(reservation('expired', 'cs_1'))).toEqual({ cancel: false, keep: true });
  });

  it('deletes an expired or cancelled reservation no payment was started for', () => {
    expect(erasureStep(reservation('expired'))).toEqual({ cancel: false, keep: false });
    expect(erasureStep(reservation('cancelled'))).toEqual({ cancel: false, keep: false });
  });

  it('cancels exactly the reservations that hold a room unpaid, and cancelling them gives the room back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...reservationStatuses), fc.option(fc.string({ minLength: 1 })), (status, ref) => {
        const step = erasureStep(reservation(status, ref));
        expect(step.cancel).toBe(status === 'held' || status === 'awaiting_payment');
        if (step.cancel) expect(releasesRoom(status, 'cancelled')).toBe(true);
        // Nothing paid is ever deleted.
        if (status === 'paid' || status === 'refund_due' || status === 'refunded' || ref !== null)
          expect(step.keep).toBe(true);
      }),
    );
  });
});

describe('anonymised', () => {
  it('drops every personal detail and keeps what the accounts need', () => {
    const paid = reservation('paid', 'cs_test_1');
    const kept = anonymised(paid);
    expect(kept.details).toBeNull();
    expect(JSON.stringify(kept)).not.toMatch(/Ada|ada@example|7700900123|2006-05-01|Manchester|First year/);
    expect(kept).toMatchObject({
      reference: 'RS-ABCDEF',
      status: 'paid',
      totalPence: 700_000,
      depositPence: 25_000,
      paymentReference: 'cs_test_1',
      confirmedAt: '2026-01-10T10:05:00.000Z',
    });
  });

  it('says what is kept and why (UK accounting records: six years)', () => {
    expect(KEPT_AFTER_ERASURE.fields).toEqual(
      expect.arrayContaining(['reference', 'amount', 'currency', 'date', 'payment_reference']),
    );
    expect(KEPT_AFTER_ERASURE.why).toMatch(/six years/);
    expect(KEPT_AFTER_ERASURE.why).toMatch(/HMRC|Companies Act/);
  });
});
