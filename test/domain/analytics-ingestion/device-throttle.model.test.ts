// Model-based test of the per-device throttle (STYLE 8). The model is a log of the uploads it let
// through (who, when, how many events); a device's use is the sum of its entries in the current
// window, and an upload is refused when a device in it has used some of its budget and this upload
// would take it past the limit, or when a device new to the window finds the window's list of
// devices full (those beyond the room left, in the order they first appear in the upload).
// Commands: an upload from a few devices and users, time passing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  senderCounts,
  type ThrottleSettings,
  throttledSenders,
} from '../../../src/domain/analytics-ingestion/device-throttle';
import { WindowCounts, windowOf as windowAt } from '../../../src/domain/analytics-ingestion/window-counts';

const settings: ThrottleSettings = { epsThreshold: 2, windowMs: 10_000, maxDevices: 4 };
const limit = (settings.epsThreshold * settings.windowMs) / 1000;

interface Sender {
  readonly deviceId: string | null;
  readonly userId: string | null;
}
interface Model {
  now: number;
  log: { key: string; at: number; count: number }[];
}
interface Real {
  now: number;
  throttle: ReturnType<typeof newThrottle>;
}

const keyOf = (s: Sender) => (s.deviceId !== null ? `device ${s.deviceId}` : `user ${s.userId}`);
const windowOf = (at: number) => Math.floor(at / settings.windowMs);

/** The rule over one process's counts, as IngestUpload uses it: read the senders' use, add it when the upload passes. */
function newThrottle() {
  const counts = new WindowCounts();
  return {
    admit(events: readonly Sender[], now: number) {
      const window = windowAt(now, settings.windowMs);
      const incoming = senderCounts(events);
      const throttled = throttledSenders(settings, counts.view(window, [...incoming.keys()]), events);
      if (!throttled) counts.add(window, incoming);
      return throttled;
    },
  };
}

class Upload implements fc.Command<Model, Real> {
  constructor(readonly events: readonly Sender[]) {}
  check = () => true;
  run(model: Model, real: Real) {
    const counts = new Map<string, number>();
    for (const e of this.events) counts.set(keyOf(e), (counts.get(keyOf(e)) ?? 0) + 1);
    const used = (key: string) =>
      model.log.filter((l) => l.key === key && windowOf(l.at) === windowOf(model.now)).reduce((n, l) => n + l.count, 0);
    const seen = new Set(model.log.filter((l) => windowOf(l.at) === windowOf(model.now)).map((l) => l.key));
    const newcomers = [...counts.keys()].filter((key) => !seen.has(key));
    const noRoom = newcomers.slice(Math.max(0, settings.maxDevices - seen.size));
    const over = [...counts]
      .filter(([key, n]) => (used(key) > 0 && used(key) + n > limit) || noRoom.includes(key))
      .map(([key]) => key);

    const answer = real.throttle.admit(this.events, real.now);
    if (over.length === 0) {
      expect(answer).toBeNull();
      for (const [key, count] of counts) model.log.push({ key, at: model.now, count });
      return;
    }
    expect(answer).not.toBeNull();
    const named = [
      ...Object.keys(answer?.devices ?? {}).map((d) => `device ${d}`),
      ...Object.keys(answer?.users ?? {}).map((u) => `user ${u}`),
    ];
    expect(named.sort()).toEqual([...over].sort());
    for (const [id, n] of Object.entries(answer?.devices ?? {})) expect(n).toBe(used(`device ${id}`));
    for (const [id, n] of Object.entries(answer?.users ?? {})) expect(n).toBe(used(`user ${id}`));
    const expectedEvents = this.events.flatMap((e, i) => (over.includes(keyOf(e)) ? [i] : []));
    expect(answer?.events).toEqual(expectedEvents);
  }
  toString = () => `upload(${this.events.map(keyOf).join(', ')})`;
}

class Wait implements fc.Command<Model, Real> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: Model, real: Real) {
    model.now += this.ms;
    real.now += this.ms;
  }
  toString = () => `wait(${this.ms})`;
}

const sender: fc.Arbitrary<Sender> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('a', 'b', 'c', 'd', 'e').map((d) => ({ deviceId: d, userId: null })) },
  { weight: 1, arbitrary: fc.constantFrom('u1', 'u2').map((u) => ({ deviceId: null, userId: u })) },
);

describe('per-device throttle (model-based)', () => {
  it('refuses exactly the uploads the model refuses, naming the devices, users and events', () => {
    fc.assert(
      fc.property(
        fc.commands(
          [
            fc.array(sender, { minLength: 1, maxLength: 30 }).map((events) => new Upload(events)),
            fc.integer({ min: 0, max: 12_000 }).map((ms) => new Wait(ms)),
          ],
          { maxCommands: 40 },
        ),
        fc.integer({ min: 0, max: 10 * settings.windowMs }),
        (commands, start) => {
          const now = Date.UTC(2026, 8, 1) + start;
          fc.modelRun(() => ({ model: { now, log: [] }, real: { now, throttle: newThrottle() } }), commands);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('lets a device’s first upload in a window through whatever its size, so a big batch is never stuck', () => {
    const throttle = newThrottle();
    const big = Array.from({ length: limit * 3 }, () => ({ deviceId: 'a', userId: null }));
    expect(throttle.admit(big, 0)).toBeNull();
    expect(throttle.admit([{ deviceId: 'a', userId: null }], 1)).toEqual({
      devices: { a: limit * 3 },
      users: {},
      events: [0],
    });
    expect(throttle.admit([{ deviceId: 'a', userId: null }], settings.windowMs)).toBeNull();
  });

  it('tracks at most maxDevices devices a window: newcomers beyond wait for the next window, with nothing used', () => {
    const throttle = newThrottle();
    const from = (...ids: string[]) => ids.map((deviceId) => ({ deviceId, userId: null }));
    expect(throttle.admit(from('a', 'b', 'c'), 0)).toBeNull();
    expect(throttle.admit(from('a', 'd', 'e', 'f', 'e'), 1)).toEqual({
      devices: { e: 0, f: 0 },
      users: {},
      events: [2, 3, 4],
    });
    // The refused upload took no room: d still fits, and the devices already counted still pass.
    expect(throttle.admit(from('d', 'a'), 2)).toBeNull();
    expect(throttle.admit([{ deviceId: null, userId: 'u1' }], 3)).toEqual({
      devices: {},
      users: { u1: 0 },
      events: [0],
    });
    expect(throttle.admit(from('e', 'f', 'g', 'h'), settings.windowMs)).toBeNull();
  });
});
