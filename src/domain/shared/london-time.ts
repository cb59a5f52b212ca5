import { UTCDateMini } from '@date-fns/utc/date/mini';
import { addDays as addCalendarDays, addYears, differenceInCalendarDays, formatISO, getISODay } from 'date-fns';
import { londonOffset } from './london-date';
/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * Europe/London wall clock to and from instants (epoch milliseconds), and calendar dates
 * (YYYY-MM-DD) moved by days, through @date-fns/tz (London's offset from UTC at an instant) and
 * date-fns on @date-fns/utc's UTCDateMini (calendar days with no time zone to move them), ADR 034: the
 * one place the site does time-zone or day arithmetic, so the answers never depend on the time
 * zone the process runs in.
 *
 * London is on GMT in winter and BST (GMT+1) in summer. On the last Sunday of March the clocks go
 * from 00:59 to 02:00, so 01:00–01:59 does not exist; on the last Sunday of October they go from
 * 01:59 BST back to 01:00 GMT, so 01:00–01:59 happens twice.
 */

const hour = 3_600_000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** YYYY-MM-DD of a calendar day. */
const dateText = (day: Date) => formatISO(day, { representation: 'date' });

/** A calendar date YYYY-MM-DD as a day with no time zone to move it, or null when it is not on the calendar. */
function calendarDay(date: string): Date | null {
  const match = datePattern.exec(date);
  if (!match) return null;
  const day = new UTCDateMini(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return dateText(day) === date ? day : null;
}

function calendarDayOrThrow(date: string): Date {
  const day = calendarDay(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return day;
}

/** True when the text is a calendar date that exists, written YYYY-MM-DD (2027-02-29 does not). */
export function isCalendarDate(text: string): boolean {
  return calendarDay(text) !== null;
}

/** What London's clocks and calendar read at an instant: date YYYY-MM-DD, time HH:mm, ISO weekday. */
export function londonParts(epochMs: number): { date: string; time: string; weekday: Weekday } {
  // London's wall clock is UTC's clock moved on by the offset.
  const wall = new UTCDateMini(epochMs + londonOffset(epochMs));
  return {
    date: dateText(wall),
    time: formatISO(wall, { representation: 'time' }).slice(0, 5),
    weekday: getISODay(wall) as Weekday,
  };
}

/**
 * The instant (epoch ms) at which London's clocks read `date` (YYYY-MM-DD) and `time` (HH:mm).
 *
 * Null when no such moment exists: the hour the clocks skip in spring (01:00–01:59 on the last
 * Sunday of March), or a date or time that is not on the calendar or the clock (`2026-02-30`,
 * `24:00`). In the hour that happens twice in autumn (01:00–01:59 on the last Sunday of October)
 * it gives the earlier instant, the one still on BST: `2026-10-25` `01:30` is `00:30Z`, not `01:30Z`.
 */
export function londonInstant(date: string, time: string): number | null {
  const day = calendarDay(date);
  const clock = timePattern.exec(time);
  if (day === null || !clock) return null;
  const asIfUtc = day.getTime() + (Number(clock[1]) * 60 + Number(clock[2])) * 60_000;
  // The offsets a day either side cover both readings of a day with one clock change; the larger
  // offset gives the earlier instant.
  const offsets = [...new Set([londonOffset(asIfUtc - 24 * hour), londonOffset(asIfUtc + 24 * hour)])].sort(
    (a, b) => b - a,
  );
  for (const offset of offsets) {
    const candidate = asIfUtc - offset;
    const parts = londonParts(candidate);
    if (parts.date === date && parts.time === time) return candidate;
  }
  return null;
}

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar date YYYY-MM-DD; throws a RangeError for a date not on the calendar. */
export function weekdayOf(date: string): Weekday {
  return getISODay(calendarDayOrThrow(date)) as Weekday;
}

/** The calendar date `days` after `date` (before it when negative); throws a RangeError for a date not on the calendar. */
export function addDays(date: string, days: number): string {
  return dateText(addCalendarDays(calendarDayOrThrow(date), Math.trunc(days)));
}

/** Calendar days from `from` to `to` (negative when `to` is earlier); throws a RangeError for a date not on the calendar. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(calendarDayOrThrow(to), calendarDayOrThrow(from));
}

/** The same day `years` later (28 February for 29 February in a year that has none); throws a RangeError for a date not on the calendar. */
export function addYearsTo(date: string, years: number): string {
  return dateText(addYears(calendarDayOrThrow(date), Math.trunc(years)));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A moment as an operator reads it in a message or a terminal: London's date and clock,
 * "26 Jul 2026, 00:30", from a fixed month table (no engine's locale data).
 */
export function formatLondonDateTime(epochMs: number): string {
  const { date, time } = londonParts(epochMs);
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}, ${time}`;
}
