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
import { HttpError } from './http-error';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

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

  private async get<T>(path: string, schema: z.ZodMiniType<T>): Promise<T | null> {
    let response: Response;
    try {
      response = await this.fetchFn(`${this.baseUrl}${path}`, { headers: { accept: 'application/json' } });
    } catch {
      throw new HttpError(0, 'We could not reach the server. Check your connection and try again.');
    }
    if (response.status === 404) return null;
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
      throw new HttpError(
        response.status,
        typeof body?.message === 'string' ? body.message : `The server answered ${response.status}.`,
      );
    }
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new HttpError(response.status, 'The server sent something we did not understand.');
    return parsed.data;
  }
}

function required<T>(value: T | null): T {
  if (value === null) throw new HttpError(404, 'Not found');
  return value;
}
