import type { Clock } from '../../ports/clock.port';

interface Entry {
  readonly expires: number;
  readonly value: Promise<unknown>;
}

/**
 * Answers kept by key for `ttlMs`: concurrent asks for the same key share one load, a failed
 * load is not kept, and the number of entries is capped.
 */
export class ReadThroughCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  clear(): void {
    this.entries.clear();
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) {
      for (const [k, e] of this.entries) if (e.expires <= now) this.entries.delete(k);
      if (this.entries.size >= this.maxEntries) this.entries.clear();
    }
    const value = load();
    const entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }
}
