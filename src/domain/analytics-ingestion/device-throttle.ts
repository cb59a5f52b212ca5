import type { WindowView } from './window-counts';

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

/** Each sender's events in an upload, keyed as the window counts them, in the order they first appear. */
export function senderCounts(events: readonly Sender[]): Map<string, number> {
  const incoming = new Map<string, number>();
  for (const event of events) incoming.set(keyOf(event), (incoming.get(keyOf(event)) ?? 0) + 1);
  return incoming;
}

/**
 * Whether the upload may pass, given what the current window has counted of its senders (`counted`
 * holds at least the keys of `senderCounts(events)`): null when it may (the caller then adds
 * `senderCounts(events)` to the window), or who is over and which events are theirs.
 */
export function throttledSenders(
  settings: ThrottleSettings,
  counted: WindowView,
  events: readonly Sender[],
): Throttled | null {
  const limit = (settings.epsThreshold * settings.windowMs) / 1000;
  let room = settings.maxDevices - counted.size;
  const over = new Set<string>();
  for (const [key, n] of senderCounts(events)) {
    const used = counted.used.get(key);
    if (used === undefined) {
      if (room > 0) room -= 1;
      else over.add(key);
    } else if (used + n > limit) over.add(key);
  }
  if (over.size === 0) return null;
  // Built with fromEntries: an id like "__proto__" stays an id, not the object's prototype.
  const usedBy = (kind: string) =>
    Object.fromEntries([...over].filter((k) => k[0] === kind).map((k) => [k.slice(2), counted.used.get(k) ?? 0]));
  return {
    devices: usedBy('d'),
    users: usedBy('u'),
    events: events.flatMap((event, i) => (over.has(keyOf(event)) ? [i] : [])),
  };
}

function keyOf(sender: Sender): string {
  return sender.deviceId !== null ? `d ${sender.deviceId}` : `u ${sender.userId ?? ''}`;
}
