import type { SlugRedirects } from '../../ports/catalogue-editor.port';
import type { Clock } from '../../ports/clock.port';
import { ReadThroughCache } from './read-through-cache';

/**
 * Old addresses, looked up once per path and kept (a miss too) like the catalogue's answers, so a
 * stream of unknown paths costs one query each per TTL; cleared on every console write.
 */
export class CachingSlugRedirects implements SlugRedirects {
  private readonly cache: ReadThroughCache;

  constructor(
    private readonly find_: (fromPath: string) => Promise<string | null>,
    clock: Clock,
    ttlMs = 30_000,
    maxEntries = 5_000,
  ) {
    this.cache = new ReadThroughCache(clock, ttlMs, maxEntries);
  }

  clear(): void {
    this.cache.clear();
  }

  find(fromPath: string): Promise<string | null> {
    return this.cache.get(fromPath, () => this.find_(fromPath));
  }
}
