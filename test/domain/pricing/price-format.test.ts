import { describe, expect, it } from 'vitest';
import { billingPeriod, formatPrice } from '../../../src/domain/pricing/price-format';
import { fromPriceText } from '../../../src/domain/pricing/weekly-price';

describe('formatPrice (spec section 5)', () => {
  it.each([
    [1234, '1,234'],
    [1234567, '1,234,567'],
    [999, '999'],
    [0, '0'],
    [179.5, '179.5'],
    ['2450', '2,450'],
    [' 1200 ', '1,200'],
    [-1500, '-1,500'],
  ])('formats %j as %j with en-US separators', (input, expected) => {
    expect(formatPrice(input)).toBe(expected);
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['   '],
    ['abc'],
    ['12abc'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [{}],
    [[]],
    [[1200]],
    [true],
  ])('is empty for missing or non-numeric %j', (input) => {
    expect(formatPrice(input)).toBe('');
  });
});

describe('billingPeriod (spec section 5)', () => {
  it.each([
    ['weekly', 'week'],
    ['monthly', 'month'],
    ['yearly', 'year'],
    ['daily', 'week'],
    ['WEEKLY', 'week'],
    ['', 'week'],
    [undefined, 'week'],
    [null, 'week'],
    [42, 'week'],
  ])('maps %j to %j', (input, expected) => {
    expect(billingPeriod(input)).toBe(expected);
  });
});

describe('quoting a price', () => {
  it('gives a document\u2019s starting price as "from …"', () => {
    const doc = {
      room_starting_price: 199,
      room_starting_price_currency: 'GBP',
      room_starting_price_billing_frequency: 'weekly',
    };
    expect(fromPriceText(doc)).toBe('from £199 per week');
    expect(fromPriceText({ ...doc, room_starting_price: null })).toBe('');
    expect(
      fromPriceText({ ...doc, room_starting_price: 1191.67, room_starting_price_billing_frequency: 'monthly' }),
    ).toBe('from £275 per week (billed £1,191.67 monthly)');
  });
});
