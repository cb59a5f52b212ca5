import { describe, expect, it } from 'vitest';
import type { WindowCounters } from '../../src/ports/window-counters.port';

/**
 * The WindowCounters port's contract: what `a` adds, `b` reads (the same store: one process's,
 * or two servers' Redis), per counter and per window, with the window's size.
 */
export function windowCountersContract(
  name: string,
  open: () => Promise<{ a: WindowCounters; b: WindowCounters; close: () => Promise<void> }>,
) {
  describe(`WindowCounters contract: ${name}`, () => {
    const windowMs = 60_000;

    it('reads an empty window as nothing used and no keys', async () => {
      const { a, close } = await open();
      try {
        expect(await a.read('budget', 1, ['203.0.113.7'])).toEqual({ used: new Map(), size: 0 });
      } finally {
        await close();
      }
    });

    it('adds to each key and reads back the keys asked for, with how many keys the window holds', async () => {
      const { a, b, close } = await open();
      try {
        await a.add(
          'budget',
          7,
          new Map([
            ['x', 3],
            ['y', 1],
          ]),
          windowMs,
        );
        await b.add('budget', 7, new Map([['x', 2]]), windowMs);
        const view = await b.read('budget', 7, ['x', 'z']);
        expect(view.used).toEqual(new Map([['x', 5]]));
        expect(view.size).toBe(2);
      } finally {
        await close();
      }
    });

    it('keeps counters and windows apart: another counter or the next window starts empty', async () => {
      const { a, b, close } = await open();
      try {
        await a.add('budget', 7, new Map([['x', 3]]), windowMs);
        expect(await b.read('throttle', 7, ['x'])).toEqual({ used: new Map(), size: 0 });
        expect(await b.read('budget', 8, ['x'])).toEqual({ used: new Map(), size: 0 });
      } finally {
        await close();
      }
    });

    it('counts keys that look like object properties as keys', async () => {
      const { a, b, close } = await open();
      try {
        await a.add(
          'budget',
          7,
          new Map([
            ['__proto__', 2],
            ['constructor', 1],
          ]),
          windowMs,
        );
        const view = await b.read('budget', 7, ['__proto__', 'constructor', 'toString']);
        expect(view.used).toEqual(
          new Map([
            ['__proto__', 2],
            ['constructor', 1],
          ]),
        );
        expect(view.size).toBe(2);
      } finally {
        await close();
      }
    });
  });
}
