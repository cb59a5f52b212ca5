import { describe, expect, it } from 'vitest';
import {
  type BookedCounts,
  checkSlot,
  nearestFreeSlots,
  type SlotRefusal,
  slotRefusalMessage,
  slotRefusals,
  viewingDays,
  viewingWindow,
} from '../../../src/domain/viewings/slots';
import type { OpeningPeriod, ViewingDay, ViewingRules } from '../../../src/domain/viewings/viewing';

const utc = (iso: string): number => Date.parse(iso);
const none: BookedCounts = new Map();
const nineToFive: readonly OpeningPeriod[] = [{ open: '09:00', close: '17:00' }];

/** Weekdays 09:00–17:00, Saturday 10:00–12:00, Sunday closed; the defaults otherwise. */
const rules: ViewingRules = {
  propertyId: 'p-1',
  openingHours: {
    1: nineToFive,
    2: nineToFive,
    3: nineToFive,
    4: nineToFive,
    5: nineToFive,
    6: [{ open: '10:00', close: '12:00' }],
  },
  slotMinutes: 30,
  capacity: 2,
  kinds: ['in-person', 'video-call'],
  closedDates: [],
  noticeMinutes: 120,
  horizonDays: 60,
  staffEmail: 'staff@example.com',
};

/** Monday 23 November 2026, 07:00 in London (GMT). */
const mondayMorning = utc('2026-11-23T07:00:00.000Z');

function day(days: readonly ViewingDay[], date: string): ViewingDay {
  const found = days.find((d) => d.date === date);
  if (!found) throw new Error(`no day ${date}`);
  return found;
}

const times = (d: ViewingDay): string[] => d.slots.map((s) => s.time);
const starts = (d: ViewingDay): string[] => d.slots.map((s) => s.start);

