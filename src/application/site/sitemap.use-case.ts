import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { ContentReader } from '../../ports/content-reader.port';

/** A page for search engines to crawl; lastmod is an ISO timestamp where the change is known. */
export interface SitemapEntry {
  readonly path: string;
  readonly lastmod: string | null;
}

/** Listing pages that always exist. */
export const fixedSitemapPaths: readonly string[] = ['/', '/city-listing', '/offers', '/faqs', '/blog-listing'];

/**
 * Every page worth indexing: the listing pages, every city, property and room type of the
 * catalogue, and every published content page and post. Each path once, in that order.
 */
export class ListSitemapEntries {
  constructor(
    private readonly catalogue: CatalogueReader,
    private readonly content: ContentReader,
  ) {}

  async run(): Promise<SitemapEntry[]> {
    const [cities, contentPaths] = await Promise.all([this.catalogue.listCities(), this.content.listPublishedPaths()]);
    const details = await Promise.all(cities.map((c) => this.catalogue.getCity(c.id)));
    const properties = await Promise.all(
      details.flatMap((d) => d?.properties ?? []).map((p) => this.catalogue.getProperty(p.city_id, p.id)),
    );
    // Catalogue paths as site-routes.ts routes them: /city, /city/property, /city/property/room.
    const catalogue = [
      ...cities.map((c) => `/${c.id}`),
      ...properties.flatMap((p) =>
        p ? [`/${p.city_id}/${p.id}`, ...p.room_types.map((r) => `/${p.city_id}/${p.id}/${r.id}`)] : [],
      ),
    ];
    const entries: SitemapEntry[] = [
      ...[...fixedSitemapPaths, ...catalogue].map((path) => ({ path, lastmod: null })),
      ...contentPaths.map((p) => ({ path: p.path, lastmod: p.updated_at })),
    ];
    const seen = new Set<string>();
    return entries.filter((e) => !seen.has(e.path) && seen.add(e.path));
  }
}
