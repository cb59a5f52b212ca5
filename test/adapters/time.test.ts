import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { SystemTime } from '../../src/adapters/timers/system-time.adapter';
import { timeContract } from './time.contract';

timeContract('manual time (fake)', () => {
  const time = new ManualTime();
  return { clock: time, scheduler: time, pass: async (ms) => time.advance(ms) };
});

timeContract('system time', () => {
  const time = new SystemTime();
  return { clock: time, scheduler: time, pass: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };
});

describe('SystemTime', () => {
  it('reads the host clock, or that clock moved by its offset', () => {
    const before = Date.now();
    const host = new SystemTime().now();
    const ahead = new SystemTime(86_400_000).now();
    const behind = new SystemTime(-86_400_000).now();
    const after = Date.now();
    expect(host).toBeGreaterThanOrEqual(before);
    expect(host).toBeLessThanOrEqual(after);
    expect(ahead - 86_400_000).toBeGreaterThanOrEqual(before);
    expect(ahead - 86_400_000).toBeLessThanOrEqual(after);
    expect(behind + 86_400_000).toBeGreaterThanOrEqual(before);
    expect(behind + 86_400_000).toBeLessThanOrEqual(after);
  });
});

describe('ManualTime', () => {
  it('reads each task its own due time while it runs', () => {
    const time = new ManualTime(0);
    const seen: number[] = [];
    time.every(1000, () => seen.push(time.now()));
    time.advance(3500);
    expect(seen).toEqual([1000, 2000, 3000]);
    expect(time.now()).toBe(3500);
  });
});
