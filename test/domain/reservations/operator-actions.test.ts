import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationPlan, operatorActions } from '../../../src/domain/reservations/operator-actions';
import { type ReservationStatus, reservationStatuses } from '../../../src/domain/reservations/reservation';

const at = (iso: string) => Date.parse(iso);

describe('operatorActions (what the console offers on a reservation)', () => {
  it('offers release on a hold, and nothing else', () => {
    expect(operatorActions({ status: 'held', paymentMethod: null })).toEqual(['release']);
    expect(operatorActions({ status: 'held', paymentMethod: 'stripe' })).toEqual(['release']);
  });

  it('offers mark paid and cancel on a reservation awaiting a direct payment', () => {
    expect(operatorActions({ status: 'awaiting_payment', paymentMethod: 'direct' })).toEqual(['mark_paid', 'cancel']);
  });

  it('never offers mark paid for a payment the provider takes', () => {
    expect(operatorActions({ status: 'awaiting_payment', paymentMethod: 'stripe' })).toEqual(['cancel']);
  });

  it('offers cancel on a paid reservation, and nothing on one that ended', () => {
    expect(operatorActions({ status: 'paid', paymentMethod: 'direct' })).toEqual(['cancel']);
    expect(operatorActions({ status: 'expired', paymentMethod: null })).toEqual([]);
    expect(operatorActions({ status: 'cancelled', paymentMethod: 'direct' })).toEqual([]);
  });
});

describe('cancellationPlan (what cancelling now refunds, and who pays it back)', () => {
  const paid = {
    status: 'paid' as const,
    depositPence: 10_000,
    heldAt: '2027-03-10T11:00:00.000Z',
    confirmedAt: '2027-03-10T12:00:00.000Z',
    paymentReference: 'cs_test_1' as string | null,
  };

  it('refunds all of a paid deposit within cooling-off, through the provider when it took it', () => {
    expect(cancellationPlan(paid, at('2027-03-24T23:59:00Z'), 0)).toEqual({
      coolingOff: true,
      coolingOffEnds: at('2027-03-25T00:00:00Z'),
      refundPence: 10_000,
      refundBy: 'provider',
    });
  });

  it('after cooling-off refunds the operator’s percentage; a direct payment is paid back by the operator', () => {
    expect(cancellationPlan({ ...paid, paymentReference: null }, at('2027-03-25T00:00:00Z'), 25)).toEqual({
      coolingOff: false,
      coolingOffEnds: at('2027-03-25T00:00:00Z'),
      refundPence: 2_500,
      refundBy: 'operator',
    });
  });

  it('refunds nothing when nothing was paid', () => {
    for (const status of ['held', 'awaiting_payment'] as const) {
      expect(cancellationPlan({ ...paid, status }, at('2027-03-11T00:00:00Z'), 100)).toMatchObject({
        refundPence: 0,
        refundBy: 'none',
      });
    }
  });

  it('never refunds more than the deposit, nor anything for a reservation not paid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ReservationStatus>(...reservationStatuses),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 60 * 86_400_000 }),
        fc.integer({ min: -50, max: 150 }),
        (status, depositPence, after, percent) => {
          const plan = cancellationPlan({ ...paid, status, depositPence }, at(paid.confirmedAt) + after, percent);
          expect(plan.refundPence).toBeGreaterThanOrEqual(0);
          expect(plan.refundPence).toBeLessThanOrEqual(depositPence);
          if (status !== 'paid') expect(plan.refundPence).toBe(0);
          expect(plan.refundBy === 'none').toBe(plan.refundPence === 0);
        },
      ),
    );
  });
});
