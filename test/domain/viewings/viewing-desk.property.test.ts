import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, londonParts, weekdayOf } from '../../../src/domain/shared/london-time';
import { viewingDays } from '../../../src/domain/viewings/slots';
import type { OpeningHours, ViewingRules } from '../../../src/domain/viewings/viewing';
import {
  type ClosedPeriod,
  closedEntries,
  closedPeriodsOf,
  isClosedOn,
  londonDayBounds,
} from '../../../src/domain/viewings/viewing-desk';

/** The clock-change weekends of 2025–2028 in London (last Sundays of March and October). */
const clockChanges = ['2025-03-30', '2025-10-26', '2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'];

/** Midday a few days before a clock change, so the booking window always crosses it. */
const nowNearAChange = fc
  .tuple(fc.constantFrom(...clockChanges), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 23 }))
  .map(([date, before, hourOfDay]) => Date.parse(`${addDays(date, -before)}T00:00:00Z`) + hourOfDay * 3_600_000);

const quarter = (max: number) =>
  fc
    .integer({ min: 0, max })
    .map((q) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`);

/** One opening per weekday, early hours included (the ones the clocks skip or repeat). */
const openingHours: fc.Arbitrary<OpeningHours> = fc
  .array(
    fc.option(
      fc.tuple(quarter(40), fc.integer({ min: 2, max: 40 })).map(([open, length]) => {
        const [h, m] = open.split(':').map(Number) as [number, number];
        const close = Math.min(24 * 60, h * 60 + m + length * 15);
        const closeText = `${String(Math.floor(close / 60)).padStart(2, '0')}:${String(close % 60).padStart(2, '0')}`;
        return [{ open, close: closeText }];
      }),
      { nil: undefined },
    ),
    { minLength: 7, maxLength: 7 },
  )
  .map((perDay) => Object.fromEntries(perDay.flatMap((p, i) => (p ? [[i + 1, p]] : []))) as OpeningHours);

const periodsNear = (at: number): fc.Arbitrary<ClosedPeriod[]> =>
  fc.array(
    fc.tuple(fc.integer({ min: -3, max: 14 }), fc.integer({ min: 0, max: 4 })).map(([start, length]) => {
      const from = addDays(londonParts(at).date, start);
      return { from, to: addDays(from, length) };
    }),
    { maxLength: 3 },
  );

const scenario = nowNearAChange.chain((at) =>
  fc.record({
    now: fc.constant(at),
    openingHours,
    slotMinutes: fc.constantFrom(15, 30, 45, 60),
    periods: periodsNear(at),
  }),
);

const rulesOf = (s: { openingHours: OpeningHours; slotMinutes: number; periods: ClosedPeriod[] }): ViewingRules => ({
  propertyId: 'p',
  openingHours: s.openingHours,
  slotMinutes: s.slotMinutes,
  capacity: 2,
  kinds: ['in-person'],
  closedDates: closedEntries(s.periods),
  noticeMinutes: 0,
  horizonDays: 14,
  staffEmail: 's@example.com',
});

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('opening hours and closed days producing slots, across the clock changes', () => {
  it('every slot lies inside its London day, inside an opening of its weekday, on a day no period closes', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const rules = rulesOf(s);
        for (const day of viewingDays(rules, new Map(), s.now)) {
          const bounds = londonDayBounds(day.date);
          const closed = s.periods.some((p) => p.from <= day.date && day.date <= p.to);
          if (closed) expect(day.status).toBe('closed');
          for (const slot of day.slots) {
            const start = Date.parse(slot.start);
            expect(start).toBeGreaterThanOrEqual(bounds.from);
            expect(start).toBeLessThan(bounds.to);
            expect(londonParts(start)).toMatchObject({ date: day.date, time: slot.time });
            const opening = (s.openingHours[weekdayOf(day.date)] ?? [])[0];
            expect(opening).toBeDefined();
            if (!opening) continue;
            const at = clockMinutes(slot.time);
            expect(at).toBeGreaterThanOrEqual(clockMinutes(opening.open));
            expect(at + s.slotMinutes).toBeLessThanOrEqual(clockMinutes(opening.close));
            expect((at - clockMinutes(opening.open)) % s.slotMinutes).toBe(0);
          }
        }
      }),
    );
  });

  it('offers each wall-clock slot time once a day: the skipped hour never, the repeated hour once', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        for (const day of viewingDays(rulesOf(s), new Map(), s.now)) {
          const times = day.slots.map((slot) => slot.time);
          expect(new Set(times).size).toBe(times.length);
          const spring = clockChanges.includes(day.date) && day.date.slice(5, 7) === '03';
          if (spring) expect(times.some((t) => t.startsWith('01:'))).toBe(false);
          const starts = day.slots.map((slot) => Date.parse(slot.start));
          // Later on the wall clock is later in time.
          starts.slice(1).forEach((start, i) => {
            expect(start).toBeGreaterThan(starts[i] ?? 0);
          });
        }
      }),
    );
  });

  it('a London day is 23, 24 or 25 hours, consecutive days meet, and only clock-change Sundays differ from 24', () => {
    fc.assert(
      fc.property(nowNearAChange, fc.integer({ min: 0, max: 10 }), (at, offset) => {
        const date = addDays(londonParts(at).date, offset);
        const day = londonDayBounds(date);
        const next = londonDayBounds(addDays(date, 1));
        expect(next.from).toBe(day.to);
        const hours = (day.to - day.from) / 3_600_000;
        expect(hours).toBe(clockChanges.includes(date) ? (date.slice(5, 7) === '03' ? 23 : 25) : 24);
        expect(londonParts(day.from)).toMatchObject({ date, time: '00:00' });
      }),
    );
  });

  it('closed periods read back as written (normalised), and close exactly their dates', () => {
    fc.assert(
      fc.property(nowNearAChange.chain(periodsNear), fc.integer({ min: -5, max: 25 }), (periods, offset) => {
        const entries = closedEntries(periods);
        expect(closedEntries(closedPeriodsOf(entries))).toEqual(entries);
        const date = addDays(periods[0]?.from ?? '2026-03-29', offset);
        expect(isClosedOn(entries, date)).toBe(periods.some((p) => p.from <= date && date <= p.to));
      }),
    );
  });
});
