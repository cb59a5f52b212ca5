import { describe, expect, it } from 'vitest';
import { ReadThroughCache } from '../../src/adapters/cache/read-through-cache';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';

/** A load that answers when the test says so. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('ReadThroughCache', () => {
  it('answers an ask whose load was under way when it was cleared with a load made after the clear, not an error', async () => {
    const cache = new ReadThroughCache(new ManualTime(0), 30_000, 10);
    const first = deferred<string>();
    const loads: string[] = [];
    const load = () => {
      loads.push('load');
      return loads.length === 1 ? first.promise : Promise.resolve('after the change');
    };
    const asked = cache.get('rules', load);
    // A change is told while the first load is still reading what was there before it.
    cache.clear();
    first.resolve('before the change');
    await expect(asked).resolves.toBe('after the change');
    expect(loads).toHaveLength(2);
    // And what is kept is the answer from after the change.
    await expect(cache.get('rules', () => Promise.resolve('not asked'))).resolves.toBe('after the change');
  });

  it('still passes on a failed load that no clear interrupted, and keeps nothing of it', async () => {
    const cache = new ReadThroughCache(new ManualTime(0), 30_000, 10);
    await expect(cache.get('rules', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    await expect(cache.get('rules', () => Promise.resolve('back'))).resolves.toBe('back');
  });
});
