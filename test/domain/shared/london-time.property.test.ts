import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, londonInstant, londonParts } from '../../../src/domain/shared/london-time';

const hour = 3_600_000;
const minute = 60_000;

/** Whole minutes from 1996 (since when the UK has changed clocks on the EU's Sundays) to 2099. */
const minuteInstant = fc
  .integer({ min: Date.UTC(1996, 0, 1) / minute, max: Date.UTC(2099, 11, 31) / minute })
  .map((m) => m * minute);

const calendarDate = fc
  .integer({ min: Date.UTC(1996, 0, 1) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 })
  .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

const clockTime = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
  .map(({ h, m }) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);

/** The last Sunday of the month: a Sunday in the month's last seven days. */
function isLastSundayOf(date: string, month: string): boolean {
  const [, mm, dd] = date.split('-');
  return mm === month && Number(dd) >= 25 && new Date(`${date}T12:00:00Z`).getUTCDay() === 0;
}

describe('London time properties', () => {
  it('round-trips every instant through its wall clock, except the second pass of the repeated hour, which gives the first', () => {
    fc.assert(
      fc.property(minuteInstant, (ms) => {
        const parts = londonParts(ms);
        const back = londonInstant(parts.date, parts.time);
        if (back === ms) return;
        expect(back).toBe(ms - hour);
        expect(isLastSundayOf(parts.date, '10')).toBe(true);
        expect(parts.time.startsWith('01:')).toBe(true);
      }),
    );
  });

  it('round-trips every wall-clock time that exists', () => {
    fc.assert(
      fc.property(calendarDate, clockTime, (date, time) => {
        const ms = londonInstant(date, time);
        if (ms === null) return;
        const parts = londonParts(ms);
        expect(parts.date).toBe(date);
        expect(parts.time).toBe(time);
      }),
    );
  });

  it('is missing exactly the hour 01:00–01:59 on the last Sunday of March', () => {
    fc.assert(
      fc.property(calendarDate, clockTime, (date, time) => {
        const missing = isLastSundayOf(date, '03') && time.startsWith('01:');
        expect(londonInstant(date, time) === null).toBe(missing);
      }),
    );
  });

  it('has the hour 01:00–01:59 twice exactly on the last Sunday of October, and gives the earlier', () => {
    fc.assert(
      fc.property(calendarDate, clockTime, (date, time) => {
        const ms = londonInstant(date, time);
        if (ms === null) return;
        const later = londonParts(ms + hour);
        const twice = later.date === date && later.time === time;
        expect(twice).toBe(isLastSundayOf(date, '10') && time.startsWith('01:'));
        const earlier = londonParts(ms - hour);
        expect(earlier.date === date && earlier.time === time).toBe(false);
      }),
    );
  });

  it('reads the ISO weekday of the London date, one more each day', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        const noon = londonInstant(date, '12:00');
        const nextNoon = londonInstant(addDays(date, 1), '12:00');
        expect(noon).not.toBeNull();
        expect(nextNoon).not.toBeNull();
        const today = londonParts(noon ?? 0).weekday;
        expect(londonParts(nextNoon ?? 0).weekday).toBe((today % 7) + 1);
        expect(today).toBe(((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);
      }),
    );
  });

  it('adds days like integers: undo, compose, order', () => {
    const days = fc.integer({ min: -800, max: 800 });
    fc.assert(
      fc.property(calendarDate, days, days, (date, a, b) => {
        expect(addDays(addDays(date, a), -a)).toBe(date);
        expect(addDays(addDays(date, a), b)).toBe(addDays(date, a + b));
        expect(addDays(date, a) < addDays(date, a + 1)).toBe(true);
        expect(addDays(date, a)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });
});
