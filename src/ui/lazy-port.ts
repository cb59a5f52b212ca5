import { readOnce } from '../application/shared/read-once';

/**
 * A port whose adapter's code loads on first use: every method waits for `load()` (once), then
 * calls through. The HTTP readers and their zod schemas are only needed after the first page,
 * whose answers the server injected, so they stay out of the initial bundle.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T & { preload(): Promise<T> } {
  const preload = readOnce(load); // a failed chunk load is tried again on the next call
  return new Proxy({} as T & { preload(): Promise<T> }, {
    get(_target, name) {
      if (name === 'preload') return preload;
      if (name === 'then') return undefined; // not a thenable
      return async (...args: unknown[]) => {
        const adapter = (await preload()) as Record<PropertyKey, unknown>;
        const method = adapter[name];
        if (typeof method !== 'function') throw new TypeError(`${String(name)} is not a method of the port`);
        return method.apply(adapter, args);
      };
    },
  });
}
