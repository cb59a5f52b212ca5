import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, walkingMinutes } from '../../../src/domain/catalogue/geo';

describe('distanceKm', () => {
  it('measures Manchester Piccadilly to the University of Manchester at about 1.3 km', () => {
    expect(distanceKm({ lat: 53.4774, lng: -2.2309 }, { lat: 53.4668, lng: -2.2339 })).toBeCloseTo(1.2, 1);
  });

  it('measures London to Edinburgh at about 534 km', () => {
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 55.9533, lng: -3.1883 })).toBeCloseTo(534, -1);
  });

  it('is symmetric, never negative and zero to itself', () => {
    const point = fc.record({
      lat: fc.double({ min: -89, max: 89, noNaN: true }),
      lng: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distanceKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
        expect(distanceKm(a, a)).toBe(0);
      }),
    );
  });
});

describe('walkingMinutes', () => {
  it('allows for streets not being straight lines: 1 km is about 15 minutes', () => {
    expect(walkingMinutes(1)).toBe(15);
  });

  it('is at least one minute and grows with the distance', () => {
    expect(walkingMinutes(0)).toBe(1);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 50, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (a, b) => {
        if (a <= b) expect(walkingMinutes(a)).toBeLessThanOrEqual(walkingMinutes(b));
      }),
    );
  });
});
