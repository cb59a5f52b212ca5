import { fieldErrors } from '../../../adapters/forms/field-errors';
import { viewingBookingSchema } from '../../../adapters/forms/viewing-booking.schema';
import { type BookingFlow, type DetailsAnswers, detailsFields } from '../../../domain/viewings/booking-flow';
import type { ViewingBookingRequest } from '../../../ports/viewing-client.port';
import type { FieldMessages } from '../form-errors';

export type DetailField = keyof DetailsAnswers;

/** The details form's fields in the order shown. */
export const detailFields = detailsFields;

/** The booking as sent, from the flow (null until a kind and a time are chosen). */
export function bookingRequest(
  flow: BookingFlow,
  propertySlug: string,
  idempotencyKey: string,
  website: string,
): ViewingBookingRequest | null {
  if (!flow.kind || !flow.slot) return null;
  return {
    propertySlug,
    kind: flow.kind,
    start: flow.slot.start,
    ...flow.details,
    idempotencyKey,
    website,
  };
}

/** Stands in for the attempt's key when the details are checked before there is one. */
const placeholderKey = '00000000-0000-4000-8000-000000000000';

/**
 * What is wrong with the visitor's details, checked with the schema the server uses (so what the
 * browser accepts, the server accepts): one message per field.
 */
export function detailProblems(flow: BookingFlow, propertySlug: string): FieldMessages<DetailField> {
  const request = bookingRequest(flow, propertySlug, placeholderKey, '');
  if (!request) return {};
  const parsed = viewingBookingSchema.safeParse(request);
  if (parsed.success) return {};
  const all = fieldErrors(parsed.error);
  return Object.fromEntries(detailFields.flatMap((f) => (all[f] ? [[f, all[f]]] : [])));
}

/** The server's messages for the details form's fields. */
export function detailMessages(fields: Readonly<Record<string, string>> | undefined): FieldMessages<DetailField> {
  return Object.fromEntries(detailFields.flatMap((f) => (fields?.[f] ? [[f, fields[f]]] : [])));
}
