import { addDays, weekdayOf } from '../../../domain/shared/london-time';
import type { ViewingKind } from '../../../domain/viewings/viewing';
import type { ViewingProperty } from '../../../domain/viewings/viewing-outcomes';
import { viewingClock } from '../../../domain/viewings/viewing-time';
import { dayShortOf } from '../format-date';

/** How viewings read on the pages: dates and times in London, where the properties are. */

const part = (parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes) =>
  parts.find((p) => p.type === type)?.value ?? '';

// Calendar dates (YYYY-MM-DD) are read at noon UTC, so no time zone moves them to another day.
const calendarFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const atNoon = (date: string) => Date.parse(`${date}T12:00:00Z`);

function calendarParts(date: string) {
  const parts = calendarFormat.formatToParts(atNoon(date));
  return {
    weekday: part(parts, 'weekday'),
    day: part(parts, 'day'),
    month: part(parts, 'month'),
    year: part(parts, 'year'),
  };
}

/** "Monday 23 November 2026". */
export function dayInWords(date: string): string {
  const p = calendarParts(date);
  return `${p.weekday} ${p.day} ${p.month} ${p.year}`;
}

/** "Monday 23 November" (the year goes without saying in a booking window). */
export function dayWithoutYear(date: string): string {
  const p = calendarParts(date);
  return `${p.weekday} ${p.day} ${p.month}`;
}

/** "Mon 23 Nov", in the pages' one short date style. */
export const dayShort = dayShortOf;

/** The day of the month: "23". */
export const dayOfMonth = (date: string): string => String(Number(date.slice(8, 10)));

/** "09:30–10:00" for a slot's instants, in London. */
export const timeRange = (start: string, end: string): string => `${viewingClock(start)}–${viewingClock(end)}`;

/** "Monday 23 November 2026, 09:30–10:00 UK time" (visitors abroad book video calls). */
export function whenInWords(viewing: { readonly date: string; readonly start: string; readonly end: string }): string {
  return `${dayInWords(viewing.date)}, ${timeRange(viewing.start, viewing.end)} UK time`;
}

export const kindLabels: Readonly<Record<ViewingKind, string>> = {
  'in-person': 'In person',
  'video-call': 'Video call',
};

/** What each kind of viewing is, in a line. */
export const kindDescriptions: Readonly<Record<ViewingKind, string>> = {
  'in-person':
    'A member of our team shows you round: a room like yours, the kitchens, the common rooms and the neighbourhood.',
  'video-call':
    'A live tour on your phone or computer, wherever you are. We call you with a video link at the time, and you can ask anything as we go.',
};

/** "12 Grosvenor Square, Manchester M1 7HL". */
export const addressLine = (p: ViewingProperty): string => `${p.addressLine1}, ${p.cityName} ${p.postcode}`;

/** A calendar week: its Monday and Sunday, and its seven days (null where the list has none), Monday first. */
export interface Week<T> {
  readonly monday: string;
  readonly sunday: string;
  /** Each day of the week with its date, and what the list has for it (null: nothing). */
  readonly days: readonly { readonly date: string; readonly day: T | null }[];
}

/** The weeks a list of dates falls in, in order. */
export function weeksOf<T extends { readonly date: string }>(days: readonly T[]): Week<T>[] {
  const weeks: { monday: string; sunday: string; days: { date: string; day: T | null }[] }[] = [];
  for (const day of days) {
    const index = weekdayOf(day.date) - 1;
    const monday = addDays(day.date, -index);
    let week = weeks.at(-1);
    if (week?.monday !== monday) {
      const dates = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
      week = { monday, sunday: dates[6] ?? monday, days: dates.map((date) => ({ date, day: null })) };
      weeks.push(week);
    }
    week.days[index] = { date: day.date, day };
  }
  return weeks;
}

/** "23–29 November 2026", "30 November – 6 December 2026", "28 December 2026 – 3 January 2027" for a week's days. */
export function weekRange(first: string, last: string): string {
  const a = calendarParts(first);
  const b = calendarParts(last);
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${a.day}–${b.day} ${b.month} ${b.year}`;
}
