import * as z from 'zod/mini';
import type { FormKind } from '../../domain/enquiries/enquiry';
import {
  contactTopics,
  GROUP_SIZE_MAX,
  GROUP_SIZE_MIN,
  MESSAGE_MAX,
  roomKindOptions,
  SHORT_MAX,
  SUMMER_GUESTS_MAX,
  SUMMER_NIGHTS_MAX,
  supportCategories,
  tenancyPreferences,
} from '../../domain/enquiries/enquiry-forms';
import { isPersonName, PERSON_NAME_MAX, referralMessages } from '../../domain/enquiries/referrals';
import { isPhoneNumber } from '../../domain/room-finder/enquiry-steps';
import { isSlug } from '../../domain/site/site-routes';
import { daysBetween, isCalendarDate } from '../../domain/viewings/london-time';
import { emailField, nameField, phoneField } from './contact-fields';
import { cleanFreeText, singleLine } from './wire-text';

/**
 * The nine enquiry forms as they cross the wire (POST /api/enquiries/:kind), one schema each,
 * shared by the browser (checks before sending) and the server (parses every request). zod/mini
 * only: small, no Node imports. The fields and their order are the domain's
 * (src/domain/enquiries/enquiry-forms.ts); the rules are here. Strings are trimmed before they are
 * checked; optional text left empty arrives as "" and is stored as left out.
 *
 * Every form also carries the envelope: a submission id (a retry is stored once), the page it was
 * sent from, first-touch UTM parameters, the honeypot (`website`) and the form token (when the form
 * was shown, signed by the server, for the minimum time to fill).
 */

export const formMessages = {
  name: 'Enter your name.',
  nameTooLong: 'Your name can be up to 100 characters.',
  email: 'Enter your email address, like name@example.com.',
  phone: 'Enter a phone number of 6 to 20 digits, like 07700 900123.',
  countryCode: 'Choose a country code, like +44.',
  agreedToTerms: 'Please accept the terms and privacy policy to send this.',
  message: 'Write your message.',
  messageTooLong: `Your message can be up to ${MESSAGE_MAX.toLocaleString('en-GB')} characters.`,
  shortText: (what: string, max = SHORT_MAX) => `Enter ${what} (up to ${max} characters).`,
  choose: (what: string) => `Choose ${what} from the list.`,
  chooseSome: (what: string) => `Choose at least one ${what}.`,
  date: 'Enter a date like 2027-09-04.',
  groupSize: `Enter the number of people, from ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX}.`,
  guests: `Enter the number of guests, from 1 to ${SUMMER_GUESTS_MAX}.`,
  departure: 'Choose a departure date after your arrival date.',
  tooLong: `A summer stay can be up to ${SUMMER_NIGHTS_MAX} nights.`,
  offerCode: 'Enter the offer’s code, like EARLY27.',
  property: 'Choose a residence from the list.',
  /** The parts the page fills in itself: wrong only when the page is out of date or tampered with. */
  form: 'Something went wrong with this form. Reload the page and send it again; your answers are kept.',
} as const;

const m = formMessages;

const text = (message: string, max: number) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, message), singleLine(message));
/** Optional text: "" (an empty field) is fine, anything else up to `max` characters. */
const optionalText = (message: string, max: number) =>
  z._default(z.string(message).check(z.trim(), z.maxLength(max, message), singleLine(message)), '');
const oneOf = (options: readonly { id: string }[], message: string) =>
  z.string(message).check(
    z.trim(),
    z.refine((v) => options.some((o) => o.id === v), message),
  );
const someOf = (options: readonly { id: string }[], message: string) =>
  z.array(oneOf(options, message), message).check(
    z.minLength(1, message),
    z.maxLength(options.length, message),
    z.refine((list) => new Set(list).size === list.length, message),
  );
