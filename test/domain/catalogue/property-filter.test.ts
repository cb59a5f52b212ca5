import { describe, expect, it } from 'vitest';
import {
  applyPropertyFilter,
  bandOf,
  chosenUniversity,
  isNarrowing,
  NO_FILTER,
  PRICE_BANDS,
  type PropertyFilter,
  parsePropertyFilter,
  serialisePropertyFilter,
  universityDistance,
} from '../../../src/domain/catalogue/property-filter';
import { aDistance, anOfferOf, aProperty, aUniversity } from '../../support/property-arbitraries';

const filter = (change: Partial<PropertyFilter>): PropertyFilter => ({ ...NO_FILTER, ...change });
const ids = (list: readonly { id: string }[]) => list.map((p) => p.id);

describe('parsing a city page query into a filter', () => {
  it('is no filter for an empty query', () => {
    expect(parsePropertyFilter('')).toEqual({
      university: null,
      price: null,
      room: null,
      available: false,
      sort: 'recommended',
    });
    expect(parsePropertyFilter('?')).toEqual(NO_FILTER);
  });

  it('reads every criterion, with or without the leading question mark', () => {
    const full = {
      university: 'university-of-manchester',
      price: '180-220',
      room: 'studio',
      available: true,
      sort: 'price',
    };
    expect(
      parsePropertyFilter('?university=university-of-manchester&price=180-220&room=studio&available=true&sort=price'),
    ).toEqual(full);
    expect(
      parsePropertyFilter('sort=price&available=true&room=studio&price=180-220&university=university-of-manchester'),
    ).toEqual(full);
  });

  it('ignores values it does not know, and parameters it does not use', () => {
    expect(
      parsePropertyFilter('?university=Not%20a%20slug&price=cheap&room=castle&available=maybe&sort=name&utm_source=x'),
    ).toEqual(NO_FILTER);
    expect(parsePropertyFilter('?price=%E0%A4%A&room=%')).toEqual(NO_FILTER);
  });

  it('takes the first usable value of a repeated parameter, and 1 for true', () => {
    expect(parsePropertyFilter('?room=castle&room=ensuite&room=studio&available=1')).toEqual(
      filter({ room: 'ensuite', available: true }),
    );
  });
});

describe('writing a filter back as a query', () => {
  it('is empty for no filter, so the plain city address stays plain', () => {
    expect(serialisePropertyFilter(NO_FILTER)).toBe('');
  });

  it('writes only what is set, always in the same order', () => {
    expect(
      serialisePropertyFilter({
        sort: 'distance',
        available: true,
        room: 'shared-flat',
        price: 'over-260',
        university: 'uom',
      }),
    ).toBe('university=uom&price=over-260&room=shared-flat&available=true&sort=distance');
    expect(serialisePropertyFilter(filter({ sort: 'price' }))).toBe('sort=price');
  });
});

describe('price bands', () => {
  it('cover the demo prices per week in four bands, each from its lower bound up to its upper', () => {
    expect(PRICE_BANDS.map((b) => [b.id, b.label])).toEqual([
      ['under-180', 'Under £180'],
      ['180-220', '£180 to £220'],
      ['220-260', '£220 to £260'],
      ['over-260', '£260 and over'],
    ]);
    expect([0, 179.99, 180, 219.99, 220, 259.99, 260, 400].map(bandOf)).toEqual([
      'under-180',
      'under-180',
      '180-220',
      '180-220',
      '220-260',
      '220-260',
      'over-260',
      'over-260',
    ]);
  });
});

