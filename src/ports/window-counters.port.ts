import type { WindowView } from '../domain/analytics-ingestion/window-counts';

/**
 * Counts per key over fixed windows of the clock, for the rules that count more than requests (the
 * analytics address budget and device throttle count events): in this process, or in a Redis
 * every server shares (issue 21, ADR 055), so three servers do not allow three times the budget.
 * Reading and adding are two steps: two servers may both admit an upload that together goes a
 * little past a budget, which a limit of this kind allows. While the shared store is unreachable,
 * reads see an empty window and adds are dropped: the limit fails open, like the request limits.
 */
export interface WindowCounters {
  /** What `counter`'s `window` has counted of `keys`, and how many keys it holds in all. */
  read(counter: string, window: number, keys: readonly string[]): Promise<WindowView>;
  /** Adds to the keys' counts in `counter`'s `window`; the window is forgotten once two have passed. */
  add(counter: string, window: number, increments: ReadonlyMap<string, number>, windowMs: number): Promise<void>;
}
