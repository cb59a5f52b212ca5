import { describe, expect, it } from 'vitest';
import { cheapestOption, startingPrice } from '../../../src/domain/catalogue/starting-price';

const option = (price: number, rooms: number, frequency: 'weekly' | 'monthly' | 'yearly' = 'weekly') => ({
  price_per_week: price,
  rooms_available: rooms,
  billing_frequency: frequency,
  currency: 'GBP',
});

describe('startingPrice', () => {
  it('is the lowest price among options that still have rooms', () => {
    expect(startingPrice([option(210, 3), option(189, 0), option(199, 5)])).toEqual({
      room_starting_price: 199,
      room_starting_price_billing_frequency: 'weekly',
      room_starting_price_currency: 'GBP',
    });
  });

  it('falls back to the lowest price overall when everything is sold out', () => {
    expect(startingPrice([option(210, 0), option(189, 0)]).room_starting_price).toBe(189);
  });

  it('quotes the chosen option per its billing period: a month is 52/12 weeks', () => {
    expect(startingPrice([option(275, 2, 'monthly'), option(280, 2)])).toEqual({
      room_starting_price: 1191.67,
      room_starting_price_billing_frequency: 'monthly',
      room_starting_price_currency: 'GBP',
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
    });
  });
});

describe('cheapestOption', () => {
  it('is the option a starting price is quoted from, or none', () => {
    expect(cheapestOption([option(210, 3), option(189, 0), option(199, 5)])?.price_per_week).toBe(199);
    expect(cheapestOption([option(210, 0), option(189, 0)])?.price_per_week).toBe(189);
    expect(cheapestOption([option(300, 2, 'monthly'), option(290, 2)])?.billing_frequency).toBe('weekly');
    expect(cheapestOption([])).toBeUndefined();
  });
});
