import { afterEach, describe, expect, it, vi } from 'vitest';
import { shiftedDate, yearsAhead } from '../../support/shifted-date';

/** The clock the vitest layers run under in CI's shifted runs (test/support/clock-shift.setup.ts). */
describe('shiftedDate: the real clock, years ahead', () => {
  const RealDate = Date;
  afterEach(() => {
    vi.useRealTimers();
    globalThis.Date = RealDate;
  });

  it('moves now, new Date() and Date() by the offset, and leaves a date made from a value alone', () => {
    const offset = yearsAhead(RealDate.now(), 2);
    const Shifted = shiftedDate(RealDate, offset);
    const before = RealDate.now();
    const now = Shifted.now();
    const made = new Shifted();
    const after = RealDate.now();
    expect(now).toBeGreaterThanOrEqual(before + offset);
    expect(now).toBeLessThanOrEqual(after + offset);
    expect(made.getTime()).toBeGreaterThanOrEqual(before + offset);
    expect(made.getTime()).toBeLessThanOrEqual(after + offset);
    expect(Date.parse(Shifted())).toBeGreaterThanOrEqual(Math.floor((before + offset) / 1000) * 1000);
    expect(new Shifted(0).getTime()).toBe(0);
    expect(new Shifted(2030, 0, 1).getFullYear()).toBe(2030);
    expect(Shifted.UTC(2030, 0, 1)).toBe(RealDate.UTC(2030, 0, 1));
    expect(Shifted.parse('2030-01-01T00:00:00Z')).toBe(RealDate.UTC(2030, 0, 1));
  });

  it('keeps instanceof for dates made by the real constructor, and subclasses working', () => {
    const Shifted = shiftedDate(RealDate, 1_000);
    expect(new RealDate(0)).toBeInstanceOf(Shifted);
    expect(new Shifted()).toBeInstanceOf(RealDate);
    class Stamp extends Shifted {}
    expect(new Stamp(5).getTime()).toBe(5);
    expect(new Stamp()).toBeInstanceOf(Stamp);
  });

  it('is where fake timers start, and is given back when they are removed', () => {
    const offset = yearsAhead(RealDate.now(), 1);
    globalThis.Date = shiftedDate(RealDate, offset);
    vi.useFakeTimers();
    const faked = Date.now();
    expect(faked).toBeGreaterThanOrEqual(RealDate.now() + offset - 1_000);
    vi.advanceTimersByTime(60_000);
    expect(Date.now()).toBe(faked + 60_000);
    vi.useRealTimers();
    expect(Date.now()).toBeGreaterThanOrEqual(RealDate.now() + offset - 1_000);
  });

  it('counts calendar years, a leap day and all', () => {
    const leapDay = RealDate.UTC(2028, 1, 29, 12);
    expect(leapDay + yearsAhead(leapDay, 1)).toBe(RealDate.UTC(2029, 2, 1, 12));
    const june = RealDate.UTC(2027, 5, 1);
    expect(june + yearsAhead(june, 2)).toBe(RealDate.UTC(2029, 5, 1));
  });
});
