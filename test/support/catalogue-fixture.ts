import type { MediaFormatName } from '../../src/domain/catalogue/catalogue';
import type {
  CatalogueSlice,
  MediaRecord,
  SiteSettingsRecord,
  TenancyOptionRecord,
} from '../../src/domain/catalogue/catalogue-records';

/** A small, hand-written catalogue every adapter is loaded with in the contract suites. */

const formats = (id: string) =>
  Object.fromEntries(
    (
      [
        ['thumbnail', 240, 160],
        ['small', 480, 320],
        ['medium', 960, 640],
        ['large', 1600, 1067],
      ] as const
    ).map(([name, width, height]) => [name, { url: `/media/${id}/${name}.webp`, width, height }]),
  ) as Record<MediaFormatName, { url: string; width: number; height: number }>;

/** A picture record with the four formats of a picture kept before AVIF and the later formats (ADR 045, ADR 066). */
export const media = (id: string, alt: string): MediaRecord => ({ id, alt, formats: formats(id) });

const option = (
  id: string,
  roomTypeId: string,
  pricePerWeekPence: number,
  roomsAvailable: number,
  weeks = 51,
  academicYear = '2026/27',
): TenancyOptionRecord => ({
  id,
  roomTypeId,
  academicYear,
  weeks,
  startDate: academicYear === '2026/27' ? '2026-09-12' : '2027-09-11',
  endDate: academicYear === '2026/27' ? '2027-09-03' : '2028-09-01',
  pricePerWeekPence,
  billingFrequency: 'weekly',
  currency: 'GBP',
  roomsAvailable,
});

export const fixtureSettings: SiteSettingsRecord = {
  brandName: 'Test Living',
  tagline: 'Homes for students',
  supportEmail: 'hello@test.example',
  phone: '+44 161 496 0000',
  whatsapp: '+44 7700 900000',
  showLevel: false,
};

export const fixtureSlice: CatalogueSlice = {
  media: [
    media('00000000-0000-4000-8000-00000000a001', 'Manchester at dusk'),
    media('00000000-0000-4000-8000-00000000a002', 'Square Gardens from the street'),
    media('00000000-0000-4000-8000-00000000a003', 'Square Gardens lounge'),
    media('00000000-0000-4000-8000-00000000a004', 'A studio with a double bed'),
    media('00000000-0000-4000-8000-00000000a005', 'Canal View from the towpath'),
  ],
  cities: [
    {
      id: '00000000-0000-4000-8000-00000000c001',
      slug: 'manchester',
      name: 'Manchester',
      region: 'North West England',
      intro: 'A big student city.',
      lat: 53.4808,
      lng: -2.2426,
      heroMediaId: '00000000-0000-4000-8000-00000000a001',
      sort: 1,
    },
    {
      id: '00000000-0000-4000-8000-00000000c002',
      slug: 'leeds',
      name: 'Leeds',
      region: 'Yorkshire',
      intro: 'A friendly student city.',
      lat: 53.8008,
      lng: -1.5491,
      heroMediaId: null,
      sort: 2,
    },
  ],
  universities: [
    {
      id: '00000000-0000-4000-8000-00000000d001',
      slug: 'university-of-manchester',
      cityId: '00000000-0000-4000-8000-00000000c001',
      name: 'The University of Manchester',
      shortName: 'UoM',
      lat: 53.4668,
      lng: -2.2339,
      website: 'https://www.manchester.ac.uk',
    },
    {
      id: '00000000-0000-4000-8000-00000000d002',
      slug: 'manchester-metropolitan-university',
      cityId: '00000000-0000-4000-8000-00000000c001',
      name: 'Manchester Metropolitan University',
      shortName: 'Man Met',
      lat: 53.471,
      lng: -2.2399,
      website: 'https://www.mmu.ac.uk',
    },
  ],
  properties: [
    {
      id: '00000000-0000-4000-8000-00000000e001',
      slug: 'square-gardens',
      cityId: '00000000-0000-4000-8000-00000000c001',
      name: 'Square Gardens',
      tagline: 'Garden-square living',
      description: 'A calm building.\n\nClose to everything.',
      addressLine1: '12 Grosvenor Square',
      postcode: 'M1 7HL',
      lat: 53.4722,
      lng: -2.2378,
      amenities: ['Gym', 'Study spaces'],
      floorLevels: ['Ground', '1', '2'],
      featured: true,
      sort: 1,
      mediaIds: ['00000000-0000-4000-8000-00000000a002', '00000000-0000-4000-8000-00000000a003'],
    },
    {
      id: '00000000-0000-4000-8000-00000000e002',
      slug: 'canal-view',
      cityId: '00000000-0000-4000-8000-00000000c001',
      name: 'Canal View',
      tagline: 'By the water',
      description: 'Next to the canal.',
      addressLine1: '3 Canal Street',
      postcode: 'M1 3HE',
      lat: 53.4775,
      lng: -2.2353,
      amenities: ['Bike storage'],
      floorLevels: ['1'],
      featured: false,
      sort: 2,
      mediaIds: ['00000000-0000-4000-8000-00000000a005'],
    },
  ],
  roomTypes: [
    {
      id: '00000000-0000-4000-8000-00000000f001',
      slug: 'classic-studio',
      propertyId: '00000000-0000-4000-8000-00000000e001',
      name: 'Classic Studio',
      kind: 'studio',
      bedType: 'Double',
      sizeSqm: 21,
      description: 'Your own kitchenette.',
      features: ['Private kitchenette', 'Study desk'],
      floorLevels: ['1', '2'],
      sort: 1,
      mediaIds: ['00000000-0000-4000-8000-00000000a004'],
    },
    {
      id: '00000000-0000-4000-8000-00000000f002',
      slug: 'en-suite',
      propertyId: '00000000-0000-4000-8000-00000000e001',
      name: 'En-suite',
      kind: 'ensuite',
      bedType: 'Small double',
      sizeSqm: 13,
      description: 'A shared kitchen.',
      features: ['En-suite shower room'],
      floorLevels: ['Ground'],
      sort: 2,
      mediaIds: [],
    },
    {
      id: '00000000-0000-4000-8000-00000000f003',
      slug: 'studio',
      propertyId: '00000000-0000-4000-8000-00000000e002',
      name: 'Studio',
      kind: 'studio',
      bedType: 'Double',
      sizeSqm: 19,
      description: 'Sold out this year.',
      features: [],
      floorLevels: ['1'],
      sort: 1,
      mediaIds: [],
    },
  ],
  tenancyOptions: [
    option('00000000-0000-4000-8000-0000000b0001', '00000000-0000-4000-8000-00000000f001', 24900, 4),
    option('00000000-0000-4000-8000-0000000b0002', '00000000-0000-4000-8000-00000000f001', 26500, 2, 44),
    option('00000000-0000-4000-8000-0000000b0003', '00000000-0000-4000-8000-00000000f001', 25900, 6, 51, '2027/28'),
    option('00000000-0000-4000-8000-0000000b0004', '00000000-0000-4000-8000-00000000f002', 18900, 0),
    option('00000000-0000-4000-8000-0000000b0005', '00000000-0000-4000-8000-00000000f002', 19900, 3, 44),
    option('00000000-0000-4000-8000-0000000b0006', '00000000-0000-4000-8000-00000000f003', 21000, 0),
  ],
};
