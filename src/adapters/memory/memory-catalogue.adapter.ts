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
import type { SaleDay, SaleRules } from '../../domain/pricing/tenancy-sale';
import { roomCandidatesIn } from '../../domain/room-finder/room-candidates';
import { londonDate } from '../../domain/shared/london-date';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import { SystemTime } from '../timers/system-time.adapter';

/**
 * The catalogue held in memory: the same assembly as the database adapter, over a fixed slice,
 * priced on the London day its clock reads with the operator's sale rules (ADR 083).
 */
export class MemoryCatalogue implements CatalogueReader {
  constructor(
    private readonly slice: CatalogueSlice,
    private readonly settings: SiteSettingsRecord,
    private readonly clock: Clock = new SystemTime(),
    private readonly rules: () => SaleRules = () => ({}),
  ) {}

  private get day(): SaleDay {
    return { today: londonDate(this.clock.now()), rules: this.rules() };
  }

  async listCities() {
    return assembleCitySummaries(this.slice, this.day);
  }

  async getCity(citySlug: string) {
    return assembleCityDetail(this.slice, citySlug, this.day);
  }

  async listFeaturedProperties() {
    return assembleFeaturedProperties(this.slice, this.day);
  }

  async getProperty(citySlug: string, propertySlug: string) {
    return assemblePropertyDetail(this.slice, citySlug, propertySlug, this.day);
  }

  async getPropertyBySlug(propertySlug: string) {
    const property = this.slice.properties.find((p) => p.slug === propertySlug);
    const city = property && this.slice.cities.find((c) => c.id === property.cityId);
    return city ? assemblePropertyDetail(this.slice, city.slug, propertySlug, this.day) : null;
  }

  async getRoomType(citySlug: string, propertySlug: string, roomSlug: string) {
    return assembleRoomTypeDetail(this.slice, citySlug, propertySlug, roomSlug, this.day);
  }

  async getSiteSettings(): Promise<SiteSettings> {
    return siteSettingsDoc(this.settings);
  }

  async findProperties(ids: readonly string[]) {
    return findPropertiesIn(this.slice, ids, this.day);
  }

  async findRoomTypes(ids: readonly string[]) {
    return findRoomTypesIn(this.slice, ids, this.day);
  }

  async listRoomCandidates(citySlug: string) {
    return roomCandidatesIn(this.slice, citySlug, this.day);
  }

  async listPropertyOptions() {
    return propertyOptionsIn(this.slice.cities, this.slice.properties);
  }
}