const calendarDate = z.string(m.date).check(z.trim(), z.refine(isCalendarDate, m.date));
/** A residence's slug; whether it exists is the server's check (the use case), not the shape's. */
const property = z.string(m.property).check(z.trim(), z.refine(isSlug, m.property));
const optionalProperty = z._default(
  z.string(m.property).check(
    z.trim(),
    z.refine((v) => v === '' || isSlug(v), m.property),
  ),
  '',
);
/** A whole number, sent as a number (JSON) or as text (a form without JavaScript). */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .pipe(
      z.union([z.number(message), z.string(message).check(z.trim(), z.regex(/^\d{1,6}$/, message))]),
      z.transform((v) => Number(v)),
    )
    .check(z.refine((n) => Number.isInteger(n) && n >= min && n <= max, message));

const message = z
  .string(m.message)
  .check(cleanFreeText(), z.trim(), z.minLength(1, m.message), z.maxLength(MESSAGE_MAX, m.messageTooLong));
const optionalMessage = z._default(
  z.string(m.messageTooLong).check(cleanFreeText(), z.trim(), z.maxLength(MESSAGE_MAX, m.messageTooLong)),
  '',
);

const name = nameField(m.name, m.nameTooLong);
const email = emailField(m.email);
const phone = phoneField(m.phone);
/**
 * A name that is mailed to someone who did not ask for it (a referral's two names): a name and
 * nothing else (src/domain/enquiries/referrals.ts), so it cannot carry a link or a sentence.
 */
const personName = (empty: string, whose: string) =>
  z
    .string(empty)
    .check(
      z.trim(),
      z.minLength(1, empty),
      z.maxLength(PERSON_NAME_MAX, referralMessages.personName(whose)),
      z.refine(isPersonName, referralMessages.personName(whose)),
    );
const optionalPhone = z._default(
  z.string(m.phone).check(
    z.trim(),
    z.maxLength(30, m.phone),
    singleLine(m.phone),
    z.refine((v) => v === '' || isPhoneNumber(v), m.phone),
  ),
  '',
);
const countryCode = z._default(z.string(m.countryCode).check(z.trim(), z.regex(/^\+\d{1,4}$/, m.countryCode)), '+44');
const terms = z.literal(true, m.agreedToTerms);

const utmValue = z.optional(z.string(m.form).check(z.trim(), z.maxLength(200, m.form), singleLine(m.form)));

/** What every enquiry carries besides its answers; the chat panel's message carries it too. */
export const envelopeShape = {
  /** Chosen by the browser per submission; PostgreSQL keeps uuids in lower case, so this does too. */
  submissionId: z.uuid(m.form).check(z.toLowerCase()),
  sourcePage: z.string(m.form).check(z.maxLength(200, m.form), z.regex(/^\/(?!\/)/, m.form), singleLine(m.form)),
  utm: z._default(
    z.object({ source: utmValue, medium: utmValue, campaign: utmValue, term: utmValue, content: utmValue }, m.form),
    {},
  ),
  /** The honeypot: hidden from people, so anything in it means a bot sent the form. */
  website: z.optional(z.string(m.form).check(z.maxLength(200, m.form))),
  /** When the form was shown, signed by the server (GET /api/enquiries/form-token or the page's data). */
  formToken: z._default(z.string(m.form).check(z.maxLength(200, m.form)), ''),
};

const contactShape = { name, email, countryCode };

