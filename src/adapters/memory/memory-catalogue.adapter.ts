import {
  assembleCityDetail,
  assembleCitySummaries,
  assembleFeaturedProperties,
  assemblePropertyDetail,
  assembleRoomTypeDetail,
} from '../../domain/catalogue/assemble';
import type { SiteSettings } from '../../domain/catalogue/catalogue';
import type { CatalogueSlice, SiteSettingsRecord } from '../../domain/catalogue/catalogue-records';
import { findPropertiesIn, findRoomTypesIn, propertyOptionsIn } from '../../domain/catalogue/lookups';
import { siteSettingsDoc } from '../../domain/catalogue/site-settings';
import { roomCandidatesIn } from '../../domain/room-finder/room-candidates';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';

/** The catalogue held in memory: the same assembly as the database adapter, over a fixed slice. */
export class MemoryCatalogue implements CatalogueReader {
  constructor(
    private readonly slice: CatalogueSlice,
    private readonly settings: SiteSettingsRecord,
  ) {}

  async listCities() {
    return assembleCitySummaries(this.slice);
  }

  async getCity(citySlug: string) {
    return assembleCityDetail(this.slice, citySlug);
  }

  async listFeaturedProperties() {
    return assembleFeaturedProperties(this.slice);
  }

  async getProperty(citySlug: string, propertySlug: string) {
    return assemblePropertyDetail(this.slice, citySlug, propertySlug);
  }

  async getPropertyBySlug(propertySlug: string) {
    const property = this.slice.properties.find((p) => p.slug === propertySlug);
    const city = property && this.slice.cities.find((c) => c.id === property.cityId);
    return city ? assemblePropertyDetail(this.slice, city.slug, propertySlug) : null;
  }

  async getRoomType(citySlug: string, propertySlug: string, roomSlug: string) {
    return assembleRoomTypeDetail(this.slice, citySlug, propertySlug, roomSlug);
  }

  async getSiteSettings(): Promise<SiteSettings> {
    return siteSettingsDoc(this.settings);
  }

  async findProperties(ids: readonly string[]) {
    return findPropertiesIn(this.slice, ids);
  }

  async findRoomTypes(ids: readonly string[]) {
    return findRoomTypesIn(this.slice, ids);
  }

  async listRoomCandidates(citySlug: string) {
    return roomCandidatesIn(this.slice, citySlug);
  }

  async listPropertyOptions() {
    return propertyOptionsIn(this.slice.cities, this.slice.properties);
  }
}