describe('viewingDays', () => {
  it('lists every London date from today to today + horizonDays, in order, with its weekday', () => {
    const days = viewingDays(rules, none, mondayMorning);
    expect(days).toHaveLength(61);
    expect(days[0]?.date).toBe('2026-11-23');
    expect(days[0]?.weekday).toBe(1);
    expect(days[1]?.date).toBe('2026-11-24');
    expect(days[6]).toMatchObject({ date: '2026-11-29', weekday: 7, status: 'closed', slots: [] });
    expect(days[60]?.date).toBe('2027-01-22');
    expect(days[60]?.weekday).toBe(5);
  });

  it('takes today from the London date of now, not the UTC date', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    const days = viewingDays({ ...rules, horizonDays: 0 }, none, utc('2026-06-30T23:30:00.000Z'));
    expect(days.map((d) => d.date)).toEqual(['2026-07-01']);
  });

  it('offers a weekday from opening, a slot every slotMinutes, the last one ending at closing', () => {
    const tuesday = day(viewingDays(rules, none, mondayMorning), '2026-11-24');
    expect(tuesday.status).toBe('open');
    expect(tuesday.slots).toHaveLength(16);
    expect(tuesday.slots[0]).toEqual({
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T09:30:00.000Z',
      date: '2026-11-24',
      time: '09:00',
      remaining: 2,
    });
    expect(tuesday.slots.at(-1)?.time).toBe('16:30');
    expect(tuesday.slots.at(-1)?.end).toBe('2026-11-24T17:00:00.000Z');
    expect(times(day(viewingDays(rules, none, mondayMorning), '2026-11-28'))).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
  });

  it('gives a summer 09:00 slot the instant 08:00Z (BST)', () => {
    const days = viewingDays({ ...rules, horizonDays: 1 }, none, utc('2026-06-14T12:00:00.000Z'));
    const monday = day(days, '2026-06-15');
    expect(monday.slots[0]).toMatchObject({ start: '2026-06-15T08:00:00.000Z', time: '09:00' });
    expect(monday.slots.at(-1)).toMatchObject({ end: '2026-06-15T16:00:00.000Z', time: '16:30' });
  });

  it('fits slots of other lengths, never running past closing', () => {
    const days = viewingDays({ ...rules, slotMinutes: 45 }, none, mondayMorning);
    const tuesday = day(days, '2026-11-24');
    expect(times(tuesday)).toEqual([
      '09:00',
      '09:45',
      '10:30',
      '11:15',
      '12:00',
      '12:45',
      '13:30',
      '14:15',
      '15:00',
      '15:45',
    ]);
    for (const slot of tuesday.slots) expect(utc(slot.end) - utc(slot.start)).toBe(45 * 60_000);
    expect(times(day(days, '2026-11-28'))).toEqual(['10:00', '10:45']);
  });

  it('offers every opening period of a day and nothing between them', () => {
    const split = {
      ...rules,
      openingHours: {
        2: [
          { open: '14:00', close: '16:00' },
          { open: '09:00', close: '12:00' },
        ],
      },
    };
    const tuesday = day(viewingDays(split, none, mondayMorning), '2026-11-24');
    expect(times(tuesday)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
    ]);
  });

  it('offers a slot once when opening periods overlap', () => {
    const overlapping = {
      ...rules,
      openingHours: {
        2: [
          { open: '09:00', close: '10:30' },
          { open: '10:00', close: '11:00' },
        ],
      },
    };
    expect(times(day(viewingDays(overlapping, none, mondayMorning), '2026-11-24'))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
    ]);
  });

  it('closes a day whose opening is shorter than one slot, or that has no opening periods', () => {
    const short = { ...rules, openingHours: { 2: [{ open: '09:00', close: '09:20' }], 3: [] } };
    const days = viewingDays(short, none, mondayMorning);
    expect(day(days, '2026-11-24')).toMatchObject({ status: 'closed', slots: [] });
    expect(day(days, '2026-11-25')).toMatchObject({ status: 'closed', slots: [] });
  });

  it('closes the closed dates', () => {
    const christmas = { ...rules, closedDates: ['2026-12-24', '2026-12-25'] };
    const days = viewingDays(christmas, none, mondayMorning);
    expect(day(days, '2026-12-24')).toEqual({ date: '2026-12-24', weekday: 4, status: 'closed', slots: [] });
    expect(day(days, '2026-12-25').status).toBe('closed');
    expect(day(days, '2026-12-23').status).toBe('open');
  });

  it('leaves out slots that have passed or start inside the notice period (start >= now + notice is allowed)', () => {
    expect(times(day(viewingDays(rules, none, mondayMorning), '2026-11-23'))[0]).toBe('09:00');
    const at8 = day(viewingDays(rules, none, utc('2026-11-23T08:00:00.000Z')), '2026-11-23');
    expect(at8.slots).toHaveLength(14);
    expect(at8.slots[0]?.time).toBe('10:00');
    const at801 = day(viewingDays(rules, none, utc('2026-11-23T08:01:00.000Z')), '2026-11-23');
    expect(at801.slots[0]?.time).toBe('10:30');
    const noNotice = day(
      viewingDays({ ...rules, noticeMinutes: 0 }, none, utc('2026-11-23T12:00:00.000Z')),
      '2026-11-23',
    );
    expect(noNotice.slots[0]?.time).toBe('12:30');
  });

  it('marks today full once every slot has passed or is too soon', () => {
    const afternoon = viewingDays(rules, none, utc('2026-11-23T15:00:00.000Z'));
    expect(day(afternoon, '2026-11-23')).toMatchObject({ status: 'full', slots: [] });
    expect(day(afternoon, '2026-11-24').status).toBe('open');
  });

  it('counts booked parties: a slot with room left shows what remains, a taken slot is left out', () => {
    const booked: BookedCounts = new Map([
      ['2026-11-24T09:00:00.000Z', 1],
      ['2026-11-24T09:30:00.000Z', 2],
      ['2026-11-24T10:00:00.000Z', 5],
    ]);
    const tuesday = day(viewingDays(rules, booked, mondayMorning), '2026-11-24');
    expect(tuesday.slots[0]).toMatchObject({ time: '09:00', remaining: 1 });
    expect(times(tuesday).slice(0, 3)).toEqual(['09:00', '10:30', '11:00']);
    expect(tuesday.slots).toHaveLength(14);
  });

  it('marks a day full when every slot is taken', () => {
    const saturday = ['10:00', '10:30', '11:00', '11:30'].map((t) => [`2026-11-28T${t}:00.000Z`, 2] as const);
    const days = viewingDays(rules, new Map(saturday), mondayMorning);
    expect(day(days, '2026-11-28')).toMatchObject({ status: 'full', slots: [] });
  });

  it('offers the whole last day of the horizon and nothing beyond it', () => {
    const days = viewingDays(rules, none, mondayMorning);
    expect(times(day(days, '2027-01-22'))).toHaveLength(16);
    expect(days.some((d) => d.date > '2027-01-22')).toBe(false);
    expect(viewingDays({ ...rules, horizonDays: 0 }, none, mondayMorning).map((d) => d.date)).toEqual(['2026-11-23']);
  });
});

