import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillingFrequency } from '../../../src/domain/catalogue/catalogue';
import { tenancySale } from '../../../src/domain/pricing/tenancy-sale';
import { paymentVerdict } from '../../../src/domain/reservations/permitted-payments';
import { holdingDeposit, priceSummary, type ReservationTerms } from '../../../src/domain/reservations/price-summary';
import { addDays } from '../../../src/domain/shared/london-time';

const terms: ReservationTerms = {
  holdingDepositPence: 10_000,
  fees: [{ label: 'Contents insurance', pence: 2_500 }],
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

const room = (pricePerWeekPence: number, weeks: number, billingFrequency: BillingFrequency = 'weekly') => ({
  pricePerWeekPence,
  weeks,
  startDate: '2026-09-05',
  billingFrequency,
});

describe('priceSummary', () => {
  it('sets out the rent as the one total; a fee stored before the law was applied is never charged', () => {
    const summary = priceSummary(room(24_900, 51), terms);
    expect(summary.lines).toEqual([{ label: 'Rent: 51 weeks at £249.00 a week', pence: 1_269_900 }]);
    expect(summary.totalPence).toBe(1_269_900);
    expect(summary.holdingDepositPence).toBe(10_000);
    expect(summary.afterDepositPence).toBe(1_259_900);
    expect(summary.tenancyDepositPence).toBe(0);
  });

  it('states the refundable tenancy deposit apart from the total, capped for the rent', () => {
    expect(priceSummary(room(24_900, 51), { ...terms, tenancyDepositWeeks: 4 })).toMatchObject({
      totalPence: 1_269_900,
      tenancyDepositPence: 99_600,
    });
    expect(priceSummary(room(24_900, 51), { ...terms, tenancyDepositWeeks: 6 }).tenancyDepositPence).toBe(124_500);
  });

  it('splits what is left after the deposit into the plans of the billing frequency (the issue: 3 of £4,216 made the full total)', () => {
    const summary = priceSummary(room(24_800, 51, 'monthly'), terms);
    expect(summary.afterDepositPence).toBe(1_254_800);
    expect(summary.instalments.map((p) => p.payments.length)).toEqual([1, 3, 12]);
    for (const plan of summary.instalments) expect(plan.payments.reduce((a, b) => a + b, 0)).toBe(1_254_800);
  });

  it('charges a started tenancy for the days left, and its plans add up to that', () => {
    const sale = tenancySale({ startDate: '2026-09-05', weeks: 51, pricePerWeekPence: 24_800 }, '2026-11-29', {});
    if (sale.kind === 'not_offered') throw new Error('offered');
    const summary = priceSummary(room(24_800, 51, 'monthly'), terms, sale);
    expect(summary).toMatchObject({ totalPence: 953_029, rentFrom: '2026-12-02', rentDays: 269, proRata: true });
    expect(summary.lines[0]?.label).toBe(
      "Rent: 269 days from 2 Dec 2026 at £248.00 a week (the tenancy began 5 Sep 2026; charged by the day, a week's rent over 7)",
    );
    expect(summary.instalments.map((p) => p.payments.length)).toEqual([1, 3, 9]);
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
        fc.constantFrom<BillingFrequency>('weekly', 'monthly', 'yearly'),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: -60, max: 400 }),
        (pricePerWeekPence, weeks, depositSetting, fees, frequency, depositWeeks, day) => {
          const option = room(pricePerWeekPence, weeks, frequency);
          const sale = tenancySale(option, addDays(option.startDate, day), {});
          if (sale.kind === 'not_offered') return;
          const summary = priceSummary(
            option,
            { ...terms, holdingDepositPence: depositSetting, fees, tenancyDepositWeeks: depositWeeks },
            sale,
          );
          expect(summary.totalPence).toBe(summary.lines.reduce((sum, line) => sum + line.pence, 0));
          expect(summary.totalPence).toBe(sale.rentPence);
          expect(summary.holdingDepositPence).toBeLessThanOrEqual(pricePerWeekPence);
          expect(
            paymentVerdict({ kind: 'tenancy-deposit', pence: summary.tenancyDepositPence }, pricePerWeekPence),
          ).toEqual({ permitted: true });
          expect(summary.afterDepositPence + summary.holdingDepositPence).toBe(summary.totalPence);
          for (const plan of summary.instalments)
            expect(plan.payments.reduce((a, b) => a + b, 0)).toBe(summary.afterDepositPence);
        },
      ),
    );
  });
});
