import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PropertySummary } from '../../../src/domain/catalogue/catalogue';
import {
  applyPropertyFilter,
  bandOf,
  filteredStartingPrice,
  NO_FILTER,
  PRICE_BANDS,
  PROPERTY_SORTS,
  type PropertyFilter,
  parsePropertyFilter,
  serialisePropertyFilter,
} from '../../../src/domain/catalogue/property-filter';
import { ROOM_KINDS } from '../../../src/domain/catalogue/room-kinds';
import { weeklyAmount } from '../../../src/domain/pricing/weekly-price';
import { someProperties, someUniversities } from '../../support/property-arbitraries';

const aFilter: fc.Arbitrary<PropertyFilter> = fc.record({
  university: fc.option(fc.constantFrom('uom', 'mmu', 'rncm', 'salford', 'oxford'), { nil: null }),
  price: fc.option(fc.constantFrom(...PRICE_BANDS.map((b) => b.id)), { nil: null }),
  room: fc.option(fc.constantFrom(...ROOM_KINDS), { nil: null }),
  available: fc.boolean(),
  sort: fc.constantFrom(...PROPERTY_SORTS),
});

/** Query strings as visitors and links make them: known names with any values, and noise. */
const aQuery = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc
    .array(
      fc.tuple(
        fc.constantFrom('university', 'price', 'room', 'available', 'sort', 'utm_source', ''),
        fc.oneof(
          fc.string(),
          fc.constantFrom('uom', '180-220', 'studio', 'true', '1', 'price', 'distance', '%', '%E0%A4%A', 'Not Slug'),
        ),
      ),
      { maxLength: 8 },
    )
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
);

const isValid = (f: PropertyFilter) =>
  (f.university === null || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(f.university)) &&
  (f.price === null || PRICE_BANDS.some((b) => b.id === f.price)) &&
  (f.room === null || ROOM_KINDS.includes(f.room)) &&
  typeof f.available === 'boolean' &&
  PROPERTY_SORTS.includes(f.sort);

describe('property filter: the query string', () => {
  it('never throws, and always gives a filter of known values', () => {
    fc.assert(
      fc.property(aQuery, (query) => {
        expect(isValid(parsePropertyFilter(query))).toBe(true);
      }),
    );
  });

  it('round-trips: a filter written and read back is the same filter', () => {
    fc.assert(
      fc.property(aFilter, (filter) => {
        expect(parsePropertyFilter(serialisePropertyFilter(filter))).toEqual(filter);
        expect(parsePropertyFilter(`?${serialisePropertyFilter(filter)}`)).toEqual(filter);
      }),
    );
  });

  it('is canonical: any query, read and written, then reads and writes to the same string', () => {
    fc.assert(
      fc.property(aQuery, (query) => {
        const once = serialisePropertyFilter(parsePropertyFilter(query));
        expect(serialisePropertyFilter(parsePropertyFilter(once))).toBe(once);
      }),
    );
  });

  it('writes different filters as different strings', () => {
    fc.assert(
      fc.property(aFilter, aFilter, (a, b) => {
        fc.pre(JSON.stringify(a) !== JSON.stringify(b));
        expect(serialisePropertyFilter(a)).not.toBe(serialisePropertyFilter(b));
      }),
    );
  });
});

describe('property filter: price bands', () => {
  it('puts every weekly price in exactly one band', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10_000, noNaN: true }), (price) => {
        const containing = PRICE_BANDS.filter(
          (b) => (b.min === null || price >= b.min) && (b.max === null || price < b.max),
        );
        expect(containing.map((b) => b.id)).toEqual([bandOf(price)]);
      }),
    );
  });
});

