import { londonDate } from '../../domain/shared/london-date';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import { ReadThroughCache } from './read-through-cache';

/**
 * A read-through cache in front of another CatalogueReader: each answer is kept for `ttlMs`,
 * concurrent asks for the same answer share one load, and a failed load is not kept. The
 * catalogue changes when an operator edits it, so a short TTL keeps pages fresh and the
 * database out of the hot path (see bench/load.bench.mjs and bench/scale.bench.mjs).
 */
export class CachingCatalogueReader implements CatalogueReader {
  private readonly cache: ReadThroughCache;

  constructor(
    private readonly inner: CatalogueReader,
    private readonly clock: Clock,
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

  getPropertyBySlug(propertySlug: string) {
    return this.cached(`property-by-slug:${propertySlug}`, () => this.inner.getPropertyBySlug(propertySlug));
  }

  getRoomType(citySlug: string, propertySlug: string, roomSlug: string) {
    return this.cached(`room:${citySlug}/${propertySlug}/${roomSlug}`, () =>
      this.inner.getRoomType(citySlug, propertySlug, roomSlug),
    );
  }

  getSiteSettings() {
    return this.cached('settings', () => this.inner.getSiteSettings());
  }

  findProperties(ids: readonly string[]) {
    return this.cachedLookup('properties', ids, (sorted) => this.inner.findProperties(sorted));
  }

  findRoomTypes(ids: readonly string[]) {
    return this.cachedLookup('room-types', ids, (sorted) => this.inner.findRoomTypes(sorted));
  }

  listRoomCandidates(citySlug: string) {
    return this.cached(`candidates:${citySlug}`, () => this.inner.listRoomCandidates(citySlug));
  }

  listPropertyOptions() {
    return this.cached('property-options', () => this.inner.listPropertyOptions());
  }

  /**
   * A lookup by ids is kept under its set of ids, sorted, so the same compare list or favourites
   * in another order shares one answer; each caller then gets the documents in the order it asked.
   */
  private async cachedLookup<T extends { readonly _id: string }>(
    kind: string,
    ids: readonly string[],
    load: (sortedIds: readonly string[]) => Promise<readonly T[]>,
  ): Promise<readonly T[]> {
    const asked = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (asked.length === 0) return [];
    const sorted = [...asked].sort();
    const found = await this.cached(`${kind}:${sorted.join(',')}`, () => load(sorted));
    const byId = new Map(found.map((doc) => [doc._id, doc]));
    return asked.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * Every answer is kept under the London day it was asked on: documents carry the day's sale of
   * each tenancy (ADR 083), so at London midnight every answer kept is left behind and none of
   * yesterday's is served again (the old ones age out by the TTL and the LRU).
   */
  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.cache.get(`${londonDate(this.clock.now())}|${key}`, load);
  }
}
