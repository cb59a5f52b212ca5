import { describe, expect, it } from 'vitest';
import { cheapestOption, startingPrice, startingTenancyTotal } from '../../../src/domain/catalogue/starting-price';

const option = (price: number, rooms: number, frequency: 'weekly' | 'monthly' | 'yearly' = 'weekly', weeks = 51) => ({
  price_per_week: price,
  rooms_available: rooms,
  billing_frequency: frequency,
  currency: 'GBP',
  weeks,
  // Sold in full: the whole tenancy's rent, to the penny.
  total: (Math.round(price * 100) * weeks) / 100,
  days: weeks * 7,
  move_in: null,
});

describe('startingPrice', () => {
  it('is the lowest price among options that still have rooms', () => {
    expect(startingPrice([option(210, 3), option(189, 0), option(199, 5)])).toEqual({
      room_starting_price: 199,
      room_starting_price_billing_frequency: 'weekly',
      room_starting_price_currency: 'GBP',
      room_starting_total: 10149,
      room_starting_total_weeks: 51,
      room_starting_total_days: 0,
      room_starting_total_from: null,
    });
  });

  it('falls back to the lowest price overall when everything is sold out', () => {
    expect(startingPrice([option(210, 0), option(189, 0)]).room_starting_price).toBe(189);
  });

  it('quotes the chosen option per its billing period: a month is 52/12 weeks', () => {
    expect(startingPrice([option(275, 2, 'monthly', 44), option(280, 2)])).toEqual({
      room_starting_price: 1191.67,
      room_starting_price_billing_frequency: 'monthly',
      room_starting_price_currency: 'GBP',
      room_starting_total: 12100,
      room_starting_total_weeks: 44,
      room_starting_total_days: 0,
      room_starting_total_from: null,
    });
    expect(startingPrice([option(100, 1, 'yearly')]).room_starting_price).toBe(5200);
  });

  it('chooses by the weekly price whatever the billing period', () => {
    expect(startingPrice([option(300, 2, 'monthly'), option(290, 2)]).room_starting_price).toBe(290);
  });

  it('is empty when there are no options', () => {
    expect(startingPrice([])).toEqual({
      room_starting_price: null,
      room_starting_price_billing_frequency: null,
      room_starting_price_currency: null,
      room_starting_total: null,
      room_starting_total_weeks: null,
      room_starting_total_days: null,
      room_starting_total_from: null,
    });
  });

  it('carries the total of the let it is quoted from, the one startingTenancyTotal gives', () => {
    const options = [option(249, 2, 'weekly', 51), option(235, 1, 'monthly', 44), option(199, 0, 'weekly', 51)];
    const total = startingTenancyTotal(options);
    expect(startingPrice(options)).toMatchObject({
      room_starting_price: 1018.33,
      room_starting_total: total?.total,
      room_starting_total_weeks: total?.weeks,
    });
    expect(total).toEqual({ total: 10340, weeks: 44, days: 0, from: null, currency: 'GBP' });
  });
});

describe('cheapestOption', () => {
  it('is the option a starting price is quoted from, or none', () => {
    expect(cheapestOption([option(210, 3), option(189, 0), option(199, 5)])?.price_per_week).toBe(199);
    expect(cheapestOption([option(210, 0), option(189, 0)])?.price_per_week).toBe(189);
    expect(cheapestOption([option(300, 2, 'monthly'), option(290, 2)])?.billing_frequency).toBe('weekly');
    expect(cheapestOption([])).toBeUndefined();
  });

  it('takes the shorter let of two at the same price, so a "from" total is the lowest and never depends on order', () => {
    const long = option(199, 1, 'weekly', 51);
    const short = option(199, 1, 'weekly', 44);
    expect(cheapestOption([long, short])).toBe(short);
    expect(cheapestOption([short, long])).toBe(short);
  });
});
