const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const londonDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A moment as the operator reads it: London time, "26 Nov 2026, 14:05". */
export function formatLondonTime(at: number | string): string {
  return londonTime.format(new Date(at));
}

/** A day in London, "26 Nov 2026". */
export function formatLondonDay(at: number | string): string {
  return londonDay.format(new Date(at));
}

const calendarDay = new Intl.DateTimeFormat('en-GB', {
  // A calendar date (a London day, YYYY-MM-DD) has no time zone: read at UTC midnight, shown as UTC.
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** A London calendar date YYYY-MM-DD as the operator reads it: "Mon 26 Oct". */
export function formatCalendarDay(date: string): string {
  return calendarDay.format(new Date(`${date}T00:00:00Z`));
}

const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** A London calendar date YYYY-MM-DD, short, for a chart's axis: "26 Oct". */
export function formatShortDay(date: string): string {
  return shortDay.format(new Date(`${date}T00:00:00Z`));
}
