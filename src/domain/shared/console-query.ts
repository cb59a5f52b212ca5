import { addDays, isCalendarDate, londonInstant } from './london-time';

/**
 * A console list's "from" and "to" London days (YYYY-MM-DD, both included) as instants: from the
 * start of the first day to the start of the day after the last. `bounds` holds only the days
 * given; `issues` names each field that is not a day, and a last day before the first.
 */
export function londonDayRange(days: { readonly from?: string | undefined; readonly to?: string | undefined }): {
  readonly bounds: { readonly from?: number; readonly to?: number };
  readonly issues: Readonly<Record<string, string>>;
} {
  const issues: Record<string, string> = {};
  const dayStart = (key: 'from' | 'to', day: string | undefined, shift: number): number | undefined => {
    if (day === undefined || day === '') return undefined;
    const at = isCalendarDate(day) ? londonInstant(addDays(day, shift), '00:00') : null;
    if (at === null) issues[key] = 'A day, like 2026-11-26.';
    return at ?? undefined;
  };
  const from = dayStart('from', days.from, 0);
  // The last day is included: up to the start of the next London day.
  const to = dayStart('to', days.to, 1);
  if (from !== undefined && to !== undefined && from >= to) issues.to = 'The last day is before the first.';
  return { bounds: { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) }, issues };
}

/** The words a console search looks for: as typed, split on any white space, the first ten. */
export function searchWords(q: string | undefined): readonly string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
}
