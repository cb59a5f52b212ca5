import * as z from 'zod/mini';
import { type BookingDetails, viewingKinds, viewingStatuses } from '../../domain/viewings/viewing';
import type { ViewingDetail } from '../../domain/viewings/viewing-outcomes';

/**
 * The viewings API's answers as the browser checks them on arrival (zod/mini, ADR 007), for the
 * visitor's viewing client and the viewings desk's contract (viewing-desk.contract.ts): enough
 * structure that the pages can rely on what they read; unknown extra fields pass through.
 */

const kind = z.enum(viewingKinds);

export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  date: z.string(),
  time: z.string(),
  remaining: z.number(),
});

const weekday = z.union([1, 2, 3, 4, 5, 6, 7].map((d) => z.literal(d as 1 | 2 | 3 | 4 | 5 | 6 | 7)));

export const viewingDaySchema = z.object({
  date: z.string(),
  weekday,
  status: z.enum(['open', 'full', 'closed']),
  slots: z.array(slotSchema),
});

export const viewingPropertySchema = z.object({
  slug: z.string(),
  name: z.string(),
  citySlug: z.string(),
  cityName: z.string(),
  addressLine1: z.string(),
  postcode: z.string(),
});

export const viewingAvailabilitySchema = z.object({
  property: viewingPropertySchema,
  kinds: z.array(kind),
  slotMinutes: z.number(),
  maxPartySize: z.number(),
  days: z.array(viewingDaySchema),
});

/** The booking's details (src/domain/viewings/viewing.ts) as an answer carries them: each field there, and only those. */
const bookingDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  countryCode: z.string(),
  phone: z.string(),
  partySize: z.number(),
  message: z.string(),
} satisfies { [K in keyof BookingDetails]: z.ZodMiniType<BookingDetails[K]> });

export const viewingDetailSchema: z.ZodMiniType<ViewingDetail> = z.extend(bookingDetailsSchema, {
  reference: z.string(),
  status: z.enum(viewingStatuses),
  kind,
  start: z.string(),
  end: z.string(),
  date: z.string(),
  time: z.string(),
  property: viewingPropertySchema,
});

/** 201 (or 200 for a repeated idempotency key) to a booking. */
export const bookedSchema = z.object({ viewing: viewingDetailSchema, manageUrl: z.string() });

/** 200 to reading, cancelling or moving a booking. */
export const managedSchema = z.object({ viewing: viewingDetailSchema });

/** Any refusal: `{ error, message, fields?, alternatives? }`, each part read only if it fits. */
export const refusalSchema = z.object({
  message: z.optional(z.string()),
  fields: z.optional(z.record(z.string(), z.string())),
  alternatives: z.optional(z.array(slotSchema)),
});
