import type {
  CityRecord,
  PropertyRecord,
  RoomTypeRecord,
  SiteSettingsRecord,
  TenancyOptionRecord,
  UniversityRecord,
} from '../domain/catalogue/catalogue-records';
import type { EnquiryKind } from '../domain/enquiries/enquiry';

/** A new record: everything but the id, which the writer gives it. */
export type New<R extends { readonly id: string }> = Omit<R, 'id'>;

/** The site's settings as the operator sets them, with where each kind of enquiry is read (kept server-side). */
export interface SiteSettingsInput extends SiteSettingsRecord {
  readonly enquiryEmails?: Readonly<Partial<Record<EnquiryKind, string>>>;
}

/**
 * Adds to the catalogue: cities (with their universities), properties and room types (with their
 * lets). Ids are the writer's to give; slugs are checked by the use cases through the look-ups
 * (and by the database's unique keys).
 */
export interface CatalogueWriter {
  /** True when there is not one city yet. */
  isEmpty(): Promise<boolean>;
  findCity(slug: string): Promise<{ readonly id: string } | null>;
  /** Property slugs are unique site-wide (/book-a-viewing/:propertySlug). */
  findProperty(slug: string): Promise<{ readonly id: string; readonly cityId: string } | null>;
  countCities(): Promise<number>;
  countProperties(cityId: string): Promise<number>;
  /** The slugs of a property's room types, in order. */
  roomTypeSlugs(propertyId: string): Promise<readonly string[]>;
  addCity(city: New<CityRecord>, universities: readonly Omit<New<UniversityRecord>, 'cityId'>[]): Promise<string>;
  addProperty(property: New<PropertyRecord>): Promise<string>;
  addRoomType(
    roomType: New<RoomTypeRecord>,
    lets: readonly Omit<New<TenancyOptionRecord>, 'roomTypeId'>[],
  ): Promise<string>;
  /** Sets the settings it is given and keeps the others. */
  saveSiteSettings(settings: Partial<SiteSettingsInput>): Promise<void>;
}
