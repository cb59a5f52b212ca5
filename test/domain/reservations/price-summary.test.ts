import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentVerdict } from '../../../src/domain/reservations/permitted-payments';
import { holdingDeposit, priceSummary, type ReservationTerms } from '../../../src/domain/reservations/price-summary';

const terms: ReservationTerms = {
  holdingDepositPence: 10_000,
  fees: [{ label: 'Contents insurance', pence: 2_500 }],
  instalmentPlans: [1, 3, 10],
  termsVersion: '2026-1',
  lateCancellationRefundPercent: 0,
};

describe('holdingDeposit (Tenant Fees Act 2019: at most one week of rent)', () => {
  it('is the operator setting when it is within a week of rent', () => {
    expect(holdingDeposit(10_000, 24_900)).toBe(10_000);
  });

  it('is capped at one week of rent', () => {
    expect(holdingDeposit(50_000, 24_900)).toBe(24_900);
  });

  it('never exceeds a week of rent and never goes below zero, whatever the setting', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 500_000 }),
        (set, week) => {
          const deposit = holdingDeposit(set, week);
          expect(deposit).toBeLessThanOrEqual(week);
          expect(deposit).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(deposit)).toBe(true);
        },
      ),
    );
  });
});

describe('priceSummary', () => {
  it('sets out the rent as the one total; a fee stored before the law was applied is never charged', () => {
    const summary = priceSummary({ pricePerWeekPence: 24_900, weeks: 51 }, terms);
    expect(summary.lines).toEqual([{ label: 'Rent: 51 weeks at £249.00 a week', pence: 1_269_900 }]);
    expect(summary.totalPence).toBe(1_269_900);
    expect(summary.holdingDepositPence).toBe(10_000);
    expect(summary.afterDepositPence).toBe(1_259_900);
    expect(summary.tenancyDepositPence).toBe(0);
  });

  it('states the refundable tenancy deposit apart from the total, capped for the rent', () => {
    expect(priceSummary({ pricePerWeekPence: 24_900, weeks: 51 }, { ...terms, tenancyDepositWeeks: 4 })).toMatchObject({
      totalPence: 1_269_900,
      tenancyDepositPence: 99_600,
    });
    expect(
      priceSummary({ pricePerWeekPence: 24_900, weeks: 51 }, { ...terms, tenancyDepositWeeks: 6 }).tenancyDepositPence,
    ).toBe(124_500);
  });

  it('splits the total into each instalment plan offered, to the penny, the first taking the remainder', () => {
    const summary = priceSummary({ pricePerWeekPence: 10_001, weeks: 3 }, { ...terms, fees: [] });
    expect(summary.instalments).toEqual([
      { count: 1, firstPence: 30_003, eachPence: 30_003 },
      { count: 3, firstPence: 10_001, eachPence: 10_001 },
      { count: 10, firstPence: 3_003, eachPence: 3_000 },
    ]);
  });

  it('adds up, caps the deposits and charges nothing but rent for any option and terms', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 1, max: 52 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.record({ label: fc.string({ minLength: 1 }), pence: fc.integer({ min: 0, max: 100_000 }) }), {
          maxLength: 4,
        }),
        fc.uniqueArray(fc.integer({ min: 1, max: 52 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 6 }),
        (pricePerWeekPence, weeks, depositSetting, fees, plans, depositWeeks) => {
          const summary = priceSummary(
            { pricePerWeekPence, weeks },
            {
              ...terms,
              holdingDepositPence: depositSetting,
              fees,
              instalmentPlans: plans,
              tenancyDepositWeeks: depositWeeks,
            },
          );
          expect(summary.totalPence).toBe(summary.lines.reduce((sum, line) => sum + line.pence, 0));
          expect(summary.totalPence).toBe(pricePerWeekPence * weeks);
          expect(summary.holdingDepositPence).toBeLessThanOrEqual(pricePerWeekPence);
          expect(
            paymentVerdict({ kind: 'tenancy-deposit', pence: summary.tenancyDepositPence }, pricePerWeekPence),
          ).toEqual({ permitted: true });
          expect(summary.afterDepositPence + summary.holdingDepositPence).toBe(summary.totalPence);
          for (const plan of summary.instalments)
            expect(plan.firstPence + plan.eachPence * (plan.count - 1)).toBe(summary.totalPence);
        },
      ),
    );
  });
});
