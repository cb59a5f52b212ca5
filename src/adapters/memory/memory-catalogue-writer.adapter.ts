import type {
  CatalogueSlice,
  CityRecord,
  PropertyRecord,
  RoomTypeRecord,
  TenancyOptionRecord,
  UniversityRecord,
} from '../../domain/catalogue/catalogue-records';
import { defaultSiteSettings } from '../../domain/catalogue/site-settings';
import type { CatalogueWriter, SiteSettingsInput } from '../../ports/catalogue-writer.port';

/** The catalogue written in memory; `slice()` and `settings()` hand it to a MemoryCatalogue. */
export class MemoryCatalogueWriter implements CatalogueWriter {
  private readonly cities: CityRecord[] = [];
  private readonly universities: UniversityRecord[] = [];
  private readonly properties: PropertyRecord[] = [];
  private readonly roomTypes: RoomTypeRecord[] = [];
  private readonly tenancyOptions: TenancyOptionRecord[] = [];
  private siteSettings: SiteSettingsInput = defaultSiteSettings;

  async isEmpty() {
    return this.cities.length === 0;
  }

  async findCity(slug: string) {
    const city = this.cities.find((c) => c.slug === slug);
    return city ? { id: city.id } : null;
  }

  async findProperty(slug: string) {
    const property = this.properties.find((p) => p.slug === slug);
    return property ? { id: property.id, cityId: property.cityId } : null;
  }

  async countCities() {
    return this.cities.length;
  }

  async countProperties(cityId: string) {
    return this.properties.filter((p) => p.cityId === cityId).length;
  }

  async roomTypeSlugs(propertyId: string) {
    return this.roomTypes
      .filter((r) => r.propertyId === propertyId)
      .sort((a, b) => a.sort - b.sort)
      .map((r) => r.slug);
  }

  async addCity(...[city, universities]: Parameters<CatalogueWriter['addCity']>) {
    const id = crypto.randomUUID();
    this.cities.push({ ...city, id });
    for (const u of universities) this.universities.push({ ...u, id: crypto.randomUUID(), cityId: id });
    return id;
  }

  async addProperty(property: Parameters<CatalogueWriter['addProperty']>[0]) {
    const id = crypto.randomUUID();
    this.properties.push({ ...property, id });
    return id;
  }

  async addRoomType(...[roomType, lets]: Parameters<CatalogueWriter['addRoomType']>) {
    const id = crypto.randomUUID();
    this.roomTypes.push({ ...roomType, id });
    for (const o of lets) this.tenancyOptions.push({ ...o, id: crypto.randomUUID(), roomTypeId: id });
    return id;
  }

  async saveSiteSettings(settings: Partial<SiteSettingsInput>) {
    const given = Object.fromEntries(Object.entries(settings).filter(([, v]) => v !== undefined));
    this.siteSettings = { ...this.siteSettings, ...given };
  }

  /** What was written, as the records a catalogue reader answers from (pictures from the media writer). */
  slice(media: CatalogueSlice['media'] = []): CatalogueSlice {
    return {
      cities: [...this.cities],
      universities: [...this.universities],
      properties: [...this.properties],
      roomTypes: [...this.roomTypes],
      tenancyOptions: [...this.tenancyOptions],
      media,
    };
  }

  settings(): SiteSettingsInput {
    return this.siteSettings;
  }
}
