import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BillingFrequency } from '../../../src/domain/catalogue/catalogue';
import { pricePerPeriod } from '../../../src/domain/catalogue/starting-price';
import { formatMoney, weeklyAmount, weeklyPrice, weeklyPriceText } from '../../../src/domain/pricing/weekly-price';

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
