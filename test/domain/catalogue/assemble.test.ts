import { describe, expect, it } from 'vitest';
import {
  assembleCityDetail,
  assembleCitySummaries,
  assembleCitySummariesWith,
  assembleFeaturedProperties,
  assemblePropertyDetail,
  assembleRoomTypeDetail,
  offeredOptions,
} from '../../../src/domain/catalogue/assemble';
import { fixtureSlice } from '../../support/catalogue-fixture';

/** A day before any of the fixture's tenancies starts: every let is sold in full. */
const day = { today: '2026-08-03', rules: {} };

describe('assembling catalogue documents from records', () => {
  it('gives every city its property count, universities and the lowest available price', () => {
    const [manchester, leeds] = assembleCitySummaries(fixtureSlice, day);
    expect(manchester).toMatchObject({
      _id: '00000000-0000-4000-8000-00000000c001',
      id: 'manchester',
      name: 'Manchester',
      display_name: 'Manchester',
      property_count: 2,
      room_starting_price: 199,
      room_starting_price_billing_frequency: 'weekly',
      room_starting_price_currency: 'GBP',
      // £199 a week for 44 weeks: the let the starting price is quoted from, in all.
      room_starting_total: 8756,
      room_starting_total_weeks: 44,
    });
    expect(manchester?.universities.map((u) => u.id)).toEqual([
      'manchester-metropolitan-university',
      'university-of-manchester',
    ]);
    expect(manchester?.media[0]?.formats.small.url).toBe('/media/00000000-0000-4000-8000-00000000a001/small.webp');
    expect(leeds).toMatchObject({ id: 'leeds', property_count: 0, room_starting_price: null, media: [] });
  });

  it("gives the same city summaries from each city's totals as from its every record", () => {
    const totals = new Map(
      fixtureSlice.cities.map((city) => {
        const properties = fixtureSlice.properties.filter((p) => p.cityId === city.id);
        const rooms = fixtureSlice.roomTypes.filter((r) => properties.some((p) => p.id === r.propertyId));
        const options = fixtureSlice.tenancyOptions.filter((o) => rooms.some((r) => r.id === o.roomTypeId));
        return [
          city.id,
          {
            propertyCount: properties.length,
            options: offeredOptions(options, day),
          },
        ];
      }),
    );
    const withoutTheCatalogue = { ...fixtureSlice, properties: [], roomTypes: [], tenancyOptions: [] };
    expect(assembleCitySummariesWith(withoutTheCatalogue, totals)).toEqual(assembleCitySummaries(fixtureSlice, day));
    expect(assembleCitySummariesWith(withoutTheCatalogue, new Map()).map((c) => c.property_count)).toEqual([0, 0]);
  });

  it('lists a city with its properties, each with the nearest university and whether anything is left', () => {
    const city = assembleCityDetail(fixtureSlice, 'manchester', day);
    expect(city?.properties.map((p) => [p.id, p.available, p.room_starting_price])).toEqual([
      ['square-gardens', true, 199],
      ['canal-view', false, 210],
    ]);
    expect(city?.properties[0]?.nearest_university).toMatchObject({
      university_id: 'manchester-metropolitan-university',
      name: 'Manchester Metropolitan University',
    });
    expect(city?.properties[0]?.nearest_university?.distance_km).toBeCloseTo(0.2, 1);
    expect(assembleCityDetail(fixtureSlice, 'atlantis', day)).toBeNull();
  });

  it('builds a property with its distances, gallery and room types in order', () => {
    const property = assemblePropertyDetail(fixtureSlice, 'manchester', 'square-gardens', day);
    expect(property).toMatchObject({
      id: 'square-gardens',
      city_id: 'manchester',
      address: { line1: '12 Grosvenor Square', city: 'Manchester', postcode: 'M1 7HL' },
      floor_levels: ['Ground', '1', '2'],
    });
    expect(property?.media_gallery.map((m) => m.alt)).toEqual([
      'Square Gardens from the street',
      'Square Gardens lounge',
    ]);
    expect(property?.distances.map((d) => d.university_id)).toEqual([
      'manchester-metropolitan-university',
      'university-of-manchester',
    ]);
    expect(property?.room_types.map((r) => [r.id, r.room_starting_price, r.available, r.weeks_offered])).toEqual([
      ['classic-studio', 249, true, [44, 51]],
      ['en-suite', 199, true, [44, 51]],
    ]);
    expect(assemblePropertyDetail(fixtureSlice, 'leeds', 'square-gardens', day)).toBeNull();
  });

  it('gives every priced document the total of the let its starting price is quoted from', () => {
    const property = assemblePropertyDetail(fixtureSlice, 'manchester', 'square-gardens', day);
    const totalOf = (d: { room_starting_total: number | null; room_starting_total_weeks: number | null }) => [
      d.room_starting_total,
      d.room_starting_total_weeks,
    ];
    // The classic studio's cheapest is £249 for 51 weeks, not its £265 for 44 weeks: the total follows the price.
    expect(property?.room_types.map(totalOf)).toEqual([
      [12699, 51],
      [8756, 44],
    ]);
    expect(totalOf(property ?? { room_starting_total: null, room_starting_total_weeks: null })).toEqual([8756, 44]);
    expect(property?.room_kinds.map((k) => [k.kind, ...totalOf(k)])).toEqual([
      ['studio', 12699, 51],
      ['ensuite', 8756, 44],
    ]);
    const room = assembleRoomTypeDetail(fixtureSlice, 'manchester', 'square-gardens', 'classic-studio', day);
    expect(room && totalOf(room)).toEqual([12699, 51]);
  });

  it('builds a room type with its tenancy options in pounds, by year then length', () => {
    const room = assembleRoomTypeDetail(fixtureSlice, 'manchester', 'square-gardens', 'classic-studio', day);
    expect(room).toMatchObject({
      id: 'classic-studio',
      bed_type: 'Double',
      property_name: 'Square Gardens',
      city_name: 'Manchester',
    });
    expect(room?.tenancy_options.map((o) => [o.academic_year, o.weeks, o.price_per_week])).toEqual([
      ['2026/27', 44, 265],
      ['2026/27', 51, 249],
      ['2027/28', 51, 259],
    ]);
    expect(assembleRoomTypeDetail(fixtureSlice, 'manchester', 'canal-view', 'classic-studio', day)).toBeNull();
  });

  it('sums up each kind of room a property has: its lowest weekly price, its starting price and whether any is left', () => {
    const weekly = (price: number, weeks: number) => ({
      room_starting_price: price,
      room_starting_price_billing_frequency: 'weekly',
      room_starting_price_currency: 'GBP',
      room_starting_total: price * weeks,
      room_starting_total_weeks: weeks,
      room_starting_total_days: 0,
      room_starting_total_from: null,
    });
    const city = assembleCityDetail(fixtureSlice, 'manchester', day);
    expect(city?.properties.map((p) => [p.id, p.room_kinds])).toEqual([
      [
        'square-gardens',
        [
          { kind: 'studio', from_price_per_week: 249, available: true, ...weekly(249, 51) },
          { kind: 'ensuite', from_price_per_week: 199, available: true, ...weekly(199, 44) },
        ],
      ],
      ['canal-view', [{ kind: 'studio', from_price_per_week: 210, available: false, ...weekly(210, 51) }]],
    ]);
  });

  it('offers featured properties across cities', () => {
    expect(assembleFeaturedProperties(fixtureSlice, day).map((p) => p.id)).toEqual(['square-gardens']);
  });
});

describe('a let the operator marked sold out', () => {
  it('shows no rooms left and no longer sets a starting price with rooms, whatever rooms_available says', () => {
    const open = assembleRoomTypeDetail(fixtureSlice, 'manchester', 'square-gardens', 'classic-studio', day);
    const firstOpen = open?.tenancy_options.find((o) => o.rooms_available > 0);
    expect(firstOpen).toBeDefined();
    const soldOut = {
      ...fixtureSlice,
      tenancyOptions: fixtureSlice.tenancyOptions.map((o) => (o.id === firstOpen?._id ? { ...o, soldOut: true } : o)),
    };
    const after = assembleRoomTypeDetail(soldOut, 'manchester', 'square-gardens', 'classic-studio', day);
    expect(after?.tenancy_options.find((o) => o._id === firstOpen?._id)?.rooms_available).toBe(0);
    // The other lets are as they were.
    expect(after?.tenancy_options.filter((o) => o._id !== firstOpen?._id)).toEqual(
      open?.tenancy_options.filter((o) => o._id !== firstOpen?._id),
    );
  });
});
