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
