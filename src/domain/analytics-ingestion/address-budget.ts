import { WindowCounts } from './window-counts';

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
  private readonly counts: WindowCounts;

  constructor(private readonly settings: AddressBudgetSettings) {
    this.counts = new WindowCounts(settings.windowMs);
  }

  /** How long (ms) the address must wait before sending `count` events; 0 when it may now. Counts nothing. */
  waitFor(address: string, count: number, now: number): number {
    const counted = this.counts.at(now);
    const used = counted.get(address);
    const fits =
      used === undefined ? counted.size < this.settings.maxAddresses : used + count <= this.settings.eventsPerWindow;
    return fits && count <= this.settings.eventsPerWindow ? 0 : this.counts.endOf(now) - now;
  }

  /** Counts `count` events taken from the address at `now`. */
  spend(address: string, count: number, now: number): void {
    const counted = this.counts.at(now);
    counted.set(address, (counted.get(address) ?? 0) + count);
  }
}
