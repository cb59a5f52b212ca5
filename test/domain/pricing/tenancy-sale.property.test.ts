import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  firstMoveIn,
  MINIMUM_DAYS_SOLD,
  MOVE_IN_NOTICE_DAYS,
  tenancySale,
} from '../../../src/domain/pricing/tenancy-sale';
import { addDays, daysBetween } from '../../../src/domain/shared/london-time';

// The tenancy: 2026/27, 51 weeks from 5 Sep at £248 a week.
const option = { startDate: '2026-09-05', weeks: 51, pricePerWeekPence: 24_800 };

describe('tenancySale: a tenancy that has started is priced for the days left, or not offered', () => {
  it('sells a tenancy that has not started at its full price from its first day', () => {
    expect(tenancySale(option, '2026-08-01', {})).toEqual({
      kind: 'full',
      moveIn: '2026-09-05',
      days: 357,
      rentPence: 24_800 * 51,
    });
  });

  it('prices a started tenancy pro rata from the first day a visitor could move in (daily rate a week over 7)', () => {
    // 29 Nov: the first move-in is 2 Dec, 88 days after 5 Sep: 269 days of 357 are left.
    expect(firstMoveIn('2026-11-29')).toBe('2026-12-02');
    expect(tenancySale(option, '2026-11-29', {})).toEqual({
      kind: 'pro_rata',
      moveIn: '2026-12-02',
      days: 269,
      rentPence: Math.round((24_800 * 269) / 7),
    });
  });

  it('is not offered after the operator stops selling started tenancies, or with too few days left', () => {
    expect(tenancySale(option, '2026-11-29', { stopSellingStartedAfter: '2026-10-31' })).toEqual({
      kind: 'not_offered',
      reason: 'stopped',
    });
    expect(tenancySale(option, '2026-11-29', { stopSellingStartedAfter: '2026-11-29' }).kind).toBe('pro_rata');
    expect(tenancySale(option, '2027-08-01', {})).toEqual({ kind: 'not_offered', reason: 'too_short' });
    // A stop date only stops tenancies that have started.
    expect(tenancySale(option, '2026-08-01', { stopSellingStartedAfter: '2026-01-01' }).kind).toBe('full');
  });

  it('holds for any tenancy and any day: whole pence, never more than in full, fewer days never cost more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500_000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: -400, max: 500 }),
        fc.integer({ min: 0, max: 30 }),
        (pricePerWeekPence, weeks, dayOffset, later) => {
          const tenancy = { startDate: '2026-09-05', weeks, pricePerWeekPence };
          const today = addDays('2026-09-05', dayOffset);
          const sale = tenancySale(tenancy, today, {});
          const full = pricePerWeekPence * weeks;
          const moveIn = firstMoveIn(today);
          const daysLeft = weeks * 7 - Math.max(0, daysBetween('2026-09-05', moveIn));
          if (moveIn <= '2026-09-05')
            expect(sale).toEqual({ kind: 'full', moveIn: '2026-09-05', days: weeks * 7, rentPence: full });
          else if (daysLeft < MINIMUM_DAYS_SOLD) expect(sale).toEqual({ kind: 'not_offered', reason: 'too_short' });
          else {
            expect(sale).toMatchObject({ kind: 'pro_rata', moveIn, days: daysLeft });
            if (sale.kind !== 'pro_rata') return;
            expect(Number.isInteger(sale.rentPence)).toBe(true);
            expect(Math.abs(sale.rentPence - (pricePerWeekPence * daysLeft) / 7)).toBeLessThanOrEqual(0.5);
            expect(sale.rentPence).toBeLessThanOrEqual(full);
            expect(daysBetween(sale.moveIn, addDays('2026-09-05', weeks * 7))).toBe(sale.days);
          }
          const after = tenancySale(tenancy, addDays(today, later), {});
          const rent = (s: typeof sale) => (s.kind === 'not_offered' ? 0 : s.rentPence);
          expect(rent(after)).toBeLessThanOrEqual(rent(sale));
        },
      ),
    );
  });

  it('gives a visitor the notice the rule states', () => {
    expect(daysBetween('2026-11-29', firstMoveIn('2026-11-29'))).toBe(MOVE_IN_NOTICE_DAYS);
  });
});
