const londonDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Monday 23 November 2026" for an ISO instant, as the day reads in London. */
export function viewingDayInWords(start: string): string {
  return londonDay.format(Date.parse(start)).replace(',', '');
}

/** "Monday 23 November 2026, 09:30 to 10:00" for a slot's instants, in London time. */
export function viewingWhen(start: string, end: string): string {
  return `${viewingDayInWords(start)}, ${londonTime.format(Date.parse(start))} to ${londonTime.format(Date.parse(end))}`;
}

/** "09:30" for an ISO instant, in London time. */
export function viewingClock(start: string): string {
  return londonTime.format(Date.parse(start));
}
