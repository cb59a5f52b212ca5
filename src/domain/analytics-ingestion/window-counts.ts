/**
 * Counts per key over fixed windows of the clock (the device throttle, the address budget): one
 * counter per key seen in the current window and nothing older, so memory is bounded by what one
 * window saw. `now` comes from the caller's clock.
 */
export class WindowCounts {
  private index = Number.NaN;
  private counts = new Map<string, number>();

  constructor(private readonly windowMs: number) {}

  /** The counts of the window holding `now`: a new, empty map once the window has turned. */
  at(now: number): Map<string, number> {
    const index = Math.floor(now / this.windowMs);
    if (index !== this.index) {
      this.index = index;
      this.counts = new Map();
    }
    return this.counts;
  }

  /** When the window holding `now` ends (ms since the epoch). */
  endOf(now: number): number {
    return (Math.floor(now / this.windowMs) + 1) * this.windowMs;
  }
}
