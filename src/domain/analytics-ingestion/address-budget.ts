import { endOfWindow, type WindowView } from './window-counts';

/**
 * How many analytics events one address may send a minute, whatever devices it names: the
 * per-device throttle counts ids the sender makes up, so without this one address could send as
 * much as the upload limit lets it. Counted over fixed windows of the clock, like the throttle,
 * keeping one counter per address seen in the current window and nothing older.
 *
 * The window's list of addresses is bounded too (an attacker with a block of IPv6 addresses could
 * otherwise grow it without end): once full, an address new to the window waits for the next.
 * Asking costs nothing; only an upload that was taken is counted (the caller adds `count` to the
 * address), so an upload another rule refused can be sent again without paying twice.
 */

export interface AddressBudgetSettings {
  /** Events per address per window; at least the largest upload, or that upload could never pass. */
  readonly eventsPerWindow: number;
  readonly windowMs: number;
  /** Addresses counted per window. */
  readonly maxAddresses: number;
}

/**
 * How long (ms) the address must wait before sending `count` events at `now`, given what the
 * current window has counted (`counted` holds at least this address's use); 0 when it may now.
 */
export function addressWait(
  settings: AddressBudgetSettings,
  counted: WindowView,
  address: string,
  count: number,
  now: number,
): number {
  const used = counted.used.get(address);
  const fits = used === undefined ? counted.size < settings.maxAddresses : used + count <= settings.eventsPerWindow;
  return fits && count <= settings.eventsPerWindow ? 0 : endOfWindow(now, settings.windowMs) - now;
}
