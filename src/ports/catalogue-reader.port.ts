import type {
  CityDetail,
  CitySummary,
  PropertyDetail,
  PropertySummary,
  RoomTypeDetail,
  SiteSettings,
} from '../domain/catalogue/catalogue';
import { type Token, token } from './token';

/**
 * Reading the catalogue. Unknown slugs resolve to null; failures (network, database) reject.
 * Implemented over HTTP in the browser, over the database on the server, in memory for tests.
 */
export interface CatalogueReader {
  listCities(): Promise<readonly CitySummary[]>;
  getCity(citySlug: string): Promise<CityDetail | null>;
  listFeaturedProperties(): Promise<readonly PropertySummary[]>;
  getProperty(citySlug: string, propertySlug: string): Promise<PropertyDetail | null>;
  getRoomType(citySlug: string, propertySlug: string, roomSlug: string): Promise<RoomTypeDetail | null>;
  getSiteSettings(): Promise<SiteSettings>;
}

export const CATALOGUE_READER: Token<CatalogueReader> = token<CatalogueReader>('CatalogueReader');