describe('viewingDays across the clock changes', () => {
  /** Sundays only: 00:00–03:00 spans the missing or repeated hour; 09:00–10:00 is an ordinary morning. */
  const sundayNight: ViewingRules = {
    ...rules,
    openingHours: {
      7: [
        { open: '00:00', close: '03:00' },
        { open: '09:00', close: '10:00' },
      ],
    },
    noticeMinutes: 0,
    horizonDays: 2,
  };

  it.each([
    ['2026-03-29', '2026-03-28'],
    ['2027-03-28', '2027-03-27'],
  ])('skips the missing hour on %s (clocks forward)', (date, dayBefore) => {
    const sunday = day(viewingDays(sundayNight, none, utc(`${dayBefore}T00:00:00.000Z`)), date);
    expect(sunday.status).toBe('open');
    expect(times(sunday)).toEqual(['00:00', '00:30', '02:00', '02:30', '09:00', '09:30']);
    expect(starts(sunday)).toEqual([
      `${date}T00:00:00.000Z`,
      `${date}T00:30:00.000Z`,
      `${date}T01:00:00.000Z`,
      `${date}T01:30:00.000Z`,
      `${date}T08:00:00.000Z`,
      `${date}T08:30:00.000Z`,
    ]);
    for (const slot of sunday.slots) expect(utc(slot.end) - utc(slot.start)).toBe(30 * 60_000);
  });

  it.each([
    ['2026-10-25', '2026-10-24'],
    ['2027-10-31', '2027-10-30'],
  ])('offers the repeated hour once on %s (clocks back), at its first (BST) pass', (date, dayBefore) => {
    const sunday = day(viewingDays(sundayNight, none, utc(`${dayBefore}T00:00:00.000Z`)), date);
    expect(times(sunday)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '09:00', '09:30']);
    expect(starts(sunday)).toEqual([
      `${dayBefore}T23:00:00.000Z`,
      `${dayBefore}T23:30:00.000Z`,
      `${date}T00:00:00.000Z`,
      `${date}T00:30:00.000Z`,
      `${date}T02:00:00.000Z`,
      `${date}T02:30:00.000Z`,
      `${date}T09:00:00.000Z`,
      `${date}T09:30:00.000Z`,
    ]);
    expect(new Set(starts(sunday)).size).toBe(8);
    for (const slot of sunday.slots) expect(utc(slot.end) - utc(slot.start)).toBe(30 * 60_000);
  });

  it('offers a 09:00 slot at 08:00Z the Sunday after the clocks go forward and 09:00Z after they go back', () => {
    const spring = day(viewingDays(sundayNight, none, utc('2026-03-28T00:00:00.000Z')), '2026-03-29');
    const autumn = day(viewingDays(sundayNight, none, utc('2026-10-24T00:00:00.000Z')), '2026-10-25');
    expect(spring.slots.find((s) => s.time === '09:00')?.start).toBe('2026-03-29T08:00:00.000Z');
    expect(autumn.slots.find((s) => s.time === '09:00')?.start).toBe('2026-10-25T09:00:00.000Z');
  });

  it('closes a day whose only opening falls in the missing hour', () => {
    const gapOnly = { ...sundayNight, openingHours: { 7: [{ open: '01:00', close: '02:00' }] } };
    const sunday = day(viewingDays(gapOnly, none, utc('2026-03-28T00:00:00.000Z')), '2026-03-29');
    expect(sunday).toMatchObject({ status: 'closed', slots: [] });
  });
});

