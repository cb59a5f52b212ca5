import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonDayRange, searchWords } from '../../../src/domain/shared/console-query';
import { addDays, londonInstant } from '../../../src/domain/shared/london-time';

describe('londonDayRange', () => {
  it('is nothing at all for no days, or empty ones', () => {
    expect(londonDayRange({})).toEqual({ bounds: {}, issues: {} });
    expect(londonDayRange({ from: '', to: '' })).toEqual({ bounds: {}, issues: {} });
  });

  it('runs from the start of the first London day to the start of the day after the last (both included)', () => {
    // 29 March 2026 is the day the clocks go forward: the bounds are London midnights, not UTC ones.
    expect(londonDayRange({ from: '2026-03-28', to: '2026-03-29' })).toEqual({
      bounds: { from: Date.UTC(2026, 2, 28), to: Date.UTC(2026, 2, 29, 23) },
      issues: {},
    });
    expect(londonDayRange({ to: '2026-07-01' })).toEqual({ bounds: { to: Date.UTC(2026, 6, 1, 23) }, issues: {} });
  });

  it('names each field that is not a day, and a last day before the first', () => {
    expect(londonDayRange({ from: '26/11/2026', to: '2026-02-30' }).issues).toEqual({
      from: 'A day, like 2026-11-26.',
      to: 'A day, like 2026-11-26.',
    });
    expect(londonDayRange({ from: '2026-11-27', to: '2026-11-26' }).issues).toEqual({
      to: 'The last day is before the first.',
    });
    expect(londonDayRange({ from: '2026-11-26', to: '2026-11-26' }).issues).toEqual({});
  });

  it('holds a one-day range that is exactly that London day, whatever the day', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2024-01-01', n));
    fc.assert(
      fc.property(day, (d) => {
        const { bounds, issues } = londonDayRange({ from: d, to: d });
        expect(issues).toEqual({});
        expect(bounds).toEqual({ from: londonInstant(d, '00:00'), to: londonInstant(addDays(d, 1), '00:00') });
      }),
    );
  });
});

describe('searchWords', () => {
  it('is the words as typed, split on any white space, at most ten', () => {
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('  ')).toEqual([]);
    expect(searchWords(' Mill\tEn-suite \n sana ')).toEqual(['Mill', 'En-suite', 'sana']);
    expect(searchWords('a b c d e f g h i j k l')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
  });
});
