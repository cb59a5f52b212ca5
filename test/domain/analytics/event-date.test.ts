import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatEventDate, londonEventDate } from '../../../src/domain/analytics/event-date';

describe('the event date property (dd/MM/yyyy, HH:mm:ss)', () => {
  it('pads every part', () => {
    expect(formatEventDate({ year: 2026, month: 3, day: 7, hour: 9, minute: 5, second: 1 })).toBe(
      '07/03/2026, 09:05:01',
    );
    expect(formatEventDate({ year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59 })).toBe(
      '31/12/2026, 23:59:59',
    );
  });

  it('matches the en-GB rendering of the same moment for any date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true }),
        (d) => {
          const parts = {
            year: d.getUTCFullYear(),
            month: d.getUTCMonth() + 1,
            day: d.getUTCDate(),
            hour: d.getUTCHours(),
            minute: d.getUTCMinutes(),
            second: d.getUTCSeconds(),
          };
          const text = formatEventDate(parts);
          expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/);
          expect(text).toBe(d.toLocaleString('en-GB', { timeZone: 'UTC', hourCycle: 'h23' }));
        },
      ),
    );
  });
});

describe('the event date of a moment', () => {
  it('is London’s date and clock, whatever the browser’s time zone', () => {
    // 23:30:05 UTC on 25 July 2026 is 00:30:05 BST on the 26th.
    expect(londonEventDate(Date.UTC(2026, 6, 25, 23, 30, 5))).toBe('26/07/2026, 00:30:05');
    expect(londonEventDate(Date.UTC(2026, 11, 1, 9, 5, 1))).toBe('01/12/2026, 09:05:01');
  });
});
