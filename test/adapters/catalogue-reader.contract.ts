import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenancyOption } from '../../src/domain/catalogue/catalogue';
import { defaultNavigation } from '../../src/domain/catalogue/site-settings';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';

const id = {
  squareGardens: '00000000-0000-4000-8000-00000000e001',
  canalView: '00000000-0000-4000-8000-00000000e002',
  classicStudio: '00000000-0000-4000-8000-00000000f001',
  studio: '00000000-0000-4000-8000-00000000f003',
  unknown: '00000000-0000-4000-8000-0000000fffff',
};

/** The weekly price a room is quoted from, read off its tenancy options: the cheapest with rooms left, else the cheapest. */
function quotedWeekly(options: readonly TenancyOption[]): number | null {
  const open = options.filter((o) => o.rooms_available > 0);
  const prices = (open.length ? open : options).map((o) => o.price_per_week);
  return prices.length ? Math.min(...prices) : null;
}

export interface ReaderUnderTest {
  readonly reader: CatalogueReader;
  readonly close?: () => Promise<void>;
}

/**
 * What every CatalogueReader answers when it holds the fixture catalogue
 * (test/support/catalogue-fixture.ts): the same documents, whatever keeps them.
 */
export function catalogueReaderContract(name: string, make: () => Promise<ReaderUnderTest>) {
  describe(`CatalogueReader contract: ${name}`, () => {
    let subject: ReaderUnderTest;
    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    it('lists the cities in order with counts, universities, hero picture and starting price', async () => {
      const cities = await subject.reader.listCities();
      expect(cities.map((c) => [c.id, c.property_count, c.room_starting_price])).toEqual([
        ['manchester', 2, 199],
        ['leeds', 0, null],
      ]);
      expect(cities[0]).toMatchObject({
        _id: '00000000-0000-4000-8000-00000000c001',
        display_name: 'Manchester',
        room_starting_price_billing_frequency: 'weekly',
        room_starting_price_currency: 'GBP',
        // £199 a week for 44 weeks, in all (the database sends one option per kind and length).
        room_starting_total: 8756,
        room_starting_total_weeks: 44,
      });
      expect(cities[0]?.universities.map((u) => u.short_name)).toEqual(['Man Met', 'UoM']);
      expect(cities[0]?.media[0]?.formats.small).toEqual({
        url: '/media/00000000-0000-4000-8000-00000000a001/small.webp',
        width: 480,
        height: 320,
      });
    });

    it("summarises each city as its own page does (the list need not load every city's rooms)", async () => {
      for (const summary of await subject.reader.listCities()) {
        const city = await subject.reader.getCity(summary.id);
        const { properties, ...detail } = city ?? { properties: [] };
        expect(detail).toEqual(summary);
        expect(summary.property_count).toBe(properties.length);
      }
    });

    it("gives a city's properties with gallery, availability and nearest university", async () => {
      const city = await subject.reader.getCity('manchester');
      expect(city?.properties.map((p) => [p.id, p.available, p.room_starting_price, p.room_type_count])).toEqual([
        ['square-gardens', true, 199, 2],
        ['canal-view', false, 210, 1],
      ]);
      expect(city?.properties[0]?.media_gallery.map((m) => m.alt)).toEqual([
        'Square Gardens from the street',
        'Square Gardens lounge',
      ]);
      expect(city?.properties[0]?.nearest_university?.university_id).toBe('manchester-metropolitan-university');
    });

    it('answers null for an unknown city, property or room type', async () => {
      expect(await subject.reader.getCity('atlantis')).toBeNull();
      expect(await subject.reader.getProperty('manchester', 'no-such-place')).toBeNull();
      expect(await subject.reader.getProperty('leeds', 'square-gardens')).toBeNull();
      expect(await subject.reader.getRoomType('manchester', 'square-gardens', 'no-room')).toBeNull();
      expect(await subject.reader.getRoomType('manchester', 'canal-view', 'classic-studio')).toBeNull();
    });

    it('gives a property with address, distances and room types with their pictures', async () => {
      const property = await subject.reader.getProperty('manchester', 'square-gardens');
      expect(property).toMatchObject({
        _id: '00000000-0000-4000-8000-00000000e001',
        name: 'Square Gardens',
        display_name: 'Square Gardens',
        address: { line1: '12 Grosvenor Square', city: 'Manchester', postcode: 'M1 7HL' },
        amenities: ['Gym', 'Study spaces'],
        floor_levels: ['Ground', '1', '2'],
      });
      expect(property?.distances.map((d) => [d.university_id, d.distance_km])).toEqual([
        ['manchester-metropolitan-university', 0.2],
        ['university-of-manchester', 0.7],
      ]);
      expect(
        property?.room_types.map((r) => [r.id, r.bed_type, r.room_starting_price, r.media_gallery.length]),
      ).toEqual([
        ['classic-studio', 'Double', 249, 1],
        ['en-suite', 'Small double', 199, 0],
      ]);
    });

    it('gives a property by its slug alone, the same as by its city and slug; null for an unknown slug', async () => {
      const bySlug = await subject.reader.getPropertyBySlug('canal-view');
      expect(bySlug).toEqual(await subject.reader.getProperty('manchester', 'canal-view'));
      expect(bySlug).toMatchObject({ _id: id.canalView, id: 'canal-view', city_id: 'manchester' });
      expect(await subject.reader.getPropertyBySlug('no-such-place')).toBeNull();
      expect(await subject.reader.getPropertyBySlug('manchester')).toBeNull();
    });

    it('gives a room type with its tenancy options', async () => {
      const room = await subject.reader.getRoomType('manchester', 'square-gardens', 'en-suite');
      expect(room).toMatchObject({
        id: 'en-suite',
        kind: 'ensuite',
        size_sqm: 13,
        property_name: 'Square Gardens',
        available: true,
      });
      expect(room?.tenancy_options).toEqual([
        {
          _id: '00000000-0000-4000-8000-0000000b0005',
          academic_year: '2026/27',
          weeks: 44,
          start_date: '2026-09-12',
          end_date: '2027-09-03',
          price_per_week: 199,
          billing_frequency: 'weekly',
          currency: 'GBP',
          rooms_available: 3,
          // Asked before the tenancy starts: sold in full.
          sale: { kind: 'full', move_in: '2026-09-12', days: 308, total: 8756 },
        },
        {
          _id: '00000000-0000-4000-8000-0000000b0004',
          academic_year: '2026/27',
          weeks: 51,
          start_date: '2026-09-12',
          end_date: '2027-09-03',
          price_per_week: 189,
          billing_frequency: 'weekly',
          currency: 'GBP',
          rooms_available: 0,
          sale: { kind: 'full', move_in: '2026-09-12', days: 357, total: 9639 },
        },
      ]);
    });

    it('finds properties by id in the order asked, each once, leaving out unknown and malformed ids', async () => {
      const found = await subject.reader.findProperties([
        id.canalView,
        'not-a-uuid',
        id.squareGardens,
        id.canalView,
        id.canalView.toUpperCase(),
        id.unknown,
        "'; drop table properties; --",
      ]);
      expect(found.map((p) => p.id)).toEqual(['canal-view', 'square-gardens']);
      expect(found[0]).toEqual(await subject.reader.getProperty('manchester', 'canal-view'));
      expect(found[1]).toEqual(await subject.reader.getProperty('manchester', 'square-gardens'));
      expect(await subject.reader.findProperties([])).toEqual([]);
      expect(await subject.reader.findProperties(['nope', id.unknown])).toEqual([]);
    });

    it('finds room types by id with their residence, city and distances, as properties are found', async () => {
      const found = await subject.reader.findRoomTypes([
        id.studio,
        id.classicStudio,
        'x',
        id.classicStudio,
        id.unknown,
      ]);
      expect(found.map((r) => [r.id, r.property_id, r.property_name, r.city_name])).toEqual([
        ['studio', 'canal-view', 'Canal View', 'Manchester'],
        ['classic-studio', 'square-gardens', 'Square Gardens', 'Manchester'],
      ]);
      const squareGardens = await subject.reader.getProperty('manchester', 'square-gardens');
      expect(found[1]).toEqual({
        ...squareGardens?.room_types[0],
        property_name: 'Square Gardens',
        city_name: 'Manchester',
        distances: squareGardens?.distances,
      });
      expect(found[0]?.distances).toEqual((await subject.reader.getProperty('manchester', 'canal-view'))?.distances);
      expect(await subject.reader.findRoomTypes([])).toEqual([]);
      expect(await subject.reader.findRoomTypes([id.squareGardens])).toEqual([]);
    });

    it("gives a city's rooms as room-finder candidates, agreeing with the room and property pages", async () => {
      const candidates = await subject.reader.listRoomCandidates('manchester');
      expect(
        candidates.map((c) => [c.id, c.property_id, c.price_per_week, c.weeks_offered, c.available, c.path]),
      ).toEqual([
        ['classic-studio', 'square-gardens', 249, [44, 51], true, '/manchester/square-gardens/classic-studio'],
        // Its 51-week rooms are all let: only 44 weeks can still be booked.
        ['en-suite', 'square-gardens', 199, [44], true, '/manchester/square-gardens/en-suite'],
        ['studio', 'canal-view', 210, [51], false, '/manchester/canal-view/studio'],
      ]);
      for (const candidate of candidates) {
        const room = await subject.reader.getRoomType('manchester', candidate.property_id, candidate.id);
        const property = await subject.reader.getProperty('manchester', candidate.property_id);
        if (!room || !property) throw new Error(`no page for ${candidate.path}`);
        const nearest = property.distances[0];
        expect(candidate).toEqual({
          id: room.id,
          _id: room._id,
          name: room.display_name,
          city_id: 'manchester',
          kind: room.kind,
          price_per_week: quotedWeekly(room.tenancy_options),
          // Only the lengths still bookable, unless the room is sold out altogether.
          weeks_offered: [
            ...new Set(
              (room.tenancy_options.some((o) => o.rooms_available > 0)
                ? room.tenancy_options.filter((o) => o.rooms_available > 0)
                : room.tenancy_options
              ).map((o) => o.weeks),
            ),
          ].sort((a, b) => a - b),
          available: room.tenancy_options.some((o) => o.rooms_available > 0),
          nearest: nearest ? { short_name: nearest.short_name, walk_minutes: nearest.walk_minutes } : null,
          property_id: property.id,
          property_name: property.name,
          path: candidate.path,
          image: room.media_gallery[0] ?? null,
          bed_type: room.bed_type,
          size_sqm: room.size_sqm,
          currency: 'GBP',
          billing_frequency: 'weekly',
          // The same total as the room page's first price.
          room_starting_total: room.room_starting_total,
          room_starting_total_weeks: room.room_starting_total_weeks,
          room_starting_total_days: room.room_starting_total_days,
          room_starting_total_from: room.room_starting_total_from,
        });
        expect(candidate.room_starting_total).toBe(room.room_starting_total);
      }
      expect(candidates[0]?.image?.alt).toBe('A studio with a double bed');
      expect(candidates[0]?.nearest).toEqual({ short_name: 'Man Met', walk_minutes: expect.any(Number) });
    });

    it('has no room-finder candidates in a city without rooms or an unknown city', async () => {
      expect(await subject.reader.listRoomCandidates('leeds')).toEqual([]);
      expect(await subject.reader.listRoomCandidates('atlantis')).toEqual([]);
    });

    it("lists every residence for the forms' lists: by city in the site's order, then by name", async () => {
      expect(await subject.reader.listPropertyOptions()).toEqual([
        { id: 'canal-view', name: 'Canal View', city_id: 'manchester', city_name: 'Manchester' },
        { id: 'square-gardens', name: 'Square Gardens', city_id: 'manchester', city_name: 'Manchester' },
      ]);
    });

    it('lists featured properties and the site settings', async () => {
      expect((await subject.reader.listFeaturedProperties()).map((p) => p.id)).toEqual(['square-gardens']);
      expect(await subject.reader.getSiteSettings()).toEqual({
        brand_name: 'Test Living',
        tagline: 'Homes for students',
        support_email: 'hello@test.example',
        phone: '+44 161 496 0000',
        whatsapp: '+44 7700 900000',
        show_level: false,
        // The fixture sets no navigation, so the site's defaults apply.
        header_nav: defaultNavigation.header,
        footer_nav: defaultNavigation.footer,
        social_links: [],
      });
    });
  });
}
