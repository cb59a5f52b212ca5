import * as z from 'zod/mini';
import { type CatalogueReader, lookupLimit } from '../../ports/catalogue-reader.port';
import {
  cityDetailSchema,
  citySummarySchema,
  propertyDetailSchema,
  propertyOptionSchema,
  propertySummarySchema,
  roomMatchCandidateSchema,
  roomTypeDetailSchema,
  roomTypeListingSchema,
  siteSettingsSchema,
} from './catalogue.schema';
import { type Fetch, getJson, required } from './get-json';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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

  getPropertyBySlug(propertySlug: string) {
    return this.get(`/api/properties/by-slug/${encodeURIComponent(propertySlug)}`, propertyDetailSchema);
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

  findProperties(ids: readonly string[]) {
    return this.lookup('/api/properties', ids, z.array(propertyDetailSchema));
  }

  findRoomTypes(ids: readonly string[]) {
    return this.lookup('/api/room-types', ids, z.array(roomTypeListingSchema));
  }

  async listRoomCandidates(citySlug: string) {
    const candidates = await this.get(
      `/api/cities/${encodeURIComponent(citySlug)}/room-candidates`,
      z.array(roomMatchCandidateSchema),
    );
    return candidates ?? [];
  }

  listPropertyOptions() {
    return this.get('/api/properties/options', z.array(propertyOptionSchema)).then(required);
  }

  /**
   * Asks only for well-formed ids, each once (the API answers 400 to anything else), in requests
   * of at most `lookupLimit`; none to ask for is no request.
   */
  private async lookup<T>(path: string, ids: readonly string[], schema: z.ZodMiniType<T[]>): Promise<T[]> {
    const wanted = [...new Set(ids.filter((id) => uuidPattern.test(id)).map((id) => id.toLowerCase()))];
    const batches: string[][] = [];
    for (let i = 0; i < wanted.length; i += lookupLimit) batches.push(wanted.slice(i, i + lookupLimit));
    const answers = await Promise.all(
      batches.map((batch) => this.get(`${path}?ids=${batch.join(',')}`, schema).then(required)),
    );
    return answers.flat();
  }

  private get<T>(path: string, schema: z.ZodMiniType<T>): Promise<T | null> {
    return getJson(this.fetchFn, `${this.baseUrl}${path}`, schema);
  }
}
