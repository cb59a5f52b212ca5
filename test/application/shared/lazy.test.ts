import { describe, expect, it } from 'vitest';
import { lazyCode, lazyService, loaded } from '../../../src/application/shared/lazy';

describe('lazyCode', () => {
  it('loads the code once, and holds it once loaded', async () => {
    let imports = 0;
    const code = lazyCode(async () => {
      imports += 1;
      return { answer: 42 };
    });
    expect(code.current).toBeUndefined();
    const [a, b] = await Promise.all([code.load(), code.load()]);
    expect(a).toBe(b);
    expect(code.current).toBe(a);
    await code.load();
    expect(imports).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let attempt = 0;
    const code = lazyCode(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('Loading chunk failed');
      return 'code';
    });
    await expect(code.load()).rejects.toThrow('Loading chunk failed');
    expect(code.current).toBeUndefined();
    await expect(code.load()).resolves.toBe('code');
    expect(attempt).toBe(2);
  });
});

describe('lazyService', () => {
  it('makes the service once per binding, at once when another binding already loaded the code', async () => {
    const code = lazyCode(async () => ({ make: (n: number) => ({ n }) }));
    let made = 0;
    const first = lazyService(code, (c) => {
      made += 1;
      return c.make(1);
    });
    expect(first.current).toBeUndefined();
    const service = await first.load();
    expect(service).toEqual({ n: 1 });
    expect(first.current).toBe(service);
    expect(await first.load()).toBe(service);
    expect(made).toBe(1);
    // A second container's binding over the same code (the server render builds one per request).
    const second = lazyService(code, (c) => c.make(2));
    expect(second.current).toEqual({ n: 2 });
    expect(second.current).toBe(second.current);
  });

  it('passes on a failed load and tries again on the next call', async () => {
    let attempt = 0;
    const code = lazyCode(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return 7;
    });
    const service = lazyService(code, (n) => n * 2);
    await expect(service.load()).rejects.toThrow('offline');
    await expect(service.load()).resolves.toBe(14);
  });
});

describe('loaded', () => {
  it('is a service already in hand', async () => {
    const value = { ok: true };
    const lazy = loaded(value);
    expect(lazy.current).toBe(value);
    await expect(lazy.load()).resolves.toBe(value);
  });
});
