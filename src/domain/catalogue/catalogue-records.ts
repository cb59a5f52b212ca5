import type { BillingFrequency, MediaFormats, NavGroup, NavLink, RoomKind } from './catalogue';

/**
 * The catalogue as it is kept: normalised records, one per row. Documents (catalogue.ts) are
 * assembled from them by pure functions (assemble.ts), whichever adapter holds the records.
 */

export interface MediaRecord {
  readonly id: string;
  readonly alt: string;
  readonly formats: MediaFormats;
}

export interface CityRecord {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly region: string;
  readonly intro: string;
  readonly lat: number;
  readonly lng: number;
  readonly heroMediaId: string | null;
  readonly sort: number;
}

export interface UniversityRecord {
  readonly id: string;
  readonly slug: string;
  readonly cityId: string;
  readonly name: string;
  readonly shortName: string;
  readonly lat: number;
  readonly lng: number;
  readonly website: string;
}

export interface PropertyRecord {
  readonly id: string;
  readonly slug: string;
  readonly cityId: string;
  readonly name: string;
  readonly tagline: string;
  readonly description: string;
  readonly addressLine1: string;
  readonly postcode: string;
  readonly lat: number;
  readonly lng: number;
  readonly amenities: readonly string[];
  readonly floorLevels: readonly string[];
  readonly featured: boolean;
  readonly sort: number;
  readonly mediaIds: readonly string[];
}

export interface RoomTypeRecord {
  readonly id: string;
  readonly slug: string;
  readonly propertyId: string;
  readonly name: string;
  readonly kind: RoomKind;
  readonly bedType: string;
  readonly sizeSqm: number;
  readonly description: string;
  readonly features: readonly string[];
  readonly floorLevels: readonly string[];
  readonly sort: number;
  readonly mediaIds: readonly string[];
}

export interface TenancyOptionRecord {
  readonly id: string;
  readonly roomTypeId: string;
  readonly academicYear: string;
  readonly weeks: number;
  /** ISO date (YYYY-MM-DD). */
  readonly startDate: string;
  readonly endDate: string;
  /** Whole pence, so sums are exact. */
  readonly pricePerWeekPence: number;
  readonly billingFrequency: BillingFrequency;
  readonly currency: string;
  readonly roomsAvailable: number;
  /** Set by the operator: no room of this let is offered, whatever roomsAvailable says. */
  readonly soldOut?: boolean;
}

/** The rooms a let offers visitors: none once the operator marks it sold out. */
export function roomsOnOffer(option: Pick<TenancyOptionRecord, 'roomsAvailable' | 'soldOut'>): number {
  return option.soldOut ? 0 : option.roomsAvailable;
}

export interface SiteSettingsRecord {
  readonly brandName: string;
  readonly tagline: string;
  readonly supportEmail: string;
  readonly phone: string;
  readonly whatsapp: string;
  readonly showLevel: boolean;
  /** Header and footer navigation; the site's defaults when the operator sets none. */
  readonly headerNav?: readonly NavLink[];
  readonly footerNav?: readonly NavGroup[];
  /** The operator's social profiles (site settings' socialLinks); none when unset. */
  readonly socialLinks?: readonly { readonly network: string; readonly url: string }[];
}

/** Records enough to answer one question (or all of them, in memory). */
export interface CatalogueSlice {
  readonly cities: readonly CityRecord[];
  readonly universities: readonly UniversityRecord[];
  readonly properties: readonly PropertyRecord[];
  readonly roomTypes: readonly RoomTypeRecord[];
  readonly tenancyOptions: readonly TenancyOptionRecord[];
  readonly media: readonly MediaRecord[];
}

export const emptySlice: CatalogueSlice = {
  cities: [],
  universities: [],
  properties: [],
  roomTypes: [],
  tenancyOptions: [],
  media: [],
};
