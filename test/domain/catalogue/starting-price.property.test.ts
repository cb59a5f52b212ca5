import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricePerPeriod, startingPrice, startingTenancyTotal } from '../../../src/domain/catalogue/starting-price';

const anOption = fc
  .record({
    price_per_week: fc.integer({ min: 50, max: 60 }),
    rooms_available: fc.integer({ min: 0, max: 30 }),
    billing_frequency: fc.constantFrom('weekly' as const, 'monthly' as const, 'yearly' as const),
    currency: fc.constant('GBP'),
    weeks: fc.constantFrom(40, 44, 51),
  })
  .map((o) => ({ ...o, total: o.price_per_week * o.weeks, days: o.weeks * 7, move_in: null }));

describe('startingPrice properties', () => {
  it('is the price of an option, quoted per its period, and no available option is cheaper a week', () => {
    fc.assert(
      fc.property(fc.array(anOption, { minLength: 1 }), (options) => {
        const result = startingPrice(options);
        const candidates = options.filter(
          (o) =>
            o.billing_frequency === result.room_starting_price_billing_frequency &&
            pricePerPeriod(o.price_per_week, o.billing_frequency) === result.room_starting_price,
        );
        expect(candidates.length).toBeGreaterThan(0);
        const open = options.filter((o) => o.rooms_available > 0);
        if (open.length > 0) expect(candidates.some((o) => o.rooms_available > 0)).toBe(true);
        const weekly = candidates[0]?.price_per_week ?? Number.NaN;
        for (const o of open) expect(o.price_per_week).toBeGreaterThanOrEqual(weekly);
      }),
    );
  });

  it('does not depend on the order of the options, ties included', () => {
    fc.assert(
      fc.property(
        fc
          .array(anOption, { minLength: 1 })
          .chain((os) => fc.tuple(fc.constant(os), fc.shuffledSubarray(os, { minLength: os.length }))),
        ([a, b]) => {
          expect(startingPrice(b)).toEqual(startingPrice(a));
        },
      ),
    );
  });

  it('carries the total startingTenancyTotal gives for the same options: one rule for every price surface', () => {
    fc.assert(
      fc.property(fc.array(anOption), (options) => {
        const result = startingPrice(options);
        const total = startingTenancyTotal(options);
        expect(result.room_starting_total).toBe(total?.total ?? null);
        expect(result.room_starting_total_weeks).toBe(total?.weeks ?? null);
        expect(result.room_starting_price === null).toBe(total === null);
      }),
    );
  });

  // The database lists cities with one option per kind (rooms left or not, frequency, currency, weeks), the
  // cheapest of each (DrizzleCatalogueReader.listCities): that must derive the price all of them do.
  it('is the same from the cheapest option of each kind as from every option', () => {
    const anyOption = fc
      .record({
        price_per_week: fc.integer({ min: 50, max: 60 }),
        rooms_available: fc.integer({ min: 0, max: 3 }),
        billing_frequency: fc.constantFrom('weekly' as const, 'monthly' as const, 'yearly' as const),
        currency: fc.constantFrom('GBP', 'EUR'),
        weeks: fc.constantFrom(44, 51),
      })
      .map((o) => ({ ...o, total: o.price_per_week * o.weeks, days: o.weeks * 7, move_in: null }));
    fc.assert(
      fc.property(fc.array(anyOption), (options) => {
        const cheapestOfEachKind = new Map<string, (typeof options)[number]>();
        for (const o of options) {
          const kind = `${o.rooms_available > 0}|${o.billing_frequency}|${o.currency}|${o.weeks}`;
          const kept = cheapestOfEachKind.get(kind);
          if (!kept || o.price_per_week < kept.price_per_week)
            cheapestOfEachKind.set(kind, { ...o, rooms_available: o.rooms_available > 0 ? 1 : 0 });
        }
        expect(startingPrice([...cheapestOfEachKind.values()])).toEqual(startingPrice(options));
      }),
    );
  });
});
