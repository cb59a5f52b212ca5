import type { PropertyDetail, RoomTypeListing, StartingPrice, UniversityDistance } from '../catalogue/catalogue';
import { ROOM_KIND_LABELS } from '../catalogue/room-kinds';
import { tenancyTotalText, weeklyPrice, weeklyPriceText } from '../pricing/weekly-price';
import type { ComparedItem } from './compared-item';

/**
 * The side-by-side comparison: one row per fact, one cell per compared residence or room, from
 * live documents, each row marked when its cells differ so the page can highlight it.
 */

export type RowGroup = 'basics' | 'amenities' | 'distances';

export interface ComparisonRow {
  readonly key: string;
  readonly label: string;
  readonly group: RowGroup;
  readonly cells: readonly string[];
  /** True when at least two cells differ. */
  readonly differs: boolean;
}

const row = (key: string, label: string, group: RowGroup, cells: readonly string[]): ComparisonRow => ({
  key,
  label,
  group,
  cells,
  differs: new Set(cells).size > 1,
});

/**
 * "£189 per week", or "£262 per week" and "billed £1,135.33 monthly" on a second line: every
 * column in the one unit prices are compared in, with the let's total on the last line ("£8,316
 * for 44 weeks, no fees"), as every first price has it; "Price on request" without a price.
 */
export function priceText(doc: Parameters<typeof tenancyTotalText>[0]): string {
  const price = weeklyPrice(doc);
  if (price === null) return 'Price on request';
  return [`${price.weekly} per week`, price.billed, tenancyTotalText(doc)].filter((line) => line !== null).join('\n');
}

const frequencyOf: Readonly<Record<ComparedItem['billing_frequency'], string>> = {
  week: 'weekly',
  month: 'monthly',
  year: 'yearly',
};

/** A price on one line, for a sentence: "£262 per week (billed £1,135.33 monthly)". */
const priceLine = (doc: Parameters<typeof weeklyPriceText>[0]) => weeklyPriceText(doc) || 'Price on request';

/** What a kept item cost when it was added, in the same words as today's price. */
function keptPriceText(item: ComparedItem): string {
  return priceLine({
    room_starting_price: item.price === '' ? null : item.price.replaceAll(',', ''),
    room_starting_price_billing_frequency: frequencyOf[item.billing_frequency],
    room_starting_price_currency: item.currency,
  });
}

const weeksText = (weeks: readonly number[]) =>
  weeks.length === 0 ? '—' : `${[...new Set(weeks)].sort((a, b) => a - b).join(', ')} weeks`;

const union = (lists: readonly (readonly string[])[]) => [...new Set(lists.flat())].sort((a, b) => a.localeCompare(b));

function amenityRows(key: string, lists: readonly (readonly string[])[]): ComparisonRow[] {
  return union(lists).map((name) =>
    row(
      `${key}:${name}`,
      name,
      'amenities',
      lists.map((list) => (list.includes(name) ? 'Yes' : 'No')),
    ),
  );
}

function distanceRows(lists: readonly (readonly UniversityDistance[])[]): ComparisonRow[] {
  const universities = new Map<string, string>();
  for (const list of lists) for (const d of list) universities.set(d.university_id, d.name);
  return [...universities]
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([id, name]) =>
      row(
        `distance:${id}`,
        name,
        'distances',
        lists.map((list) => {
          const d = list.find((x) => x.university_id === id);
          return d ? `${d.walk_minutes} min walk (${d.distance_km.toFixed(1)} km)` : '—';
        }),
      ),
    );
}

const availability = (available: boolean) => (available ? 'Rooms available' : 'Sold out');

function sizeRange(sizes: readonly number[]): string {
  if (sizes.length === 0) return '—';
  const [min, max] = [Math.min(...sizes), Math.max(...sizes)];
  return min === max ? `${min} m²` : `${min}–${max} m²`;
}

/**
 * The currency, as a row only when the columns are priced in different ones: every price already
 * carries its symbol, so a currency the same in every column says nothing a visitor compares.
 */
function currencyRow(docs: readonly StartingPrice[]): ComparisonRow[] {
  const currencies = row(
    'currency',
    'Currency',
    'basics',
    docs.map((d) => d.room_starting_price_currency ?? '—'),
  );
  return currencies.differs ? [currencies] : [];
}

export function compareProperties(docs: readonly PropertyDetail[]): ComparisonRow[] {
  return [
    row('price', 'Price from', 'basics', docs.map(priceText)),
    ...currencyRow(docs),
    row(
      'weeks',
      'Tenancy lengths',
      'basics',
      docs.map((d) => weeksText(d.room_types.flatMap((r) => r.weeks_offered))),
    ),
    row(
      'kinds',
      'Kinds of room',
      'basics',
      docs.map((d) => d.room_kinds.map((k) => ROOM_KIND_LABELS[k.kind]).join(', ') || '—'),
    ),
    row(
      'bed',
      'Beds',
      'basics',
      docs.map((d) => union([d.room_types.map((r) => r.bed_type)]).join(', ') || '—'),
    ),
    row(
      'size',
      'Room sizes',
      'basics',
      docs.map((d) => sizeRange(d.room_types.map((r) => r.size_sqm))),
    ),
    row(
      'availability',
      'Availability',
      'basics',
      docs.map((d) => availability(d.available)),
    ),
    ...amenityRows(
      'amenity',
      docs.map((d) => d.amenities),
    ),
    ...distanceRows(docs.map((d) => d.distances)),
  ];
}

export function compareRooms(docs: readonly RoomTypeListing[]): ComparisonRow[] {
  return [
    row(
      'residence',
      'Residence',
      'basics',
      docs.map((d) => `${d.property_name}, ${d.city_name}`),
    ),
    row('price', 'Price from', 'basics', docs.map(priceText)),
    ...currencyRow(docs),
    row(
      'weeks',
      'Tenancy lengths',
      'basics',
      docs.map((d) => weeksText(d.weeks_offered)),
    ),
    row(
      'kind',
      'Kind of room',
      'basics',
      docs.map((d) => ROOM_KIND_LABELS[d.kind]),
    ),
    row(
      'bed',
      'Bed',
      'basics',
      docs.map((d) => d.bed_type),
    ),
    row(
      'size',
      'Size',
      'basics',
      docs.map((d) => `${d.size_sqm} m²`),
    ),
    row(
      'availability',
      'Availability',
      'basics',
      docs.map((d) => availability(d.available)),
    ),
    ...amenityRows(
      'feature',
      docs.map((d) => d.features),
    ),
    ...distanceRows(docs.map((d) => d.distances)),
  ];
}

export type LiveStatus =
  | { readonly state: 'same' }
  | { readonly state: 'price-changed'; readonly was: string; readonly now: string }
  | { readonly state: 'gone' };

/** How each kept item stands against the live documents: same, price changed since it was added, or gone. */
export function liveStatuses(
  saved: readonly ComparedItem[],
  live: readonly (StartingPrice & { readonly _id: string })[],
): Map<string, LiveStatus> {
  const byId = new Map(live.map((d) => [d._id, d]));
  return new Map(
    saved.map((item): [string, LiveStatus] => {
      const doc = byId.get(item.id);
      if (!doc) return [item.id, { state: 'gone' }];
      const now = priceLine(doc);
      const was = keptPriceText(item);
      return [item.id, was === now ? { state: 'same' } : { state: 'price-changed', was, now }];
    }),
  );
}
