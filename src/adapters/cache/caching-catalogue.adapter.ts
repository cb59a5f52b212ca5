import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';

interface Entry {
  readonly expires: number;
  readonly value: Promise<unknown>;
}

/**
 * A read-through cache in front of another CatalogueReader: each answer is kept for `ttlMs`,
 * concurrent asks for the same answer share one load, and a failed load is not kept. The
 * catalogue changes when an operator edits it, so a short TTL keeps pages fresh and the
 * database out of the hot path (see bench/http.bench.mjs).
 */
export class CachingCatalogueReader implements CatalogueReader {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly inner: CatalogueReader,
    private readonly clock: Clock,
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 2_000,
  ) {}

  /** Forgets everything, e.g. after an operator changes the catalogue. */
  clear(): void {
    this.entries.clear();
  }

  listCities() {
    return this.cached('cities', () => this.inner.listCities());
  }

  getCity(citySlug: string) {
    return this.cached(`city:${citySlug}`, () => this.inner.getCity(citySlug));
  }

  listFeaturedProperties() {
    return this.cached('featured', () => this.inner.listFeaturedProperties());
  }

  getProperty(citySlug: string, propertySlug: string) {
    return this.cached(`property:${citySlug}/${propertySlug}`, () => this.inner.getProperty(citySlug, propertySlug));
  }

  getRoomType(citySlug: string, propertySlug: string, roomSlug: string) {
    return this.cached(`room:${citySlug}/${propertySlug}/${roomSlug}`, () =>
      this.inner.getRoomType(citySlug, propertySlug, roomSlug),
    );
  }

  getSiteSettings() {
    return this.cached('settings', () => this.inner.getSiteSettings());
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
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
