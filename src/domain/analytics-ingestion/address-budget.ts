/**
 * How many analytics events one address may send a minute, whatever devices it names: the
 * per-device throttle counts ids the sender makes up, so without this one address could send as
 * much as the upload limit lets it. Counted over fixed windows of the clock, like the throttle,
 * keeping one counter per address seen in the current window and nothing older.
 *
 * The window's list of addresses is bounded too (an attacker with a block of IPv6 addresses could
 * otherwise grow it without end): once full, an address new to the window waits for the next.
 * Asking costs nothing; only an upload that was taken is counted (`spend`), so an upload another
 * rule refused can be sent again without paying twice.
 */

export interface AddressBudgetSettings {
  /** Events per address per window; at least the largest upload, or that upload could never pass. */
  readonly eventsPerWindow: number;
  readonly windowMs: number;
  /** Addresses counted per window. */
  readonly maxAddresses: number;
}

export class AddressBudget {
  private window = Number.NaN;
  private used = new Map<string, number>();

  constructor(private readonly settings: AddressBudgetSettings) {}

  /** How long (ms) the address must wait before sending `count` events; 0 when it may now. Counts nothing. */
  waitFor(address: string, count: number, now: number): number {
    this.turn(now);
    const used = this.used.get(address);
    const fits =
      used === undefined ? this.used.size < this.settings.maxAddresses : used + count <= this.settings.eventsPerWindow;
    return fits && count <= this.settings.eventsPerWindow ? 0 : (this.window + 1) * this.settings.windowMs - now;
  }

  /** Counts `count` events taken from the address at `now`. */
  spend(address: string, count: number, now: number): void {
    this.turn(now);
    this.used.set(address, (this.used.get(address) ?? 0) + count);
  }

  private turn(now: number) {
    const window = Math.floor(now / this.settings.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.used = new Map();
    }
  }
}
