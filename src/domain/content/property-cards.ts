import type { CityDetail, CitySummary, PropertyDetail, PropertySummary } from '../catalogue/catalogue';
import type { UniversityWithProperties } from './content';
import { type PlacedProperty, universitiesWithProperties } from './nearest-properties';
import { type BlockNeeds, type PropertySelection, propertySelectionKey } from './page-blocks';

export interface PropertyCards {
  readonly properties: ReadonlyMap<string, readonly PropertySummary[]>;
  readonly universities: readonly UniversityWithProperties[];
}

/**
 * What the cards need of the catalogue: the catalogue reader's own reads (its port satisfies this),
 * named here so the content readers, which are adapters, need no use case to resolve a page.
 */
export interface CardCatalogue {
  listCities(): Promise<readonly CitySummary[]>;
  getCity(citySlug: string): Promise<CityDetail | null>;
  listFeaturedProperties(): Promise<readonly PropertySummary[]>;
  getProperty(citySlug: string, propertySlug: string): Promise<PropertyDetail | null>;
}

/**
 * The property cards a page's blocks show, read from the catalogue so they are the very
 * documents the catalogue API serves (and share its cache on the server).
 */
export async function collectPropertyCards(
  catalogue: CardCatalogue,
  needs: Pick<BlockNeeds, 'propertySelections' | 'universities'>,
): Promise<PropertyCards> {
  const wantsEveryCity = needs.universities || needs.propertySelections.some((s) => !s.featuredOnly && !s.citySlug);
  const cities = wantsEveryCity ? await catalogue.listCities() : [];
  const details = new Map<string, CityDetail | null>();
  const cityDetail = async (slug: string) => {
    if (!details.has(slug)) details.set(slug, await catalogue.getCity(slug));
    return details.get(slug) ?? null;
  };
  await Promise.all(cities.map((c) => cityDetail(c.id)));
  const everyProperty = () => cities.flatMap((c) => details.get(c.id)?.properties ?? []);

  const select = async (selection: PropertySelection): Promise<readonly PropertySummary[]> => {
    if (selection.featuredOnly) {
      const featured = await catalogue.listFeaturedProperties();
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
        const detail = await catalogue.getProperty(property.city_id, property.id);
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
