import type { BillingFrequency, Media, RoomKind } from '../catalogue/catalogue';
import { PRICE_BANDS, type PriceBandId } from '../catalogue/property-filter';

/** What the room finder knows of a room type to rank it. */
export interface RoomCandidate {
  readonly id: string;
  readonly name: string;
  readonly city_id: string;
  readonly kind: RoomKind;
  readonly price_per_week: number | null;
  readonly weeks_offered: readonly number[];
  readonly available: boolean;
  readonly nearest: { readonly short_name: string; readonly walk_minutes: number } | null;
}

/** A candidate as the catalogue gives it: what ranking needs, and what a result card shows. */
export interface RoomMatchCandidate extends RoomCandidate {
  /** The room type's `_id` (`id` is its slug). */
  readonly _id: string;
  readonly property_id: string;
  readonly property_name: string;
  /** Its page: /city/property/room. */
  readonly path: string;
  readonly image: Media | null;
  readonly bed_type: string;
  readonly size_sqm: number;
  readonly currency: string;
  readonly billing_frequency: BillingFrequency;
  /** What the let its price is quoted from costs in all (the room's own `room_starting_total`). */
  readonly room_starting_total: number | null;
  readonly room_starting_total_weeks: number | null;
  readonly room_starting_total_days: number | null;
  readonly room_starting_total_from: string | null;
}

/** The visitor's answers: empty lists mean "any". */
export interface MatchCriteria {
  readonly city: string;
  readonly weeks: readonly number[];
  readonly bands: readonly PriceBandId[];
  readonly kinds: readonly RoomKind[];
}

export interface RankedRoom<T extends RoomCandidate = RoomCandidate> {
  readonly room: T;
  readonly score: number;
  readonly reasons: readonly string[];
}

// Budget outweighs everything else together (10 + 10 + 5 + 4 < 100): a room outside every chosen
// band never ranks above one inside.
const weights = { budget: 100, weeks: 10, kind: 10, available: 5, walkMax: 4 } as const;

/** Whether a weekly price falls in one of the bands (never, when there is no price). */
export function withinBands(price: number | null, bands: readonly PriceBandId[]): boolean {
  if (price === null) return false;
  return PRICE_BANDS.some(
    (b) => bands.includes(b.id) && (b.min === null || price >= b.min) && (b.max === null || price < b.max),
  );
}

/** How a reason names each kind of room. */
const kindPhrase: Readonly<Record<RoomKind, string>> = {
  studio: 'A studio',
  'premium-studio': 'A premium studio',
  ensuite: 'An en-suite',
  twodio: 'A twodio',
  'shared-flat': 'A room in a shared flat',
  accessible: 'An accessible room',
};

/** Ranks a city's rooms by how well they match the answers, best first, each with its reasons. */
export function rankRooms<T extends RoomCandidate>(candidates: readonly T[], criteria: MatchCriteria): RankedRoom<T>[] {
  return candidates
    .filter((c) => criteria.city === '' || c.city_id === criteria.city)
    .map((room) => {
      let score = 0;
      const reasons: string[] = [];
      if (criteria.bands.length > 0 && withinBands(room.price_per_week, criteria.bands)) {
        score += weights.budget;
        reasons.push('Within budget');
      }
      const weeks = criteria.weeks.find((w) => room.weeks_offered.includes(w));
      if (weeks !== undefined) {
        score += weights.weeks;
        reasons.push(`${weeks} weeks available`);
      }
      if (criteria.kinds.includes(room.kind)) {
        score += weights.kind;
        reasons.push(`${kindPhrase[room.kind]}, as you asked`);
      }
      if (room.available) score += weights.available;
      else reasons.push('Sold out for now');
      if (room.nearest) {
        score += Math.max(0, weights.walkMax - Math.floor(room.nearest.walk_minutes / 10));
        reasons.push(`${room.nearest.walk_minutes} min to ${room.nearest.short_name}`);
      }
      return { room, score, reasons };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.room.price_per_week ?? Number.POSITIVE_INFINITY) - (b.room.price_per_week ?? Number.POSITIVE_INFINITY) ||
        a.room.name.localeCompare(b.room.name),
    );
}