describe('property filter: applying it', () => {
  const scene = someUniversities.chain((universities) =>
    fc.tuple(fc.constant(universities), someProperties(universities), aFilter),
  );

  const matches = (p: PropertySummary, f: PropertyFilter) =>
    p.room_kinds.some(
      (o) =>
        (f.room === null || o.kind === f.room) &&
        (f.price === null || (o.from_price_per_week !== null && bandOf(o.from_price_per_week) === f.price)) &&
        (!f.available || o.available),
    );
  const narrowing = (f: PropertyFilter) => f.room !== null || f.price !== null || f.available;

  it('keeps exactly the residences that have a room meeting every criterion, each once', () => {
    fc.assert(
      fc.property(scene, ([universities, properties, filter]) => {
        const result = applyPropertyFilter(properties, filter, universities);
        const expected = properties.filter((p) => !narrowing(filter) || matches(p, filter));
        expect(new Set(result.map((p) => p.id))).toEqual(new Set(expected.map((p) => p.id)));
        expect(result).toHaveLength(expected.length);
      }),
    );
  });

  it('keeps the catalogue order when no sort is chosen', () => {
    fc.assert(
      fc.property(scene, ([universities, properties, filter]) => {
        const result = applyPropertyFilter(properties, { ...filter, sort: 'recommended' }, universities);
        const order = properties.map((p) => p.id).filter((id) => result.some((r) => r.id === id));
        expect(result.map((p) => p.id)).toEqual(order);
      }),
    );
  });

  const weeklyOf = (p: PropertySummary, f: PropertyFilter) => {
    const price = filteredStartingPrice(p, f);
    return weeklyAmount(price.room_starting_price, price.room_starting_price_billing_frequency);
  };

  it('prices an unfiltered residence by its own starting price', () => {
    fc.assert(
      fc.property(scene, ([, properties, filter]) => {
        const f = { ...filter, room: null, price: null, available: false };
        for (const p of properties)
          expect(filteredStartingPrice(p, f)).toEqual({
            room_starting_price: p.room_starting_price,
            room_starting_price_billing_frequency: p.room_starting_price_billing_frequency,
            room_starting_price_currency: p.room_starting_price_currency,
            room_starting_total: p.room_starting_total,
            room_starting_total_weeks: p.room_starting_total_weeks,
            room_starting_total_days: p.room_starting_total_days,
            room_starting_total_from: p.room_starting_total_from,
          });
      }),
    );
  });

  it('prices a filtered residence by the cheapest kind of room that matches, rooms still to let first', () => {
    fc.assert(
      fc.property(scene, ([universities, properties, filter]) => {
        fc.pre(narrowing(filter));
        for (const p of applyPropertyFilter(properties, filter, universities)) {
          const price = filteredStartingPrice(p, filter);
          const matching = p.room_kinds.filter((o) => matches({ ...p, room_kinds: [o] }, filter));
          const priced = matching.filter((o) => o.from_price_per_week !== null);
          if (priced.length === 0) {
            expect(price.room_starting_price).toBeNull();
            continue;
          }
          // The price shown is one of a matching kind of room, quoted as that kind's starting price,
          // with that kind's total beside it (never another kind's) ...
          const shown = priced.find(
            (o) =>
              o.room_starting_price === price.room_starting_price &&
              o.room_starting_price_billing_frequency === price.room_starting_price_billing_frequency &&
              o.room_starting_total === price.room_starting_total &&
              o.room_starting_total_weeks === price.room_starting_total_weeks &&
              o.room_starting_total_days === price.room_starting_total_days &&
              o.room_starting_total_from === price.room_starting_total_from,
          );
          expect(shown).toBeDefined();
          // ... and no matching kind of room (with rooms left, when any has) starts lower.
          const open = priced.filter((o) => o.available);
          const pool = open.length > 0 ? open : priced;
          expect(shown?.from_price_per_week).toBe(Math.min(...pool.map((o) => o.from_price_per_week ?? 0)));
          expect(weeklyOf(p, filter)).toBe(shown?.from_price_per_week);
        }
      }),
    );
  });

  it('sorts by price cheapest first by the weekly price each card shows, residences without one last', () => {
    fc.assert(
      fc.property(scene, ([universities, properties, filter]) => {
        const f = { ...filter, sort: 'price' as const };
        const prices = applyPropertyFilter(properties, f, universities).map(
          (p) => weeklyOf(p, f) ?? Number.POSITIVE_INFINITY,
        );
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }),
    );
  });

  it('sorts by distance nearest first, residences of unknown distance last', () => {
    fc.assert(
      fc.property(scene, ([universities, properties, filter]) => {
        const f = { ...filter, sort: 'distance' as const, university: null };
        const minutes = applyPropertyFilter(properties, f, universities).map(
          (p) => p.nearest_university?.walk_minutes ?? Number.POSITIVE_INFINITY,
        );
        expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      }),
    );
  });

  it('changes nothing with no filter', () => {
    fc.assert(
      fc.property(scene, ([universities, properties]) => {
        expect(applyPropertyFilter(properties, NO_FILTER, universities)).toEqual(properties);
      }),
    );
  });
});
