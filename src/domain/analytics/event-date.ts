import { londonOffset } from '../shared/london-date';
/** The property every analytics event carries with its local date and time (spec section 9). */
export const EVENT_DATE_PROPERTY = 'event_date';

export interface DateParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const two = (n: number) => String(n).padStart(2, '0');

/** dd/MM/yyyy, HH:mm:ss, as the spec writes it (the en-GB rendering, 24-hour). */
export function formatEventDate(p: DateParts): string {
  return `${two(p.day)}/${two(p.month)}/${String(p.year).padStart(4, '0')}, ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}

/** The event date of a moment (epoch ms) on London's calendar and clock, as the operator reads every time. */
export function londonEventDate(epochMs: number): string {
  const wall = new Date(epochMs + londonOffset(epochMs));
  return formatEventDate({
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  });
}
