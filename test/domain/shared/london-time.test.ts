import { afterEach, describe, expect, it } from 'vitest';
import { addDays, formatLondonDateTime, londonInstant, londonParts } from '../../../src/domain/shared/london-time';

const utc = (iso: string): number => Date.parse(iso);
const isoOf = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

describe('londonInstant', () => {
  it('reads winter times as GMT and summer times as BST', () => {
    expect(isoOf(londonInstant('2026-01-15', '09:00'))).toBe('2026-01-15T09:00:00.000Z');
    expect(isoOf(londonInstant('2026-07-01', '09:00'))).toBe('2026-07-01T08:00:00.000Z');
    expect(isoOf(londonInstant('2026-11-23', '09:30'))).toBe('2026-11-23T09:30:00.000Z');
    expect(isoOf(londonInstant('2026-07-01', '00:30'))).toBe('2026-06-30T23:30:00.000Z');
    expect(isoOf(londonInstant('2026-12-31', '23:59'))).toBe('2026-12-31T23:59:00.000Z');
  });

  it.each([['2026-03-29'], ['2027-03-28']])('has no 01:00–01:59 on %s, when the clocks go forward', (date) => {
    expect(isoOf(londonInstant(date, '00:59'))).toBe(`${date}T00:59:00.000Z`);
    for (const time of ['01:00', '01:01', '01:30', '01:59']) expect(londonInstant(date, time)).toBeNull();
    expect(isoOf(londonInstant(date, '02:00'))).toBe(`${date}T01:00:00.000Z`);
    expect(isoOf(londonInstant(date, '09:00'))).toBe(`${date}T08:00:00.000Z`);
  });

  it.each([
    ['2026-10-25', '2026-10-24'],
    ['2027-10-31', '2027-10-30'],
  ])('gives the earlier (BST) instant for the repeated hour on %s, when the clocks go back', (date, dayBefore) => {
    expect(isoOf(londonInstant(date, '00:00'))).toBe(`${dayBefore}T23:00:00.000Z`);
    expect(isoOf(londonInstant(date, '00:59'))).toBe(`${dayBefore}T23:59:00.000Z`);
    expect(isoOf(londonInstant(date, '01:00'))).toBe(`${date}T00:00:00.000Z`);
    expect(isoOf(londonInstant(date, '01:30'))).toBe(`${date}T00:30:00.000Z`);
    expect(isoOf(londonInstant(date, '01:59'))).toBe(`${date}T00:59:00.000Z`);
    expect(isoOf(londonInstant(date, '02:00'))).toBe(`${date}T02:00:00.000Z`);
    expect(isoOf(londonInstant(date, '09:00'))).toBe(`${date}T09:00:00.000Z`);
  });

  it('is null for dates and times that are not on the calendar or the clock', () => {
    for (const [date, time] of [
      ['2026-02-29', '09:00'],
      ['2026-02-30', '09:00'],
      ['2026-13-01', '09:00'],
      ['2026-00-10', '09:00'],
      ['2026-04-31', '09:00'],
      ['2026-4-1', '09:00'],
      ['', '09:00'],
      ['2026-11-23', '24:00'],
      ['2026-11-23', '09:60'],
      ['2026-11-23', '9:00'],
      ['2026-11-23', '09:00:00'],
      ['2026-11-23', ''],
      ['not a date', 'noon'],
    ] as const) {
      expect(londonInstant(date, time), `${date} ${time}`).toBeNull();
    }
    expect(isoOf(londonInstant('2028-02-29', '12:00'))).toBe('2028-02-29T12:00:00.000Z');
  });
});

describe('londonParts', () => {
  it('gives the London date, time and ISO weekday of an instant', () => {
    expect(londonParts(utc('2026-11-23T09:30:00.000Z'))).toEqual({ date: '2026-11-23', time: '09:30', weekday: 1 });
    expect(londonParts(utc('2026-06-30T23:30:00.000Z'))).toEqual({ date: '2026-07-01', time: '00:30', weekday: 3 });
    expect(londonParts(utc('2026-12-31T23:59:59.999Z'))).toEqual({ date: '2026-12-31', time: '23:59', weekday: 4 });
    expect(londonParts(utc('2026-11-29T12:00:00.000Z'))).toEqual({ date: '2026-11-29', time: '12:00', weekday: 7 });
  });

  it('jumps from 00:59 to 02:00 when the clocks go forward', () => {
    expect(londonParts(utc('2026-03-29T00:59:00.000Z'))).toEqual({ date: '2026-03-29', time: '00:59', weekday: 7 });
    expect(londonParts(utc('2026-03-29T01:00:00.000Z'))).toEqual({ date: '2026-03-29', time: '02:00', weekday: 7 });
    expect(londonParts(utc('2027-03-28T01:00:00.000Z')).time).toBe('02:00');
  });

  it('shows 01:00–01:59 twice when the clocks go back', () => {
    expect(londonParts(utc('2026-10-25T00:30:00.000Z')).time).toBe('01:30');
    expect(londonParts(utc('2026-10-25T01:30:00.000Z')).time).toBe('01:30');
    expect(londonParts(utc('2026-10-25T02:00:00.000Z')).time).toBe('02:00');
    expect(londonParts(utc('2027-10-31T00:15:00.000Z')).time).toBe('01:15');
    expect(londonParts(utc('2027-10-31T01:15:00.000Z')).time).toBe('01:15');
  });
});

describe('addDays', () => {
  it('moves along the calendar across months, years and leap days', () => {
    expect(addDays('2026-11-23', 0)).toBe('2026-11-23');
    expect(addDays('2026-11-23', 1)).toBe('2026-11-24');
    expect(addDays('2026-11-23', 60)).toBe('2027-01-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('counts calendar days, not 24-hour periods, across the clock changes', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-10-26', -1)).toBe('2026-10-25');
  });

  it('refuses a date that is not on the calendar', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('tomorrow', 1)).toThrow(RangeError);
  });
});

describe('independence from the process time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each([
    ['America/New_York', 300],
    ['Asia/Kolkata', -330],
    ['Australia/Lord_Howe', -660],
    ['Europe/London', 0],
  ])('gives the same answers when the process runs in %s', (zone, januaryOffset) => {
    process.env.TZ = zone;
    // The switch took: the process's own local time is now that zone's.
    expect(new Date(Date.UTC(2026, 0, 15)).getTimezoneOffset()).toBe(januaryOffset);
    expect(isoOf(londonInstant('2026-10-25', '01:30'))).toBe('2026-10-25T00:30:00.000Z');
    expect(londonInstant('2026-03-29', '01:30')).toBeNull();
    expect(isoOf(londonInstant('2026-07-01', '09:00'))).toBe('2026-07-01T08:00:00.000Z');
    expect(londonParts(utc('2026-06-30T23:30:00.000Z'))).toEqual({ date: '2026-07-01', time: '00:30', weekday: 3 });
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
  });
});

describe('a moment as people read it', () => {
  it('is London’s date and clock, the day after UTC’s just after midnight in summer', () => {
    // 23:30 UTC on 25 July 2026 is 00:30 BST on the 26th.
    expect(formatLondonDateTime(Date.UTC(2026, 6, 25, 23, 30))).toBe('26 Jul 2026, 00:30');
    expect(formatLondonDateTime(Date.UTC(2026, 11, 1, 9, 5))).toBe('1 Dec 2026, 09:05');
    // The second 01:30 of 25 October 2026 (GMT) reads as the first did.
    expect(formatLondonDateTime(Date.UTC(2026, 9, 25, 1, 30))).toBe('25 Oct 2026, 01:30');
  });
});
