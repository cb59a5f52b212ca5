import { type CatalogueReader, lookupLimit } from '../../ports/catalogue-reader.port';

/** The most ids one lookup takes. */
export { lookupLimit };

/**
 * What visitors read of the catalogue (the API's GET routes): the settings, cities, residences,
 * room types and the room finder's candidates, as the (cached) catalogue reader holds them. Null
 * where nothing has that slug.
 */
export class ReadCatalogue {
  constructor(private readonly catalogue: CatalogueReader) {}

  siteSettings() {
    return this.catalogue.getSiteSettings();
  }

  cities() {
    return this.catalogue.listCities();
  }

  city(citySlug: string) {
    return this.catalogue.getCity(citySlug);
  }

  /** A city's residences; null for a city we do not have. */
  async cityProperties(citySlug: string) {
    return (await this.catalogue.getCity(citySlug))?.properties ?? null;
  }

  featuredProperties() {
    return this.catalogue.listFeaturedProperties();
  }

  propertyOptions() {
    return this.catalogue.listPropertyOptions();
  }

  properties(ids: readonly string[]) {
    return this.catalogue.findProperties(ids);
  }

  propertyBySlug(propertySlug: string) {
    return this.catalogue.getPropertyBySlug(propertySlug);
  }

  property(citySlug: string, propertySlug: string) {
    return this.catalogue.getProperty(citySlug, propertySlug);
  }

  roomTypes(ids: readonly string[]) {
    return this.catalogue.findRoomTypes(ids);
  }

  roomType(citySlug: string, propertySlug: string, roomSlug: string) {
    return this.catalogue.getRoomType(citySlug, propertySlug, roomSlug);
  }

  /**
   * Every room type of a city as the room finder ranks it; null for a city we do not have. A known
   * city without rooms has none, and only then is it worth asking whether the city exists.
   */
  async roomCandidates(citySlug: string) {
    const candidates = await this.catalogue.listRoomCandidates(citySlug);
    if (candidates.length === 0 && !(await this.catalogue.getCity(citySlug))) return null;
    return candidates;
  }
}
