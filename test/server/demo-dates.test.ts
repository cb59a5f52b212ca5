import { existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoDir } from '../../src/server/paths';
import { demoYearShift, shiftDemoYears, shiftLetDates } from '../../src/server/seed/demo-dates';
import { demoDataAt, readDemo } from '../../src/server/seed/demo-files';

const demoData = readDemo(demoDir);
const demoCities = demoData.cities;

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const academicLabel = (year: number) => `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

describe('the demo moved to the academic year it is loaded in', () => {
  it('moves by whole academic years, turning in September', () => {
    expect(demoYearShift(day('2026-08-31'))).toBe(-1);
    expect(demoYearShift(day('2026-09-01'))).toBe(0);
    expect(demoYearShift(day('2027-08-31'))).toBe(0);
    expect(demoYearShift(day('2027-09-01'))).toBe(1);
    expect(demoYearShift(day('2031-01-15'))).toBe(4);
  });

  it('is the demo as written in 2026/27', () => {
    expect(demoDataAt(demoData, day('2026-11-25'))).toBe(demoData);
  });

  it('moves years, academic years and dates in text, dates by whole weeks', () => {
    const moved = shiftDemoYears(
      {
        label: '2026/27',
        slug: 'bookings-open-2027-28',
        start: '2026-09-12',
        prose: 'Between 1 November and 31 December 2026, for 2027/28 bookers.',
        untouched: ['0161 496 0000', 'REF2026X', 'rooms 2026/29', 51],
      },
      1,
    );
    expect(moved).toEqual({
      label: '2027/28',
      slug: 'bookings-open-2028-29',
      start: '2027-09-12',
      prose: 'Between 1 November and 31 December 2027, for 2028/29 bookers.',
      untouched: ['0161 496 0000', 'REF2026X', 'rooms 2026/29', 51],
    });
  });

  it('keeps the file names of pictures, which name files in demo/pictures', () => {
    expect(shiftDemoYears({ file: 'posts/bookings-open-2027-28.webp', alt: 'Open for 2027/28' }, 2)).toEqual({
      file: 'posts/bookings-open-2027-28.webp',
      alt: 'Open for 2029/30',
    });
    const moved = demoDataAt(demoData, day('2031-01-15'));
    const files = [...JSON.stringify(moved).matchAll(/"file":"([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(files.length).toBeGreaterThan(150);
    expect(files.filter((file) => !existsSync(path.join(demoDir, 'pictures', file)))).toEqual([]);
  });

  it('moves a let by whole weeks, keeping its weekday and its length', () => {
    // 52 weeks on: still a Saturday, as the 2027/28 lets start; 29 February on the way changes nothing.
    expect(shiftLetDates('2026-09-12', 44, 1)).toEqual({ startDate: '2027-09-11', endDate: '2028-07-14' });
    expect(shiftLetDates('2026-09-05', 51, 2)).toEqual({ startDate: '2028-09-02', endDate: '2029-08-24' });
  });

  it('looks current on any day for decades: an offer running, this year’s and next year’s rooms, tenancies as long as their weeks, recent posts', () => {
    const startDays = demoCities.flatMap((c) =>
      c.properties.flatMap((p) =>
        p.roomTypes.flatMap((r) => r.tenancyOptions.map((o) => new Date(o.startDate).getUTCDay())),
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: day('2026-09-01'), max: day('2046-08-31') }), (now) => {
        const today = isoDay(now);
        const demo = demoDataAt(demoData, now);
        expect(demo.offers.some((o) => o.startsOn <= today && today <= o.endsOn)).toBe(true);
        const thisYear = 2026 + demoYearShift(now);
        const options = demo.cities.flatMap((c) =>
          c.properties.flatMap((p) => p.roomTypes.flatMap((r) => r.tenancyOptions)),
        );
        expect(new Set(options.map((o) => o.academicYear))).toEqual(
          new Set([academicLabel(thisYear), academicLabel(thisYear + 1)]),
        );
        options.forEach((o, i) => {
          expect((Date.parse(o.endDate) - Date.parse(o.startDate)) / 86_400_000).toBe(o.weeks * 7 - 1);
          expect(new Date(o.startDate).getUTCDay()).toBe(startDays[i]);
          // Each let starts in the September (give or take a few days) of the year its label names.
          expect(Math.abs(Date.parse(o.startDate) - Date.UTC(Number(o.academicYear.slice(0, 4)), 8, 8))).toBeLessThan(
            30 * 86_400_000,
          );
        });
        // The newest post is from the last year, so the blog never looks abandoned.
        const newest = Math.max(...demo.posts.map((p) => Date.parse(p.publishedAt)));
        expect(now - newest).toBeLessThan(400 * 86_400_000);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the academic year the demo is loaded in', () => {
  it('starts on 1 September in London', () => {
    // 23:30 UTC on 31 August 2027 is 00:30 BST on 1 September: the 2027/28 year has begun.
    expect(demoYearShift(Date.UTC(2027, 7, 31, 22, 59))).toBe(0);
    expect(demoYearShift(Date.UTC(2027, 7, 31, 23, 30))).toBe(1);
  });
});
