import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startingPrice } from '../../../src/domain/catalogue/starting-price';

const anOption = fc.record({
  price_per_week: fc.integer({ min: 50, max: 1000 }),
  rooms_available: fc.integer({ min: 0, max: 30 }),
  billing_frequency: fc.constantFrom('weekly' as const, 'monthly' as const, 'yearly' as const),
  currency: fc.constant('GBP'),
});

describe('startingPrice properties', () => {
  it('is a price some option offers, and no available option is cheaper', () => {
    fc.assert(
      fc.property(fc.array(anOption, { minLength: 1 }), (options) => {
        const { room_starting_price: price } = startingPrice(options);
        expect(options.map((o) => o.price_per_week)).toContain(price);
        const open = options.filter((o) => o.rooms_available > 0);
        for (const o of open) expect(o.price_per_week).toBeGreaterThanOrEqual(price ?? Number.NaN);
        if (open.length > 0) expect(open.map((o) => o.price_per_week)).toContain(price);
      }),
    );
  });

  it('does not depend on the order of the options', () => {
    fc.assert(
      fc.property(
        fc
          .array(anOption, { minLength: 1 })
          .chain((os) => fc.tuple(fc.constant(os), fc.shuffledSubarray(os, { minLength: os.length }))),
        ([a, b]) => {
          expect(startingPrice(b).room_starting_price).toBe(startingPrice(a).room_starting_price);
        },
      ),
    );
  });
});
