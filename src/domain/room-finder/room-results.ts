import type { RoomKind } from '../catalogue/catalogue';
import { ROOM_KINDS } from '../catalogue/room-kinds';
import { type MatchCriteria, type RankedRoom, type RoomCandidate, rankRooms, withinBands } from './room-match';

/** What the room finder shows: rooms meeting every answer, the closest others, and what to try. */
export interface RoomResults<T extends RoomCandidate> {
  /** Available rooms meeting every answer given, best first. */
  readonly matches: readonly RankedRoom<T>[];
  /** The rest, best first, up to the limit. */
  readonly others: readonly RankedRoom<T>[];
  /** When nothing meets every answer: what would find rooms, in words. */
  readonly suggestions: readonly string[];
}

const kindNames: Readonly<Record<RoomKind, string>> = {
  studio: 'a studio',
  'premium-studio': 'a premium studio',
  ensuite: 'an en-suite',
  twodio: 'a twodio',
  'shared-flat': 'a room in a shared flat',
  accessible: 'an accessible room',
};

/** "a", "a or b", "a, b or c". */
function either(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

function meetsEvery(room: RoomCandidate, criteria: MatchCriteria): boolean {
  return (
    room.available &&
    (criteria.bands.length === 0 || withinBands(room.price_per_week, criteria.bands)) &&
    (criteria.weeks.length === 0 || criteria.weeks.some((w) => room.weeks_offered.includes(w))) &&
    (criteria.kinds.length === 0 || criteria.kinds.includes(room.kind))
  );
}

function suggestionsFor(rooms: readonly RoomCandidate[], criteria: MatchCriteria): string[] {
  if (rooms.length === 0) return ['We have no rooms in this city yet: look at another city.'];
  const open = rooms.filter((r) => r.available);
  if (open.length === 0)
    return ['Every room here is let for now: ask us about cancellations, or look at another city.'];
  const tips: string[] = [];
  if (criteria.bands.length > 0 && !open.some((r) => withinBands(r.price_per_week, criteria.bands))) {
    const prices = open.map((r) => r.price_per_week).filter((p): p is number => p !== null);
    if (prices.length > 0) tips.push(`Rooms here start at £${Math.min(...prices)} a week: try a higher budget.`);
  }
  if (criteria.weeks.length > 0 && !open.some((r) => criteria.weeks.some((w) => r.weeks_offered.includes(w)))) {
    const lengths = [...new Set(open.flatMap((r) => r.weeks_offered))].sort((a, b) => a - b);
    tips.push(`Tenancies here run for ${either(lengths.map(String))} weeks.`);
  }
  if (criteria.kinds.length > 0 && !open.some((r) => criteria.kinds.includes(r.kind))) {
    const kinds = ROOM_KINDS.filter((k) => open.some((r) => r.kind === k));
    tips.push(`Here you can choose ${either(kinds.map((k) => kindNames[k]))}.`);
  }
  return tips.length > 0 ? tips : ['No single room meets every answer: the closest are below, or change an answer.'];
}

/** Ranks a city's rooms for the answers and explains an empty result. */
export function roomResults<T extends RoomCandidate>(
  rooms: readonly T[],
  criteria: MatchCriteria,
  limit = 12,
): RoomResults<T> {
  const ranked = rankRooms(rooms, criteria);
  const matches = ranked.filter((r) => meetsEvery(r.room, criteria));
  const others = ranked.filter((r) => !meetsEvery(r.room, criteria)).slice(0, limit);
  return { matches, others, suggestions: matches.length > 0 ? [] : suggestionsFor(rankedRooms(ranked), criteria) };
}

const rankedRooms = <T extends RoomCandidate>(ranked: readonly RankedRoom<T>[]) => ranked.map((r) => r.room);
