import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateWithWeekday, dayShortOf, formatIsoDate } from '../../src/ui/components/format-date';
import { dateWords } from '../../src/ui/components/room-finder/move-in-step';
import { dayShort } from '../../src/ui/components/viewings/viewing-format';

describe('dates in one style on every page', () => {
  it('names September as every other month is named: three letters', () => {
    expect(formatIsoDate('2026-09-12')).toBe('12 Sep 2026');
    expect(formatIsoDate('2027-07-03')).toBe('3 Jul 2027');
    expect(dateWithWeekday('2026-09-05')).toBe('Sat 5 Sep 2026');
    expect(dayShortOf('2026-11-23')).toBe('Mon 23 Nov');
  });

  it('uses the same formatter for tenancy dates, the room finder and viewing days', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const iso = d.toISOString().slice(0, 10);
        const [, month] = formatIsoDate(iso).split(' ');
        expect(month).toMatch(/^[A-Z][a-z]{2}$/);
        expect(dateWords(iso)).toBe(dateWithWeekday(iso));
        expect(dayShort(iso)).toBe(dayShortOf(iso));
        expect(dateWithWeekday(iso).endsWith(formatIsoDate(iso))).toBe(true);
      }),
    );
  });

  it('shows what is not a calendar date as it is', () => {
    expect(formatIsoDate('soon')).toBe('soon');
  });
});
