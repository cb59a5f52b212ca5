import { weeklyAmount } from '../pricing/weekly-price';
import type {
  GeoPoint,
  PropertySummary,
  RoomKind,
  RoomKindOffer,
  StartingPrice,
  University,
  UniversityDistance,
} from './catalogue';
import { distanceKm, walkingMinutes } from './geo';
import { ROOM_KINDS } from './room-kinds';
import { NO_STARTING_PRICE } from './starting-price';

/**
 * Filtering and sorting a city's residences, kept in the page's query string so a filtered view
 * can be shared and opens as it was: `?university=…&price=180-220&room=studio&available=true&sort=price`.
 * Parsing never throws and ignores what it does not know; writing back is canonical (same
 * criteria, same string), so a round trip changes nothing.
 */

export type PriceBandId = 'under-180' | '180-220' | '220-260' | 'over-260';

/** A band of weekly prices: from `min` (inclusive) up to `max` (exclusive); null is open-ended. */
export interface PriceBand {
  readonly id: PriceBandId;
  readonly label: string;
  readonly min: number | null;
  readonly max: number | null;
}

/** Chosen around the demo catalogue's weekly room prices (about £130 to £290). */
export const PRICE_BANDS: readonly PriceBand[] = [
  { id: 'under-180', label: 'Under £180', min: null, max: 180 },
  { id: '180-220', label: '£180 to £220', min: 180, max: 220 },
  { id: '220-260', label: '£220 to £260', min: 220, max: 260 },
  { id: 'over-260', label: '£260 and over', min: 260, max: null },
];

export type PropertySort = 'recommended' | 'price' | 'distance';
export const PROPERTY_SORTS: readonly PropertySort[] = ['recommended', 'price', 'distance'];

export interface PropertyFilter {
  /** A university's slug: the one distances are measured to (the nearest one when null). */
  readonly university: string | null;
  readonly price: PriceBandId | null;
  readonly room: RoomKind | null;
  /** Only residences with a room still to let (of the chosen kind and band, when chosen). */
  readonly available: boolean;
  readonly sort: PropertySort;
}

export const NO_FILTER: PropertyFilter = {
  university: null,
  price: null,
  room: null,
  available: false,
  sort: 'recommended',
};

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isSlug = (value: string) => value.length <= 80 && slug.test(value);

function firstOf<T extends string>(params: URLSearchParams, name: string, accepts: (value: string) => boolean) {
  return (params.getAll(name).find(accepts) as T | undefined) ?? null;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): value is T =>
    (values as readonly string[]).includes(value);

export function parsePropertyFilter(search: string): PropertyFilter {
  const params = new URLSearchParams(search);
  return {
    university: firstOf<string>(params, 'university', isSlug),
    price: firstOf<PriceBandId>(params, 'price', oneOf(PRICE_BANDS.map((b) => b.id))),
    room: firstOf<RoomKind>(params, 'room', oneOf(ROOM_KINDS)),
    available: params.getAll('available').some((v) => v === 'true' || v === '1'),
    sort: firstOf<PropertySort>(params, 'sort', oneOf(PROPERTY_SORTS)) ?? 'recommended',
  };
}

/** The query for a filter, without the `?`; empty when nothing is chosen. */
export function serialisePropertyFilter(filter: PropertyFilter): string {
  const params = new URLSearchParams();
  if (filter.university !== null) params.set('university', filter.university);
  if (filter.price !== null) params.set('price', filter.price);
  if (filter.room !== null) params.set('room', filter.room);
  if (filter.available) params.set('available', 'true');
  if (filter.sort !== 'recommended') params.set('sort', filter.sort);
  return params.toString();
}

/** Whether the filter can leave residences out (a university or a sort only reorders). */
export function isNarrowing(filter: PropertyFilter): boolean {
  return filter.price !== null || filter.room !== null || filter.available;
}

/** The band a weekly price falls in (null only for a price that is not a number). */
export function bandOf(pricePerWeek: number): PriceBandId | null {
  const band = PRICE_BANDS.find(
    (b) => (b.min === null || pricePerWeek >= b.min) && (b.max === null || pricePerWeek < b.max),
  );
  return band?.id ?? null;
}

function offerMatches(offer: RoomKindOffer, filter: PropertyFilter): boolean {
  if (filter.room !== null && offer.kind !== filter.room) return false;
  const price = offer.from_price_per_week;
  if (filter.price !== null && (price === null || bandOf(price) !== filter.price)) return false;
  return !filter.available || offer.available;
}