export const enquiryFormSchemas = {
  contact: z.object(
    {
      topic: oneOf(contactTopics, m.choose('a topic')),
      message,
      ...contactShape,
      phone: optionalPhone,
      agreedToTerms: terms,
      ...envelopeShape,
    },
    m.form,
  ),
  'group-booking': z.object(
    {
      groupName: text(m.shortText('your group’s name'), SHORT_MAX),
      groupSize: wholeNumber(GROUP_SIZE_MIN, GROUP_SIZE_MAX, m.groupSize),
      university: text(m.shortText('the university or college'), SHORT_MAX),
      roomKinds: someOf(roomKindOptions, m.chooseSome('kind of room')),
      moveInDate: calendarDate,
      message: optionalMessage,
      ...contactShape,
      phone,
      agreedToTerms: terms,
      ...envelopeShape,
    },
    m.form,
  ),
  agent: z.object(
    {
      agencyName: text(m.shortText('your agency’s name'), SHORT_MAX),
      agencyCountry: text(m.shortText('the agency’s country', 60), 60),
      studentName: optionalText(m.shortText('the student’s name', 100), 100),
      studentUniversity: optionalText(m.shortText('the student’s university'), SHORT_MAX),
      message,
      ...contactShape,
      phone,
      agreedToTerms: terms,
      ...envelopeShape,
    },
    m.form,
  ),
  parent: z.object(
    {
      studentName: optionalText(m.shortText('their name', 100), 100),
      property: optionalProperty,
      message,
      ...contactShape,
      phone: optionalPhone,
      agreedToTerms: terms,
      ...envelopeShape,
    },
    m.form,
  ),
  friend: z.object(
    {
      property,
      friendName: personName(m.shortText('your friend’s name', PERSON_NAME_MAX), 'your friend’s'),
      friendEmail: email,
      ...contactShape,
      name: personName(m.name, 'your'),
      phone: optionalPhone,
      agreedToTerms: terms,
      ...envelopeShape,
    },
    m.form,
  ),
  support: z.object(
    {
      property,
      room: text(m.shortText('your flat and room', 40), 40),
      category: oneOf(supportCategories, m.choose('what it is about')),
      message,
      ...contactShape,
      phone: optionalPhone,
      /** Residents have agreed to their tenancy's terms already; the form does not ask again. */
      agreedToTerms: z._default(z.boolean(m.form), false),
      ...envelopeShape,
    },
    m.form,
  ),
  rebook: z.object(
    {
      property,
      room: text(m.shortText('your flat and room', 40), 40),
      nextProperty: optionalProperty,
      roomKinds: someOf(roomKindOptions, m.chooseSome('kind of room')),
      tenancyWeeks: oneOf(tenancyPreferences, m.choose('a tenancy length')),
      message: optionalMessage,
      ...contactShape,
      phone: optionalPhone,
      agreedToTerms: terms,
      ...envelopeShape,
    },
    m.form,
  ),
  'summer-stays': z
    .object(
      {
        arrival: calendarDate,
        departure: calendarDate,
        guests: wholeNumber(1, SUMMER_GUESTS_MAX, m.guests),
        property: optionalProperty,
        message: optionalMessage,
        ...contactShape,
        phone: optionalPhone,
        agreedToTerms: terms,
        ...envelopeShape,
      },
      m.form,
    )
    .check(
      z.refine((v) => v.departure > v.arrival, { message: m.departure, path: ['departure'] }),
      z.refine((v) => nightsBetween(v.arrival, v.departure) <= SUMMER_NIGHTS_MAX, {
        message: m.tooLong,
        path: ['departure'],
      }),
    ),
  offer: z.object(
    {
      offerCode: z.string(m.offerCode).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9-]{3,40}$/, m.offerCode)),
      property: optionalProperty,
      message: optionalMessage,
      ...contactShape,
      phone,
      agreedToTerms: terms,
      ...envelopeShape,
    },
    m.form,
  ),
} as const satisfies Record<FormKind, z.ZodMiniType>;

/** A request body of a form that passed its schema: trimmed, defaults filled in. */
export type EnquiryFormBody<K extends FormKind> = z.output<(typeof enquiryFormSchemas)[K]>;

/** Any form's body that passed its schema. */
export type AnyEnquiryFormBody = { [K in FormKind]: EnquiryFormBody<K> }[FormKind];

/** The envelope's and contact fields' keys: what is not one of the form's own answers. */
export const envelopeKeys = [
  'submissionId',
  'sourcePage',
  'utm',
  'website',
  'formToken',
  'agreedToTerms',
  'name',
  'email',
] as const;

/** A message typed into the chat panel (POST /api/enquiries/chat). No terms box: the panel says how the details are used. */
export const chatMessageSchema = z.object(
  {
    message: z
      .string(m.message)
      .check(
        cleanFreeText(),
        z.trim(),
        z.minLength(1, m.message),
        z.maxLength(1000, 'Your message can be up to 1,000 characters.'),
      ),
    name,
    email,
    ...envelopeShape,
  },
  m.form,
);

export type ChatMessageBody = z.output<typeof chatMessageSchema>;

/** Nights from arrival to departure; 0 when either is not a date (their own fields say so). */
function nightsBetween(from: string, to: string): number {
  return isCalendarDate(from) && isCalendarDate(to) ? daysBetween(from, to) : 0;
}
