import type { CityDetail, PropertySummary } from '../../domain/catalogue/catalogue';
import type { UniversityWithProperties } from '../../domain/content/content';
import { type PlacedProperty, universitiesWithProperties } from '../../domain/content/nearest-properties';
import { type BlockNeeds, type PropertySelection, propertySelectionKey } from '../../domain/content/page-blocks';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';

export interface PropertyCards {
  readonly properties: ReadonlyMap<string, readonly PropertySummary[]>;
  readonly universities: readonly UniversityWithProperties[];
}

/**
 * The property cards a page's blocks show, read from the catalogue so they are the very
 * documents the catalogue API serves (and share its cache on the server).
 */
export class CollectPropertyCards {
  constructor(private readonly catalogue: CatalogueReader) {}

  async run(needs: Pick<BlockNeeds, 'propertySelections' | 'universities'>): Promise<PropertyCards> {
    const wantsEveryCity = needs.universities || needs.propertySelections.some((s) => !s.featuredOnly && !s.citySlug);
    const cities = wantsEveryCity ? await this.catalogue.listCities() : [];
    const details = new Map<string, CityDetail | null>();
    const cityDetail = async (slug: string) => {
      if (!details.has(slug)) details.set(slug, await this.catalogue.getCity(slug));
      return details.get(slug) ?? null;
    };
    await Promise.all(cities.map((c) => cityDetail(c.id)));
    const everyProperty = () => cities.flatMap((c) => details.get(c.id)?.properties ?? []);

    const select = async (selection: PropertySelection): Promise<readonly PropertySummary[]> => {
      if (selection.featuredOnly) {
        const featured = await this.catalogue.listFeaturedProperties();
        return selection.citySlug ? featured.filter((p) => p.city_id === selection.citySlug) : featured;
      }
      return selection.citySlug ? ((await cityDetail(selection.citySlug))?.properties ?? []) : everyProperty();
    };
    const selected = await Promise.all(
      needs.propertySelections.map(async (s) => [propertySelectionKey(s), await select(s)] as const),
    );

    let universities: UniversityWithProperties[] = [];
    if (needs.universities) {
      const placed = await Promise.all(
        everyProperty().map(async (property): Promise<PlacedProperty | null> => {
          const detail = await this.catalogue.getProperty(property.city_id, property.id);
          return detail ? { property, geo: detail.geo } : null;
        }),
      );
      universities = universitiesWithProperties(
        cities,
        placed.filter((p) => p !== null),
      );
    }
    return { properties: new Map(selected), universities };
  }
}
