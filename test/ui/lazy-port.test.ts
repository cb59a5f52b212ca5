import { describe, expect, it, vi } from 'vitest';
import { lazyPort } from '../../src/ui/lazy-port';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('lazyPort', () => {
  it('loads the adapter once, on the first call, and calls through with the arguments', async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({ greet: async (name) => `Hello, ${name}` }));
    const port = lazyPort(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([port.greet('Ada'), port.greet('Bo')])).resolves.toEqual(['Hello, Ada', 'Hello, Bo']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed (a chunk that did not arrive)', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new Error('Loading chunk failed'))
      .mockResolvedValue({ greet: async () => 'hi' });
    const port = lazyPort(load);
    await expect(port.greet('x')).rejects.toThrow('Loading chunk failed');
    await expect(port.greet('x')).resolves.toBe('hi');
  });

  it('keeps the adapter’s own this, and is not mistaken for a promise', async () => {
    class Counter {
      private n = 0;
      async next() {
        this.n += 1;
        return this.n;
      }
    }
    const port = lazyPort(async () => new Counter());
    expect(await port.next()).toBe(1);
    expect(await port.next()).toBe(2);
    expect(await Promise.resolve(port)).toBe(port);
  });
});
