import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillingFrequency } from '../../../src/domain/catalogue/catalogue';
import { pricePerPeriod } from '../../../src/domain/catalogue/starting-price';
import {
  formatMoney,
  fromPriceText,
  tenancyTotalText,
  weeklyAmount,
  weeklyPrice,
  weeklyPriceText,
} from '../../../src/domain/pricing/weekly-price';

const doc = (price: unknown, frequency: unknown, currency: unknown = 'GBP') => ({
  room_starting_price: price,
  room_starting_price_billing_frequency: frequency,
  room_starting_price_currency: currency,
});

describe('money as prices are compared (one rounding everywhere)', () => {
  it.each([
    [1200, '1,200'],
    [179.5, '179.50'],
    [1135.333, '1,135.33'],
    [261.999, '262'],
    [0.004, '0'],
    ['2450', '2,450'],
  ])('shows %j as %j', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('is empty without a number', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });

  it('always gives en-US groups of three and either no pence or two places', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: 0, max: 1e9 }), (n) => {
        expect(formatMoney(n)).toMatch(/^\d{1,3}(,\d{3})*(\.\d{2})?$/);
      }),
    );
  });
});

describe('the total beside a starting price (issue 37: nothing mandatory is added later)', () => {
  const priced = (total: unknown, weeks: unknown, currency: unknown = 'GBP') => ({
    ...doc(249, 'weekly', currency),
    room_starting_total: total,
    room_starting_total_weeks: weeks,
  });

  it('says what the let costs in all, in the price’s currency, with the same rounding as every price', () => {
    expect(tenancyTotalText(priced(12648, 51))).toBe('£12,648 for 51 weeks, no fees');
    expect(tenancyTotalText(priced(8359.56, 44, 'EUR'))).toBe('€8,359.56 for 44 weeks, no fees');
  });

  it('is null without a total or its weeks, as from a server older than the totals', () => {
    expect(tenancyTotalText(priced(null, 51))).toBeNull();
    expect(tenancyTotalText(priced(12648, null))).toBeNull();
    expect(tenancyTotalText(doc(249, 'weekly'))).toBeNull();
  });

  it('follows the weekly price in the one-line text pages describe themselves with', () => {
    expect(fromPriceText(priced(12648, 51))).toBe('from £249 per week, £12,648 for 51 weeks, no fees');
    expect(
      fromPriceText({ ...doc(1135.33, 'monthly'), room_starting_total: 11528, room_starting_total_weeks: 44 }),
    ).toBe('from £262 per week (billed £1,135.33 monthly), £11,528 for 44 weeks, no fees');
    expect(fromPriceText(doc(249, 'weekly'))).toBe('from £249 per week');
    expect(fromPriceText(priced(12648, 51, 'GBP'))).not.toBe('');
    expect(fromPriceText({ ...priced(12648, 51), room_starting_price: null })).toBe('');
  });
});

describe('a starting price in one unit: per week, with its billing as a second line', () => {
  it('brings a monthly price to a week and says how it is billed', () => {
    expect(weeklyPrice(doc(1135.33, 'monthly'))).toEqual({ weekly: '£262', billed: 'billed £1,135.33 monthly' });
    expect(weeklyPrice(doc(10400, 'yearly', 'EUR'))).toEqual({ weekly: '€200', billed: 'billed €10,400 yearly' });
    expect(weeklyPrice(doc(199, 'weekly'))).toEqual({ weekly: '£199', billed: null });
    expect(weeklyPrice(doc(179.5, 'whenever'))).toEqual({ weekly: '£179.50', billed: null });
  });

  it('has nothing to show without a price', () => {
    expect(weeklyPrice(doc(null, 'monthly'))).toBeNull();
    expect(weeklyPriceText(doc('abc', 'weekly'))).toBe('');
  });

  it('reads as one line where there is no room for two', () => {
    expect(weeklyPriceText(doc(1135.33, 'monthly'))).toBe('£262 per week (billed £1,135.33 monthly)');
    expect(weeklyPriceText(doc(199, 'weekly'))).toBe('£199 per week');
  });

  it('gives back, to the penny, the weekly price any billed amount was quoted from', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.constantFrom<BillingFrequency>('weekly', 'monthly', 'yearly'),
        (pence, frequency) => {
          const perWeek = pence / 100;
          expect(weeklyAmount(pricePerPeriod(perWeek, frequency), frequency)).toBe(perWeek);
        },
      ),
    );
  });

  it('orders prices billed differently by what they cost a week', () => {
    // £1,100 a month costs more a week than £250 a week: compared per period it would look the other way.
    expect(weeklyAmount(1100, 'monthly')).toBeGreaterThan(250);
    expect(weeklyAmount(11000, 'yearly')).toBeLessThan(weeklyAmount(1000, 'monthly') ?? 0);
  });
});
