/**
 * Reading values the domain cannot trust (device storage, the settings table, documents from
 * elsewhere): never throwing, taking what has the right shape and a default for the rest.
 */

/** An object with fields (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value when it is a string, otherwise the fallback ('' unless given). */
export const textOr = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

/**
 * A JSON list as kept: each entry read by `readEntry` (null drops it), the first of each id kept,
 * at most `limit`. Anything that is not a JSON list reads as empty.
 */
export function readStoredList<T extends { readonly id: string }>(
  raw: string | null,
  readEntry: (entry: unknown) => T | null,
  limit: number,
): readonly T[] {
  let parsed: unknown;
  try {
    parsed = raw === null ? [] : JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const kept: T[] = [];
  for (const entry of parsed) {
    if (kept.length === limit) break;
    const item = readEntry(entry);
    if (item && !kept.some((k) => k.id === item.id)) kept.push(item);
  }
  return kept;
}
