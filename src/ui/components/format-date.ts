/**
 * Dates as the pages show them, in one style everywhere: three-letter month and weekday names
 * ("Sat 5 Sep 2026", "3 Jul 2027") from a fixed table, so no engine's locale data can mix "Sept"
 * with "Jul" or make the server's render differ from the browser's. Calendar dates (YYYY-MM-DD)
 * are read as days, with no time zone to move them.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

interface Day {
  readonly year: number;
  readonly month: string;
  readonly day: number;
  readonly weekday: string;
}

function dayOf(iso: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return null;
  return {
    year: date.getUTCFullYear(),
    month: MONTHS[date.getUTCMonth()] ?? '',
    day: date.getUTCDate(),
    weekday: WEEKDAYS[date.getUTCDay()] ?? '',
  };
}

/** An ISO calendar date (YYYY-MM-DD) as "12 Sep 2026"; anything else as it is. */
export function formatIsoDate(iso: string): string {
  const d = dayOf(iso);
  return d ? `${d.day} ${d.month} ${d.year}` : iso;
}

/** "Sat 5 Sep 2026". */
export function dateWithWeekday(iso: string): string {
  const d = dayOf(iso);
  return d ? `${d.weekday} ${d.day} ${d.month} ${d.year}` : iso;
}

/** "Mon 23 Nov" (the year goes without saying in a booking window). */
export function dayShortOf(iso: string): string {
  const d = dayOf(iso);
  return d ? `${d.weekday} ${d.day} ${d.month}` : iso;
}
