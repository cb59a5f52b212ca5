/**
 * Catalogue documents as the API serves them and the UI reads them. Field names follow what the
 * spec's compare mapping reads (`_id`/`id`, `display_name`/`name`, `media_gallery`/`media` with
 * `formats`, `bed_type`, `room_starting_price*`), so a document can be compared as it is.
 */

export type MediaFormatName = 'thumbnail' | 'small' | 'phone' | 'medium' | 'tablet' | 'large';

export interface MediaFormat {
  /** The WebP file (every browser the site supports reads it). */
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** The same format in AVIF, offered through <picture> (absent on pictures kept before AVIF). */
  readonly avifUrl?: string;
}

export interface Media {
  readonly _id: string;
  readonly alt: string;
  readonly formats: MediaFormats;
}

/**
 * A picture's formats by name. `phone` and `tablet` came later (ADR 066): an answer made before
 * them (an older server's, a page kept in a browser) may not name them, and a picture is drawn
 * without them then.
 */
export type MediaFormats = Readonly<Record<Exclude<MediaFormatName, 'phone' | 'tablet'>, MediaFormat>> & {
  readonly phone?: MediaFormat;
  readonly tablet?: MediaFormat;
};

export type BillingFrequency = 'weekly' | 'monthly' | 'yearly';

/**
 * What every priced document carries: its lowest price among the options it offers, and what the
 * let that price is quoted from costs in all (in the same currency), so the first price a visitor
 * sees is never less than what they pay (issue 37, ADR 084).
 */
export interface StartingPrice {
  readonly room_starting_price: number | null;
  readonly room_starting_price_billing_frequency: BillingFrequency | null;
  readonly room_starting_price_currency: string | null;
  /** The whole let's price (`startingTenancyTotal`), to the penny; null without a price. */
  readonly room_starting_total: number | null;
  /** How many whole weeks that total is for; null without a price. */
  readonly room_starting_total_weeks: number | null;
  /** Days beyond those weeks (a tenancy that has started is sold by the day, ADR 083); 0 for whole weeks, null without a price. */
  readonly room_starting_total_days: number | null;
  /** The first day that total pays for when the tenancy has started (pro rata, YYYY-MM-DD); null when it is the whole tenancy. */
  readonly room_starting_total_from: string | null;
}

/**
 * How a tenancy option is sold on the day a document was assembled (London, ADR 083): in full, pro
 * rata from the first day a visitor could move in, or no longer offered. `total` is the rent
 * charged, in the option's currency to the penny, as /reserve charges it that day.
 */
export type OptionSale =
  | {
      readonly kind: 'full' | 'pro_rata';
      readonly move_in: string;
      readonly days: number;
      readonly total: number;
    }
  | { readonly kind: 'not_offered'; readonly reason: 'stopped' | 'too_short' };

export interface University {
  readonly _id: string;
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly city_id: string;
  readonly geo: GeoPoint;
  readonly website: string;
}

export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}

export interface UniversityDistance {
  readonly university_id: string;
  readonly name: string;
  readonly short_name: string;
  readonly distance_km: number;
  readonly walk_minutes: number;
}

export interface CitySummary extends StartingPrice {
  readonly _id: string;
  readonly id: string;
  readonly name: string;
  readonly display_name: string;
  readonly region: string;
  readonly intro: string;
  readonly media: readonly Media[];
  readonly property_count: number;
  readonly universities: readonly University[];
}

export interface PropertySummary extends StartingPrice {
  readonly _id: string;
  readonly id: string;
  readonly city_id: string;
  readonly city_name: string;
  readonly name: string;
  readonly display_name: string;
  readonly tagline: string;
  readonly media_gallery: readonly Media[];
  readonly amenities: readonly string[];
  readonly featured: boolean;
  readonly available: boolean;
  readonly room_type_count: number;
  readonly nearest_university: UniversityDistance | null;
  /** Each kind of room it has, in the order its room types are listed. */
  readonly room_kinds: readonly RoomKindOffer[];
}

export interface CityDetail extends CitySummary {
  readonly properties: readonly PropertySummary[];
}

export interface TenancyOption {
  readonly _id: string;
  readonly academic_year: string;
  readonly weeks: number;
  readonly start_date: string;
  readonly end_date: string;
  readonly price_per_week: number;
  readonly billing_frequency: BillingFrequency;
  readonly currency: string;
  readonly rooms_available: number;
  /** Its sale on the day (ADR 083): a visitor may reserve it only when it is offered. */
  readonly sale: OptionSale;
}

export type RoomKind = 'studio' | 'ensuite' | 'twodio' | 'accessible' | 'shared-flat' | 'premium-studio';

/**
 * One kind of room a property has, summed up for filtering by kind, weekly price and availability;
 * its starting price (the `room_starting_price*` fields) is quoted from the same cheapest option.
 */
export interface RoomKindOffer extends StartingPrice {
  readonly kind: RoomKind;
  /** The lowest weekly price among this kind's options with rooms left (among all when sold out). */
  readonly from_price_per_week: number | null;
  readonly available: boolean;
}

export interface RoomTypeSummary extends StartingPrice {
  readonly _id: string;
  readonly id: string;
  readonly property_id: string;
  readonly city_id: string;
  readonly name: string;
  readonly display_name: string;
  readonly kind: RoomKind;
  readonly bed_type: string;
  readonly size_sqm: number;
  readonly features: readonly string[];
  readonly floor_levels: readonly string[];
  readonly media_gallery: readonly Media[];
  readonly weeks_offered: readonly number[];
  readonly available: boolean;
}

export interface Address {
  readonly line1: string;
  readonly city: string;
  readonly postcode: string;
}

export interface PropertyDetail extends PropertySummary {
  readonly description: string;
  readonly address: Address;
  readonly geo: GeoPoint;
  readonly floor_levels: readonly string[];
  readonly distances: readonly UniversityDistance[];
  readonly room_types: readonly RoomTypeSummary[];
}

export interface RoomTypeDetail extends RoomTypeSummary {
  readonly description: string;
  readonly property_name: string;
  readonly city_name: string;
  readonly tenancy_options: readonly TenancyOption[];
}

/** A room type with where it is: what compare and favourites show of a room, with live prices. */
export interface RoomTypeListing extends RoomTypeSummary {
  readonly property_name: string;
  readonly city_name: string;
  /** Walking distances from its residence to the city's universities, nearest first. */
  readonly distances: readonly UniversityDistance[];
}

/** A link in the header or footer navigation (site settings). */
export interface NavLink {
  readonly label: string;
  readonly href: string;
}

export interface NavGroup {
  readonly heading: string;
  readonly links: readonly NavLink[];
}

export interface SiteSettings {
  readonly brand_name: string;
  readonly tagline: string;
  readonly support_email: string;
  readonly phone: string;
  readonly whatsapp: string;
  readonly show_level: boolean;
  readonly header_nav: readonly NavLink[];
  readonly footer_nav: readonly NavGroup[];
  /** The operator's own pages elsewhere, https only, in their order (issue 19). */
  readonly social_links: readonly SocialLinkDoc[];
}

/** One of the operator's social profiles as visitors see it: `name` is the network's, for the link's text. */
export interface SocialLinkDoc {
  readonly network: string;
  readonly name: string;
  readonly url: string;
}
