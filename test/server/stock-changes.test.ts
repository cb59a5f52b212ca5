// Rooms available change on every hold; on results day that is hundreds a second. The catalogue's
// caches are told at most once a window (ADR 085): the first change at once, every later one within
// the window by one more telling at its end, never lost.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedStockChanges } from '../../src/server/stock-changes';

describe('coalescedStockChanges', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells the first change at once', () => {
    const told = vi.fn();
    const stock = coalescedStockChanges(told, 1000);
    stock.changed();
    expect(told).toHaveBeenCalledTimes(1);
    stock.stop();
  });

  it('tells 300 changes within a window twice: at once, and once at the window’s end', () => {
    const told = vi.fn();
    const stock = coalescedStockChanges(told, 1000);
    for (let i = 0; i < 300; i++) {
      stock.changed();
      vi.advanceTimersByTime(3);
    }
    expect(told).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(told).toHaveBeenCalledTimes(2);
    // Nothing more once quiet.
    vi.advanceTimersByTime(10_000);
    expect(told).toHaveBeenCalledTimes(2);
    stock.stop();
  });

  it('for any changes: each is told within a window after it, and tellings are a window apart at least', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(2500), { minLength: 1, maxLength: 60 }), (gaps) => {
        const tellings: number[] = [];
        const stock = coalescedStockChanges(() => tellings.push(Date.now()), 1000);
        const changes: number[] = [];
        for (const gap of gaps) {
          vi.advanceTimersByTime(gap);
          changes.push(Date.now());
          stock.changed();
        }
        vi.advanceTimersByTime(1000);
        stock.stop();
        for (const at of changes) expect(tellings.some((t) => t >= at && t <= at + 1000)).toBe(true);
        for (let i = 1; i < tellings.length; i++)
          expect((tellings[i] as number) - (tellings[i - 1] as number)).toBeGreaterThanOrEqual(1000);
      }),
    );
  });

  it('a change after a quiet window is told at once again', () => {
    const told = vi.fn();
    const stock = coalescedStockChanges(told, 1000);
    stock.changed();
    vi.advanceTimersByTime(5000);
    stock.changed();
    expect(told).toHaveBeenCalledTimes(2);
    stock.stop();
  });
});
