import { londonDate } from '../../domain/shared/london-date';
/**
 * The demo operator is written as it stood in the 2026/27 academic year (offers, posts, tenancies
 * and closed days around November 2026). Loaded in a later year it would look abandoned: expired
 * offers, last year's rooms, and journeys finding nothing current. So it is loaded moved forward
 * by whole academic years: every date and every year written in the text (an academic year such
 * as "2026/27" or "2027-28" included) by that many years, and each let by the whole number of
 * weeks closest to them, so it keeps its weekday and its length in weeks.
 */

/** The academic year (starting in September) that the demo's data was written for. */
export const DEMO_ACADEMIC_YEAR = 2026;

const DAY_MS = 86_400_000;

/** The September year of the academic year that `now` falls in (on London's calendar). */
function academicYearOf(now: number): number {
  const [year, month] = londonDate(now).split('-').map(Number);
  return (month ?? 1) >= 9 ? (year ?? 0) : (year ?? 0) - 1;
}

/** How many academic years the demo moves forward to look current at `now` (0 in 2026/27). */
export function demoYearShift(now: number): number {
  return academicYearOf(now) - DEMO_ACADEMIC_YEAR;
}

/** A year, a date (YYYY-MM-DD), or an academic year (YYYY/YY or YYYY-YY), standing alone. */
const YEAR_OR_DATE = /\b(20\d\d)(?:-(\d\d)-(\d\d)|([/-])(\d\d))?\b/g;

/** `iso` (YYYY-MM-DD) that many years on; 29 February becomes the 28th in a year without it. */
function shiftDate(year: number, month: number, day: number, years: number): string {
  const target = Math.min(day, new Date(Date.UTC(year + years, month, 0)).getUTCDate());
  return new Date(Date.UTC(year + years, month - 1, target)).toISOString().slice(0, 10);
}

function shiftText(text: string, years: number): string {
  return text.replace(
    YEAR_OR_DATE,
    (whole, year: string, month?: string, day?: string, separator?: string, short?: string) => {
      if (month !== undefined && day !== undefined) return shiftDate(Number(year), Number(month), Number(day), years);
      const shifted = Number(year) + years;
      if (separator !== undefined && short !== undefined) {
        // "2026/27": the second part follows the first only when it names the next year.
        const follows = (Number(year) + 1) % 100 === Number(short);
        return follows ? `${shifted}${separator}${String((shifted + 1) % 100).padStart(2, '0')}` : whole;
      }
      return String(shifted);
    },
  );
}

/**
 * `value` with every date and year in its strings moved forward by `years`. Objects and arrays are
 * copied; other values are kept, and so are pictures' file names (`file`), which name files on disk.
 */
export function shiftDemoYears<T>(value: T, years: number): T {
  if (years === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return shiftText(v, years);
    if (Array.isArray(v)) return v.map(walk);
    if (v !== null && typeof v === 'object')
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'file' ? x : walk(x)]));
    return v;
  };
  return walk(value) as T;
}

/** A let's dates moved by the whole number of weeks closest to `years`: same weekday, same length. */
export function shiftLetDates(
  startDate: string,
  weeks: number,
  years: number,
): { readonly startDate: string; readonly endDate: string } {
  const days = Math.round((years * 365.2425) / 7) * 7;
  const start = Date.parse(`${startDate}T00:00:00Z`) + days * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { startDate: iso(start), endDate: iso(start + (weeks * 7 - 1) * DAY_MS) };
}
