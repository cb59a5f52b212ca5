import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultNavigation } from '../../src/domain/catalogue/site-settings';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';

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
      });
      expect(cities[0]?.universities.map((u) => u.short_name)).toEqual(['Man Met', 'UoM']);
      expect(cities[0]?.media[0]?.formats.small).toEqual({
        url: '/media/00000000-0000-4000-8000-00000000a001/small.webp',
        width: 480,
        height: 320,
      });
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
        },
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
      });
    });
  });
}
