import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestOption, startingTenancyTotal } from '../../../src/domain/catalogue/starting-price';
import { tenancyTotal } from '../../../src/domain/pricing/tenancy-total';

describe('tenancyTotal', () => {
  it('is the weekly price times the weeks, to the penny', () => {
    expect(tenancyTotal({ price_per_week: 249, weeks: 51 })).toBe(12699);
    expect(tenancyTotal({ price_per_week: 189.99, weeks: 44 })).toBe(8359.56);
  });

  it('never loses a penny to floating point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), fc.integer({ min: 1, max: 52 }), (pence, weeks) => {
        expect(Math.round(tenancyTotal({ price_per_week: pence / 100, weeks }) * 100)).toBe(pence * weeks);
        expect(tenancyTotal({ price_per_week: pence / 100, weeks }).toFixed(2)).toBe(
          ((pence * weeks) / 100).toFixed(2),
        );
      }),
    );
  });
});

describe('startingTenancyTotal: the total beside a starting price', () => {
  const option = (price_per_week: number, weeks: number, rooms_available = 1) => ({
    price_per_week,
    weeks,
    rooms_available,
    billing_frequency: 'weekly' as const,
    currency: 'GBP',
  });

  it('is the whole tenancy of the option the starting price is quoted from', () => {
    expect(startingTenancyTotal([option(249, 51), option(235, 44), option(199, 51, 0)])).toEqual({
      total: 10340,
      weeks: 44,
      currency: 'GBP',
    });
    expect(startingTenancyTotal([])).toBeNull();
  });

  it('always belongs to the cheapest option, for any options', () => {
    const options = fc.array(
      fc.record({
        price_per_week: fc.integer({ min: 1, max: 100_000 }).map((p) => p / 100),
        weeks: fc.integer({ min: 1, max: 52 }),
        rooms_available: fc.integer({ min: 0, max: 3 }),
        billing_frequency: fc.constantFrom('weekly' as const, 'monthly' as const),
        currency: fc.constant('GBP'),
      }),
      { minLength: 1, maxLength: 6 },
    );
    fc.assert(
      fc.property(options, (all) => {
        const best = cheapestOption(all);
        expect(startingTenancyTotal(all)).toEqual({
          total: best && tenancyTotal(best),
          weeks: best?.weeks,
          currency: 'GBP',
        });
      }),
    );
  });
});
