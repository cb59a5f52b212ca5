import * as z from 'zod/mini';
import { mediaFormatsSchema } from '../contracts/media-formats.schema';

/**
 * The catalogue documents as the browser checks them on arrival: enough structure that the UI
 * can rely on what it reads. Fields not named here are dropped (zod's `object`), so every field
 * the UI reads must be named, a picture's `avifUrl` and later formats (ADR 066) included.
 */

const media = z.object({ _id: z.string(), alt: z.string(), formats: mediaFormatsSchema });
const frequency = z.enum(['weekly', 'monthly', 'yearly']);
/** An answer from a server older than the totals (ADR 084) reads as no total, not as a broken page. */
const orNull = <T extends z.core.SomeType>(schema: T) => z._default(z.nullable(schema), null);
const priced = {
  room_starting_price: z.nullable(z.number()),
  room_starting_price_billing_frequency: z.nullable(frequency),
  room_starting_price_currency: z.nullable(z.string()),
  room_starting_total: orNull(z.number()),
  room_starting_total_weeks: orNull(z.number()),
  room_starting_total_days: orNull(z.number()),
  room_starting_total_from: orNull(z.string()),
};
const named = { _id: z.string(), id: z.string(), name: z.string(), display_name: z.string() };
const geo = z.object({ lat: z.number(), lng: z.number() });
const distance = z.object({
  university_id: z.string(),
  name: z.string(),
  short_name: z.string(),
  distance_km: z.number(),
  walk_minutes: z.number(),
});
const university = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  city_id: z.string(),
  geo,
  website: z.string(),
});

const roomKind = z.enum(['studio', 'ensuite', 'twodio', 'accessible', 'shared-flat', 'premium-studio']);

export const citySummarySchema = z.object({
  ...named,
  ...priced,
  region: z.string(),
  intro: z.string(),
  media: z.array(media),
  property_count: z.number(),
  universities: z.array(university),
});

export const propertySummarySchema = z.object({
  ...named,
  ...priced,
  city_id: z.string(),
  city_name: z.string(),
  tagline: z.string(),
  media_gallery: z.array(media),
  amenities: z.array(z.string()),
  featured: z.boolean(),
  available: z.boolean(),
  room_type_count: z.number(),
  nearest_university: z.nullable(distance),
  room_kinds: z.array(
    z.object({ kind: roomKind, from_price_per_week: z.nullable(z.number()), available: z.boolean(), ...priced }),
  ),
});

export const cityDetailSchema = z.extend(citySummarySchema, { properties: z.array(propertySummarySchema) });

export const roomTypeSummarySchema = z.object({
  ...named,
  ...priced,
  property_id: z.string(),
  city_id: z.string(),
  kind: roomKind,
  bed_type: z.string(),
  size_sqm: z.number(),
  features: z.array(z.string()),
  floor_levels: z.array(z.string()),
  media_gallery: z.array(media),
  weeks_offered: z.array(z.number()),
  available: z.boolean(),
});

export const propertyDetailSchema = z.extend(propertySummarySchema, {
  description: z.string(),
  address: z.object({ line1: z.string(), city: z.string(), postcode: z.string() }),
  geo,
  floor_levels: z.array(z.string()),
  distances: z.array(distance),
  room_types: z.array(roomTypeSummarySchema),
});

export const roomTypeDetailSchema = z.extend(roomTypeSummarySchema, {
  description: z.string(),
  property_name: z.string(),
  city_name: z.string(),
  tenancy_options: z.array(
    z.object({
      _id: z.string(),
      academic_year: z.string(),
      weeks: z.number(),
      start_date: z.string(),
      end_date: z.string(),
      price_per_week: z.number(),
      billing_frequency: frequency,
      currency: z.string(),
      rooms_available: z.number(),
      sale: z.union([
        z.object({ kind: z.enum(['full', 'pro_rata']), move_in: z.string(), days: z.number(), total: z.number() }),
        z.object({ kind: z.literal('not_offered'), reason: z.enum(['stopped', 'too_short']) }),
      ]),
    }),
  ),
});

/** A room type with where it is (compare and favourites). */
export const roomTypeListingSchema = z.extend(roomTypeSummarySchema, {
  property_name: z.string(),
  city_name: z.string(),
  distances: z.array(distance),
});

/** A room as the room finder ranks it and its result card shows it. */
export const roomMatchCandidateSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  city_id: z.string(),
  kind: roomKind,
  price_per_week: z.nullable(z.number()),
  weeks_offered: z.array(z.number()),
  available: z.boolean(),
  nearest: z.nullable(z.object({ short_name: z.string(), walk_minutes: z.number() })),
  property_id: z.string(),
  property_name: z.string(),
  path: z.string(),
  image: z.nullable(media),
  bed_type: z.string(),
  size_sqm: z.number(),
  currency: z.string(),
  billing_frequency: frequency,
  room_starting_total: orNull(z.number()),
  room_starting_total_weeks: orNull(z.number()),
  room_starting_total_days: orNull(z.number()),
  room_starting_total_from: orNull(z.string()),
});

/** A residence as the forms' lists offer it. */
export const propertyOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  city_id: z.string(),
  city_name: z.string(),
});

const navLinkSchema = z.object({ label: z.string(), href: z.string() });

export const siteSettingsSchema = z.object({
  brand_name: z.string(),
  tagline: z.string(),
  support_email: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  show_level: z.boolean(),
  header_nav: z.array(navLinkSchema),
  footer_nav: z.array(z.object({ heading: z.string(), links: z.array(navLinkSchema) })),
  social_links: z._default(z.array(z.object({ network: z.string(), name: z.string(), url: z.string() })), []),
});

/** Shared with the content schemas (pages carry pictures, universities and walking distances). */
export { distance as distanceSchema, media as mediaSchema, university as universitySchema };
