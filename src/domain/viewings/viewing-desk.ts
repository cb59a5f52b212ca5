import { addDays, daysBetween, isCalendarDate, londonInstant, weekdayOf } from '../shared/london-time';
import { isHttpsLink } from '../shared/safe-link';
import type { OpeningHours, OpeningPeriod, ViewingKind, ViewingStatus, Weekday } from './viewing';

/**
 * The viewings desk (issue 19 item 2): the rules an operator edits per residence, closed days and
 * holidays as date ranges, a viewing's attended or no-show mark, and the London days and weeks the
 * desk's calendar shows.
 *
 * Closed days are stored in the rules' `closedDates` as ISO 8601 dates: `2026-11-30` for one day,
 * `2026-12-24/2027-01-02` (an ISO 8601 interval, both ends included) for a holiday.
 */

/** London dates YYYY-MM-DD, `from` to `to`, both closed. */
export interface ClosedPeriod {
  readonly from: string;
  readonly to: string;
}

/** The periods the rules' closed entries name, earliest first (an entry that cannot be read closes nothing). */
export function closedPeriodsOf(entries: readonly string[]): ClosedPeriod[] {
  return entries
    .flatMap((entry) => {
      const [from = '', to = from] = entry.split('/');
      return isCalendarDate(from) && isCalendarDate(to) && from <= to ? [{ from, to }] : [];
    })
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** The entries the rules store for these periods, earliest first: one date alone, a range as from/to. */
export function closedEntries(periods: readonly ClosedPeriod[]): string[] {
  return [...periods]
    .sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to))
    .map((p) => (p.from === p.to ? p.from : `${p.from}/${p.to}`));
}

/** Whether the rules' closed entries close this London date. */
export function isClosedOn(entries: readonly string[], date: string): boolean {
  return entries.some((entry) => {
    if (entry === date) return true;
    const slash = entry.indexOf('/');
    return slash > 0 && entry.slice(0, slash) <= date && date <= entry.slice(slash + 1);
  });
}

/** Everything an operator sets for a residence's viewings. */
export interface DeskRulesInput {
  readonly openingHours: OpeningHours;
  readonly slotMinutes: number;
  readonly capacity: number;
  readonly kinds: readonly ViewingKind[];
  readonly closedPeriods: readonly ClosedPeriod[];
  readonly noticeMinutes: number;
  readonly horizonDays: number;
  readonly staffEmail: string;
  /** Where a video-call viewing happens; required while video calls are offered. */
  readonly videoCallUrl: string | null;
}

/** The rules a residence starts from on the desk before its first save: no openings yet. */
export const newDeskRules: Omit<DeskRulesInput, 'staffEmail'> = {
  openingHours: {},
  slotMinutes: 30,
  capacity: 2,
  kinds: ['in-person'],
  closedPeriods: [],
  noticeMinutes: 120,
  horizonDays: 60,
  videoCallUrl: null,
};

export const deskLimits = {
  slotMinutes: { min: 5, max: 240 },
  capacity: { min: 1, max: 50 },
  noticeMinutes: { min: 0, max: 14 * 24 * 60 },
  horizonDays: { min: 1, max: 366 },
} as const;

export const weekdayNames: Readonly<Record<Weekday, string>> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function openingIssue(name: string, periods: readonly OpeningPeriod[], slotMinutes: number): string | null {
  if (periods.some((p) => !clockPattern.test(p.open) || !clockPattern.test(p.close)))
    return `${name}: times are 24-hour HH:mm, like 09:30.`;
  if (periods.some((p) => minutesOf(p.close) <= minutesOf(p.open)))
    return `${name}: each opening must close after it opens.`;
  const sorted = [...periods].sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
  for (let i = 1; i < sorted.length; i++) {
    const before = sorted[i - 1] as OpeningPeriod;
    const after = sorted[i] as OpeningPeriod;
    if (minutesOf(after.open) < minutesOf(before.close))
      return `${name}: openings overlap (${before.open}–${before.close} and ${after.open}–${after.close}).`;
  }
  const short = sorted.find((p) => minutesOf(p.close) - minutesOf(p.open) < slotMinutes);
  if (short && Number.isInteger(slotMinutes) && slotMinutes > 0)
    return `${name}: ${short.open}–${short.close} is shorter than one ${slotMinutes}-minute slot.`;
  return null;
}

