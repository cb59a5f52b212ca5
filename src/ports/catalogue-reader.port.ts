import type {
  CityDetail,
  CitySummary,
  PropertyDetail,
  PropertySummary,
  RoomTypeDetail,
  RoomTypeListing,
  SiteSettings,
} from '../domain/catalogue/catalogue';
import type { RoomMatchCandidate } from '../domain/room-finder/room-match';
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
  /** A property by its slug alone (slugs are unique site-wide): the booking pages' addresses name only the property. */
  getPropertyBySlug(propertySlug: string): Promise<PropertyDetail | null>;
  getRoomType(citySlug: string, propertySlug: string, roomSlug: string): Promise<RoomTypeDetail | null>;
  getSiteSettings(): Promise<SiteSettings>;
  /**
   * Properties by `_id`, in the order asked, each once; unknown ids are left out. Compare and
   * favourites use it to show live prices. Callers ask for at most `lookupLimit` ids.
   */
  findProperties(ids: readonly string[]): Promise<readonly PropertyDetail[]>;
  /** Room types by `_id`, as findProperties. */
  findRoomTypes(ids: readonly string[]): Promise<readonly RoomTypeListing[]>;
  /** Every room type of a city as the room finder ranks it; an unknown city has none. */
  listRoomCandidates(citySlug: string): Promise<readonly RoomMatchCandidate[]>;
  /** Every residence by name with its city, ordered by city then name: the forms' residence lists. */
  listPropertyOptions(): Promise<readonly PropertyOption[]>;
}

/** A residence as a form's list offers it: `id` is its slug (unique site-wide). */
export interface PropertyOption {
  readonly id: string;
  readonly name: string;
  readonly city_id: string;
  readonly city_name: string;
}

/** The most ids one lookup takes (the favourites limit; compare lists hold 4). */
export const lookupLimit = 50;

export const CATALOGUE_READER: Token<CatalogueReader> = token<CatalogueReader>('CatalogueReader');
