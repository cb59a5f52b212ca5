/**
 * Demo catalogue for the fictional operator "Ember & Oak Student Living": seven real UK
 * cities with their real universities, and fifteen made-up properties near them.
 *
 * The small helpers below only exist to keep the data readable (tenancy dates and prices
 * are derived, image seeds follow one pattern); what is exported is plain `SeedCity` data.
 */
import type { ImageSpec, SeedCity, SeedProperty, SeedRoomType, SeedTenancyOption, SeedUniversity } from './seed-types';

type Palette = readonly [string, string, string];
type AcademicYear = '2026/27' | '2027/28';
type Weeks = 41 | 44 | 51;
/** One bookable tenancy: [academic year, length in weeks, rooms still available]. */
type Let = readonly [AcademicYear, Weeks, number];

/** Saturdays in September. 51-week tenancies start a week earlier than the shorter ones. */
const START_DATES: Readonly<Record<AcademicYear, { readonly long: string; readonly short: string }>> = {
  '2026/27': { long: '2026-09-05', short: '2026-09-12' },
  '2027/28': { long: '2027-09-04', short: '2027-09-11' },
};

/** Shorter tenancies cost a little more per week than the 51-week one. */
const WEEKLY_PREMIUM: Readonly<Record<Weeks, number>> = { 51: 0, 44: 6, 41: 10 };

/** 2027/28 prices are about 4% above 2026/27. */
const NEXT_YEAR_UPLIFT = 1.04;

const DAY_MS = 86_400_000;

/** Adds whole days to an ISO date, in UTC so no daylight-saving shift can move it. */
function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Tenancy options for a room type from its 51-week 2026/27 weekly price.
 * The end date is the last night: start + weeks * 7 - 1 days.
 */
function tenancies(
  base: number,
  lets: readonly Let[],
  billingFrequency: SeedTenancyOption['billingFrequency'] = 'weekly',
): readonly SeedTenancyOption[] {
  return lets.map(([academicYear, weeks, roomsAvailable]): SeedTenancyOption => {
    const startDate = weeks === 51 ? START_DATES[academicYear].long : START_DATES[academicYear].short;
    const weekly = base + WEEKLY_PREMIUM[weeks];
    return {
      academicYear,
      weeks,
      startDate,
      endDate: addDays(startDate, weeks * 7 - 1),
      pricePerWeek: academicYear === '2027/28' ? Math.round(weekly * NEXT_YEAR_UPLIFT) : weekly,
      billingFrequency,
      currency: 'GBP',
      roomsAvailable,
    };
  });
}

function img(scene: ImageSpec['scene'], alt: string, palette: Palette, seed: string): ImageSpec {
  return { scene, alt, palette, seed };
}

/** Paragraphs joined by a blank line. */
function paras(...paragraphs: readonly string[]): string {
  return paragraphs.join('\n\n');
}

type Shot = readonly [scene: 'room' | 'common', alt: string];

interface RoomInput extends Omit<SeedRoomType, 'gallery'> {
  /** 2-3 pictures; seeds are derived from the city, property and room slugs. */
  readonly shots: readonly Shot[];
}

interface PropertyInput extends Omit<SeedProperty, 'gallery' | 'roomTypes'> {
  readonly palette: Palette;
  readonly facadeAlt: string;
  /** 2-4 pictures of the shared spaces, shown after the facade. */
  readonly commonAlts: readonly string[];
  readonly rooms: readonly RoomInput[];
}

function property(citySlug: string, input: PropertyInput): SeedProperty {
  const { palette, facadeAlt, commonAlts, rooms, ...rest } = input;
  const prefix = `${citySlug}/${input.slug}`;
  return {
    ...rest,
    gallery: [
      img('facade', facadeAlt, palette, `${prefix}/facade`),
      ...commonAlts.map((alt, i) => img('common', alt, palette, `${prefix}/common-${i + 1}`)),
    ],
    roomTypes: rooms.map(({ shots, ...room }): SeedRoomType => {
      let roomShots = 0;
      let commonShots = 0;
      return {
        ...room,
        gallery: shots.map(([scene, alt]) =>
          img(
            scene,
            alt,
            palette,
            `${prefix}/${room.slug}/${scene === 'room' ? `room-${++roomShots}` : `common-${++commonShots}`}`,
          ),
        ),
      };
    }),
  };
}

function skyline(citySlug: string, alt: string, palette: Palette): ImageSpec {
  return img('skyline', alt, palette, `${citySlug}/skyline`);
}

function uni(slug: string, name: string, shortName: string, lat: number, lng: number, website: string): SeedUniversity {
  return { slug, name, shortName, lat, lng, website };
}

// ---------------------------------------------------------------------------------------
// Manchester
// ---------------------------------------------------------------------------------------

const SQUARE_GARDENS: Palette = ['#8c3b2e', '#d9a441', '#f4efe6'];
const CRESCENT_MILL: Palette = ['#5b6770', '#e07a3f', '#eef0ee'];
const HULME_WORKS: Palette = ['#2f4858', '#c8553d', '#f6f1e9'];

