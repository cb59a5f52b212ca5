import * as z from 'zod/mini';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import {
  cityDetailSchema,
  citySummarySchema,
  propertyDetailSchema,
  propertySummarySchema,
  roomTypeDetailSchema,
  siteSettingsSchema,
} from './catalogue.schema';
import { type Fetch, getJson, required } from './get-json';

/** The catalogue over the site's own API. 404 is null; any other failure is an HttpError. */
export class HttpCatalogueReader implements CatalogueReader {
  constructor(
    private readonly fetchFn: Fetch,
    private readonly baseUrl = '',
  ) {}

  listCities() {
    return this.get('/api/cities', z.array(citySummarySchema)).then(required);
  }

  getCity(citySlug: string) {
    return this.get(`/api/cities/${encodeURIComponent(citySlug)}`, cityDetailSchema);
  }

  listFeaturedProperties() {
    return this.get('/api/properties/featured', z.array(propertySummarySchema)).then(required);
  }

  getProperty(citySlug: string, propertySlug: string) {
    return this.get(
      `/api/cities/${encodeURIComponent(citySlug)}/properties/${encodeURIComponent(propertySlug)}`,
      propertyDetailSchema,
    );
  }

  getRoomType(citySlug: string, propertySlug: string, roomSlug: string) {
    return this.get(
      `/api/cities/${encodeURIComponent(citySlug)}/properties/${encodeURIComponent(propertySlug)}/rooms/${encodeURIComponent(roomSlug)}`,
      roomTypeDetailSchema,
    );
  }

  getSiteSettings() {
    return this.get('/api/settings', siteSettingsSchema).then(required);
  }

  private get<T>(path: string, schema: z.ZodMiniType<T>): Promise<T | null> {
    return getJson(this.fetchFn, `${this.baseUrl}${path}`, schema);
  }
}