describe('viewingWindow', () => {
  it('runs from the earliest bookable instant to the start of the London day after the horizon', () => {
    expect(viewingWindow(rules, mondayMorning)).toEqual({
      from: '2026-11-23T09:00:00.000Z',
      to: '2027-01-23T00:00:00.000Z',
    });
  });

  it('ends at London midnight, which is 23:00Z in summer', () => {
    expect(viewingWindow({ ...rules, horizonDays: 10 }, utc('2026-06-01T10:00:00.000Z')).to).toBe(
      '2026-06-11T23:00:00.000Z',
    );
  });

  it('bounds every slot viewingDays offers', () => {
    const { from, to } = viewingWindow(rules, mondayMorning);
    for (const d of viewingDays(rules, none, mondayMorning)) {
      for (const slot of d.slots) {
        expect(slot.start >= from).toBe(true);
        expect(slot.start < to).toBe(true);
      }
    }
  });
});

describe('checkSlot', () => {
  const wanted = (start: string) => ({ kind: 'in-person' as const, start });

  it('accepts an offered slot and says how many parties can still book it', () => {
    expect(checkSlot(rules, wanted('2026-11-24T09:30:00.000Z'), 1, mondayMorning)).toEqual({
      ok: true,
      slot: {
        start: '2026-11-24T09:30:00.000Z',
        end: '2026-11-24T10:00:00.000Z',
        date: '2026-11-24',
        time: '09:30',
        remaining: 1,
      },
    });
    expect(checkSlot(rules, wanted('2026-11-24T09:30:00.000Z'), 0, mondayMorning)).toMatchObject({
      ok: true,
      slot: { remaining: 2 },
    });
  });

  it('accepts the same instant written with seconds omitted or another offset, and answers in the canonical form', () => {
    for (const start of [
      '2026-11-24T09:30Z',
      '2026-11-24T09:30:00Z',
      '2026-11-24T10:30:00+01:00',
      '2026-11-24T04:30:00.000-05:00',
    ]) {
      const result = checkSlot(rules, wanted(start), 0, mondayMorning);
      expect(result.ok && result.slot.start, start).toBe('2026-11-24T09:30:00.000Z');
    }
  });

  it('refuses what is not an offered slot start', () => {
    for (const start of [
      '2026-11-24T09:15:00.000Z',
      '2026-11-24T09:30:01.000Z',
      '2026-11-24T09:30:00.001Z',
      '2026-11-24T08:30:00.000Z',
      '2026-11-24T17:00:00.000Z',
      '2026-11-24T09:30:00',
      '2026-11-24',
      '2026-02-30T09:00:00.000Z',
      '2026-11-24T25:00:00.000Z',
      'tomorrow at nine',
      '',
    ]) {
      expect(checkSlot(rules, wanted(start), 0, mondayMorning), start).toEqual({ ok: false, reason: 'not_a_slot' });
    }
  });

  it('refuses a kind of viewing the property does not offer', () => {
    const inPersonOnly = { ...rules, kinds: ['in-person'] as const };
    expect(
      checkSlot(inPersonOnly, { kind: 'video-call', start: '2026-11-24T09:30:00.000Z' }, 0, mondayMorning),
    ).toEqual({ ok: false, reason: 'kind_not_offered' });
    expect(checkSlot(inPersonOnly, wanted('2026-11-24T09:30:00.000Z'), 0, mondayMorning).ok).toBe(true);
  });

  it('refuses a time on a closed date or a weekday without opening', () => {
    const closed = { ...rules, closedDates: ['2026-11-24'] };
    expect(checkSlot(closed, wanted('2026-11-24T09:30:00.000Z'), 0, mondayMorning)).toEqual({
      ok: false,
      reason: 'closed',
    });
    expect(checkSlot(rules, wanted('2026-11-29T10:00:00.000Z'), 0, mondayMorning)).toEqual({
      ok: false,
      reason: 'closed',
    });
  });

  it('refuses a slot that has started or passed', () => {
    const now = utc('2026-11-24T12:00:00.000Z');
    expect(checkSlot(rules, wanted('2026-11-23T09:00:00.000Z'), 0, now)).toEqual({ ok: false, reason: 'past' });
    expect(checkSlot(rules, wanted('2026-11-24T11:30:00.000Z'), 0, now)).toEqual({ ok: false, reason: 'past' });
    expect(checkSlot(rules, wanted('2026-11-24T12:00:00.000Z'), 0, now)).toEqual({ ok: false, reason: 'past' });
    expect(checkSlot({ ...rules, noticeMinutes: 0 }, wanted('2026-11-24T12:00:00.000Z'), 0, now)).toEqual({
      ok: false,
      reason: 'past',
    });
  });

  it('refuses a slot inside the notice period, and accepts one exactly at its end', () => {
    const now = utc('2026-11-23T08:00:00.000Z');
    expect(checkSlot(rules, wanted('2026-11-23T09:30:00.000Z'), 0, now)).toEqual({ ok: false, reason: 'too_soon' });
    expect(checkSlot(rules, wanted('2026-11-23T10:00:00.000Z'), 0, now).ok).toBe(true);
  });

  it('refuses a slot after the last day of the horizon, and accepts the last slot of that day', () => {
    expect(checkSlot(rules, wanted('2027-01-25T09:00:00.000Z'), 0, mondayMorning)).toEqual({
      ok: false,
      reason: 'too_far',
    });
    expect(checkSlot(rules, wanted('2027-01-22T16:30:00.000Z'), 0, mondayMorning).ok).toBe(true);
  });

  it('refuses a slot that has no room left', () => {
    expect(checkSlot(rules, wanted('2026-11-24T09:30:00.000Z'), 2, mondayMorning)).toEqual({
      ok: false,
      reason: 'full',
    });
    expect(checkSlot(rules, wanted('2026-11-24T09:30:00.000Z'), 7, mondayMorning)).toEqual({
      ok: false,
      reason: 'full',
    });
  });

  it('checks in order: kind, then closed or not a slot, then past, too soon, too far, full', () => {
    const tight = { ...rules, kinds: ['in-person'] as const, closedDates: ['2026-11-20'] };
    const video = (start: string) => ({ kind: 'video-call' as const, start });
    expect(checkSlot(tight, video('nonsense'), 0, mondayMorning)).toEqual({ ok: false, reason: 'kind_not_offered' });
    expect(checkSlot(tight, wanted('2026-11-20T09:00:00.000Z'), 5, mondayMorning)).toEqual({
      ok: false,
      reason: 'closed',
    });
    expect(checkSlot(tight, wanted('2026-11-19T09:15:00.000Z'), 5, mondayMorning)).toEqual({
      ok: false,
      reason: 'not_a_slot',
    });
    expect(checkSlot(tight, wanted('2026-11-19T09:00:00.000Z'), 5, mondayMorning)).toEqual({
      ok: false,
      reason: 'past',
    });
    expect(checkSlot(tight, wanted('2027-02-01T09:00:00.000Z'), 5, mondayMorning)).toEqual({
      ok: false,
      reason: 'too_far',
    });
    const at8 = utc('2026-11-23T08:00:00.000Z');
    expect(checkSlot(tight, wanted('2026-11-23T09:00:00.000Z'), 5, at8)).toEqual({ ok: false, reason: 'too_soon' });
  });

  it('knows the clock changes: the first pass of the repeated hour is a slot, the second is not', () => {
    const sundayNight = { ...rules, openingHours: { 7: [{ open: '00:00', close: '03:00' }] }, noticeMinutes: 0 };
    const before = utc('2026-10-24T00:00:00.000Z');
    expect(checkSlot(sundayNight, wanted('2026-10-25T00:00:00.000Z'), 0, before)).toMatchObject({
      ok: true,
      slot: { date: '2026-10-25', time: '01:00', end: '2026-10-25T00:30:00.000Z' },
    });
    expect(checkSlot(sundayNight, wanted('2026-10-25T01:00:00.000Z'), 0, before)).toEqual({
      ok: false,
      reason: 'not_a_slot',
    });
    expect(checkSlot(sundayNight, wanted('2026-10-25T02:00:00.000Z'), 0, before)).toMatchObject({
      ok: true,
      slot: { time: '02:00' },
    });
    const spring = utc('2026-03-28T00:00:00.000Z');
    expect(checkSlot(sundayNight, wanted('2026-03-29T01:00:00.000Z'), 0, spring)).toMatchObject({
      ok: true,
      slot: { time: '02:00' },
    });
    expect(checkSlot(sundayNight, wanted('2026-03-29T00:30:00.000Z'), 0, spring)).toMatchObject({
      ok: true,
      slot: { time: '00:30', end: '2026-03-29T01:00:00.000Z' },
    });
  });
});

