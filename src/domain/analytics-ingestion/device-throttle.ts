import { WindowCounts } from './window-counts';

/**
 * How many events one device (or, without a device id, one user) may upload: Amplitude's rule of
 * about 30 events per second per device, counted over a window. Counting is by fixed windows of
 * the clock (a device may send up to twice the limit across a window's edge), which keeps one
 * counter per device seen in the current window and nothing older.
 *
 * An upload is refused whole when some device in it has used part of its window's budget and the
 * upload would take it past the limit; a refused upload costs nothing, so the client's retry is
 * counted once. A device's first upload in a window always passes, however large: the browser SDK
 * keeps a refused batch whole, so a batch larger than the budget would otherwise never pass.
 *
 * The ids are the sender's to make up, so the counters of a window are bounded: once
 * `maxDevices` devices and users are counted, one new to the window is refused (named with 0
 * events used) until the window turns. Those that fit take the room left in the order they first
 * appear in the upload, so the client's resend of the rest passes. 50,000 ids of 128 characters
 * (the upload reader's longest) measured 11 MB of heap.
 */

export interface ThrottleSettings {
  /** Events per second per device, averaged over the window (Amplitude's `eps_threshold`). */
  readonly epsThreshold: number;
  readonly windowMs: number;
  /**
   * Devices and users counted per window. At least the largest upload's events, so that a first
   * upload in an empty window always fits.
   */
  readonly maxDevices: number;
}

/** Amplitude's figure, over a minute, for up to 50,000 devices a minute. */
export const defaultThrottle: ThrottleSettings = { epsThreshold: 30, windowMs: 60_000, maxDevices: 50_000 };

export interface Sender {
  readonly deviceId: string | null;
  readonly userId: string | null;
}

/** Who is over the limit (with the events they used in this window) and which of the upload's events are theirs. */
export interface Throttled {
  readonly devices: Readonly<Record<string, number>>;
  readonly users: Readonly<Record<string, number>>;
  readonly events: readonly number[];
}

export class DeviceThrottle {
  private readonly counts: WindowCounts;
  private readonly limit: number;

  constructor(private readonly settings: ThrottleSettings = defaultThrottle) {
    this.counts = new WindowCounts(settings.windowMs);
    this.limit = (settings.epsThreshold * settings.windowMs) / 1000;
  }

  /** Counts the upload's events at `now` and returns null, or returns who is over and counts nothing. */
  admit(events: readonly Sender[], now: number): Throttled | null {
    const counted = this.counts.at(now);
    const incoming = new Map<string, number>();
    const keys = events.map(keyOf);
    for (const key of keys) incoming.set(key, (incoming.get(key) ?? 0) + 1);
    let room = this.settings.maxDevices - counted.size;
    const over = new Set<string>();
    for (const [key, n] of incoming) {
      const used = counted.get(key);
      if (used === undefined) {
        if (room > 0) room -= 1;
        else over.add(key);
      } else if (used + n > this.limit) over.add(key);
    }
    if (over.size === 0) {
      for (const [key, n] of incoming) counted.set(key, (counted.get(key) ?? 0) + n);
      return null;
    }
    // Built with fromEntries: an id like "__proto__" stays an id, not the object's prototype.
    const usedBy = (kind: string) =>
      Object.fromEntries([...over].filter((k) => k[0] === kind).map((k) => [k.slice(2), counted.get(k) ?? 0]));
    return { devices: usedBy('d'), users: usedBy('u'), events: keys.flatMap((key, i) => (over.has(key) ? [i] : [])) };
  }
}

function keyOf(sender: Sender): string {
  return sender.deviceId !== null ? `d ${sender.deviceId}` : `u ${sender.userId ?? ''}`;
}
