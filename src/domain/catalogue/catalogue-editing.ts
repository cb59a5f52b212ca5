import { reservedSegments } from '../site/site-routes';
import type { BillingFrequency } from './catalogue';

/**
 * The console's rules for editing the catalogue (issue 18 item 5): what a tenancy option must
 * hold, what a slug may be, when a city may go, and how a save from an older version is refused.
 * Pure: dates are ISO strings, time comes in.
 */

/** A field's message, by field name. */
export type FieldIssues = Readonly<Record<string, string>>;

export const PROPERTY_STATUSES = ['published', 'draft', 'withdrawn'] as const;
/** Only a published residence is on the site; a draft is not yet, a withdrawn one no longer. */
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export const BILLING_FREQUENCIES: readonly BillingFrequency[] = ['weekly', 'monthly', 'yearly'];
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;

/** £10,000 a week: more is a typing slip (an extra zero), not a price. */
export const MAX_PRICE_PER_WEEK_PENCE = 1_000_000;
export const MAX_ROOMS_AVAILABLE = 10_000;

/** A tenancy option's editable fields. */
export interface TenancyOptionFields {
  readonly academicYear: string;
  readonly weeks: number;
  /** ISO dates (YYYY-MM-DD). */
  readonly startDate: string;
  readonly endDate: string;
  readonly pricePerWeekPence: number;
  readonly billingFrequency: string;
  readonly currency: string;
  readonly roomsAvailable: number;
  readonly soldOut: boolean;
}

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 86_400_000;

/** Days since the epoch of an ISO date, or null when it is not a real date. */
export function dayNumber(iso: string): number | null {
  const m = isoDatePattern.exec(iso);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const back = new Date(ms);
  if (back.getUTCFullYear() !== Number(m[1]) || back.getUTCMonth() !== Number(m[2]) - 1) return null;
  if (back.getUTCDate() !== Number(m[3])) return null;
  return ms / dayMs;
}

/**
 * The weeks a let from `startDate` to `endDate` (both days included) is charged for: part of a
 * week counts as a week, ceil(days / 7). Every option of the demo operator fits it
 * (5 Sep 2026 to 26 Aug 2027 is 357 days, 51 weeks).
 */
export function weeksBetween(startDate: string, endDate: string): number | null {
  const start = dayNumber(startDate);
  const end = dayNumber(endDate);
  if (start === null || end === null || end < start) return null;
  return Math.ceil((end - start + 1) / 7);
}

/**
 * The academic year a let starting on `startDate` belongs to, as "2026/27": the year runs from
 * 1 July (summer lets join the coming year) to 30 June.
 */
export function academicYearOf(startDate: string): string | null {
  const m = isoDatePattern.exec(startDate);
  if (!m || dayNumber(startDate) === null) return null;
  const year = Number(m[1]);
  const first = Number(m[2]) >= 7 ? year : year - 1;
  return `${first}/${String((first + 1) % 100).padStart(2, '0')}`;
}

const academicYearPattern = /^(\d{4})\/(\d{2})$/;

/** Every rule of a tenancy option, each refusal with its field's message; {} when it holds. */
export function tenancyOptionIssues(o: TenancyOptionFields): FieldIssues {
  const issues: Record<string, string> = {};
  const start = dayNumber(o.startDate);
  const end = dayNumber(o.endDate);
  if (start === null) issues.startDate = 'Give the start as a real date (YYYY-MM-DD).';
  if (end === null) issues.endDate = 'Give the end as a real date (YYYY-MM-DD).';
  if (start !== null && end !== null && end <= start) issues.endDate = 'The let must end after it starts.';
  if (!Number.isInteger(o.weeks) || o.weeks < 1 || o.weeks > 60)
    issues.weeks = 'Weeks must be a whole number from 1 to 60.';
  else if (start !== null && end !== null && end > start) {
    const expected = weeksBetween(o.startDate, o.endDate);
    if (expected !== o.weeks)
      issues.weeks = `${o.startDate} to ${o.endDate} is ${expected} weeks (part of a week counts as one), not ${o.weeks}.`;
  }
  const year = academicYearPattern.exec(o.academicYear);
  if (!year || (Number(year[1]) + 1) % 100 !== Number(year[2]))
    issues.academicYear = 'Write the academic year like 2026/27.';
  else if (start !== null && academicYearOf(o.startDate) !== o.academicYear)
    issues.academicYear = `A let starting ${o.startDate} belongs to ${academicYearOf(o.startDate)}, not ${o.academicYear}.`;
  if (!Number.isInteger(o.pricePerWeekPence) || o.pricePerWeekPence <= 0)
    issues.pricePerWeekPence = 'The weekly price must be more than £0, in whole pence.';
  else if (o.pricePerWeekPence > MAX_PRICE_PER_WEEK_PENCE)
    issues.pricePerWeekPence = `The weekly price must be at most £${MAX_PRICE_PER_WEEK_PENCE / 100}.`;
  if (!(BILLING_FREQUENCIES as readonly string[]).includes(o.billingFrequency))
    issues.billingFrequency = `Billing is one of ${BILLING_FREQUENCIES.join(', ')}.`;
  if (!(CURRENCIES as readonly string[]).includes(o.currency))
    issues.currency = `Currency is one of ${CURRENCIES.join(', ')}.`;
  if (!Number.isInteger(o.roomsAvailable) || o.roomsAvailable < 0 || o.roomsAvailable > MAX_ROOMS_AVAILABLE)
    issues.roomsAvailable = `Rooms available must be a whole number from 0 to ${MAX_ROOMS_AVAILABLE}.`;
  if (typeof o.soldOut !== 'boolean') issues.soldOut = 'Sold out is yes or no.';
  return issues;
}