function inRange(value: number, range: { readonly min: number; readonly max: number }): boolean {
  return Number.isInteger(value) && value >= range.min && value <= range.max;
}

/**
 * What is wrong with rules an operator gives, per field (`openingHours.<weekday>`,
 * `closedPeriods.<index>`, `slotMinutes`, …); empty when they can be saved.
 */
export function deskRulesIssues(input: DeskRulesInput): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const day of [1, 2, 3, 4, 5, 6, 7] as const) {
    const issue = openingIssue(weekdayNames[day], input.openingHours[day] ?? [], input.slotMinutes);
    if (issue) issues[`openingHours.${day}`] = issue;
  }
  const { slotMinutes, capacity, noticeMinutes, horizonDays } = deskLimits;
  if (!inRange(input.slotMinutes, slotMinutes))
    issues.slotMinutes = `A whole number of minutes from ${slotMinutes.min} to ${slotMinutes.max}.`;
  if (!inRange(input.capacity, capacity)) issues.capacity = `From ${capacity.min} to ${capacity.max} bookings a slot.`;
  if (!inRange(input.noticeMinutes, noticeMinutes))
    issues.noticeMinutes = `From 0 minutes to ${noticeMinutes.max / (24 * 60)} days.`;
  if (!inRange(input.horizonDays, horizonDays))
    issues.horizonDays = `From ${horizonDays.min} to ${horizonDays.max} days ahead.`;
  input.closedPeriods.forEach((period, i) => {
    if (!isCalendarDate(period.from) || !isCalendarDate(period.to))
      issues[`closedPeriods.${i}`] = 'Give real dates, like 2026-12-24.';
    else if (period.to < period.from) issues[`closedPeriods.${i}`] = 'The last closed day cannot be before the first.';
    else if (daysBetween(period.from, period.to) > 365)
      issues[`closedPeriods.${i}`] = 'A closed period is at most a year long.';
  });
  if (input.kinds.length === 0) issues.kinds = 'Offer at least one kind of viewing.';
  if (input.videoCallUrl !== null && !isHttpsLink(input.videoCallUrl))
    issues.videoCallUrl = 'A secure link, starting https://.';
  else if (input.videoCallUrl === null && input.kinds.includes('video-call'))
    issues.videoCallUrl = 'Give the video-call link, or stop offering video calls.';
  return issues;
}

/** What staff mark a viewing once its time has come. */
export const attendanceMarks = ['attended', 'no_show'] as const;
export type AttendanceMark = (typeof attendanceMarks)[number];

/**
 * Why a viewing cannot be marked attended or no-show now; null when it can. A viewing is marked
 * once it has started; a mark can be corrected; a cancelled viewing had nobody to expect.
 */
export function attendanceIssue(
  viewing: { readonly status: ViewingStatus; readonly start: string },
  _mark: AttendanceMark,
  now: number,
): string | null {
  if (viewing.status === 'cancelled') return 'This viewing was cancelled, so nobody was expected.';
  if (Date.parse(viewing.start) > now) return 'This viewing has not started yet: mark it once it has.';
  return null;
}

/** The instants (epoch ms) a London date runs from (its midnight, included) to the next midnight (excluded). */
export function londonDayBounds(date: string): { readonly from: number; readonly to: number } {
  // London's clocks change at 01:00, so midnight always exists and happens once.
  const from = londonInstant(date, '00:00');
  const to = londonInstant(addDays(date, 1), '00:00');
  if (from === null || to === null) throw new RangeError(`Not a calendar date: ${date}`);
  return { from, to };
}

/** The seven London dates, Monday to Sunday, of the week a date is in. */
export function weekOf(date: string): string[] {
  const monday = addDays(date, 1 - weekdayOf(date));
  return [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(monday, i));
}

/** What a residence's calendar feed holds: its booked viewings, with no more about the visitor than staff need. */
export interface FeedEntry {
  readonly uid: string;
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly description: string;
  readonly status: 'confirmed' | 'cancelled';
}

export interface ViewingFeed {
  readonly name: string;
  readonly entries: readonly FeedEntry[];
}