const manchester: SeedCity = {
  slug: 'manchester',
  name: 'Manchester',
  region: 'North West',
  intro:
    'Manchester is a proper student city: tens of thousands of students, two big universities side by side on Oxford Road and Salford a short bus ride west. Expect live music most nights, independent food in the Northern Quarter, frequent buses along Oxford Road and trains to the Peak District in under an hour when you need fresh air and a change of scene.',
  lat: 53.4808,
  lng: -2.2426,
  hero: skyline(
    'manchester',
    'Manchester skyline at dusk, with the Beetham Tower and red-brick mills lit up along the canal',
    ['#1f3a5f', '#f2a65a', '#e9ecef'],
  ),
  universities: [
    uni(
      'university-of-manchester',
      'The University of Manchester',
      'UoM',
      53.4668,
      -2.2339,
      'https://www.manchester.ac.uk',
    ),
    uni(
      'manchester-metropolitan-university',
      'Manchester Metropolitan University',
      'Manchester Met',
      53.4707,
      -2.2393,
      'https://www.mmu.ac.uk',
    ),
    uni('university-of-salford', 'University of Salford', 'Salford', 53.4861, -2.2713, 'https://www.salford.ac.uk'),
  ],
  properties: [
    property('manchester', {
      slug: 'square-gardens',
      name: 'Square Gardens',
      tagline: 'Red-brick rooms around a leafy courtyard, minutes from Oxford Road',
      description: paras(
        "Square Gardens wraps around a planted courtyard just off Grosvenor Street, on the quiet side of Oxford Road. Manchester Met's All Saints campus is about a seven-minute walk away and the University of Manchester's main buildings are around ten, so most residents walk to lectures and never think about bus fares.",
        "Inside there's a gym with free weights, a cinema room that doubles as the Sunday-night film club, bookable study pods and a sixth-floor roof terrace looking back towards the city centre. Our on-site team is here seven days a week, and parcels go straight into lockers in the lobby so nothing goes astray.",
        "Every room has at least a small double bed, a proper desk with plenty of sockets and fast Wi-Fi, and all bills are included in the rent. Want to see it first? Book a viewing and we'll show you round the courtyard, the common rooms and a room just like the one you have your eye on.",
      ),
      addressLine1: 'Grosvenor Street, Chorlton-on-Medlock',
      postcode: 'M1 7HL',
      lat: 53.4735,
      lng: -2.233,
      amenities: [
        'Gym',
        'Cinema room',
        'Study spaces',
        'Roof terrace',
        'On-site team',
        'All bills included',
        'Secure entry',
        'Parcel lockers',
        'Wi-Fi 500 Mbps',
        'Bike storage',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4', '5', '6'],
      featured: true,
      palette: SQUARE_GARDENS,
      facadeAlt:
        'Square Gardens from Grosvenor Street: a six-storey red-brick building with tall windows and a mustard-yellow entrance canopy',
      commonAlts: [
        'The central courtyard at Square Gardens, with raised planters, birch trees and wooden benches',
        'The cinema room, with tiered mustard sofas facing a large screen',
        'The sixth-floor roof terrace with festoon lights, planters and a view over the Manchester rooftops',
        'Bookable study pods with oak desks, green task lamps and a long window bench',
      ],
      rooms: [
        {
          slug: 'classic-ensuite',
          name: 'Classic En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 13,
          description: paras(
            'A bright, well-planned en-suite in a six-bedroom flat. You get your own shower room, a small double bed with storage drawers underneath and a desk by the window; the kitchen and living area are shared with five flatmates.',
            "It's the best-value way to live at Square Gardens, and the flats on the courtyard side are noticeably quieter.",
          ),
          features: ['En-suite shower room', 'Study desk', 'Under-bed storage', 'Shared kitchen for 6'],
          floorLevels: ['1', '2', '3'],
          shots: [
            [
              'room',
              'Classic En-suite: small double bed with a rust-red throw, oak desk under the window and a pinboard above',
            ],
            ['room', 'The en-suite shower room with a glass screen, white tiles and a heated towel rail'],
            ['common', 'Shared flat kitchen with a long table for six, mustard chairs and twin fridge-freezers'],
          ],
          tenancyOptions: tenancies(180, [
            ['2026/27', 51, 12],
            ['2026/27', 44, 0],
            ['2027/28', 51, 22],
          ]),
        },
        {
          slug: 'courtyard-studio',
          name: 'Courtyard Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 21,
          description:
            'Your own front door, kitchenette and shower room, with windows over the planted courtyard. The double bed sits in its own nook so the desk and sofa side of the room feels like a separate space, which makes a big difference when friends come round or when you are revising late.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk', 'Courtyard views'],
          floorLevels: ['Ground', '1', '2', '3', '4'],
          shots: [
            [
              'room',
              'Courtyard Studio with a double bed in an alcove, a two-seater sofa and trees visible through the window',
            ],
            [
              'room',
              'Studio kitchenette with a two-ring hob, combination microwave, fridge and a terracotta splashback',
            ],
          ],
          tenancyOptions: tenancies(235, [
            ['2026/27', 51, 6],
            ['2026/27', 44, 3],
            ['2027/28', 51, 14],
          ]),
        },
        {
          slug: 'penthouse-studio',
          name: 'Penthouse Studio',
          kind: 'premium-studio',
          bedType: 'King',
          sizeSqm: 27,
          description: paras(
            'Our top-floor studios are the largest at Square Gardens, with floor-to-ceiling windows, a full kitchen with an oven, a walk-in shower and a king-size bed. There is room for a proper sofa and a dining table, and the roof terrace is just along the corridor.',
            'These are usually the first rooms to go each year, so join the waiting list if you would like to hear when one comes back.',
          ),
          features: [
            'Full kitchen with oven',
            'Walk-in shower',
            'King-size bed',
            'Sofa',
            'Floor-to-ceiling windows',
            'Roof terrace access',
          ],
          floorLevels: ['5', '6'],
          shots: [
            ['room', 'Penthouse Studio with a king-size bed, floor-to-ceiling windows and the city skyline beyond'],
            [
              'room',
              'Full kitchen in the Penthouse Studio with an oven, dark worktops and a small dining table for two',
            ],
            ['room', 'Walk-in shower with brass fittings and mustard tiles'],
          ],
          tenancyOptions: tenancies(
            275,
            [
              ['2026/27', 51, 0],
              ['2027/28', 51, 0],
            ],
            'monthly',
          ),
        },
        {
          slug: 'accessible-studio',
          name: 'Accessible Studio',
          kind: 'accessible',
          bedType: 'Double',
          sizeSqm: 26,
          description: paras(
            'A ground-floor studio designed for wheelchair users, with level access from the street and the courtyard, wide doorways, a level-access wet room and a kitchenette with an adjustable-height worktop. The ceiling is ready for a tracking hoist and there are emergency pull cords in the bedroom and bathroom.',
            'Every accessible room is held for students who need it, so please tell us about your requirements when you enquire and we will talk through any adjustments before you book.',
          ),
          features: [
            'Wheelchair accessible',
            'Level-access wet room',
            'Adjustable-height worktop',
            'Hoist-ready ceiling',
            'Emergency pull cords',
            'Close to the lift',
          ],
          floorLevels: ['Ground'],
          shots: [
            ['room', 'Accessible Studio with a clear turning circle between the double bed, desk and kitchenette'],
            ['room', 'Level-access wet room with a fold-down shower seat, grab rails and a lowered basin'],
          ],
          tenancyOptions: tenancies(225, [
            ['2026/27', 51, 2],
            ['2027/28', 51, 2],
          ]),
        },
      ],
    }),
    property('manchester', {
      slug: 'crescent-mill',
      name: 'Crescent Mill',
      tagline: 'A converted mill by the Irwell, between Salford and the city centre',
      description: paras(
        "Crescent Mill is a converted cotton mill on Adelphi Street, tucked into a bend of the River Irwell. The University of Salford's Peel Park campus is about a 13-minute walk west and Manchester city centre is 15 minutes the other way, so you get Salford prices with the whole of Manchester on your doorstep.",
        'The old mill floors have been turned into cluster flats with big windows and high ceilings. On the ground floor there is a games room with pool and table tennis, a quiet study room and a laundry, and bikes live in a secure store by the back gate. The riverside path makes for a lovely walk to lectures.',
      ),
      addressLine1: 'Adelphi Street, Salford',
      postcode: 'M3 6EN',
      lat: 53.486,
      lng: -2.256,
      amenities: [
        'Study spaces',
        'Games room',
        'Laundry',
        'Bike storage',
        'Secure entry',
        'All bills included',
        'Wi-Fi 500 Mbps',
        'On-site team',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4'],
      featured: false,
      palette: CRESCENT_MILL,
      facadeAlt:
        'Crescent Mill: a five-storey Victorian cotton mill in grey-washed brick with rows of arched windows beside the river',
      commonAlts: [
        'The games room at Crescent Mill, with a pool table, table tennis and exposed cast-iron columns',
        'A quiet study room with long shared desks, orange task chairs and original timber beams',
      ],
      rooms: [
        {
          slug: 'mill-ensuite',
          name: 'Mill En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 14,
          description:
            "En-suite bedrooms in seven-person cluster flats, with the mill's tall arched windows and high ceilings. Each has its own shower room, a small double bed and a big desk, and you share a generous kitchen and lounge with your flatmates.",
          features: ['En-suite shower room', 'Study desk', 'High ceilings', 'Shared kitchen for 7'],
          floorLevels: ['1', '2', '3', '4'],
          shots: [
            ['room', 'Mill En-suite with a small double bed beneath a tall arched window and a wide desk'],
            ['room', 'Compact en-suite shower room with grey tiles and an orange accent wall'],
          ],
          tenancyOptions: tenancies(165, [
            ['2026/27', 51, 18],
            ['2026/27', 44, 9],
            ['2027/28', 51, 25],
          ]),
        },
        {
          slug: 'shared-flat-room',
          name: 'Shared Flat Room',
          kind: 'shared-flat',
          bedType: 'Small double',
          sizeSqm: 11,
          description:
            'Our most affordable rooms in Manchester: a private bedroom with a small double bed and desk, in a flat where two people share each bathroom. The flats have big open-plan kitchens that are made for Sunday roasts and house meetings.',
          features: ['Shared bathroom (one between two)', 'Study desk', 'Under-bed storage', 'Large shared kitchen'],
          floorLevels: ['Ground', '1'],
          shots: [
            ['room', 'Shared Flat Room with a small double bed, grey bedding and a desk with a shelf above'],
            ['common', 'Open-plan shared kitchen with a long table, exposed brick and a view of the River Irwell'],
          ],
          tenancyOptions: tenancies(157, [
            ['2026/27', 44, 7],
            ['2026/27', 41, 0],
            ['2027/28', 44, 12],
          ]),
        },
        {
          slug: 'riverside-twodio',
          name: 'Riverside Twodio',
          kind: 'twodio',
          bedType: 'Two doubles',
          sizeSqm: 34,
          description: paras(
            'Two double bedrooms with a private kitchen and shower room between them, ideal for two friends who want to live together without a bigger flat. Most look out over the river.',
            'The price shown is for the whole twodio, so split it two ways to see what each of you pays.',
          ),
          features: [
            'Two separate bedrooms',
            'Private kitchen',
            'Shared shower room',
            'River views',
            'Two study desks',
          ],
          floorLevels: ['2', '3', '4'],
          shots: [
            [
              'room',
              'Riverside Twodio kitchen and sitting area with two stools at a breakfast bar and a view over the Irwell',
            ],
            ['room', 'One of the two twodio bedrooms, with a double bed and a desk under the window'],
          ],
          tenancyOptions: tenancies(265, [
            ['2026/27', 51, 3],
            ['2027/28', 51, 5],
          ]),
        },
      ],
    }),
    property('manchester', {
      slug: 'hulme-works',
      name: 'Hulme Works',
      tagline: 'Modern studios in Hulme, a ten-minute walk from Manchester Met',
      description: paras(
        "Hulme Works is a nine-storey block on Stretford Road, next to Hulme Park. Manchester Met's All Saints campus is around a ten-minute walk, the University of Manchester is about 15, and buses along Stretford Road have you in the city centre in under ten.",
        "It's built for people who like their own space: most rooms are studios, with a handful of twodios for friends who want to live together and skyline studios on the top floors. Downstairs there's a gym, a cinema room, bookable study booths and a laundry, plus parcel lockers so your deliveries are waiting when you get home.",
      ),
      addressLine1: 'Stretford Road, Hulme',
      postcode: 'M15 5JH',
      lat: 53.4663,
      lng: -2.2495,
      amenities: [
        'Gym',
        'Study spaces',
        'Cinema room',
        'Laundry',
        'Parcel lockers',
        'Secure entry',
        'All bills included',
        'Wi-Fi 500 Mbps',
        'Bike storage',
        'On-site team',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4', '5', '6', '7', '8'],
      featured: false,
      palette: HULME_WORKS,
      facadeAlt:
        'Hulme Works: a nine-storey building clad in dark navy panels with terracotta window reveals, seen from Stretford Road',
      commonAlts: [
        'The gym at Hulme Works, with treadmills facing a full-height window onto Hulme Park',
        'Study booths with terracotta upholstered benches and individual pendant lights',
        'The ground-floor lounge with a pool table, navy sofas and a coffee machine',
      ],
      rooms: [
        {
          slug: 'standard-ensuite',
          name: 'Standard En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 12,
          description:
            'A compact, cleverly laid-out en-suite in a five-bedroom flat, with a small double bed, a desk with shelving above and your own shower room. The shared kitchen has a big sofa and a TV, so flats tend to get close quickly.',
          features: ['En-suite shower room', 'Study desk', 'Under-bed storage', 'Shared kitchen for 5'],
          floorLevels: ['1', '2', '3'],
          shots: [
            ['room', 'Standard En-suite with a small double bed, navy headboard and a desk with open shelving'],
            ['common', 'Shared kitchen and lounge with a navy sofa, wall-mounted TV and a table for five'],
          ],
          tenancyOptions: tenancies(172, [
            ['2026/27', 51, 9],
            ['2026/27', 44, 4],
            ['2027/28', 51, 16],
          ]),
        },
        {
          slug: 'studio',
          name: 'Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 20,
          description:
            'A self-contained studio with a double bed, kitchenette, shower room and a proper desk. Big windows on the park side make the most of the afternoon light, and the layout leaves space for a yoga mat or a clothes rail.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk'],
          floorLevels: ['1', '2', '3', '4', '5', '6'],
          shots: [
            ['room', 'Hulme Works Studio with a double bed, a desk by a large window and a terracotta rug'],
            ['room', 'Studio kitchenette with a hob, microwave, under-counter fridge and navy cupboards'],
          ],
          tenancyOptions: tenancies(222, [
            ['2026/27', 51, 11],
            ['2026/27', 44, 0],
            ['2027/28', 51, 20],
          ]),
        },
        {
          slug: 'twodio',
          name: 'Twodio',
          kind: 'twodio',
          bedType: 'Two doubles',
          sizeSqm: 36,
          description: paras(
            'Two double bedrooms either side of a shared kitchen and living space, with a shower room between them. Perfect for best friends or siblings who want their own rooms but one front door.',
            'The weekly price is for the whole twodio.',
          ),
          features: [
            'Two separate bedrooms',
            'Private kitchen',
            'Living area',
            'Shared shower room',
            'Two study desks',
          ],
          floorLevels: ['2', '3', '4'],
          shots: [
            ['room', 'Twodio living space with a two-seater sofa, dining table and kitchen along one wall'],
            ['room', 'A twodio bedroom with a double bed, wardrobe and desk, door open to the shared living space'],
          ],
          tenancyOptions: tenancies(272, [
            ['2026/27', 51, 2],
            ['2027/28', 51, 4],
          ]),
        },
        {
          slug: 'skyline-studio',
          name: 'Skyline Studio',
          kind: 'premium-studio',
          bedType: 'King',
          sizeSqm: 26,
          description:
            'On the top two floors, with corner windows looking towards the city centre towers. A king-size bed, a full kitchen with an oven, a sofa and a walk-in shower make this the most grown-up way to live at Hulme Works.',
          features: ['King-size bed', 'Full kitchen with oven', 'Walk-in shower', 'Sofa', 'City views'],
          floorLevels: ['7', '8'],
          shots: [
            ['room', 'Skyline Studio with a king-size bed and corner windows framing the Manchester skyline'],
            ['room', 'Skyline Studio kitchen with an oven, navy units and a terracotta-tiled splashback'],
          ],
          tenancyOptions: tenancies(
            262,
            [
              ['2026/27', 51, 1],
              ['2026/27', 44, 2],
              ['2027/28', 51, 6],
            ],
            'monthly',
          ),
        },
      ],
    }),
  ],
};

// ---------------------------------------------------------------------------------------
// Leeds
// ---------------------------------------------------------------------------------------

const CLARENDON_RISE: Palette = ['#a0522d', '#3e7c59', '#f3ede2'];
const AIRE_WHARF: Palette = ['#6b705c', '#e9c46a', '#f1f1ec'];

const leeds: SeedCity = {
  slug: 'leeds',
  name: 'Leeds',
  region: 'Yorkshire and the Humber',
  intro:
    "Leeds packs a huge student population into a compact, walkable centre. The University of Leeds and Leeds Beckett's City Campus sit almost side by side on Woodhouse Lane, and most students live between town and Headingley. Kirkgate Market is brilliant for cheap food shopping, the Otley Run is a rite of passage, and the Yorkshire Dales are an easy day out by train.",
  lat: 53.8008,
  lng: -1.5491,
  hero: skyline(
    'leeds',
    'Leeds city centre skyline on a clear morning, with Victorian clock towers in front of modern glass buildings',
    ['#2b2d42', '#ef8354', '#edf2f4'],
  ),
  universities: [
    uni('university-of-leeds', 'University of Leeds', 'Leeds', 53.8067, -1.555, 'https://www.leeds.ac.uk'),
    uni(
      'leeds-beckett-university',
      'Leeds Beckett University',
      'Leeds Beckett',
      53.8033,
      -1.5485,
      'https://www.leedsbeckett.ac.uk',
    ),
  ],
  properties: [
    property('leeds', {
      slug: 'clarendon-rise',
      name: 'Clarendon Rise',
      tagline: 'Quiet Clarendon Road living, a short walk from the University of Leeds',
      description: paras(
        "Clarendon Rise sits among the tall Victorian villas of Clarendon Road, on the western edge of the University of Leeds campus. It's about a ten-minute walk to the Parkinson Building steps and a similar distance to Leeds Beckett's City Campus, but the street itself is leafy and quiet, which residents really appreciate in exam season.",
        'The building is new, with a small gym, a landscaped courtyard garden with picnic benches, a laundry and study rooms on every other floor. Our on-site team runs regular events, from pancake mornings to pre-exam therapy-dog visits, and everything from Wi-Fi to water is included in the rent.',
      ),
      addressLine1: 'Clarendon Road, Woodhouse',
      postcode: 'LS2 9NN',
      lat: 53.8045,
      lng: -1.561,
      amenities: [
        'Gym',
        'Study spaces',
        'Courtyard garden',
        'On-site team',
        'All bills included',
        'Secure entry',
        'Laundry',
        'Wi-Fi 500 Mbps',
        'Parcel lockers',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4', '5'],
      featured: true,
      palette: CLARENDON_RISE,
      facadeAlt:
        'Clarendon Rise: a new six-storey building in warm sienna brick with deep-set windows, behind a row of mature lime trees',
      commonAlts: [
        'The courtyard garden at Clarendon Rise, with picnic benches, lavender beds and green parasols',
        'A study room with green-shaded desk lamps, bookshelves and tall sash-style windows',
        'The small residents’ gym with a rowing machine, bikes and a rack of dumbbells',
      ],
      rooms: [
        {
          slug: 'classic-ensuite',
          name: 'Classic En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 13,
          description:
            'A warm, comfortable en-suite in a flat of six, with a small double bed, a study desk, a wardrobe and a shower room of your own. Kitchens have a dining table big enough for the whole flat and plenty of cupboard space for everyone.',
          features: ['En-suite shower room', 'Study desk', 'Wardrobe', 'Shared kitchen for 6'],
          floorLevels: ['1', '2', '3', '4'],
          shots: [
            ['room', 'Classic En-suite with a small double bed, forest-green throw and a desk facing the window'],
            ['common', 'Shared kitchen with a six-seat dining table, sienna-red chairs and two ovens'],
          ],
          tenancyOptions: tenancies(162, [
            ['2026/27', 51, 14],
            ['2026/27', 44, 6],
            ['2027/28', 51, 21],
          ]),
        },
        {
          slug: 'studio',
          name: 'Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 22,
          description:
            'Everything you need in one well-designed room: a double bed, kitchenette, shower room, desk and a small sofa. Many studios look over the courtyard garden, and the ground-floor ones have French windows.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk', 'Sofa'],
          floorLevels: ['Ground', '1', '2', '3'],
          shots: [
            [
              'room',
              'Clarendon Rise Studio with a double bed, a small green sofa and a view into the courtyard garden',
            ],
            ['room', 'Studio kitchenette with a two-ring hob, microwave and wooden shelving'],
          ],
          tenancyOptions: tenancies(212, [
            ['2026/27', 51, 5],
            ['2026/27', 41, 0],
            ['2027/28', 51, 11],
          ]),
        },
        {
          slug: 'accessible-ensuite',
          name: 'Accessible En-suite',
          kind: 'accessible',
          bedType: 'Double',
          sizeSqm: 19,
          description: paras(
            'A larger en-suite designed for wheelchair users, on the ground floor near the step-free entrance. It has wider doorways, a level-access wet room, a lowered desk and a flat kitchen with an adjustable-height worktop, plus visual fire alarms.',
            'We can usually arrange a neighbouring room for a carer. Please get in touch before booking so we can talk through what you need.',
          ),
          features: [
            'Wheelchair accessible',
            'Level-access wet room',
            'Wider doorways',
            'Lowered desk and kitchen worktop',
            'Visual fire alarm',
          ],
          floorLevels: ['Ground'],
          shots: [
            [
              'room',
              'Accessible En-suite with a double bed, lowered desk and plenty of floor space to turn a wheelchair',
            ],
            ['room', 'Level-access wet room with grab rails, a fold-down seat and a lever tap basin'],
          ],
          tenancyOptions: tenancies(172, [
            ['2026/27', 51, 1],
            ['2027/28', 51, 2],
          ]),
        },
        {
          slug: 'garden-studio',
          name: 'Garden Studio',
          kind: 'premium-studio',
          bedType: 'King',
          sizeSqm: 26,
          description:
            'Ground-floor studios with their own small patio opening onto the courtyard garden, a king-size bed, a full kitchen and a walk-in shower. They are popular with postgraduates and anyone who wants a bit of outdoor space.',
          features: ['Private patio', 'King-size bed', 'Full kitchen with oven', 'Walk-in shower', 'Sofa'],
          floorLevels: ['Ground'],
          shots: [
            ['room', 'Garden Studio with a king-size bed and glass doors open onto a small patio with potted herbs'],
            ['room', 'Garden Studio kitchen and dining corner with a round table and two chairs'],
          ],
          tenancyOptions: tenancies(252, [
            ['2026/27', 51, 0],
            ['2026/27', 44, 0],
            ['2027/28', 51, 0],
          ]),
        },
      ],
    }),
    property('leeds', {
      slug: 'aire-wharf',
      name: 'Aire Wharf',
      tagline: 'Riverside flats on Kirkstall Road, a quick walk into town',
      description: paras(
        "Aire Wharf stands on Kirkstall Road, a stone's throw from the River Aire. The University of Leeds is about a 13-minute walk up through Little Woodhouse, Leeds Beckett's City Campus is a few minutes further, and the city centre and station are around 20 minutes along the river.",
        "There's a real mix of rooms here, from good-value shared flats to twodios on the top floors, and plenty of space to spread out: a gym, a games room with a pool table, a cinema room and study areas on the ground floor. A secure bike store and laundry complete the picture.",
      ),
      addressLine1: 'Kirkstall Road',
      postcode: 'LS3 1LH',
      lat: 53.8015,
      lng: -1.568,
      amenities: [
        'Gym',
        'Games room',
        'Cinema room',
        'Study spaces',
        'Laundry',
        'Bike storage',
        'Secure entry',
        'All bills included',
        'On-site team',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4', '5', '6', '7'],
      featured: false,
      palette: AIRE_WHARF,
      facadeAlt:
        'Aire Wharf: an eight-storey building in pale Yorkshire stone and olive-grey panels with gold-coloured balconies',
      commonAlts: [
        'The games room at Aire Wharf, with a pool table, arcade machine and gold pendant lights',
        'Cinema room with rows of olive-green beanbags and a large projection screen',
      ],
      rooms: [
        {
          slug: 'shared-flat-room',
          name: 'Shared Flat Room',
          kind: 'shared-flat',
          bedType: 'Small double',
          sizeSqm: 11,
          description:
            'A private bedroom in a four-person flat, where two bathrooms are shared between four. A great choice if you would rather spend less on rent and more on everything else, without giving up a small double bed and a decent desk.',
          features: ['Shared bathroom (one between two)', 'Study desk', 'Under-bed storage', 'Shared kitchen for 4'],
          floorLevels: ['Ground', '1', '2'],
          shots: [
            ['room', 'Shared Flat Room with a small double bed, a gold bedside lamp and a desk with a pinboard'],
            ['common', 'Four-person flat kitchen with a round table, open shelving and a window onto Kirkstall Road'],
          ],
          tenancyOptions: tenancies(150, [
            ['2026/27', 44, 8],
            ['2026/27', 41, 5],
            ['2027/28', 44, 15],
          ]),
        },
        {
          slug: 'ensuite',
          name: 'En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 14,
          description:
            'An en-suite room in a flat of five or six, with a shower room, small double bed and a desk long enough for a laptop and a second screen. Kitchens are bright and sociable with a sofa corner.',
          features: ['En-suite shower room', 'Study desk', 'Under-bed storage', 'Shared kitchen for 6'],
          floorLevels: ['1', '2', '3', '4', '5'],
          shots: [
            ['room', 'Aire Wharf En-suite with a small double bed, olive bedding and a long desk under the window'],
            ['room', 'En-suite shower room with white metro tiles and a mirrored cabinet'],
          ],
          tenancyOptions: tenancies(158, [
            ['2026/27', 51, 3],
            ['2026/27', 44, 7],
            ['2027/28', 51, 19],
          ]),
        },
        {
          slug: 'wharf-studio',
          name: 'Wharf Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 19,
          description:
            'A neat studio with a double bed, kitchenette, shower room and desk. Upper-floor studios look out across the river valley towards Kirkstall, which is a lovely view to wake up to.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk', 'River valley views'],
          floorLevels: ['2', '3', '4', '5', '6'],
          shots: [
            ['room', 'Wharf Studio with a double bed, a stone-coloured sofa and a window over the river valley'],
            ['room', 'Studio kitchenette with a two-ring hob and mustard-yellow cabinet doors'],
          ],
          tenancyOptions: tenancies(205, [
            ['2026/27', 51, 4],
            ['2027/28', 51, 12],
          ]),
        },
        {
          slug: 'twodio',
          name: 'Twodio',
          kind: 'twodio',
          bedType: 'Two doubles',
          sizeSqm: 32,
          description: paras(
            'A private two-bedroom apartment on the top floors, with a shared kitchen-living space and shower room. It is a popular choice with couples and friends moving out of first-year halls together.',
            'The price shown covers the whole twodio, not each person.',
          ),
          features: ['Two separate bedrooms', 'Private kitchen', 'Living area', 'Shared shower room'],
          floorLevels: ['6', '7'],
          shots: [
            ['room', 'Twodio kitchen-living room with a breakfast bar, two stools and a view over west Leeds'],
            ['room', 'A twodio bedroom with a double bed, wardrobe and gold accent cushions'],
          ],
          tenancyOptions: tenancies(255, [
            ['2026/27', 51, 3],
            ['2026/27', 44, 1],
            ['2027/28', 51, 4],
          ]),
        },
      ],
    }),
  ],
};

// ---------------------------------------------------------------------------------------
// Birmingham
// ---------------------------------------------------------------------------------------

const BOURNBROOK_LOFTS: Palette = ['#7a3e2b', '#f0b429', '#f7f3ec'];
const FAZELEY_WORKS: Palette = ['#3d405b', '#e07a5f', '#f4f1de'];

const birmingham: SeedCity = {
  slug: 'birmingham',
  name: 'Birmingham',
  region: 'West Midlands',
  intro:
    "Birmingham is one of Europe's youngest cities and it shows. Digbeth's warehouses are full of studios, street food and club nights, while Selly Oak is the heart of student life for the University of Birmingham. Aston and Birmingham City University sit right in the city centre, a few minutes from New Street and Moor Street stations, so getting home at the weekend is easy.",
  lat: 52.4862,
  lng: -1.8904,
  hero: skyline(
    'birmingham',
    'Birmingham skyline over the canal basin, with narrowboats in the foreground and city-centre towers behind',
    ['#283d3b', '#e4a853', '#f2efe9'],
  ),
  universities: [
    uni(
      'university-of-birmingham',
      'University of Birmingham',
      'UoB',
      52.4508,
      -1.9305,
      'https://www.birmingham.ac.uk',
    ),
    uni('aston-university', 'Aston University', 'Aston', 52.4866, -1.8885, 'https://www.aston.ac.uk'),
    uni('birmingham-city-university', 'Birmingham City University', 'BCU', 52.4832, -1.884, 'https://www.bcu.ac.uk'),
  ],
  properties: [
    property('birmingham', {
      slug: 'bournbrook-lofts',
      name: 'Bournbrook Lofts',
      tagline: "Selly Oak's friendliest block, a short walk from the Edgbaston campus",
      description: paras(
        'Bournbrook Lofts is on Bristol Road in the middle of Selly Oak, the neighbourhood most University of Birmingham students call home. The Edgbaston campus is around a 12-minute walk, Selly Oak station is a few minutes away for trains into New Street, and the supermarkets of the shopping park are just down the road.',
        'We designed the building around getting people together: a cinema room, a games room with a pool table and darts, a busy study lounge and a gym that is open around the clock. The on-site team run socials every month and are always happy to help with anything from a parcel to a dripping tap.',
        'All bills are included, and every room has a comfortable bed, a good desk and fast Wi-Fi, so the only thing you need to budget for is food and fun.',
      ),
      addressLine1: 'Bristol Road, Selly Oak',
      postcode: 'B29 6BD',
      lat: 52.444,
      lng: -1.937,
      amenities: [
        'Gym',
        'Study spaces',
        'Cinema room',
        'Games room',
        'All bills included',
        'Secure entry',
        'On-site team',
        'Laundry',
        'Parcel lockers',
        'Bike storage',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4', '5'],
      featured: true,
      palette: BOURNBROOK_LOFTS,
      facadeAlt:
        'Bournbrook Lofts: a six-storey building in deep red-brown brick with amber window frames on Bristol Road',
      commonAlts: [
        'The study lounge at Bournbrook Lofts, with booth seating, amber lamps and students working on laptops',
        'Games room with a pool table, a darts board and a wall of board games',
        'The 24-hour gym with a squat rack, rowing machines and rubber flooring',
      ],
      rooms: [
        {
          slug: 'ensuite',
          name: 'En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 13,
          description:
            'A bright en-suite in a five- or six-bedroom flat, with your own shower room, a small double bed and a desk by the window. Flats share a kitchen with a sofa and TV, which quickly becomes the place everyone gathers.',
          features: ['En-suite shower room', 'Study desk', 'Under-bed storage', 'Shared kitchen for 6'],
          floorLevels: ['1', '2', '3', '4'],
          shots: [
            ['room', 'Bournbrook Lofts En-suite with a small double bed, amber cushions and a desk by the window'],
            ['common', 'Shared kitchen with a corner sofa, a wall-mounted TV and a long dining table'],
          ],
          tenancyOptions: tenancies(160, [
            ['2026/27', 51, 16],
            ['2026/27', 44, 8],
            ['2027/28', 51, 24],
          ]),
        },
        {
          slug: 'loft-studio',
          name: 'Loft Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 23,
          description:
            'Studios on the upper floors with higher ceilings and exposed ductwork, giving them a loft feel. There is a double bed, a kitchenette, a shower room, a desk and room for a small sofa.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk', 'High ceilings'],
          floorLevels: ['3', '4', '5'],
          shots: [
            ['room', 'Loft Studio with a double bed, exposed ducts on the ceiling and an amber armchair'],
            ['room', 'Loft Studio kitchenette with open shelves, a hob and a breakfast bar'],
          ],
          tenancyOptions: tenancies(212, [
            ['2026/27', 51, 1],
            ['2026/27', 44, 2],
            ['2027/28', 51, 9],
          ]),
        },
        {
          slug: 'accessible-studio',
          name: 'Accessible Studio',
          kind: 'accessible',
          bedType: 'Double',
          sizeSqm: 27,
          description:
            'A spacious ground-floor studio for wheelchair users, close to the automatic entrance doors and the lift. It has a level-access wet room, a height-adjustable kitchen worktop, a lowered desk and emergency pull cords, with a parking bay available on request.',
          features: [
            'Wheelchair accessible',
            'Level-access wet room',
            'Adjustable-height worktop',
            'Emergency pull cords',
            'Accessible parking on request',
          ],
          floorLevels: ['Ground'],
          shots: [
            ['room', 'Accessible Studio with a double bed, lowered desk and a wide clear floor area'],
            ['room', 'Height-adjustable kitchen worktop with a hob and space for a wheelchair underneath'],
          ],
          tenancyOptions: tenancies(205, [
            ['2026/27', 51, 2],
            ['2027/28', 51, 2],
          ]),
        },
        {
          slug: 'twodio',
          name: 'Twodio',
          kind: 'twodio',
          bedType: 'Two doubles',
          sizeSqm: 38,
          description: paras(
            'Our largest twodios in Birmingham: two double bedrooms, a proper kitchen-living room with a sofa and a shared shower room. Ideal for two friends who want a flat of their own in the heart of Selly Oak.',
            'The weekly price is for the whole twodio.',
          ),
          features: ['Two separate bedrooms', 'Private kitchen', 'Living area with sofa', 'Shared shower room'],
          floorLevels: ['2', '3'],
          shots: [
            ['room', 'Twodio living room with a grey sofa, dining table for two and a galley kitchen'],
            ['room', 'A twodio bedroom with a double bed, wardrobe and an amber reading lamp'],
          ],
          tenancyOptions: tenancies(262, [
            ['2026/27', 51, 2],
            ['2026/27', 44, 0],
            ['2027/28', 51, 3],
          ]),
        },
      ],
    }),
    property('birmingham', {
      slug: 'fazeley-works',
      name: 'Fazeley Works',
      tagline: 'Warehouse-style studios in Digbeth, by the canal and close to BCU',
      description: paras(
        "Fazeley Works stands behind a restored Victorian brick frontage on Fazeley Street in Digbeth, Birmingham's creative quarter. Birmingham City University's city-centre campus is about a five-minute walk, Aston University is around ten minutes north and Moor Street station is seven minutes away.",
        "Inside it's all studios and en-suites, with a rooftop terrace over the canal, a gym, study spaces on the first floor and parcel lockers in the lobby. Digbeth's food halls, gig venues and the Custard Factory are all on your doorstep.",
      ),
      addressLine1: 'Fazeley Street, Digbeth',
      postcode: 'B5 5SE',
      lat: 52.48,
      lng: -1.885,
      amenities: [
        'Gym',
        'Roof terrace',
        'Study spaces',
        'All bills included',
        'Secure entry',
        'Wi-Fi 500 Mbps',
        'Parcel lockers',
        'On-site team',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4', '5', '6'],
      featured: false,
      palette: FAZELEY_WORKS,
      facadeAlt:
        'Fazeley Works: a Victorian red-brick warehouse frontage with a modern slate-blue extension rising behind it',
      commonAlts: [
        'Rooftop terrace at Fazeley Works, with coral-coloured planters and seating overlooking the canal',
        'First-floor study space with long communal tables, exposed brick and industrial pendant lights',
      ],
      rooms: [
        {
          slug: 'ensuite',
          name: 'En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 15,
          description:
            'One of our roomiest en-suites, in a flat of five with a large shared kitchen. You get a small double bed, a generous desk, a wardrobe and your own shower room, with the original warehouse windows on the lower floors.',
          features: ['En-suite shower room', 'Study desk', 'Wardrobe', 'Shared kitchen for 5'],
          floorLevels: ['1', '2', '3'],
          shots: [
            ['room', 'Fazeley Works En-suite with a small double bed below a large arched warehouse window'],
            ['room', 'En-suite shower room with slate-blue tiles and a glass shower screen'],
          ],
          tenancyOptions: tenancies(156, [
            ['2026/27', 51, 10],
            ['2026/27', 44, 2],
            ['2027/28', 51, 17],
          ]),
        },
        {
          slug: 'foundry-studio',
          name: 'Foundry Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 24,
          description:
            'A generous studio with a double bed, kitchenette, shower room and a desk set into a window bay. Exposed brick on one wall keeps the warehouse character, and there is plenty of storage.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk', 'Exposed brick'],
          floorLevels: ['1', '2', '3', '4', '5'],
          shots: [
            ['room', 'Foundry Studio with an exposed brick wall, double bed and a coral armchair'],
            ['room', 'Foundry Studio desk in a window bay looking over Digbeth rooftops'],
          ],
          tenancyOptions: tenancies(208, [
            ['2026/27', 51, 7],
            ['2026/27', 44, 5],
            ['2027/28', 51, 13],
          ]),
        },
        {
          slug: 'canal-view-studio',
          name: 'Canal View Premium Studio',
          kind: 'premium-studio',
          bedType: 'King',
          sizeSqm: 28,
          description:
            'Top-floor studios with big windows over the Digbeth Branch Canal, a king-size bed, a full kitchen with an oven, a walk-in shower and a sofa. Rent for these rooms is collected monthly.',
          features: ['King-size bed', 'Full kitchen with oven', 'Walk-in shower', 'Sofa', 'Canal views'],
          floorLevels: ['5', '6'],
          shots: [
            ['room', 'Canal View Premium Studio with a king-size bed and wide windows overlooking the canal'],
            ['room', 'Full kitchen with an oven, slate-blue cabinets and a two-seat dining table'],
          ],
          tenancyOptions: tenancies(
            248,
            [
              ['2026/27', 51, 3],
              ['2027/28', 51, 8],
            ],
            'monthly',
          ),
        },
      ],
    }),
  ],
};

// ---------------------------------------------------------------------------------------
// Liverpool
// ---------------------------------------------------------------------------------------

const MYRTLE_COURT: Palette = ['#9b2226', '#94d2bd', '#f8f4ec'];
const BALTIC_YARD: Palette = ['#264653', '#f4a261', '#eef2f0'];

const liverpool: SeedCity = {
  slug: 'liverpool',
  name: 'Liverpool',
  region: 'North West',
  intro:
    "Liverpool is friendly, affordable and never short of something to do. The University of Liverpool and LJMU sit on the edge of the Georgian Quarter, a short walk from Bold Street's cafés, the Baltic Triangle's food halls and the waterfront at the Albert Dock. Rents are good value for a big city, and Merseyrail gets you to the beach at Crosby in half an hour.",
  lat: 53.4084,
  lng: -2.9916,
  hero: skyline(
    'liverpool',
    "Liverpool waterfront at sunset, with the Royal Liver Building's clock towers reflected in the River Mersey",
    ['#14213d', '#fca311', '#e5e5e5'],
  ),
  universities: [
    uni('university-of-liverpool', 'University of Liverpool', 'UoL', 53.406, -2.966, 'https://www.liverpool.ac.uk'),
    uni(
      'liverpool-john-moores-university',
      'Liverpool John Moores University',
      'LJMU',
      53.404,
      -2.973,
      'https://www.ljmu.ac.uk',
    ),
  ],
  properties: [
    property('liverpool', {
      slug: 'myrtle-court',
      name: 'Myrtle Court',
      tagline: 'Georgian Quarter living, moments from Hope Street and both universities',
      description: paras(
        "Myrtle Court sits on Myrtle Street at the top of the Georgian Quarter, between the city's two cathedrals. LJMU's Mount Pleasant buildings are about a six-minute walk, the University of Liverpool's campus around ten, and Bold Street's cafés and record shops are just down the hill.",
        'The building is arranged around a sheltered courtyard garden, with a cinema room, a gym and a bright study lounge on the ground floor. Our on-site team organise everything from quiz nights to match-day meet-ups, and the parcel room is open whenever you are.',
      ),
      addressLine1: 'Myrtle Street',
      postcode: 'L7 7DN',
      lat: 53.4,
      lng: -2.9705,
      amenities: [
        'Study spaces',
        'Cinema room',
        'Gym',
        'Courtyard garden',
        'All bills included',
        'On-site team',
        'Secure entry',
        'Laundry',
        'Parcel lockers',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4', '5'],
      featured: true,
      palette: MYRTLE_COURT,
      facadeAlt:
        'Myrtle Court: a six-storey building in deep red brick with white stone window surrounds, in keeping with the Georgian terraces nearby',
      commonAlts: [
        'The sheltered courtyard garden at Myrtle Court, with seafoam-green benches and climbing plants',
        'A bright study lounge with tall windows, long tables and red-upholstered chairs',
        'The cinema room, with a large screen and rows of deep red sofas',
      ],
      rooms: [
        {
          slug: 'classic-ensuite',
          name: 'Classic En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 13,
          description:
            'A comfortable en-suite in a flat of six, with a small double bed, a desk, a wardrobe and a private shower room. Each flat has a bright kitchen and lounge, and many look over the courtyard garden.',
          features: ['En-suite shower room', 'Study desk', 'Wardrobe', 'Shared kitchen for 6'],
          floorLevels: ['1', '2', '3'],
          shots: [
            [
              'room',
              'Classic En-suite at Myrtle Court, with a small double bed, seafoam bedding and a desk by the window',
            ],
            ['common', 'Shared kitchen and lounge with a dining table for six and windows over the courtyard'],
          ],
          tenancyOptions: tenancies(142, [
            ['2026/27', 51, 11],
            ['2026/27', 44, 6],
            ['2027/28', 51, 18],
          ]),
        },
        {
          slug: 'studio',
          name: 'Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 20,
          description:
            'A self-contained studio with a double bed, kitchenette, shower room and desk, finished in calm greens and warm timber. Perfect if you want your own space in one of the loveliest parts of Liverpool.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk'],
          floorLevels: ['Ground', '1', '2', '3', '4'],
          shots: [
            ['room', 'Myrtle Court Studio with a double bed, timber headboard and seafoam-green walls'],
            ['room', 'Studio kitchenette and desk area with a view of the Georgian terraces opposite'],
          ],
          tenancyOptions: tenancies(186, [
            ['2026/27', 51, 4],
            ['2026/27', 41, 0],
            ['2027/28', 51, 10],
          ]),
        },
        {
          slug: 'accessible-studio',
          name: 'Accessible Studio',
          kind: 'accessible',
          bedType: 'Double',
          sizeSqm: 26,
          description:
            'A ground-floor studio designed for wheelchair users, with step-free access from the street, wider doorways, a level-access wet room, a height-adjustable kitchen worktop and emergency pull cords. There is a hearing loop at reception, and we can adapt the room further on request.',
          features: [
            'Wheelchair accessible',
            'Level-access wet room',
            'Adjustable-height worktop',
            'Emergency pull cords',
            'Hearing loop at reception',
          ],
          floorLevels: ['Ground'],
          shots: [
            ['room', 'Accessible Studio with a double bed, lowered desk and wide clear floor space'],
            ['room', 'Level-access wet room with a shower seat, grab rails and a tilted mirror'],
          ],
          tenancyOptions: tenancies(180, [
            ['2026/27', 51, 1],
            ['2027/28', 51, 2],
          ]),
        },
        {
          slug: 'cathedral-view-studio',
          name: 'Cathedral View Studio',
          kind: 'premium-studio',
          bedType: 'King',
          sizeSqm: 27,
          description:
            'Our top-floor studios look out towards the Anglican Cathedral tower. They have a king-size bed, a full kitchen with an oven, a walk-in shower and space for a sofa and a dining table.',
          features: ['King-size bed', 'Full kitchen with oven', 'Walk-in shower', 'Sofa', 'Cathedral views'],
          floorLevels: ['4', '5'],
          shots: [
            [
              'room',
              'Cathedral View Studio with a king-size bed and the sandstone cathedral tower framed in the window',
            ],
            ['room', 'Full kitchen with an oven, deep red cabinets and a small dining table'],
          ],
          tenancyOptions: tenancies(222, [
            ['2026/27', 51, 2],
            ['2027/28', 51, 5],
          ]),
        },
      ],
    }),
    property('liverpool', {
      slug: 'baltic-yard',
      name: 'Baltic Yard',
      tagline: "Great-value flats in the Baltic Triangle, Liverpool's creative quarter",
      description: paras(
        "Baltic Yard is on Jamaica Street in the Baltic Triangle, surrounded by street-food markets, tiny coffee roasters and the warehouse venues that make Liverpool's nightlife famous. LJMU is about 15 minutes' walk, the University of Liverpool around 20, and the Albert Dock and the waterfront are ten minutes in the other direction.",
        "It's a relaxed, sociable building with a games room, a study room and a laundry on the ground floor, and a bike store for the ride along the river. Rents are some of the best value we offer anywhere, with all bills included.",
      ),
      addressLine1: 'Jamaica Street, Baltic Triangle',
      postcode: 'L1 0AF',
      lat: 53.397,
      lng: -2.983,
      amenities: [
        'Games room',
        'Study spaces',
        'Laundry',
        'Bike storage',
        'Secure entry',
        'All bills included',
        'Wi-Fi 500 Mbps',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4'],
      featured: false,
      palette: BALTIC_YARD,
      facadeAlt:
        'Baltic Yard: a five-storey building in dark teal cladding with orange window frames and a painted mural by the entrance',
      commonAlts: [
        'The games room at Baltic Yard, with a table football table, orange stools and a neon sign',
        'Ground-floor study room with a long counter desk facing the street and teal acoustic panels',
      ],
      rooms: [
        {
          slug: 'shared-flat-room',
          name: 'Shared Flat Room',
          kind: 'shared-flat',
          bedType: 'Small double',
          sizeSqm: 10,
          description:
            'A private bedroom with a small double bed and desk in a flat of four, sharing two bathrooms and a big kitchen. This is our lowest-priced room anywhere, and a brilliant way to meet people.',
          features: ['Shared bathroom (one between two)', 'Study desk', 'Under-bed storage', 'Shared kitchen for 4'],
          floorLevels: ['Ground', '1'],
          shots: [
            ['room', 'Shared Flat Room with a small double bed, orange throw and a compact desk'],
            ['common', 'Shared kitchen with teal cupboards, a table for four and fairy lights in the window'],
          ],
          tenancyOptions: tenancies(130, [
            ['2026/27', 44, 9],
            ['2026/27', 41, 3],
            ['2027/28', 44, 14],
          ]),
        },
        {
          slug: 'ensuite',
          name: 'En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 14,
          description:
            'An en-suite room with a small double bed, a desk and a shower room, in a flat of five. The shared kitchens have plenty of worktop space for batch cooking and a sofa for film nights.',
          features: ['En-suite shower room', 'Study desk', 'Under-bed storage', 'Shared kitchen for 5'],
          floorLevels: ['1', '2', '3'],
          shots: [
            ['room', 'Baltic Yard En-suite with a small double bed, teal headboard and a desk lamp'],
            ['room', 'En-suite shower room with white tiles and an orange towel'],
          ],
          tenancyOptions: tenancies(138, [
            ['2026/27', 51, 13],
            ['2026/27', 44, 2],
            ['2027/28', 51, 20],
          ]),
        },
        {
          slug: 'baltic-studio',
          name: 'Baltic Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 19,
          description:
            'A compact, well-designed studio with a double bed, kitchenette, shower room and desk. This year is fully booked, but rooms for 2027/28 are available now.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk'],
          floorLevels: ['2', '3', '4'],
          shots: [
            ['room', 'Baltic Studio with a double bed, a teal feature wall and a small orange sofa'],
            ['room', 'Studio kitchenette with a hob, microwave and open shelving'],
          ],
          tenancyOptions: tenancies(178, [
            ['2026/27', 51, 0],
            ['2026/27', 44, 0],
            ['2027/28', 51, 7],
          ]),
        },
      ],
    }),
  ],
};

// ---------------------------------------------------------------------------------------
// Bristol
// ---------------------------------------------------------------------------------------

const MONTPELIER_MILL: Palette = ['#b5651d', '#2a9d8f', '#f5efe3'];
const PORTWALL_YARD: Palette = ['#4a4e69', '#c9ada7', '#f2e9e4'];

const bristol: SeedCity = {
  slug: 'bristol',
  name: 'Bristol',
  region: 'South West',
  intro:
    "Bristol is creative, green and hilly, so bring good shoes. The University of Bristol's precinct climbs up from the harbour towards Clifton, while UWE's Frenchay campus is a regular bus ride north. Students spend weekends on the Harbourside, browsing the independent shops on Gloucester Road or up on the Downs, and the city's music, street art and food scenes punch well above its size.",
  lat: 51.4545,
  lng: -2.5879,
  hero: skyline(
    'bristol',
    'Bristol Harbourside with brightly painted houses climbing the hill behind the water on a sunny afternoon',
    ['#3d5a80', '#ee6c4d', '#e0fbfc'],
  ),
  universities: [
    uni('university-of-bristol', 'University of Bristol', 'Bristol', 51.4584, -2.603, 'https://www.bristol.ac.uk'),
    uni('uwe-bristol', 'University of the West of England', 'UWE Bristol', 51.5002, -2.5475, 'https://www.uwe.ac.uk'),
  ],
  properties: [
    property('bristol', {
      slug: 'montpelier-mill',
      name: 'Montpelier Mill',
      tagline: 'Stokes Croft energy, Montpelier calm, 15 minutes from the university',
      description: paras(
        "Montpelier Mill is on Cheltenham Road, right where Stokes Croft gives way to Gloucester Road and its famous run of independent shops. The University of Bristol's main precinct is about a 15-minute walk over the hill, and UWE's Frenchay campus is a straightforward bus ride north.",
        'Behind the old stone front there is a modern building with a gym, study rooms, a roof terrace with views across the city and a big, secure bike store. Our on-site team is here every day, and everything from energy to Wi-Fi is included.',
        "It's a building with a strong sense of community: residents run a plant swap on the terrace, and our Sunday breakfasts are legendary.",
      ),
      addressLine1: 'Cheltenham Road, Montpelier',
      postcode: 'BS6 5RL',
      lat: 51.466,
      lng: -2.5895,
      amenities: [
        'Gym',
        'Study spaces',
        'Bike storage',
        'Roof terrace',
        'All bills included',
        'On-site team',
        'Secure entry',
        'Laundry',
        'Wi-Fi 500 Mbps',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4'],
      featured: true,
      palette: MONTPELIER_MILL,
      facadeAlt:
        'Montpelier Mill: a restored honey-coloured stone mill frontage with teal-painted doors and large industrial windows',
      commonAlts: [
        'The roof terrace at Montpelier Mill, with potted olive trees, teal deckchairs and views over Bristol',
        'A study room with reclaimed timber tables, plants and a wall of bookshelves',
        'The secure bike store with two-tier racks and a repair stand',
      ],
      rooms: [
        {
          slug: 'ensuite',
          name: 'En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 14,
          description:
            'An en-suite in a flat of five, with a small double bed, a big desk and a shower room. Kitchens have a long dining table, two fridge-freezers and plenty of storage.',
          features: ['En-suite shower room', 'Study desk', 'Under-bed storage', 'Shared kitchen for 5'],
          floorLevels: ['1', '2', '3'],
          shots: [
            ['room', 'Montpelier Mill En-suite with a small double bed, teal cushions and a timber desk'],
            ['common', 'Shared kitchen with a long oak dining table and large industrial windows'],
          ],
          tenancyOptions: tenancies(188, [
            ['2026/27', 51, 7],
            ['2026/27', 44, 3],
            ['2027/28', 51, 15],
          ]),
        },
        {
          slug: 'studio',
          name: 'Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 21,
          description:
            'A self-contained studio with a double bed, kitchenette, shower room and desk. The mill windows let in loads of light, and the ground-floor studios have a small private terrace.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk'],
          floorLevels: ['Ground', '1', '2', '3'],
          shots: [
            ['room', 'Montpelier Mill Studio with a double bed beneath a large industrial window'],
            ['room', 'Studio kitchenette with a teal splashback, hob and microwave'],
          ],
          tenancyOptions: tenancies(245, [
            ['2026/27', 51, 3],
            ['2026/27', 44, 1],
            ['2027/28', 51, 9],
          ]),
        },
        {
          slug: 'twodio',
          name: 'Twodio',
          kind: 'twodio',
          bedType: 'Two doubles',
          sizeSqm: 35,
          description: paras(
            'Two double bedrooms with a shared kitchen-living room and shower room. Our Bristol twodios are always snapped up early, so join the waiting list to hear first if one becomes available.',
            'The price shown is for the whole twodio.',
          ),
          features: ['Two separate bedrooms', 'Private kitchen', 'Living area', 'Shared shower room'],
          floorLevels: ['2', '3'],
          shots: [
            ['room', 'Twodio kitchen-living room with a teal sofa, round dining table and a view across Montpelier'],
            ['room', 'A twodio bedroom with a double bed and a desk beside an arched window'],
          ],
          tenancyOptions: tenancies(292, [
            ['2026/27', 51, 0],
            ['2027/28', 51, 0],
          ]),
        },
        {
          slug: 'mill-loft-studio',
          name: 'Mill Loft Studio',
          kind: 'premium-studio',
          bedType: 'King',
          sizeSqm: 28,
          description:
            'Under the restored roof trusses on the top floor, with a king-size bed, a full kitchen, a walk-in shower and a separate lounge area. Rent for these studios is collected monthly.',
          features: [
            'King-size bed',
            'Full kitchen with oven',
            'Walk-in shower',
            'Exposed roof trusses',
            'Separate lounge area',
          ],
          floorLevels: ['4'],
          shots: [
            ['room', 'Mill Loft Studio with a king-size bed under exposed timber roof trusses'],
            ['room', 'Mill Loft lounge area with a teal sofa and a skylight'],
            ['room', 'Full kitchen with an oven and honey-coloured timber worktops'],
          ],
          tenancyOptions: tenancies(
            285,
            [
              ['2026/27', 51, 1],
              ['2026/27', 44, 1],
              ['2027/28', 51, 3],
            ],
            'monthly',
          ),
        },
      ],
    }),
    property('bristol', {
      slug: 'portwall-yard',
      name: 'Portwall Yard',
      tagline: 'Harbourside studios in Redcliffe, close to Temple Meads',
      description: paras(
        'Portwall Yard is in Redcliffe, between St Mary Redcliffe church and the Floating Harbour. Temple Meads station is about seven minutes away, which makes trips home easy, and the Harbourside, Queen Square and the city centre are all within ten.',
        "The University of Bristol's precinct is around 20 minutes on foot or a short bus ride up Park Street. At home there is a gym, a cinema room, study spaces on every floor and a friendly on-site team.",
      ),
      addressLine1: 'Portwall Lane, Redcliffe',
      postcode: 'BS1 6NB',
      lat: 51.449,
      lng: -2.589,
      amenities: [
        'Gym',
        'Cinema room',
        'Study spaces',
        'Parcel lockers',
        'Secure entry',
        'All bills included',
        'On-site team',
        'Laundry',
        'Bike storage',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4', '5', '6', '7'],
      featured: false,
      palette: PORTWALL_YARD,
      facadeAlt: 'Portwall Yard: an eight-storey building in muted purple-grey brick with dusky-pink metal balconies',
      commonAlts: [
        'The cinema room at Portwall Yard, with a large screen, blush-pink armchairs and dimmed lights',
        'A study space with individual booths, acoustic panels and views towards St Mary Redcliffe',
      ],
      rooms: [
        {
          slug: 'ensuite',
          name: 'En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 13,
          description:
            'A modern en-suite in a flat of six, with a small double bed, desk, wardrobe and shower room. The shared kitchens have an island and stools, which makes cooking together easy.',
          features: ['En-suite shower room', 'Study desk', 'Wardrobe', 'Shared kitchen for 6'],
          floorLevels: ['1', '2', '3', '4'],
          shots: [
            ['room', 'Portwall Yard En-suite with a small double bed, blush-pink throw and a slim desk'],
            ['common', 'Shared kitchen with an island, bar stools and dark grey cabinets'],
          ],
          tenancyOptions: tenancies(182, [
            ['2026/27', 51, 8],
            ['2026/27', 44, 5],
            ['2027/28', 51, 16],
          ]),
        },
        {
          slug: 'accessible-studio',
          name: 'Accessible Studio',
          kind: 'accessible',
          bedType: 'Double',
          sizeSqm: 27,
          description:
            'A studio for wheelchair users, near the lifts on the lower floors, with a level-access wet room, wider doorways, a height-adjustable kitchen worktop, a lowered desk and emergency pull cords. Vibrating pillow alerts are available for residents with hearing loss.',
          features: [
            'Wheelchair accessible',
            'Level-access wet room',
            'Wider doorways',
            'Adjustable-height worktop',
            'Emergency pull cords',
          ],
          floorLevels: ['Ground', '1'],
          shots: [
            ['room', 'Accessible Studio with a double bed, lowered desk and clear turning space'],
            ['room', 'Level-access wet room with grab rails and a fold-down shower seat'],
          ],
          tenancyOptions: tenancies(230, [
            ['2026/27', 51, 2],
            ['2027/28', 51, 2],
          ]),
        },
        {
          slug: 'studio',
          name: 'Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 20,
          description:
            'A well-planned studio with a double bed, kitchenette, shower room and desk. Studios on the upper floors look across the harbour towards the city centre.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk'],
          floorLevels: ['1', '2', '3', '4', '5', '6'],
          shots: [
            ['room', 'Portwall Yard Studio with a double bed and a view across the harbour rooftops'],
            ['room', 'Studio kitchenette with a hob, microwave and grey cabinets'],
          ],
          tenancyOptions: tenancies(238, [
            ['2026/27', 51, 6],
            ['2026/27', 41, 0],
            ['2027/28', 51, 12],
          ]),
        },
        {
          slug: 'harbour-premium-studio',
          name: 'Harbour Premium Studio',
          kind: 'premium-studio',
          bedType: 'King',
          sizeSqm: 27,
          description:
            'Top-floor studios with a balcony, a king-size bed, a full kitchen and a walk-in shower. On a clear day you can see across the harbour to Cabot Tower. Rent is collected monthly.',
          features: ['King-size bed', 'Private balcony', 'Full kitchen with oven', 'Walk-in shower', 'Harbour views'],
          floorLevels: ['6', '7'],
          shots: [
            ['room', 'Harbour Premium Studio with a king-size bed and a glass door onto a small balcony'],
            ['room', 'Premium studio kitchen with an oven and a breakfast bar facing the window'],
          ],
          tenancyOptions: tenancies(
            282,
            [
              ['2026/27', 51, 2],
              ['2027/28', 51, 4],
            ],
            'monthly',
          ),
        },
      ],
    }),
  ],
};

// ---------------------------------------------------------------------------------------
// Sheffield
// ---------------------------------------------------------------------------------------

const DEVONSHIRE_WORKS: Palette = ['#6d2e46', '#d5b942', '#f4f0e8'];
const KELHAM_FORGE: Palette = ['#3a3a3a', '#ff8c42', '#ecebe4'];

const sheffield: SeedCity = {
  slug: 'sheffield',
  name: 'Sheffield',
  region: 'Yorkshire and the Humber',
  intro:
    'Sheffield is one of the greenest cities in England and one of the best-value places to be a student. Both universities are right in the centre, and the Peak District is practically on the doorstep for weekend walks and climbing. Division Street and Kelham Island are full of independent bars and cafés, and the trams make getting around cheap and easy.',
  lat: 53.3811,
  lng: -1.4701,
  hero: skyline(
    'sheffield',
    'Sheffield city centre from the hills, with green slopes in the foreground and the Peak District on the horizon',
    ['#2d3a3a', '#e9b44c', '#eef1ef'],
  ),
  universities: [
    uni(
      'university-of-sheffield',
      'The University of Sheffield',
      'Sheffield',
      53.3811,
      -1.4882,
      'https://www.sheffield.ac.uk',
    ),
    uni(
      'sheffield-hallam-university',
      'Sheffield Hallam University',
      'Hallam',
      53.3786,
      -1.465,
      'https://www.shu.ac.uk',
    ),
  ],
  properties: [
    property('sheffield', {
      slug: 'devonshire-works',
      name: 'Devonshire Works',
      tagline: 'On Division Street, ten minutes from both Sheffield universities',
      description: paras(
        "Devonshire Works is on Division Street, Sheffield's favourite strip of vintage shops, bars and brunch spots, with Devonshire Green just around the corner for summer afternoons. The University of Sheffield's Western Bank campus and Sheffield Hallam's City Campus are each about ten minutes' walk, and the West Street tram stop is two minutes away.",
        'Inside you will find a gym, a cinema room, a games room, plenty of study space and a laundry, all looked after by a friendly on-site team. Every room comes with bills included and fast Wi-Fi.',
      ),
      addressLine1: 'Division Street',
      postcode: 'S1 4GF',
      lat: 53.38,
      lng: -1.477,
      amenities: [
        'Gym',
        'Study spaces',
        'Games room',
        'Cinema room',
        'All bills included',
        'On-site team',
        'Secure entry',
        'Laundry',
        'Parcel lockers',
        'Wi-Fi 500 Mbps',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4', '5'],
      featured: true,
      palette: DEVONSHIRE_WORKS,
      facadeAlt:
        'Devonshire Works: a six-storey building in plum-coloured cladding with mustard-yellow window fins on Division Street',
      commonAlts: [
        'The cinema room at Devonshire Works, with plum velvet sofas and a large screen',
        'Games room with a pool table, retro arcade cabinet and mustard bar stools',
        'Study area with long shared desks and views of Devonshire Green',
      ],
      rooms: [
        {
          slug: 'classic-ensuite',
          name: 'Classic En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 12,
          description:
            'A compact, well-organised en-suite with a small double bed, a desk and a private shower room, in a flat of five or six. Our best-value room at Devonshire Works, and a great place to start.',
          features: ['En-suite shower room', 'Study desk', 'Under-bed storage', 'Shared kitchen for 6'],
          floorLevels: ['1', '2', '3'],
          shots: [
            ['room', 'Classic En-suite with a small double bed, plum bedding and a compact desk'],
            ['common', 'Shared kitchen with a mustard-yellow table and a view down Division Street'],
          ],
          tenancyOptions: tenancies(136, [
            ['2026/27', 51, 15],
            ['2026/27', 44, 9],
            ['2027/28', 51, 25],
          ]),
        },
        {
          slug: 'studio',
          name: 'Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 19,
          description:
            'A self-contained studio with a double bed, kitchenette, shower room and desk. Studios on the Green side of the building get lovely evening light.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk'],
          floorLevels: ['1', '2', '3', '4'],
          shots: [
            ['room', 'Devonshire Works Studio with a double bed, mustard armchair and a window onto the Green'],
            ['room', 'Studio kitchenette with a plum splashback, hob and microwave'],
          ],
          tenancyOptions: tenancies(178, [
            ['2026/27', 51, 6],
            ['2026/27', 44, 0],
            ['2027/28', 51, 13],
          ]),
        },
        {
          slug: 'accessible-studio',
          name: 'Accessible Studio',
          kind: 'accessible',
          bedType: 'Double',
          sizeSqm: 25,
          description:
            'A ground-floor studio for wheelchair users, with level access, wider doorways, a level-access wet room, a lowered desk and an adjustable-height kitchen worktop. It is close to the lift and the step-free entrance.',
          features: [
            'Wheelchair accessible',
            'Level-access wet room',
            'Wider doorways',
            'Adjustable-height worktop',
            'Emergency pull cords',
          ],
          floorLevels: ['Ground'],
          shots: [
            ['room', 'Accessible Studio with a double bed, lowered desk and a wide clear floor area'],
            ['room', 'Level-access wet room with grab rails and a shower seat'],
          ],
          tenancyOptions: tenancies(172, [
            ['2026/27', 51, 1],
            ['2027/28', 51, 2],
          ]),
        },
        {
          slug: 'twodio',
          name: 'Twodio',
          kind: 'twodio',
          bedType: 'Two doubles',
          sizeSqm: 33,
          description: paras(
            'Two double bedrooms with a shared kitchen-living room and shower room, on the top floors. These sell out fast every year.',
            'The price shown is for the whole twodio.',
          ),
          features: ['Two separate bedrooms', 'Private kitchen', 'Living area', 'Shared shower room'],
          floorLevels: ['4', '5'],
          shots: [
            ['room', 'Twodio living room with a plum sofa, small dining table and kitchen units'],
            ['room', 'A twodio bedroom with a double bed and a mustard reading lamp'],
          ],
          tenancyOptions: tenancies(235, [
            ['2026/27', 51, 0],
            ['2026/27', 44, 0],
            ['2027/28', 51, 0],
          ]),
        },
      ],
    }),
    property('sheffield', {
      slug: 'kelham-forge',
      name: 'Kelham Forge',
      tagline: 'Red-brick flats in Kelham Island, a short tram ride from campus',
      description: paras(
        'Kelham Forge is a red-brick block on Russell Street in Kelham Island, the old industrial quarter by the River Don that is now full of independent pubs, bakeries and the Kelham Island Museum. Sheffield Hallam is around 15 minutes on foot, the University of Sheffield about 18, and the Shalesmoor tram stop is a few minutes away.',
        "It's a smaller, relaxed building with a games room, study room, laundry and bike store, and some of the lowest rents in our portfolio with all bills included.",
      ),
      addressLine1: 'Russell Street, Kelham Island',
      postcode: 'S3 8RW',
      lat: 53.389,
      lng: -1.473,
      amenities: [
        'Study spaces',
        'Bike storage',
        'Laundry',
        'Secure entry',
        'All bills included',
        'Games room',
        'Wi-Fi 500 Mbps',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4'],
      featured: false,
      palette: KELHAM_FORGE,
      facadeAlt:
        'Kelham Forge: a five-storey red-brick and charcoal steel building with orange-framed windows on a cobbled street',
      commonAlts: [
        'The games room at Kelham Forge, with a table tennis table and orange wall lights',
        'Study room with a long timber bench desk and steel-framed windows',
      ],
      rooms: [
        {
          slug: 'shared-flat-room',
          name: 'Shared Flat Room',
          kind: 'shared-flat',
          bedType: 'Small double',
          sizeSqm: 11,
          description:
            'A private bedroom with a small double bed and desk in a flat of four, with two shared bathrooms and a big kitchen. Great value in a great neighbourhood.',
          features: ['Shared bathroom (one between two)', 'Study desk', 'Under-bed storage', 'Shared kitchen for 4'],
          floorLevels: ['Ground', '1', '2'],
          shots: [
            ['room', 'Shared Flat Room with a small double bed, charcoal bedding and an orange desk lamp'],
            ['common', 'Shared kitchen with exposed brick, a table for four and open shelving'],
          ],
          tenancyOptions: tenancies(130, [
            ['2026/27', 44, 12],
            ['2026/27', 41, 4],
            ['2027/28', 44, 18],
          ]),
        },
        {
          slug: 'ensuite',
          name: 'En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 14,
          description:
            'An en-suite room with a small double bed, desk and shower room, in a flat of five. The kitchens are generously sized, with a sofa corner by the window.',
          features: ['En-suite shower room', 'Study desk', 'Wardrobe', 'Shared kitchen for 5'],
          floorLevels: ['1', '2', '3', '4'],
          shots: [
            ['room', 'Kelham Forge En-suite with a small double bed and a steel-framed window'],
            ['room', 'En-suite shower room with charcoal tiles and an orange towel'],
          ],
          tenancyOptions: tenancies(134, [
            ['2026/27', 51, 10],
            ['2026/27', 44, 4],
            ['2027/28', 51, 19],
          ]),
        },
        {
          slug: 'forge-studio',
          name: 'Forge Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 21,
          description:
            'A roomy studio with a double bed, kitchenette, shower room and desk, finished with exposed brick and steel-framed windows. A great choice for postgraduates who want peace and quiet.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk', 'Exposed brick'],
          floorLevels: ['2', '3', '4'],
          shots: [
            ['room', 'Forge Studio with a double bed against an exposed brick wall and a steel-framed window'],
            ['room', 'Studio kitchenette with a hob, microwave and charcoal cabinets'],
          ],
          tenancyOptions: tenancies(172, [
            ['2026/27', 51, 5],
            ['2027/28', 51, 11],
          ]),
        },
      ],
    }),
  ],
};

// ---------------------------------------------------------------------------------------
// Nottingham
// ---------------------------------------------------------------------------------------

const LENTON_GATE: Palette = ['#8d5b4c', '#5c7457', '#f1ede4'];
const LACE_YARD: Palette = ['#355070', '#b56576', '#f6f2ee'];

const nottingham: SeedCity = {
  slug: 'nottingham',
  name: 'Nottingham',
  region: 'East Midlands',
  intro:
    "Nottingham is a big student city that still feels easy to get around. Nottingham Trent's City Campus is in the middle of town, and the University of Nottingham's leafy University Park is a short bus or tram ride west. Most students live in Lenton or the city centre, with Hockley's cafés, the Old Market Square and plenty of live music venues never far away.",
  lat: 52.9548,
  lng: -1.1581,
  hero: skyline(
    'nottingham',
    "Nottingham's Old Market Square and Council House dome at golden hour, with the city rooftops behind",
    ['#22333b', '#c6ac8f', '#eae0d5'],
  ),
  universities: [
    uni(
      'university-of-nottingham',
      'University of Nottingham',
      'UoN',
      52.9387,
      -1.1968,
      'https://www.nottingham.ac.uk',
    ),
    uni('nottingham-trent-university', 'Nottingham Trent University', 'NTU', 52.9583, -1.1534, 'https://www.ntu.ac.uk'),
  ],
  properties: [
    property('nottingham', {
      slug: 'lenton-gate',
      name: 'Lenton Gate',
      tagline: 'Lenton living between University Park and the city centre',
      description: paras(
        "Lenton Gate is on Derby Road in Lenton, Nottingham's biggest student neighbourhood. University Park is about 20 minutes' walk or a few stops on the bus, Nottingham Trent's City Campus is around 25 minutes' walk the other way, and the Savoy cinema and a parade of takeaways are just up the road.",
        'The building has a gym, a games room, study spaces and a laundry, and a secure bike store for the ride to campus. Our on-site team runs a busy events calendar, and all bills are included.',
      ),
      addressLine1: 'Derby Road, Lenton',
      postcode: 'NG7 1LS',
      lat: 52.947,
      lng: -1.18,
      amenities: [
        'Gym',
        'Study spaces',
        'Games room',
        'Laundry',
        'Bike storage',
        'All bills included',
        'On-site team',
        'Secure entry',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4'],
      featured: false,
      palette: LENTON_GATE,
      facadeAlt: 'Lenton Gate: a five-storey building in warm brown brick with sage-green window frames on Derby Road',
      commonAlts: [
        'The games room at Lenton Gate, with a pool table and sage-green sofas',
        'Study space with individual desks, plants and warm timber panelling',
      ],
      rooms: [
        {
          slug: 'ensuite',
          name: 'En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 13,
          description:
            'An en-suite room with a small double bed, desk, wardrobe and shower room, in a flat of six. Kitchens have a big table and plenty of cupboard space.',
          features: ['En-suite shower room', 'Study desk', 'Wardrobe', 'Shared kitchen for 6'],
          floorLevels: ['1', '2', '3'],
          shots: [
            ['room', 'Lenton Gate En-suite with a small double bed, sage-green throw and a desk'],
            ['room', 'En-suite shower room with white tiles and a sage-green accent wall'],
          ],
          tenancyOptions: tenancies(150, [
            ['2026/27', 51, 12],
            ['2026/27', 44, 3],
            ['2027/28', 51, 20],
          ]),
        },
        {
          slug: 'shared-flat-room',
          name: 'Shared Flat Room',
          kind: 'shared-flat',
          bedType: 'Small double',
          sizeSqm: 11,
          description:
            'A private bedroom with a small double bed and desk, in a flat of four with two shared bathrooms. A friendly, affordable option for first and second years alike.',
          features: ['Shared bathroom (one between two)', 'Study desk', 'Under-bed storage', 'Shared kitchen for 4'],
          floorLevels: ['Ground', '1'],
          shots: [
            ['room', 'Shared Flat Room with a small double bed, brown headboard and a compact desk'],
            ['common', 'Shared kitchen with a table for four, sage-green cupboards and a window onto Derby Road'],
          ],
          tenancyOptions: tenancies(142, [
            ['2026/27', 44, 10],
            ['2026/27', 41, 6],
            ['2027/28', 44, 16],
          ]),
        },
        {
          slug: 'studio',
          name: 'Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 20,
          description:
            'A self-contained studio with a double bed, kitchenette, shower room and desk. The upper-floor studios look west towards University Park.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk'],
          floorLevels: ['2', '3', '4'],
          shots: [
            ['room', 'Lenton Gate Studio with a double bed, sage-green armchair and a west-facing window'],
            ['room', 'Studio kitchenette with a hob and timber-effect worktop'],
          ],
          tenancyOptions: tenancies(196, [
            ['2026/27', 51, 4],
            ['2027/28', 51, 9],
          ]),
        },
        {
          slug: 'accessible-ensuite',
          name: 'Accessible En-suite',
          kind: 'accessible',
          bedType: 'Double',
          sizeSqm: 18,
          description:
            'A larger ground-floor en-suite for wheelchair users, with a level-access wet room, wider doorways and a lowered desk, in a flat with an accessible shared kitchen. Please get in touch before booking so we can talk through your needs.',
          features: [
            'Wheelchair accessible',
            'Level-access wet room',
            'Wider doorways',
            'Lowered desk and kitchen worktop',
            'Visual fire alarm',
          ],
          floorLevels: ['Ground'],
          shots: [
            ['room', 'Accessible En-suite with a double bed, lowered desk and clear floor space'],
            ['room', 'Level-access wet room with grab rails and a fold-down seat'],
          ],
          tenancyOptions: tenancies(160, [
            ['2026/27', 51, 0],
            ['2027/28', 51, 2],
          ]),
        },
      ],
    }),
    property('nottingham', {
      slug: 'lace-yard',
      name: 'Lace Yard',
      tagline: "City-centre studios a few minutes from Nottingham Trent's City Campus",
      description: paras(
        "Lace Yard is on Mansfield Road, where the city centre meets the terraced streets of Sherwood Rise, a short walk from the Arboretum. Nottingham Trent's City Campus is around six minutes' walk, the Victoria Centre and the tram are just down the road, and the University of Nottingham is around 20 minutes away by tram.",
        'There is a gym, a cinema room, study spaces and a roof terrace with views over the city, plus parcel lockers and a friendly on-site team.',
      ),
      addressLine1: 'Mansfield Road',
      postcode: 'NG1 3FN',
      lat: 52.9612,
      lng: -1.148,
      amenities: [
        'Gym',
        'Cinema room',
        'Study spaces',
        'Roof terrace',
        'Parcel lockers',
        'All bills included',
        'On-site team',
        'Secure entry',
        'Wi-Fi 500 Mbps',
      ],
      floorLevels: ['Ground', '1', '2', '3', '4', '5', '6'],
      featured: false,
      palette: LACE_YARD,
      facadeAlt:
        'Lace Yard: a seven-storey building in deep blue brick with rose-pink lace-pattern metal screens across the windows',
      commonAlts: [
        'The roof terrace at Lace Yard, with rose-pink planters and views across Nottingham',
        'Cinema room with navy sofas and a large screen',
        'Study space with individual desks, pendant lights and tall windows',
      ],
      rooms: [
        {
          slug: 'ensuite',
          name: 'En-suite',
          kind: 'ensuite',
          bedType: 'Small double',
          sizeSqm: 14,
          description:
            'An en-suite room with a small double bed, desk and shower room, in a flat of five. Kitchens have a table for everyone and a window over the city.',
          features: ['En-suite shower room', 'Study desk', 'Wardrobe', 'Shared kitchen for 5'],
          floorLevels: ['1', '2', '3'],
          shots: [
            ['room', 'Lace Yard En-suite with a small double bed, rose-pink throw and a desk'],
            ['common', 'Shared kitchen with a dining table for five and a view over the city centre'],
          ],
          tenancyOptions: tenancies(154, [
            ['2026/27', 51, 8],
            ['2026/27', 44, 5],
            ['2027/28', 51, 14],
          ]),
        },
        {
          slug: 'studio',
          name: 'Studio',
          kind: 'studio',
          bedType: 'Double',
          sizeSqm: 22,
          description:
            'A self-contained studio with a double bed, kitchenette, shower room, desk and a small sofa. Light and calm, with the lace-pattern screens casting lovely shadows in the afternoon.',
          features: ['Private kitchenette', 'En-suite shower room', 'Double bed', 'Study desk', 'Sofa'],
          floorLevels: ['1', '2', '3', '4', '5'],
          shots: [
            ['room', 'Lace Yard Studio with a double bed and lace-pattern shadows on the wall'],
            ['room', 'Studio kitchenette and a small navy sofa'],
          ],
          tenancyOptions: tenancies(202, [
            ['2026/27', 51, 0],
            ['2026/27', 44, 3],
            ['2027/28', 51, 10],
          ]),
        },
        {
          slug: 'twodio',
          name: 'Twodio',
          kind: 'twodio',
          bedType: 'Two doubles',
          sizeSqm: 34,
          description: paras(
            'Two double bedrooms with a shared kitchen-living room and shower room. Ideal for two friends who want a city-centre flat of their own.',
            'The weekly price is for the whole twodio.',
          ),
          features: ['Two separate bedrooms', 'Private kitchen', 'Living area', 'Shared shower room'],
          floorLevels: ['3', '4'],
          shots: [
            ['room', 'Twodio living room with a navy sofa, dining table and kitchen units'],
            ['room', 'A twodio bedroom with a double bed and a rose-pink reading lamp'],
          ],
          tenancyOptions: tenancies(250, [
            ['2026/27', 51, 4],
            ['2027/28', 51, 4],
          ]),
        },
        {
          slug: 'rooftop-premium-studio',
          name: 'Rooftop Premium Studio',
          kind: 'premium-studio',
          bedType: 'King',
          sizeSqm: 26,
          description:
            'On the top floor next to the roof terrace, with a king-size bed, a full kitchen, a walk-in shower and panoramic views. Rent is collected monthly.',
          features: ['King-size bed', 'Full kitchen with oven', 'Walk-in shower', 'Roof terrace access', 'City views'],
          floorLevels: ['6'],
          shots: [
            ['room', 'Rooftop Premium Studio with a king-size bed and panoramic windows over Nottingham'],
            ['room', 'Premium studio kitchen with an oven and a rose-pink splashback'],
          ],
          tenancyOptions: tenancies(
            240,
            [
              ['2026/27', 51, 1],
              ['2026/27', 44, 1],
              ['2027/28', 51, 5],
            ],
            'monthly',
          ),
        },
      ],
    }),
  ],
};

export const demoCities: readonly SeedCity[] = [
  manchester,
  leeds,
  birmingham,
  liverpool,
  bristol,
  sheffield,
  nottingham,
];