/** Where a slug must be unique: cities and residences site-wide, room types within their residence. */
export type SlugScope = 'city' | 'university' | 'property' | 'room-type';

/**
 * First path segments that can never name a city (they are the site's own pages, the console's or
 * the API's), besides the site's routes.
 */
const consoleReserved = ['admin', 'api', 'compare', 'favourites', 'search', 'sitemap', 'static', 'new', 'edit'];

export function isReservedSlug(slug: string): boolean {
  return reservedSegments.has(slug) || consoleReserved.includes(slug);
}

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Why a slug cannot be used, or null when it can: lower-case letters and digits joined by single
 * hyphens, at most 80 characters, not a reserved word, not taken by another record of its scope.
 */
export function slugIssue(slug: string, taken: readonly string[]): string | null {
  if (slug.length === 0) return 'Give an address (slug).';
  if (slug.length > 80) return 'An address is at most 80 characters.';
  if (!slugPattern.test(slug)) return 'Use lower-case letters and digits joined by hyphens, e.g. canal-view.';
  if (isReservedSlug(slug)) return `"${slug}" is one of the site's own addresses; choose another.`;
  if (taken.includes(slug)) return `"${slug}" is already used; choose another.`;
  return null;
}

/** A suggested slug for a name: "St. Peter's Court" -> "st-peters-court". */
export function slugFor(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The public paths of a city, a residence and a room type. */
export const cataloguePath = {
  city: (citySlug: string) => `/${citySlug}`,
  property: (citySlug: string, propertySlug: string) => `/${citySlug}/${propertySlug}`,
  roomType: (citySlug: string, propertySlug: string, roomSlug: string) => `/${citySlug}/${propertySlug}/${roomSlug}`,
};

/** A redirect from where a page was to where it is now. */
export interface SlugRedirect {
  readonly fromPath: string;
  readonly toPath: string;
}

/**
 * The redirects a move leaves: the old path of the record and of every page under it (given as
 * their old paths), each to its new one; and redirects that pointed at an old path now point at
 * the new one (no chains), and none points to itself.
 */
export function redirectsForMove(
  oldPrefix: string,
  newPrefix: string,
  pathsUnder: readonly string[],
  existing: readonly SlugRedirect[],
): SlugRedirect[] {
  if (oldPrefix === newPrefix) return [];
  const moved = (path: string) =>
    path === oldPrefix ? newPrefix : path.startsWith(`${oldPrefix}/`) ? newPrefix + path.slice(oldPrefix.length) : path;
  const fresh = [oldPrefix, ...pathsUnder.filter((p) => p.startsWith(`${oldPrefix}/`))].map((fromPath) => ({
    fromPath,
    toPath: moved(fromPath),
  }));
  const retargeted = existing.map((r) => ({ fromPath: r.fromPath, toPath: moved(r.toPath) }));
  const all = new Map<string, string>();
  for (const r of [...retargeted, ...fresh]) all.set(r.fromPath, r.toPath);
  return [...all].filter(([from, to]) => from !== to).map(([fromPath, toPath]) => ({ fromPath, toPath }));
}

/** Why a city cannot be deleted, or null when it can. */
export function cityDeletionIssue(residences: number): string | null {
  return residences > 0
    ? `This city has ${residences} residence${residences === 1 ? '' : 's'}; move or delete ${residences === 1 ? 'it' : 'them'} first.`
    : null;
}

/** The last change to a record: who and when (from the audit log). */
export interface LastChange {
  readonly actor: string;
  /** Milliseconds since the epoch. */
  readonly at: number;
}

/** The refusal of a save made from an older version, naming who changed the record and when (London time). */
export function staleMessage(last: LastChange | null): string {
  const who = last
    ? `${last.actor} (${new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(last.at))})`
    : 'Someone else';
  return `${who} changed this since you opened it. Reload to see their change.`;
}
