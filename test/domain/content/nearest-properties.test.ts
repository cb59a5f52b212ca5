import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CitySummary, PropertySummary, University } from '../../../src/domain/catalogue/catalogue';
import { distanceKm } from '../../../src/domain/catalogue/geo';
import {
  nearestProperties,
  type PlacedProperty,
  universitiesWithProperties,
} from '../../../src/domain/content/nearest-properties';

const university = (id: string, city_id: string, lat: number, lng: number): University => ({
  _id: id,
  id,
  name: `University ${id}`,
  short_name: id.toUpperCase(),
  city_id,
  geo: { lat, lng },
  website: 'https://example.ac.uk',
});

const placed = (id: string, city_id: string, lat: number, lng: number): PlacedProperty => ({
  property: { id, name: id, city_id } as PropertySummary,
  geo: { lat, lng },
});

const uom = university('uom', 'manchester', 53.4668, -2.2339);
const candidates = [
  placed('far', 'manchester', 53.49, -2.26),
  placed('next-door', 'manchester', 53.4669, -2.234),
  placed('near', 'manchester', 53.472, -2.238),
  placed('middling', 'manchester', 53.4775, -2.2353),
  placed('in-leeds', 'leeds', 53.4668, -2.2339),
];

describe('nearestProperties', () => {
  it('gives the three nearest properties in the same city, nearest first, with the walk', () => {
    const nearest = nearestProperties(uom, candidates);
    expect(nearest.map((p) => p.id)).toEqual(['next-door', 'near', 'middling']);
    expect(nearest[0]?.distance).toEqual({
      university_id: 'uom',
      name: 'University uom',
      short_name: 'UOM',
      distance_km: 0,
      walk_minutes: 1,
    });
    expect(nearest[1]?.distance.distance_km).toBe(0.6);
    expect(nearest[1]?.distance.walk_minutes).toBe(10);
  });

  it('gives none for a city without properties', () => {
    expect(nearestProperties(university('lu', 'leicester', 52.62, -1.12), candidates)).toEqual([]);
  });

  it('never gives more than 3, and none left out is nearer than one given', () => {
    const point = fc.record({
      lat: fc.double({ min: 53, max: 54, noNaN: true }),
      lng: fc.double({ min: -3, max: -2, noNaN: true }),
    });
    fc.assert(
      fc.property(point, fc.array(point, { maxLength: 10 }), (u, points) => {
        const subject = university('u', 'c', u.lat, u.lng);
        const all = points.map((p, i) => placed(`p${i}`, 'c', p.lat, p.lng));
        const nearest = nearestProperties(subject, all);
        expect(nearest.length).toBe(Math.min(3, all.length));
        const given = new Set(nearest.map((p) => p.id));
        const farthestGiven = Math.max(
          0,
          ...all.filter((p) => given.has(p.property.id)).map((p) => distanceKm(u, p.geo)),
        );
        for (const p of all.filter((c) => !given.has(c.property.id)))
          expect(distanceKm(u, p.geo)).toBeGreaterThanOrEqual(farthestGiven);
      }),
    );
  });
});

describe('universitiesWithProperties', () => {
  it('lists every university of every city, in city order, with its city name', () => {
    const cities = [
      { id: 'manchester', name: 'Manchester', universities: [uom] },
      { id: 'leeds', name: 'Leeds', universities: [university('lu', 'leeds', 53.8067, -1.555)] },
    ] as unknown as CitySummary[];
    const list = universitiesWithProperties(cities, candidates);
    expect(list.map((u) => [u.university.id, u.city_name, u.properties.map((p) => p.id)])).toEqual([
      ['uom', 'Manchester', ['next-door', 'near', 'middling']],
      ['lu', 'Leeds', ['in-leeds']],
    ]);
  });
});
