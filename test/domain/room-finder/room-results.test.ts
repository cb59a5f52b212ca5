import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchCriteria, RoomCandidate } from '../../../src/domain/room-finder/room-match';
import { roomResults } from '../../../src/domain/room-finder/room-results';

const room = (over: Partial<RoomCandidate> & { id: string }): RoomCandidate => ({
  name: over.id,
  city_id: 'leeds',
  kind: 'ensuite',
  price_per_week: 200,
  weeks_offered: [44, 51],
  available: true,
  nearest: { short_name: 'Leeds', walk_minutes: 8 },
  ...over,
});

const any: MatchCriteria = { city: 'leeds', weeks: [], bands: [], kinds: [] };

describe('room finder results', () => {
  it('splits rooms meeting every answer from the closest others, each list best first', () => {
    const rooms = [
      room({ id: 'a', price_per_week: 150, kind: 'studio' }),
      room({ id: 'b', price_per_week: 210, kind: 'studio' }),
      room({ id: 'c', price_per_week: 160, kind: 'ensuite' }),
      room({ id: 'd', price_per_week: 170, kind: 'studio', available: false }),
    ];
    const results = roomResults(rooms, { ...any, bands: ['under-180'], kinds: ['studio'] });
    expect(results.matches.map((r) => r.room.id)).toEqual(['a']);
    expect(results.others.map((r) => r.room.id)).toEqual(['d', 'c', 'b']);
    expect(results.suggestions).toEqual([]);
  });

  it('with no answers, every available room matches', () => {
    const results = roomResults([room({ id: 'a' }), room({ id: 'b', available: false })], any);
    expect(results.matches.map((r) => r.room.id)).toEqual(['a']);
    expect(results.others.map((r) => r.room.id)).toEqual(['b']);
  });

  it('suggests what would find rooms when nothing meets every answer', () => {
    const rooms = [
      room({ id: 'a', price_per_week: 231, kind: 'studio', weeks_offered: [51] }),
      room({ id: 'b', price_per_week: 199, kind: 'ensuite', weeks_offered: [44, 51] }),
    ];
    expect(roomResults(rooms, { ...any, bands: ['under-180'] }).suggestions).toEqual([
      'Rooms here start at £199 a week: try a higher budget.',
    ]);
    expect(roomResults(rooms, { ...any, weeks: [41] }).suggestions).toEqual(['Tenancies here run for 44 or 51 weeks.']);
    expect(roomResults(rooms, { ...any, kinds: ['twodio', 'accessible'] }).suggestions).toEqual([
      'Here you can choose an en-suite or a studio.',
    ]);
    expect(roomResults(rooms, { ...any, bands: ['220-260'], kinds: ['ensuite'] }).suggestions).toEqual([
      'No single room meets every answer: the closest are below, or change an answer.',
    ]);
    expect(
      roomResults(
        rooms.map((r) => ({ ...r, available: false })),
        any,
      ).suggestions,
    ).toEqual(['Every room here is let for now: ask us about cancellations, or look at another city.']);
    expect(roomResults([], any).suggestions).toEqual(['We have no rooms in this city yet: look at another city.']);
  });

  it('keeps at most the limit of others', () => {
    const rooms = Array.from({ length: 30 }, (_, i) => room({ id: `r${i}`, available: false }));
    expect(roomResults(rooms, any, 12).others).toHaveLength(12);
  });

  it('never lists a room twice, and every match meets every answer given (property)', () => {
    const roomArb = fc.record({
      id: fc.uuid(),
      name: fc.string({ maxLength: 5 }),
      city_id: fc.constant('leeds'),
      kind: fc.constantFrom('studio', 'ensuite', 'twodio', 'accessible', 'shared-flat', 'premium-studio'),
      price_per_week: fc.option(fc.integer({ min: 100, max: 400 }), { nil: null }),
      weeks_offered: fc.subarray([41, 44, 51]),
      available: fc.boolean(),
      nearest: fc.constant(null),
    }) as fc.Arbitrary<RoomCandidate>;
    const criteriaArb = fc.record({
      city: fc.constant('leeds'),
      weeks: fc.subarray([41, 44, 51]),
      bands: fc.subarray(['under-180', '180-220', '220-260', 'over-260'] as const),
      kinds: fc.subarray(['studio', 'ensuite', 'twodio'] as const),
    });
    fc.assert(
      fc.property(fc.uniqueArray(roomArb, { selector: (r) => r.id, maxLength: 20 }), criteriaArb, (rooms, criteria) => {
        const { matches, others } = roomResults(rooms, criteria, 100);
        const ids = [...matches, ...others].map((r) => r.room.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.length).toBe(rooms.length);
        for (const { room: r } of matches) {
          expect(r.available).toBe(true);
          if (criteria.kinds.length) expect(criteria.kinds).toContain(r.kind);
          if (criteria.weeks.length) expect(criteria.weeks.some((w) => r.weeks_offered.includes(w))).toBe(true);
        }
      }),
    );
  });
});
