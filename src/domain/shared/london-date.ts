import { tzOffset } from '@date-fns/tz/tzOffset';

/**
 * London's offset from UTC and today's date in London, apart from the rest of london-time.ts
 * because every page needs "today" (the room finder's store) and the first load stays small: this
 * module is @date-fns/tz's tzOffset alone (ADR 034).
 */

const LONDON = 'Europe/London';
const hour = 3_600_000;

/** Offsets already read, per UTC hour: reading one through Intl is slow, and a slot list reads thousands. */
const offsetByHour = new Map<number, number>();

/**
 * How far London is ahead of UTC at an instant, in ms (0 in GMT, 3,600,000 in BST), from the time
 * zone database through @date-fns/tz. London's clocks have only ever changed on a whole UTC hour,
 * so the offset holds for the whole UTC hour and is read once per hour.
 */
export function londonOffset(epochMs: number): number {
  const utcHour = Math.floor(epochMs / hour);
  let offset = offsetByHour.get(utcHour);
  if (offset === undefined) {
    offset = tzOffset(LONDON, new Date(utcHour * hour)) * 60_000;
    if (offsetByHour.size >= 100_000) offsetByHour.clear();
    offsetByHour.set(utcHour, offset);
  }
  return offset;
}

/** The calendar date in the UK at an instant, as YYYY-MM-DD (what "today" means to a visitor and the operator). */
export function londonDate(epochMs: number): string {
  // London's wall clock is UTC's clock moved on by the offset.
  return new Date(epochMs + londonOffset(epochMs)).toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar date YYYY-MM-DD as a visitor reads it: "2 Dec 2026" (a fixed month table, no locale data). */
export function formatLondonDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year}`;
}
