import fc from 'fast-check';
import type {
  BillingFrequency,
  GeoPoint,
  PropertySummary,
  RoomKind,
  RoomKindOffer,
  StartingPrice,
  University,
  UniversityDistance,
} from '../../src/domain/catalogue/catalogue';
import { pricePerPeriod, startingTenancyTotal } from '../../src/domain/catalogue/starting-price';

/** Builders for property summaries and universities: a plain builder and fast-check arbitraries. */

export const roomKinds: readonly RoomKind[] = [
  'studio',
  'ensuite',
  'twodio',
  'accessible',
  'shared-flat',
  'premium-studio',
];

export function aUniversity(id: string, geo: GeoPoint = { lat: 53.47, lng: -2.23 }): University {
  return {
    _id: `u-${id}`,
    id,
    name: `University ${id}`,
    short_name: id.toUpperCase(),
    city_id: 'manchester',
    geo,
    website: `https://${id}.example`,
  };
}

export function aDistance(university: University, walkMinutes: number): UniversityDistance {
  return {
    university_id: university.id,
    name: university.name,
    short_name: university.short_name,
    distance_km: walkMinutes / 15,
    walk_minutes: walkMinutes,
  };
}

/** A residence whose own starting price follows from its kinds of room unless `overrides` says otherwise. */
export function aProperty(id: string, overrides: Partial<PropertySummary> = {}): PropertySummary {
  const roomKinds = overrides.room_kinds ?? [anOfferOf('ensuite', 180, true)];
  return {
    _id: `p-${id}`,
    id,
    city_id: 'manchester',
    city_name: 'Manchester',
    name: id,
    display_name: id,
    tagline: '',
    media_gallery: [],
    amenities: [],
    featured: false,
    available: true,
    room_type_count: 1,
    nearest_university: null,
    room_kinds: roomKinds,
    ...ownStartingPrice(roomKinds),
    ...overrides,
  };
}

/** A kind of room whose starting price is quoted from its weekly price, billed as asked. */
export function anOfferOf(
  kind: RoomKind,
  fromPricePerWeek: number | null,
  available: boolean,
  billing: BillingFrequency = 'weekly',
  weeks = 51,
): RoomKindOffer {
  const total =
    fromPricePerWeek === null
      ? null
      : startingTenancyTotal([
          {
            price_per_week: fromPricePerWeek,
            rooms_available: 1,
            billing_frequency: billing,
            currency: 'GBP',
            weeks,
            total: (Math.round(fromPricePerWeek * 100) * weeks) / 100,
            days: weeks * 7,
            move_in: null,
          },
        ]);
  return {
    kind,
    from_price_per_week: fromPricePerWeek,
    available,
    room_starting_price: fromPricePerWeek === null ? null : pricePerPeriod(fromPricePerWeek, billing),
    room_starting_price_billing_frequency: fromPricePerWeek === null ? null : billing,
    room_starting_price_currency: fromPricePerWeek === null ? null : 'GBP',
    room_starting_total: total?.total ?? null,
    room_starting_total_weeks: total?.weeks ?? null,
    room_starting_total_days: total?.days ?? null,
    room_starting_total_from: total?.from ?? null,
  };
}

export const anOffer: fc.Arbitrary<RoomKindOffer> = fc
  .record({
    kind: fc.constantFrom(...roomKinds),
    from_price_per_week: fc.option(
      fc.oneof(fc.integer({ min: 100, max: 320 }), fc.constantFrom(179.99, 180, 219.99, 220, 259.99, 260)),
      { nil: null, freq: 8 },
    ),
    available: fc.boolean(),
    billing: fc.constantFrom<BillingFrequency>('weekly', 'monthly', 'yearly'),
    weeks: fc.constantFrom(44, 51),
  })
  .map((o) => anOfferOf(o.kind, o.from_price_per_week, o.available, o.billing, o.weeks));

/** A residence's own starting price as the catalogue derives it: its cheapest kind, kinds with rooms left first. */
function ownStartingPrice(offers: readonly RoomKindOffer[]): StartingPrice {
  const priced = offers.filter((o) => o.from_price_per_week !== null);
  const open = priced.filter((o) => o.available);
  const pool = open.length > 0 ? open : priced;
  const best = [...pool].sort((a, b) => (a.from_price_per_week ?? 0) - (b.from_price_per_week ?? 0))[0];
  return {
    room_starting_price: best?.room_starting_price ?? null,
    room_starting_price_billing_frequency: best?.room_starting_price_billing_frequency ?? null,
    room_starting_price_currency: best?.room_starting_price_currency ?? null,
    room_starting_total: best?.room_starting_total ?? null,
    room_starting_total_weeks: best?.room_starting_total_weeks ?? null,
    room_starting_total_days: best?.room_starting_total_days ?? null,
    room_starting_total_from: best?.room_starting_total_from ?? null,
  };
}

/** Universities with distinct slugs, placed around Manchester. */
export const someUniversities: fc.Arbitrary<University[]> = fc
  .uniqueArray(fc.constantFrom('uom', 'mmu', 'rncm', 'salford'), { minLength: 0, maxLength: 4 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .record({
            lat: fc.double({ min: 53.4, max: 53.55, noNaN: true }),
            lng: fc.double({ min: -2.35, max: -2.15, noNaN: true }),
          })
          .map((geo) => aUniversity(id, geo)),
      ),
    ),
  );

/** Built once: fast-check works out a string arbitrary's special cases when it is made, which costs ~40 ms. */
const aPropertyId = fc.stringMatching(/^[a-z]{1,8}$/);

/** Properties with distinct ids, each with some kinds of room and maybe a nearest university among `universities`. */
export function someProperties(universities: readonly University[]): fc.Arbitrary<PropertySummary[]> {
  const nearest =
    universities.length === 0
      ? fc.constant(null)
      : fc.option(
          fc.tuple(fc.constantFrom(...universities), fc.integer({ min: 1, max: 60 })).map(([u, m]) => aDistance(u, m)),
          { nil: null },
        );
  return fc
    .uniqueArray(
      fc.record({
        id: aPropertyId,
        room_kinds: fc.uniqueArray(anOffer, { selector: (o) => o.kind, maxLength: 4 }),
        nearest_university: nearest,
      }),
      { selector: (p) => p.id, maxLength: 12 },
    )
    .map((rows) =>
      rows.map((row) =>
        aProperty(row.id, {
          room_kinds: row.room_kinds,
          nearest_university: row.nearest_university,
          available: row.room_kinds.some((o) => o.available),
        }),
      ),
    );
}
