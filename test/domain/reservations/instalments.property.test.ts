import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillingFrequency } from '../../../src/domain/catalogue/catalogue';
import { billingPeriods, describePlan, instalmentPlans } from '../../../src/domain/reservations/instalments';
import { addDays } from '../../../src/domain/shared/london-time';

const sum = (payments: readonly number[]) => payments.reduce((a, b) => a + b, 0);

describe('billingPeriods: how many bills a tenancy has at its frequency', () => {
  it('counts weeks begun, calendar months begun, years begun', () => {
    expect(billingPeriods('weekly', '2026-09-05', 357)).toBe(51);
    expect(billingPeriods('weekly', '2026-12-02', 268)).toBe(39);
    expect(billingPeriods('monthly', '2026-09-05', 357)).toBe(12);
    expect(billingPeriods('monthly', '2026-12-02', 268)).toBe(9);
    expect(billingPeriods('monthly', '2026-09-01', 30)).toBe(1);
    expect(billingPeriods('yearly', '2026-09-05', 357)).toBe(1);
  });
});

describe('instalmentPlans', () => {
  it('offers a monthly room in full, in three termly payments or monthly across its months, the deposit off the first', () => {
    // The room: £248 a week for 51 weeks (£12,648), a £100 holding deposit, billed monthly.
    const plans = instalmentPlans({
      totalPence: 1_264_800,
      depositPence: 10_000,
      frequency: 'monthly',
      from: '2026-09-05',
      days: 357,
    });
    expect(plans.map((p) => [p.kind, p.payments.length])).toEqual([
      ['full', 1],
      ['termly', 3],
      ['monthly', 12],
    ]);
    expect(plans[1]?.payments).toEqual([411_600, 421_600, 421_600]);
    expect(plans.every((p) => sum(p.payments) === 1_254_800)).toBe(true);
    expect(describePlan(plans[1] as (typeof plans)[number])).toBe('3 termly payments: £4,116.00, then 2 of £4,216.00');
    expect(describePlan(plans[0] as (typeof plans)[number])).toBe('In one payment of £12,548.00');
  });

  it('offers a weekly room weekly payments, and a yearly room only one payment', () => {
    const weekly = instalmentPlans({
      totalPence: 16_000 * 44,
      depositPence: 10_000,
      frequency: 'weekly',
      from: '2026-09-12',
      days: 44 * 7,
    });
    expect(weekly.map((p) => p.kind)).toEqual(['full', 'termly', 'weekly']);
    expect(describePlan(weekly[2] as (typeof weekly)[number])).toBe('44 weekly payments: £60.00, then 43 of £160.00');
    const yearly = instalmentPlans({
      totalPence: 900_000,
      depositPence: 10_000,
      frequency: 'yearly',
      from: '2026-09-12',
      days: 350,
    });
    expect(yearly.map((p) => p.kind)).toEqual(['full']);
  });

  it('offers nothing when the deposit was the whole price', () => {
    expect(
      instalmentPlans({ totalPence: 5_000, depositPence: 5_000, frequency: 'weekly', from: '2026-09-12', days: 7 }),
    ).toEqual([]);
  });

  it('always adds up to the penny to what is left after the deposit, never finer than the billing period', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.constantFrom<BillingFrequency>('weekly', 'monthly', 'yearly'),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 1, max: 800 }),
        (totalPence, depositSetting, frequency, offset, days) => {
          const depositPence = Math.min(depositSetting, totalPence);
          const from = addDays('2026-01-01', offset);
          const plans = instalmentPlans({ totalPence, depositPence, frequency, from, days });
          const left = totalPence - depositPence;
          if (left === 0) expect(plans).toEqual([]);
          else expect(plans[0]).toMatchObject({ kind: 'full', payments: [left] });
          const counts = plans.map((p) => p.payments.length);
          expect(new Set(counts).size).toBe(counts.length);
          for (const plan of plans) {
            expect(sum(plan.payments)).toBe(left);
            expect(plan.payments.length).toBeLessThanOrEqual(billingPeriods(frequency, from, days));
            for (const p of plan.payments) {
              expect(Number.isInteger(p)).toBe(true);
              expect(p).toBeGreaterThan(0);
            }
          }
        },
      ),
    );
  });
});
