import { catalogueKey } from '../../domain/catalogue/catalogue-keys';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';

/**
 * Answers the first request for each answer the server injected into the page (no fetch
 * waterfall on first load), then goes to the network like any other request.
 */
export class PrimedCatalogueReader implements CatalogueReader {
  private readonly primed: Map<string, unknown>;

  constructor(
    private readonly inner: CatalogueReader,
    initial: Readonly<Record<string, unknown>>,
  ) {
    this.primed = new Map(Object.entries(initial));
  }

  private take<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.primed.has(key)) return load();
    const value = this.primed.get(key) as T;
    this.primed.delete(key);
    return Promise.resolve(value);
  }

  listCities() {
    return this.take(catalogueKey.cities(), () => this.inner.listCities());
  }

  getCity(citySlug: string) {
    return this.take(catalogueKey.city(citySlug), () => this.inner.getCity(citySlug));
  }

  listFeaturedProperties() {
    return this.take(catalogueKey.featured(), () => this.inner.listFeaturedProperties());
  }

  getProperty(citySlug: string, propertySlug: string) {
    return this.take(catalogueKey.property(citySlug, propertySlug), () => this.inner.getProperty(citySlug, propertySlug));
  }

  getRoomType(citySlug: string, propertySlug: string, roomSlug: string) {
    return this.take(catalogueKey.room(citySlug, propertySlug, roomSlug), () =>
      this.inner.getRoomType(citySlug, propertySlug, roomSlug),
    );
  }

  getSiteSettings() {
    return this.take(catalogueKey.settings(), () => this.inner.getSiteSettings());
  }
}
