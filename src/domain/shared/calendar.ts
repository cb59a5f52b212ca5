const londonDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in the UK at an instant, as YYYY-MM-DD (what "today" means to a visitor and the operator). */
export function londonDate(epochMs: number): string {
  return londonDay.format(epochMs);
}
