import { describe, expect, it } from 'vitest';
import { londonInstant } from '../../../src/domain/shared/london-time';
import { viewingDays } from '../../../src/domain/viewings/slots';
import type { ViewingRules } from '../../../src/domain/viewings/viewing';
import {
  attendanceIssue,
  closedEntries,
  closedPeriodsOf,
  type DeskRulesInput,
  deskRulesIssues,
  isClosedOn,
  londonDayBounds,
  weekOf,
} from '../../../src/domain/viewings/viewing-desk';

const hour = 3_600_000;

const valid: DeskRulesInput = {
  openingHours: {
    1: [
      { open: '09:00', close: '12:00' },
      { open: '13:00', close: '17:00' },
    ],
  },
  slotMinutes: 30,
  capacity: 2,
  kinds: ['in-person', 'video-call'],
  closedPeriods: [{ from: '2026-12-24', to: '2027-01-02' }],
  noticeMinutes: 120,
  horizonDays: 60,
  staffEmail: 'desk@example.com',
  videoCallUrl: 'https://meet.example.com/digs-manchester',
};

describe('closed days and holidays', () => {
  it('reads a closed date as a one-day period and a from/to entry as a range, sorted', () => {
    expect(closedPeriodsOf(['2026-12-24/2027-01-02', '2026-11-30'])).toEqual([
      { from: '2026-11-30', to: '2026-11-30' },
      { from: '2026-12-24', to: '2027-01-02' },
    ]);
  });

  it('writes a one-day period as the date alone and a range as from/to', () => {
    expect(
      closedEntries([
        { from: '2026-12-24', to: '2027-01-02' },
        { from: '2026-11-30', to: '2026-11-30' },
      ]),
    ).toEqual(['2026-11-30', '2026-12-24/2027-01-02']);
  });

  it('closes every date of a range, both ends included, and nothing else', () => {
    const entries = ['2026-12-24/2027-01-02'];
    expect(isClosedOn(entries, '2026-12-23')).toBe(false);
    expect(isClosedOn(entries, '2026-12-24')).toBe(true);
    expect(isClosedOn(entries, '2026-12-31')).toBe(true);
    expect(isClosedOn(entries, '2027-01-02')).toBe(true);
    expect(isClosedOn(entries, '2027-01-03')).toBe(false);
  });

  it('gives no slots on a holiday range, and slots again the day after', () => {
    const rules: ViewingRules = {
      propertyId: 'p',
      openingHours: { 1: [{ open: '10:00', close: '11:00' }], 2: [{ open: '10:00', close: '11:00' }] },
      slotMinutes: 30,
      capacity: 1,
      kinds: ['in-person'],
      closedDates: ['2026-12-28/2026-12-28', '2027-01-04'],
      noticeMinutes: 0,
      horizonDays: 14,
      staffEmail: 's@example.com',
    };
    const days = viewingDays(rules, new Map(), Date.parse('2026-12-27T12:00:00Z'));
    const byDate = new Map(days.map((d) => [d.date, d]));
    expect(byDate.get('2026-12-28')?.status).toBe('closed');
    expect(byDate.get('2026-12-29')?.slots.map((s) => s.time)).toEqual(['10:00', '10:30']);
    expect(byDate.get('2027-01-04')?.status).toBe('closed');
    expect(byDate.get('2027-01-05')?.status).toBe('open');
  });
});