/** The kinds of room the filter asks about: every kind when it asks about none. */
function matchingOffers(property: PropertySummary, filter: PropertyFilter): readonly RoomKindOffer[] {
  return isNarrowing(filter) ? property.room_kinds.filter((o) => offerMatches(o, filter)) : property.room_kinds;
}

/** The matching kind of room a filtered residence is priced by: the cheapest, rooms still to let first (as a starting price is). */
function cheapestMatchingOffer(property: PropertySummary, filter: PropertyFilter): RoomKindOffer | null {
  const priced = matchingOffers(property, filter).filter((o) => o.from_price_per_week !== null);
  const open = priced.filter((o) => o.available);
  const pool = open.length > 0 ? open : priced;
  let best: RoomKindOffer | null = null;
  for (const o of pool) if (best === null || (o.from_price_per_week ?? 0) < (best.from_price_per_week ?? 0)) best = o;
  return best;
}

/** The price fields alone, with the total of the let they are quoted from (never one without the other). */
const startingPriceOf = (doc: StartingPrice): StartingPrice => ({
  room_starting_price: doc.room_starting_price,
  room_starting_price_billing_frequency: doc.room_starting_price_billing_frequency,
  room_starting_price_currency: doc.room_starting_price_currency,
  room_starting_total: doc.room_starting_total,
  room_starting_total_weeks: doc.room_starting_total_weeks,
  room_starting_total_days: doc.room_starting_total_days,
  room_starting_total_from: doc.room_starting_total_from,
});

/**
 * The price a residence's card shows under the filter, and the one the price sort orders by:
 * its own starting price when the filter leaves rooms out of nothing, otherwise the starting
 * price of the cheapest kind of room that matches every criterion (rooms still to let first).
 */
export function filteredStartingPrice(property: PropertySummary, filter: PropertyFilter): StartingPrice {
  if (!isNarrowing(filter)) return startingPriceOf(property);
  const offer = cheapestMatchingOffer(property, filter);
  return offer === null ? NO_STARTING_PRICE : startingPriceOf(offer);
}

/** The weekly figure the price sort compares: the filtered starting price brought to a week. */
function sortPrice(property: PropertySummary, filter: PropertyFilter): number | null {
  const price = filteredStartingPrice(property, filter);
  return weeklyAmount(price.room_starting_price, price.room_starting_price_billing_frequency);
}

/** A summary that may carry its position (documents that have one). */
type Placed = PropertySummary & { readonly geo?: GeoPoint | null };

/**
 * How far a residence is from a university: its nearest one when none is chosen; otherwise
 * measured from its position when it has one, or its nearest when that is the chosen one.
 */
export function universityDistance(property: Placed, university: University | null): UniversityDistance | null {
  const nearest = property.nearest_university;
  if (university === null || nearest?.university_id === university.id) return nearest;
  if (!property.geo) return null;
  const km = distanceKm(property.geo, university.geo);
  return {
    university_id: university.id,
    name: university.name,
    short_name: university.short_name,
    distance_km: Math.round(km * 10) / 10,
    walk_minutes: walkingMinutes(km),
  };
}

/** The filter's university among the city's, or null when it has none by that slug. */
export function chosenUniversity(filter: PropertyFilter, universities: readonly University[]): University | null {
  return universities.find((u) => u.id === filter.university) ?? null;
}

/** Ascending, with nulls last; ties keep the catalogue's order (Array.prototype.sort is stable). */
function byKey<T>(items: readonly T[], key: (item: T) => number | null): T[] {
  const keyed = items.map((item) => ({ item, key: key(item) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === null ? (b.key === null ? 0 : 1) : -1;
    return a.key - b.key;
  });
  return keyed.map((k) => k.item);
}

/** The residences the filter keeps, in the order it asks for. */
export function applyPropertyFilter<P extends PropertySummary>(
  properties: readonly P[],
  filter: PropertyFilter,
  universities: readonly University[] = [],
): P[] {
  const kept = isNarrowing(filter) ? properties.filter((p) => matchingOffers(p, filter).length > 0) : [...properties];
  switch (filter.sort) {
    case 'recommended':
      return kept;
    case 'price':
      return byKey(kept, (p) => sortPrice(p, filter));
    case 'distance': {
      const university = chosenUniversity(filter, universities);
      return byKey(kept, (p) => universityDistance(p, university)?.walk_minutes ?? null);
    }
  }
}
