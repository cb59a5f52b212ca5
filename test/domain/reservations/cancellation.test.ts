import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancellationRefund, coolingOffEnds } from '../../../src/domain/reservations/cancellation';

const at = (iso: string) => Date.parse(iso);

describe('coolingOffEnds (14 days, counted in London days from the day after the reservation)', () => {
  it('ends at the end of the 14th London day after the day reserved', () => {
    // Reserved 10 March 2027 (GMT): the last day to cancel is 24 March; clocks go forward on 28 March.
    expect(new Date(coolingOffEnds(at('2027-03-10T12:00:00Z'))).toISOString()).toBe('2027-03-25T00:00:00.000Z');
  });

  it('counts the London day: 00:30 in London in BST is the previous UTC day', () => {
    // 00:30 BST on 2 July is 23:30 UTC on 1 July: the London day is 2 July, so the period ends at the end of 16 July (BST).
    expect(new Date(coolingOffEnds(at('2027-07-01T23:30:00Z'))).toISOString()).toBe('2027-07-16T23:00:00.000Z');
  });

  it('crosses the clocks going back: ends at London midnight, which is then GMT', () => {
    // Reserved 20 October 2027 (BST); 3 November is GMT, so London midnight is 00:00 UTC.
    expect(new Date(coolingOffEnds(at('2027-10-20T09:00:00Z'))).toISOString()).toBe('2027-11-04T00:00:00.000Z');
  });
});

describe('cancellationRefund', () => {
  const deposit = 10_000;

  it('refunds the whole holding deposit within the cooling-off period', () => {
    const reserved = at('2027-03-10T12:00:00Z');
    expect(cancellationRefund(deposit, reserved, at('2027-03-24T23:59:00Z'), 0)).toEqual({
      coolingOff: true,
      refundPence: 10_000,
    });
  });

  it('follows the operator terms after it', () => {
    const reserved = at('2027-03-10T12:00:00Z');
    expect(cancellationRefund(deposit, reserved, at('2027-03-25T00:00:00Z'), 0)).toEqual({
      coolingOff: false,
      refundPence: 0,
    });
    expect(cancellationRefund(deposit, reserved, at('2027-04-25T00:00:00Z'), 50)).toEqual({
      coolingOff: false,
      refundPence: 5_000,
    });
  });

  it('never refunds more than the deposit nor less than nothing, and always all of it in cooling-off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.integer({ min: 0, max: 60 * 24 * 3_600_000 }),
        fc.integer({ min: 0, max: 100 }),
        (pence, reservedAt, after, percent) => {
          const refund = cancellationRefund(pence, reservedAt, reservedAt + after, percent);
          expect(refund.refundPence).toBeGreaterThanOrEqual(0);
          expect(refund.refundPence).toBeLessThanOrEqual(pence);
          if (after < 14 * 24 * 3_600_000 - 2 * 3_600_000)
            expect(refund).toEqual({ coolingOff: true, refundPence: pence });
        },
      ),
    );
  });
});