describe('the desk rules an operator saves', () => {
  it('accepts sound rules', () => {
    expect(deskRulesIssues(valid)).toEqual({});
  });

  it('refuses an opening that closes before it opens, or overlaps another that day', () => {
    expect(deskRulesIssues({ ...valid, openingHours: { 2: [{ open: '12:00', close: '09:00' }] } })).toEqual({
      'openingHours.2': 'Tuesday: each opening must close after it opens.',
    });
    expect(
      deskRulesIssues({
        ...valid,
        openingHours: {
          3: [
            { open: '09:00', close: '12:00' },
            { open: '11:30', close: '14:00' },
          ],
        },
      }),
    ).toEqual({ 'openingHours.3': 'Wednesday: openings overlap (09:00–12:00 and 11:30–14:00).' });
  });

  it('refuses a time that is not on the clock', () => {
    expect(deskRulesIssues({ ...valid, openingHours: { 5: [{ open: '9am', close: '25:00' }] } })).toEqual({
      'openingHours.5': 'Friday: times are 24-hour HH:mm, like 09:30.',
    });
  });

  it('refuses an opening shorter than one slot', () => {
    expect(
      deskRulesIssues({ ...valid, slotMinutes: 60, openingHours: { 1: [{ open: '09:00', close: '09:30' }] } }),
    ).toEqual({ 'openingHours.1': 'Monday: 09:00–09:30 is shorter than one 60-minute slot.' });
  });

  it('refuses slot lengths, capacities, notice and horizons out of range', () => {
    const issues = deskRulesIssues({ ...valid, slotMinutes: 3, capacity: 0, noticeMinutes: -1, horizonDays: 400 });
    expect(Object.keys(issues).sort()).toEqual(['capacity', 'horizonDays', 'noticeMinutes', 'slotMinutes']);
  });

  it('refuses a closed period that ends before it starts, is not on the calendar, or is longer than a year', () => {
    expect(
      deskRulesIssues({
        ...valid,
        closedPeriods: [
          { from: '2026-12-24', to: '2026-12-20' },
          { from: '2026-02-30', to: '2026-03-01' },
          { from: '2026-01-01', to: '2027-06-01' },
        ],
      }),
    ).toEqual({
      'closedPeriods.0': 'The last closed day cannot be before the first.',
      'closedPeriods.1': 'Give real dates, like 2026-12-24.',
      'closedPeriods.2': 'A closed period is at most a year long.',
    });
  });

  it('needs an https video-call link when video calls are offered, and at least one kind of viewing', () => {
    expect(deskRulesIssues({ ...valid, videoCallUrl: null })).toEqual({
      videoCallUrl: 'Give the video-call link, or stop offering video calls.',
    });
    expect(deskRulesIssues({ ...valid, videoCallUrl: 'http://meet.example.com/x' })).toEqual({
      videoCallUrl: 'A secure link, starting https://.',
    });
    expect(deskRulesIssues({ ...valid, kinds: ['in-person'], videoCallUrl: null })).toEqual({});
    expect(deskRulesIssues({ ...valid, kinds: [] })).toEqual({ kinds: 'Offer at least one kind of viewing.' });
  });
});

describe('attended and no-show', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const past = { status: 'booked' as const, start: '2026-11-26T10:00:00.000Z' };

  it('marks a booked viewing once it has started', () => {
    expect(attendanceIssue(past, 'attended', now)).toBeNull();
    expect(attendanceIssue(past, 'no_show', now)).toBeNull();
  });

  it('refuses to mark a viewing that has not started yet', () => {
    expect(attendanceIssue({ ...past, start: '2026-11-26T12:30:00.000Z' }, 'attended', now)).toBe(
      'This viewing has not started yet: mark it once it has.',
    );
  });

  it('corrects a mark (attended to no-show and back)', () => {
    expect(attendanceIssue({ ...past, status: 'attended' }, 'no_show', now)).toBeNull();
    expect(attendanceIssue({ ...past, status: 'no_show' }, 'attended', now)).toBeNull();
  });

  it('refuses to mark a cancelled viewing', () => {
    expect(attendanceIssue({ ...past, status: 'cancelled' }, 'attended', now)).toBe(
      'This viewing was cancelled, so nobody was expected.',
    );
  });
});

describe('the desk calendar in London days', () => {
  it('a normal day is 24 hours from London midnight', () => {
    const { from, to } = londonDayBounds('2026-11-26');
    expect(new Date(from).toISOString()).toBe('2026-11-26T00:00:00.000Z');
    expect(to - from).toBe(24 * hour);
  });

  it('the spring-forward Sunday is 23 hours and the fall-back Sunday 25, each from London midnight', () => {
    const march = londonDayBounds('2026-03-29');
    expect(new Date(march.from).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(march.to - march.from).toBe(23 * hour);
    const october = londonDayBounds('2026-10-25');
    expect(new Date(october.from).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(october.to - october.from).toBe(25 * hour);
    expect(october.to).toBe(londonInstant('2026-10-26', '00:00'));
  });

  it('a week runs Monday to Sunday around any of its dates', () => {
    expect(weekOf('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekOf('2026-11-23')[0]).toBe('2026-11-23');
    expect(weekOf('2026-11-29')[6]).toBe('2026-11-29');
  });
});
