import * as z from 'zod/mini';
import { phoneNumberMessage } from '../../domain/shared/phone-number';
import { isSlug } from '../../domain/site/site-routes';
import { type BookingDetails, maxPartySize, viewingKinds } from '../../domain/viewings/viewing';
import { countryCodeField, emailField, nameField, phoneField } from './contact-fields';
import { cleanFreeText } from './wire-text';

/**
 * Booking a viewing as it crosses the wire (POST /api/viewings), and moving one
 * (POST /api/viewings/:reference/move). One schema for both ends, zod/mini only: the server parses
 * every request with it, the browser checks the form with it before sending. Messages are written
 * for the visitor. Whether the slot exists, is open and has room is the server's rule
 * (src/domain/viewings/slots.ts), checked after this.
 */

export const viewingMessages = {
  kind: 'Choose an in-person tour or a video call.',
  start: 'Choose a time from those shown.',
  name: 'Enter your name.',
  nameTooLong: 'Your name can be up to 100 characters.',
  email: 'Enter your email address, like name@example.com.',
  phone: phoneNumberMessage,
  countryCode: 'Choose a country code, like +44.',
  partySize: `Tell us how many people are coming, from 1 to ${maxPartySize}.`,
  message: 'Your message can be up to 1,000 characters.',
  agreedToTerms: 'Please accept the terms to book your viewing.',
  form: 'Something went wrong with this form. Reload the page and try again; your answers are kept.',
} as const;

const m = viewingMessages;

/** An ISO 8601 instant in UTC as the slots give it, like 2026-11-23T09:30:00.000Z. */
const instant = z.string(m.start).check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, m.start),
  // A real moment: 30 February is not rolled over into March.
  z.refine((value) => {
    const ms = Date.parse(value);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === value.slice(0, 19);
  }, m.start),
);

const kind = z.enum(viewingKinds, m.kind);

/** The rules of the booking's details (src/domain/viewings/viewing.ts): one per field, each field ruled. */
const bookingDetailsShape = {
  name: nameField(m.name, m.nameTooLong),
  email: emailField(m.email),
  phone: phoneField(m.phone),
  countryCode: z._default(countryCodeField(m.countryCode), '+44'),
  partySize: z.number(m.partySize).check(z.int(m.partySize), z.gte(1, m.partySize), z.lte(maxPartySize, m.partySize)),
  message: z._default(z.string(m.message).check(cleanFreeText(), z.trim(), z.maxLength(1000, m.message)), ''),
} satisfies { [K in keyof BookingDetails]: z.ZodMiniType<BookingDetails[K]> };

export const viewingBookingSchema = z.object(
  {
    propertySlug: z.string(m.form).check(z.trim(), z.refine(isSlug, m.form)),
    kind,
    start: instant,
    ...bookingDetailsShape,
    agreedToTerms: z.literal(true, m.agreedToTerms),
    /** Chosen by the browser per booking attempt: the same key sent again books once. */
    idempotencyKey: z.uuid(m.form).check(z.toLowerCase()),
    /** The honeypot: hidden from people, so anything in it means a bot sent the form. */
    website: z.optional(z.string(m.form).check(z.maxLength(200, m.form))),
  },
  m.form,
);

export type ViewingBookingBody = z.output<typeof viewingBookingSchema>;
export type ViewingBookingInput = z.input<typeof viewingBookingSchema>;

export const viewingMoveSchema = z.object({ kind, start: instant }, m.form);
export type ViewingMoveBody = z.output<typeof viewingMoveSchema>;
