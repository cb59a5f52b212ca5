import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from '../../src/ui/load-chunk';

afterEach(() => vi.useRealTimers());

describe('loadChunk (lazy pages)', () => {
  it('gives the module when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('fails as a chunk-load error after the spec’s 120000 ms', async () => {
    vi.useFakeTimers();
    const loading = loadChunk(() => new Promise(() => {}));
    const failed = expect(loading).rejects.toThrow(/^Loading chunk timed out after 120000 ms$/);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
  });

  it('renames a failed fetch of the module as a chunk-load error, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: http://x/assets/chunks/faqs.page-1.js');
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e as Error);
    expect(error.message).toMatch(/^Loading chunk http:\/\/x\/assets\/chunks\/faqs\.page-1\.js failed/);
    expect(error.cause).toBe(cause);
  });

  it('passes other failures through untouched', async () => {
    const other = new ReferenceError('x is not defined');
    await expect(loadChunk(() => Promise.reject(other))).rejects.toBe(other);
  });
});
