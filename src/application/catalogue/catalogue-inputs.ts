import { z } from 'zod';
import type { RoomKind } from '../../domain/catalogue/catalogue';
import type {
  CityRecord,
  PropertyRecord,
  RoomTypeRecord,
  TenancyOptionRecord,
  UniversityRecord,
} from '../../domain/catalogue/catalogue-records';
import { ROOM_KINDS } from '../../domain/catalogue/room-kinds';
import { isHttpsLink, linkMessage } from '../../domain/shared/safe-link';
import { type FieldIssues, fieldIssues } from '../shared/field-issues';

/**
 * What an operator gives to create a city, a property or a room type: one zod schema each, from
 * which the input types are inferred and by which the use cases validate. Each is checked against
 * the domain record it becomes (below), so a field added to a record and not here fails to compile.
 */

/** A URL segment: lower-case letters and digits, hyphenated. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');
const line = z.string().trim().min(1).max(200);
const text = z.string().trim().min(1).max(5000);
const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);
const labels = z.array(line).max(40);
const isoDate = z.iso.date();
const pictureIds = z.array(z.uuid()).max(20);

export const universityInput = z.object({
  slug,
  name: line,
  shortName: line,
  lat,
  lng,
  website: z.string().refine(isHttpsLink, linkMessage(['https'])),
});

export const cityInput = z.object({
  slug,
  name: line,
  region: line,
  intro: text,
  lat,
  lng,
  heroPictureId: z.uuid().nullable(),
  universities: z.array(universityInput).max(50),
});

export const propertyInput = z.object({
  citySlug: slug,
  slug,
  name: line,
  tagline: line,
  description: text,
  addressLine1: line,
  postcode: line,
  lat,
  lng,
  amenities: labels,
  floorLevels: labels,
  featured: z.boolean(),
  pictureIds,
});

export const tenancyOptionInput = z
  .object({
    academicYear: z.string().regex(/^\d{4}\/\d{2}$/, 'must be an academic year such as 2026/27'),
    weeks: z.int().min(1).max(53),
    startDate: isoDate,
    endDate: isoDate,
    pricePerWeekPence: z.int().min(0),
    billingFrequency: z.enum(['weekly', 'monthly', 'yearly']),
    currency: z.string().regex(/^[A-Z]{3}$/),
    roomsAvailable: z.int().min(0),
  })
  .refine((o) => o.startDate <= o.endDate, { message: 'must not end before it starts', path: ['endDate'] });

export const roomTypeInput = z.object({
  propertySlug: slug,
  slug,
  name: line,
  kind: z.enum(ROOM_KINDS as readonly RoomKind[] as [RoomKind, ...RoomKind[]]),
  bedType: line,
  sizeSqm: z.number().positive().max(1000),
  description: text,
  features: labels,
  floorLevels: labels,
  pictureIds,
  tenancyOptions: z.array(tenancyOptionInput).min(1).max(20),
});

export type UniversityInput = z.infer<typeof universityInput>;
export type CityInput = z.infer<typeof cityInput>;
export type PropertyInput = z.infer<typeof propertyInput>;
export type RoomTypeInput = z.infer<typeof roomTypeInput>;
export type TenancyOptionInput = z.infer<typeof tenancyOptionInput>;

// Each input carries every field of the record it becomes, less what the writer and the use case add.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Fields<R, Added extends keyof R> = { -readonly [K in Exclude<keyof R, Added>]: R[K] };
type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer E)[] ? E[] : T[K] };
const agree = <T extends true>(): T | undefined => undefined;
agree<Same<Mutable<Fields<UniversityRecord, 'id' | 'cityId'>>, UniversityInput>>();
agree<
  Same<Mutable<Fields<CityRecord, 'id' | 'heroMediaId' | 'sort'>>, Omit<CityInput, 'heroPictureId' | 'universities'>>
>();
agree<
  Same<
    Mutable<Fields<PropertyRecord, 'id' | 'cityId' | 'sort' | 'mediaIds'>>,
    Omit<PropertyInput, 'citySlug' | 'pictureIds'>
  >
>();
agree<
  Same<
    Mutable<Fields<RoomTypeRecord, 'id' | 'propertyId' | 'sort' | 'mediaIds'>>,
    Omit<RoomTypeInput, 'propertySlug' | 'pictureIds' | 'tenancyOptions'>
  >
>();
agree<Same<Mutable<Fields<TenancyOptionRecord, 'id' | 'roomTypeId' | 'soldOut'>>, TenancyOptionInput>>();

/** What a create use case answers: the new record's id, or why it was refused. */
export type CreateOutcome =
  | { readonly outcome: 'created'; readonly id: string }
  | { readonly outcome: 'invalid'; readonly fields: FieldIssues }
  | { readonly outcome: 'slug_taken' }
  /** The city or property it belongs to does not exist. */
  | { readonly outcome: 'no_parent' };

export const invalid = (error: z.ZodError): CreateOutcome => ({ outcome: 'invalid', fields: fieldIssues(error) });
