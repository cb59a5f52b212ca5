import type { Weekday } from './viewing';

/**
 * Europe/London wall clock to and from instants (epoch milliseconds), through Intl with the time
 * zone named, so the answers never depend on the time zone the process runs in.
 *
 * London is on GMT in winter and BST (GMT+1) in summer. On the last Sunday of March the clocks go
 * from 00:59 to 02:00, so 01:00–01:59 does not exist; on the last Sunday of October they go from
 * 01:59 BST back to 01:00 GMT, so 01:00–01:59 happens twice.
 */

const londonClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const day = 86_400_000;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

function londonWallClock(epochMs: number): WallClock {
  const parts: Record<string, number> = {};
  for (const part of londonClock.formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Epoch ms of a wall clock read as if it were UTC (years below 100 included). */
function utcOf(year: number, month: number, dayOfMonth: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, dayOfMonth);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

const hour = 3_600_000;

/** Offsets already read, per UTC hour: reading one through Intl is slow, and a slot list reads thousands. */
const offsetByHour = new Map<number, number>();

/**
 * How far London is ahead of UTC at an instant, in ms (0 in GMT, 3,600,000 in BST). London's
 * clocks have only ever changed on a whole UTC hour, so the offset holds for the whole UTC hour
 * and is read once per hour.
 */
function londonOffset(epochMs: number): number {
  const utcHour = Math.floor(epochMs / hour);
  let offset = offsetByHour.get(utcHour);
  if (offset === undefined) {
    const at = utcHour * hour;
    const w = londonWallClock(at);
    offset = utcOf(w.year, w.month, w.day, w.hour, w.minute, w.second) - at;
    if (offsetByHour.size >= 100_000) offsetByHour.clear();
    offsetByHour.set(utcHour, offset);
  }
  return offset;
}

/** The calendar date YYYY-MM-DD as midnight UTC in epoch ms, or null when it is not on the calendar. */
function calendarDay(date: string): number | null {
  const match = datePattern.exec(date);
  if (!match) return null;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = utcOf(year, month, dayOfMonth);
  const back = new Date(ms);
  const exists = back.getUTCFullYear() === year && back.getUTCMonth() === month - 1 && back.getUTCDate() === dayOfMonth;
  return exists ? ms : null;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Midnight UTC of a calendar day as YYYY-MM-DD. */
function dateText(utcMidnight: number): string {
  const d = new Date(utcMidnight);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** ISO weekday (1 Monday … 7 Sunday) of a calendar day given as midnight UTC. */
function isoWeekday(utcMidnight: number): Weekday {
  return (((new Date(utcMidnight).getUTCDay() + 6) % 7) + 1) as Weekday;
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
  const midnight = calendarDay(date);
  const clock = timePattern.exec(time);
  if (midnight === null || !clock) return null;
  const asIfUtc = midnight + (Number(clock[1]) * 60 + Number(clock[2])) * 60_000;
  // The offset a day either side covers both readings of a day with one clock change.
  const offsets = [...new Set([londonOffset(asIfUtc - day), londonOffset(asIfUtc + day)])].sort((a, b) => b - a);
  for (const offset of offsets) {
    const candidate = asIfUtc - offset;
    const parts = londonParts(candidate);
    if (parts.date === date && parts.time === time) return candidate;
  }
  return null;
}

/** What London's clocks and calendar read at an instant: date YYYY-MM-DD, time HH:mm, ISO weekday. */
export function londonParts(epochMs: number): { date: string; time: string; weekday: Weekday } {
  const wall = new Date(Math.floor(epochMs / 1000) * 1000 + londonOffset(epochMs));
  const midnight = utcOf(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate());
  return {
    date: dateText(midnight),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    weekday: isoWeekday(midnight),
  };
}

/** The ISO weekday (1 Monday … 7 Sunday) of a calendar date YYYY-MM-DD; throws a RangeError for a date not on the calendar. */
export function weekdayOf(date: string): Weekday {
  const midnight = calendarDay(date);
  if (midnight === null) throw new RangeError(`Not a calendar date: ${date}`);
  return isoWeekday(midnight);
}

/** The calendar date `days` after `date` (before it when negative); throws a RangeError for a date not on the calendar. */
export function addDays(date: string, days: number): string {
  const midnight = calendarDay(date);
  if (midnight === null) throw new RangeError(`Not a calendar date: ${date}`);
  return dateText(midnight + Math.trunc(days) * day);
}