describe('nearestFreeSlots', () => {
  const days = viewingDays(rules, none, mondayMorning);

  it('gives the three free slots nearest the wanted time, earliest first', () => {
    expect(nearestFreeSlots(days, '2026-11-24T12:10:00.000Z').map((s) => s.time)).toEqual(['11:30', '12:00', '12:30']);
    expect(nearestFreeSlots(days, '2026-11-24T12:00:00.000Z').map((s) => s.time)).toEqual(['11:30', '12:00', '12:30']);
  });

  it('prefers the earlier of two equally near slots', () => {
    expect(nearestFreeSlots(days, '2026-11-24T12:15:00.000Z', 2).map((s) => s.time)).toEqual(['12:00', '12:30']);
    expect(nearestFreeSlots(days, '2026-11-24T12:15:00.000Z', 1).map((s) => s.time)).toEqual(['12:00']);
  });

  it('reaches across days and into a full or closed day’s neighbours', () => {
    // Sunday 10:30: Monday 09:00 is 22½ hours on, Saturday 11:30 and Monday 09:30 both 23 hours away.
    const sunday = nearestFreeSlots(days, '2026-11-29T10:30:00.000Z');
    expect(sunday.map((s) => s.start)).toEqual([
      '2026-11-28T11:30:00.000Z',
      '2026-11-30T09:00:00.000Z',
      '2026-11-30T09:30:00.000Z',
    ]);
  });

  it('gives as many as it is asked for, or all there are', () => {
    expect(nearestFreeSlots(days, '2026-11-24T12:00:00.000Z', 5)).toHaveLength(5);
    expect(nearestFreeSlots(days, '2026-11-24T12:00:00.000Z', 0)).toEqual([]);
    const fewDays = viewingDays({ ...rules, horizonDays: 0 }, none, utc('2026-11-23T14:00:00.000Z'));
    expect(nearestFreeSlots(fewDays, '2026-11-23T09:00:00.000Z', 3).map((s) => s.time)).toEqual(['16:00', '16:30']);
    expect(nearestFreeSlots([], '2026-11-23T09:00:00.000Z')).toEqual([]);
  });

  it('gives the earliest slots when the wanted time cannot be read', () => {
    expect(nearestFreeSlots(days, 'whenever').map((s) => s.start)).toEqual([
      '2026-11-23T09:00:00.000Z',
      '2026-11-23T09:30:00.000Z',
      '2026-11-23T10:00:00.000Z',
    ]);
  });
});

describe('slotRefusalMessage', () => {
  it('tells a visitor a full slot has filled up and points at the nearest free times', () => {
    expect(slotRefusalMessage('full')).toBe(
      'That time has just filled up. Please choose another; the nearest free times are below.',
    );
  });

  it('has its own plain sentence for every reason', () => {
    const messages = slotRefusals.map((reason: SlotRefusal) => slotRefusalMessage(reason));
    expect(slotRefusals).toHaveLength(7);
    expect(new Set(messages).size).toBe(slotRefusals.length);
    for (const message of messages) expect(message).toMatch(/^[A-Z].*\.$/);
  });
});
