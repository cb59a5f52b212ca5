import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import { ReadThroughCache } from './read-through-cache';

/**
 * A read-through cache in front of another CatalogueReader: each answer is kept for `ttlMs`,
 * concurrent asks for the same answer share one load, and a failed load is not kept. The
 * catalogue changes when an operator edits it, so a short TTL keeps pages fresh and the
 * database out of the hot path (see bench/http.bench.mjs).
 */
export class CachingCatalogueReader implements CatalogueReader {
  private readonly cache: ReadThroughCache;

  constructor(
    private readonly inner: CatalogueReader,
    clock: Clock,
    ttlMs = 30_000,
    maxEntries = 2_000,
  ) {
    this.cache = new ReadThroughCache(clock, ttlMs, maxEntries);
  }

  /** Forgets everything, e.g. after an operator changes the catalogue. */
  clear(): void {
    this.cache.clear();
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
    return this.cache.get(key, load);
  }
}
