import * as z from 'zod/mini';
import { isCalendarDate } from '../../domain/shared/london-time';
import { phoneNumberMessage } from '../../domain/shared/phone-number';
import { isSlug } from '../../domain/site/site-routes';
import { countryCodeField, emailField, nameField, phoneField } from './contact-fields';
import { singleLine } from './wire-text';

/**
 * The room finder's enquiry as it crosses the wire (POST /api/room-finder/enquiries): the
 * RoomFinderEnquiry of the enquiry-sender port plus the `website` honeypot, which people never see
 * and bots fill in. One schema for both ends: the server parses every request with it and the
 * browser may check a form with it before sending, so it is zod/mini only (small, no Node imports).
 *
 * Every message is written for the visitor, in the words the room finder's own step checks use
 * (src/domain/room-finder/enquiry-steps.ts), and the date and phone checks are theirs, so the
 * browser and the server agree on them. Strings are trimmed before they are checked.
 */

export const roomFinderMessages = {
  city: 'Choose the city you will study in.',
  moveInDate: 'Enter the date you would like to move in, like 2027-09-04.',
  duration: 'Choose from the tenancy lengths shown.',
  price: 'Choose from the budgets shown.',
  space: 'Choose from the kinds of room shown.',
  name: 'Enter your name.',
  nameTooLong: 'Your name can be up to 100 characters.',
  email: 'Enter your email address, like name@example.com.',
  phone: phoneNumberMessage,
  countryCode: 'Choose a country code, like +44.',
  agreedToTerms: 'Please accept the terms to continue.',
  /** The parts the page fills in itself: wrong only when the page is out of date or tampered with. */
  form: 'Something went wrong with this form. Reload the page and send it again; your answers are kept.',
} as const;

const m = roomFinderMessages;

/** Up to ten of the options shown, each a short id like "44" or "under-200". */
const choices = (message: string) =>
  z
    .array(
      z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(40, message), singleLine(message)),
      message,
    )
    .check(z.maxLength(10, message));

const utmValue = z.optional(z.string(m.form).check(z.trim(), z.maxLength(200, m.form), singleLine(m.form)));

export const roomFinderEnquirySchema = z.object(
  {
    city: z.string(m.city).check(z.trim(), z.refine(isSlug, m.city)),
    moveInDate: z.string(m.moveInDate).check(z.trim(), z.refine(isCalendarDate, m.moveInDate)),
    duration: choices(m.duration),
    price: choices(m.price),
    space: choices(m.space),
    name: nameField(m.name, m.nameTooLong),
    email: emailField(m.email),
    phone: phoneField(m.phone),
    countryCode: countryCodeField(m.countryCode),
    agreedToTerms: z.literal(true, m.agreedToTerms),
    /** Chosen by the browser per submission; PostgreSQL keeps uuids in lower case, so this does too. */
    submissionId: z.uuid(m.form).check(z.toLowerCase()),
    sourcePage: z.string(m.form).check(z.maxLength(200, m.form), z.regex(/^\/(?!\/)/, m.form), singleLine(m.form)),
    utm: z._default(
      z.object({ source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue }, m.form),
      {},
    ),
    /** The honeypot: hidden from people, so anything in it means a bot sent the form. */
    website: z.optional(z.string(m.form).check(z.maxLength(200, m.form))),
  },
  m.form,
);

/** A request body that passed the schema: trimmed, the submission id in lower case. */
export type RoomFinderEnquiryBody = z.output<typeof roomFinderEnquirySchema>;

/** What a visitor is told once their enquiry is stored (the server's answer; the memory fake's too). */
export function thanksMessage(name: string): string {
  return `Thanks, ${name}. We have your enquiry and we will be in touch within one working day by email or phone.`;
}