describe('applying a filter to a city’s residences', () => {
  const gardens = aProperty('gardens', {
    room_kinds: [anOfferOf('studio', 235, true), anOfferOf('ensuite', 180, true)],
  });
  const mill = aProperty('mill', {
    room_kinds: [anOfferOf('ensuite', 165, false), anOfferOf('twodio', 265, true)],
  });
  const works = aProperty('works', {
    available: false,
    room_kinds: [anOfferOf('studio', 210, false)],
  });
  const empty = aProperty('empty', { available: false, room_kinds: [], room_starting_price: null });
  const all = [gardens, mill, works, empty];

  it('keeps everything, in order, when nothing is chosen', () => {
    expect(ids(applyPropertyFilter(all, NO_FILTER))).toEqual(['gardens', 'mill', 'works', 'empty']);
  });

  it('keeps residences with the chosen kind of room', () => {
    expect(ids(applyPropertyFilter(all, filter({ room: 'studio' })))).toEqual(['gardens', 'works']);
    expect(ids(applyPropertyFilter(all, filter({ room: 'accessible' })))).toEqual([]);
  });

  it('keeps residences with a kind of room starting within the price band', () => {
    expect(ids(applyPropertyFilter(all, filter({ price: 'under-180' })))).toEqual(['mill']);
    expect(ids(applyPropertyFilter(all, filter({ price: '180-220' })))).toEqual(['gardens', 'works']);
    expect(ids(applyPropertyFilter(all, filter({ price: 'over-260' })))).toEqual(['mill']);
  });

  it('asks kind, band and availability of the same kind of room', () => {
    expect(ids(applyPropertyFilter(all, filter({ room: 'studio', price: '180-220' })))).toEqual(['works']);
    expect(ids(applyPropertyFilter(all, filter({ room: 'ensuite', available: true })))).toEqual(['gardens']);
    expect(ids(applyPropertyFilter(all, filter({ price: 'under-180', available: true })))).toEqual([]);
  });

  it('keeps only residences with rooms left when asked', () => {
    expect(ids(applyPropertyFilter(all, filter({ available: true })))).toEqual(['gardens', 'mill']);
  });

  it('sorts by the lowest weekly price of the matching rooms, those without a price last', () => {
    const noPrice = aProperty('no-price', {
      room_kinds: [anOfferOf('studio', null, true)],
    });
    const list = [noPrice, ...all];
    expect(ids(applyPropertyFilter(list, filter({ sort: 'price' })))).toEqual([
      'gardens',
      'works',
      'mill',
      'no-price',
      'empty',
    ]);
    expect(ids(applyPropertyFilter(list, filter({ sort: 'price', room: 'studio' })))).toEqual([
      'works',
      'gardens',
      'no-price',
    ]);
  });

  it('sorts by the price of rooms still available before sold-out ones', () => {
    // mill's cheapest ensuite is sold out: its price is that of the twodio it still lets.
    expect(ids(applyPropertyFilter([mill, gardens], filter({ sort: 'price' })))).toEqual(['gardens', 'mill']);
  });

  describe('distance', () => {
    const uom = aUniversity('uom', { lat: 53.4668, lng: -2.2339 });
    const mmu = aUniversity('mmu', { lat: 53.471, lng: -2.2399 });
    const near = aProperty('near', { nearest_university: aDistance(mmu, 4) });
    const far = aProperty('far', { nearest_university: aDistance(uom, 20) });
    const unknown = aProperty('unknown');
    const placed = {
      ...aProperty('placed', { nearest_university: aDistance(mmu, 2) }),
      geo: { lat: 53.4722, lng: -2.2378 },
    };

    it('sorts nearest first by the walk to the nearest university, unknown last', () => {
      expect(ids(applyPropertyFilter([unknown, far, near], filter({ sort: 'distance' })))).toEqual([
        'near',
        'far',
        'unknown',
      ]);
    });

    it('measures to the chosen university: from the property’s position, or its nearest when that is the one', () => {
      expect(universityDistance(far, uom)?.walk_minutes).toBe(20);
      expect(universityDistance(near, uom)).toBeNull();
      expect(universityDistance(near, null)?.short_name).toBe('MMU');
      const toUom = universityDistance(placed, uom);
      expect(toUom).toMatchObject({ university_id: 'uom', short_name: 'UOM', walk_minutes: 10 });
      expect(toUom?.distance_km).toBeCloseTo(0.7, 1);
    });

    it('sorts by the walk to the chosen university', () => {
      const list = [near, unknown, far, placed];
      const universities = [mmu, uom];
      expect(ids(applyPropertyFilter(list, filter({ sort: 'distance', university: 'uom' }), universities))).toEqual([
        'placed',
        'far',
        'near',
        'unknown',
      ]);
    });

    it('ignores a university the city does not have', () => {
      expect(chosenUniversity(filter({ university: 'oxford' }), [mmu, uom])).toBeNull();
      expect(chosenUniversity(filter({ university: 'uom' }), [mmu, uom])).toBe(uom);
      expect(
        ids(applyPropertyFilter([far, near], filter({ sort: 'distance', university: 'oxford' }), [mmu, uom])),
      ).toEqual(['near', 'far']);
    });
  });
});

describe('isNarrowing', () => {
  it('is true when a criterion can leave residences out; a university or a sort only reorders', () => {
    expect(isNarrowing(NO_FILTER)).toBe(false);
    expect(isNarrowing(filter({ university: 'uom', sort: 'distance' }))).toBe(false);
    expect(isNarrowing(filter({ room: 'studio' }))).toBe(true);
    expect(isNarrowing(filter({ price: 'under-180' }))).toBe(true);
    expect(isNarrowing(filter({ available: true }))).toBe(true);
  });
});
