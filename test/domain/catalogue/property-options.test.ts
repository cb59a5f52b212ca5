import { describe, expect, it } from 'vitest';
import { propertyOptionsIn } from '../../../src/domain/catalogue/lookups';

describe('propertyOptionsIn', () => {
  const cities = [
    { id: 'c2', slug: 'leeds', name: 'Leeds', sort: 2 },
    { id: 'c1', slug: 'manchester', name: 'Manchester', sort: 1 },
  ];

  it("orders by the city's place on the site, then by residence name; leaves out a residence without its city", () => {
    const options = propertyOptionsIn(cities, [
      { slug: 'zeta-house', name: 'Zeta House', cityId: 'c1' },
      { slug: 'burley-court', name: 'Burley Court', cityId: 'c2' },
      { slug: 'abbey-point', name: 'Abbey Point', cityId: 'c1' },
      { slug: 'lost', name: 'Lost', cityId: 'c9' },
    ]);
    expect(options).toEqual([
      { id: 'abbey-point', name: 'Abbey Point', city_id: 'manchester', city_name: 'Manchester' },
      { id: 'zeta-house', name: 'Zeta House', city_id: 'manchester', city_name: 'Manchester' },
      { id: 'burley-court', name: 'Burley Court', city_id: 'leeds', city_name: 'Leeds' },
    ]);
  });

  it('is empty without residences', () => {
    expect(propertyOptionsIn(cities, [])).toEqual([]);
  });
});
