/**
 * Counting per key over fixed windows of the clock (the device throttle, the address budget): a
 * window is `floor(now / windowMs)`, and only the current window's counts matter, so memory (or a
 * Redis hash) is bounded by what one window saw. The rules decide over a `WindowView`: the counts
 * of the keys they ask about and how many keys the window holds in all, read from wherever the
 * counts live (this process, or a Redis every server shares: the WindowCounters port).
 */

/** What a window has counted: the use of each key asked about (absent: not seen), and how many keys it holds. */
export interface WindowView {
  readonly used: ReadonlyMap<string, number>;
  readonly size: number;
}

/** The window holding `now`. */
export const windowOf = (now: number, windowMs: number): number => Math.floor(now / windowMs);

/** When the window holding `now` ends (ms since the epoch). */
export const endOfWindow = (now: number, windowMs: number): number => (windowOf(now, windowMs) + 1) * windowMs;

/** The counts of one window at a time, in memory: a new, empty map once the window has turned. */
export class WindowCounts {
  private index = Number.NaN;
  private counts = new Map<string, number>();

  /** The counts of `window`; those of an earlier window are forgotten. */
  at(window: number): Map<string, number> {
    if (window !== this.index) {
      this.index = window;
      this.counts = new Map();
    }
    return this.counts;
  }

  view(window: number, keys: readonly string[]): WindowView {
    const counts = this.at(window);
    const used = new Map<string, number>();
    for (const key of keys) {
      const n = counts.get(key);
      if (n !== undefined) used.set(key, n);
    }
    return { used, size: counts.size };
  }

  add(window: number, increments: ReadonlyMap<string, number>): void {
    const counts = this.at(window);
    for (const [key, n] of increments) counts.set(key, (counts.get(key) ?? 0) + n);
  }
}
