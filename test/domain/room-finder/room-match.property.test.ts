import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoomKind } from '../../../src/domain/catalogue/catalogue';
import { PRICE_BANDS, type PriceBandId } from '../../../src/domain/catalogue/property-filter';
import { type MatchCriteria, type RoomCandidate, rankRooms } from '../../../src/domain/room-finder/room-match';

const kinds: RoomKind[] = ['studio', 'ensuite', 'twodio', 'accessible', 'shared-flat', 'premium-studio'];
const bandIds = PRICE_BANDS.map((b) => b.id);

const candidateArb: fc.Arbitrary<RoomCandidate> = fc.record({
  id: fc.uuid(),
  name: fc.string({ minLength: 1, maxLength: 12 }),
  city_id: fc.constantFrom('manchester', 'leeds'),
  kind: fc.constantFrom(...kinds),
  price_per_week: fc.option(fc.integer({ min: 120, max: 320 }), { nil: null }),
  weeks_offered: fc.uniqueArray(fc.constantFrom(44, 45, 51), { maxLength: 3 }),
  available: fc.boolean(),
  nearest: fc.option(
    fc.record({
      short_name: fc.constantFrom('UoM', 'Man Met', 'Leeds'),
      walk_minutes: fc.integer({ min: 1, max: 60 }),
    }),
    { nil: null },
  ),
});

const criteriaArb: fc.Arbitrary<MatchCriteria> = fc.record({
  city: fc.constantFrom('', 'manchester', 'leeds'),
  weeks: fc.uniqueArray(fc.constantFrom(44, 45, 51), { maxLength: 2 }),
  bands: fc.uniqueArray(fc.constantFrom<PriceBandId>(...bandIds), { maxLength: 2 }),
  kinds: fc.uniqueArray(fc.constantFrom(...kinds), { maxLength: 2 }),
});

function inBudget(c: RoomCandidate, bands: readonly PriceBandId[]): boolean {
  const price = c.price_per_week;
  if (price === null) return false;
  return PRICE_BANDS.some(
    (b) => bands.includes(b.id) && (b.min === null || price >= b.min) && (b.max === null || price < b.max),
  );
}

describe('ranking rooms for the room finder', () => {
  it('never ranks a room outside every chosen budget band above one inside', () => {
    fc.assert(
      fc.property(fc.array(candidateArb, { maxLength: 12 }), criteriaArb, (candidates, criteria) => {
        const ranked = rankRooms(candidates, criteria);
        if (criteria.bands.length === 0) return;
        let seenOutside = false;
        for (const r of ranked) {
          const inside = inBudget(r.room, criteria.bands);
          if (!inside) seenOutside = true;
          else expect(seenOutside).toBe(false);
        }
      }),
    );
  });

  it('keeps only the chosen city, each room once, best first', () => {
    fc.assert(
      fc.property(fc.array(candidateArb, { maxLength: 12 }), criteriaArb, (candidates, criteria) => {
        const ranked = rankRooms(candidates, criteria);
        const expected = candidates.filter((c) => criteria.city === '' || c.city_id === criteria.city);
        expect(ranked).toHaveLength(expected.length);
        const scores = ranked.map((r) => r.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }),
    );
  });

  it('says why, in words a visitor reads', () => {
    const [first] = rankRooms(
      [
        {
          id: '1',
          name: 'Classic Studio',
          city_id: 'leeds',
          kind: 'studio',
          price_per_week: 199,
          weeks_offered: [44, 51],
          available: true,
          nearest: { short_name: 'University of Leeds', walk_minutes: 8 },
        },
      ],
      { city: 'leeds', weeks: [51], bands: ['180-220'], kinds: ['studio'] },
    );
    expect(first?.reasons).toEqual([
      'Within budget',
      '51 weeks available',
      'A studio, as you asked',
      '8 min to University of Leeds',
    ]);
  });
});
