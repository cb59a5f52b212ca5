import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../src/domain/content/content';
import { currentOffers, isOfferCurrent, offerAppliesTo, offersFor } from '../../../src/domain/content/offer-rules';

const offer = (slug: string, starts_at: string, ends_at: string, where: Partial<Offer> = {}): Offer => ({
  _id: slug,
  slug,
  title: slug,
  summary: '',
  terms: '',
  code: slug.toUpperCase(),
  starts_at,
  ends_at,
  city_id: null,
  city_name: null,
  property_id: null,
  property_name: null,
  ...where,
});

describe('isOfferCurrent', () => {
  const o = offer('o', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z');

  it('runs from starts_at inclusive to ends_at exclusive', () => {
    expect(isOfferCurrent(o, Date.parse('2026-10-31T23:59:59.999Z'))).toBe(false);
    expect(isOfferCurrent(o, Date.parse('2026-11-01T00:00:00.000Z'))).toBe(true);
    expect(isOfferCurrent(o, Date.parse('2026-11-30T23:59:59.999Z'))).toBe(true);
    expect(isOfferCurrent(o, Date.parse('2026-12-01T00:00:00.000Z'))).toBe(false);
  });
});

describe('currentOffers', () => {
  it('keeps current offers, ending soonest first', () => {
    const now = Date.parse('2026-11-21T00:00:00.000Z');
    const offers = [
      offer('long', '2026-09-01T00:00:00.000Z', '2027-08-31T00:00:00.000Z'),
      offer('past', '2026-07-01T00:00:00.000Z', '2026-08-31T00:00:00.000Z'),
      offer('soon', '2026-11-01T00:00:00.000Z', '2026-12-31T00:00:00.000Z'),
      offer('future', '2027-01-04T00:00:00.000Z', '2027-03-31T00:00:00.000Z'),
      offer('also-soon-later-start', '2026-11-10T00:00:00.000Z', '2026-12-31T00:00:00.000Z'),
    ];
    expect(currentOffers(offers, now).map((o) => o.slug)).toEqual(['soon', 'also-soon-later-start', 'long']);
  });

  it('gives exactly the current ones, each ending no later than the next', () => {
    const ms = fc.integer({ min: 0, max: 1000 });
    const arbitrary = fc.array(
      fc.tuple(fc.uuid(), ms, ms).map(([id, a, b]) => offer(id, new Date(a).toISOString(), new Date(b).toISOString())),
    );
    fc.assert(
      fc.property(arbitrary, ms, (offers, now) => {
        const current = currentOffers(offers, now);
        expect(current.length).toBe(offers.filter((o) => isOfferCurrent(o, now)).length);
        for (const o of current) expect(Date.parse(o.starts_at) <= now && now < Date.parse(o.ends_at)).toBe(true);
        for (let i = 1; i < current.length; i++)
          expect(Date.parse(current[i - 1]?.ends_at ?? '')).toBeLessThanOrEqual(Date.parse(current[i]?.ends_at ?? ''));
      }),
    );
  });
});

describe('offersFor', () => {
  const at = ['2026-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'] as const;
  const siteWide = offer('site-wide', ...at);
  const manchester = offer('manchester', ...at, { city_id: 'manchester', city_name: 'Manchester' });
  const leeds = offer('leeds', ...at, { city_id: 'leeds', city_name: 'Leeds' });
  const squareGardens = offer('square-gardens', ...at, {
    city_id: 'manchester',
    city_name: 'Manchester',
    property_id: 'square-gardens',
    property_name: 'Square Gardens',
  });
  const anyCitySquare = offer('any-city-square', ...at, { property_id: 'square-gardens' });
  const all = [siteWide, manchester, leeds, squareGardens, anyCitySquare];

  it("gives a property the site-wide offers, its city's and its own", () => {
    expect(offersFor(all, { cityId: 'manchester', propertyId: 'square-gardens' }).map((o) => o.slug)).toEqual([
      'site-wide',
      'manchester',
      'square-gardens',
      'any-city-square',
    ]);
    expect(offersFor(all, { cityId: 'manchester', propertyId: 'canal-view' }).map((o) => o.slug)).toEqual([
      'site-wide',
      'manchester',
    ]);
  });

  it("gives a city the site-wide offers and its own, not its properties'", () => {
    expect(offersFor(all, { cityId: 'leeds' }).map((o) => o.slug)).toEqual(['site-wide', 'leeds']);
    expect(offersFor(all, { cityId: 'manchester' }).map((o) => o.slug)).toEqual(['site-wide', 'manchester']);
  });

  it('does not apply a property offer to a property of the same name in another city', () => {
    expect(offerAppliesTo(squareGardens, { cityId: 'leeds', propertyId: 'square-gardens' })).toBe(false);
  });
});
