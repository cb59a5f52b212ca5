import fc from 'fast-check';
import type {
  GeoPoint,
  PropertySummary,
  RoomKind,
  RoomKindOffer,
  University,
  UniversityDistance,
} from '../../src/domain/catalogue/catalogue';

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

export function aProperty(id: string, overrides: Partial<PropertySummary> = {}): PropertySummary {
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
    room_kinds: [{ kind: 'ensuite', from_price_per_week: 180, available: true }],
    room_starting_price: 180,
    room_starting_price_billing_frequency: 'weekly',
    room_starting_price_currency: 'GBP',
    ...overrides,
  };
}

export const anOffer: fc.Arbitrary<RoomKindOffer> = fc.record({
  kind: fc.constantFrom(...roomKinds),
  from_price_per_week: fc.option(
    fc.oneof(fc.integer({ min: 100, max: 320 }), fc.constantFrom(179.99, 180, 219.99, 220, 259.99, 260)),
    { nil: null, freq: 8 },
  ),
  available: fc.boolean(),
});

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
        id: fc.stringMatching(/^[a-z]{1,8}$/),
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
