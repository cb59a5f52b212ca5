import * as z from 'zod/mini';
import { guarantors } from '../../domain/reservations/reservation';
import { phoneNumberMessage } from '../../domain/shared/phone-number';
import { countryCodeField, emailField, lineField, nameField, phoneField } from './contact-fields';

/**
 * Reserving a room as it crosses the wire (POST /api/reservations, POST …/:reference/confirm).
 * One schema for both ends, zod/mini only. The price is never sent: the server computes it from
 * the catalogue; the browser sends only the total it showed, so a changed price is caught.
 */

export const reservationMessages = {
  name: 'Enter your full name.',
  nameTooLong: 'Your name can be up to 100 characters.',
  email: 'Enter your email address, like name@example.com.',
  phone: phoneNumberMessage,
  countryCode: 'Choose a country code, like +44.',
  dateOfBirth: 'Enter your date of birth; you must be 16 or over.',
  university: 'Enter your university.',
  yearOfStudy: 'Choose your year of study.',
  guarantor: 'Choose how your rent is guaranteed.',
  acceptedTerms: 'Please read and accept the tenancy terms to reserve.',
  form: 'Something went wrong with this form. Reload the page and try again; your answers are kept.',
} as const;

const m = reservationMessages;

export const yearsOfStudy = [
  'Foundation year',
  'First year',
  'Second year',
  'Third year',
  'Fourth year or later',
  'Postgraduate',
] as const;

const calendarDate = z.string(m.dateOfBirth).check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, m.dateOfBirth),
  z.refine((value) => {
    const ms = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value && value >= '1900-01-01';
  }, m.dateOfBirth),
);

export const startReservationSchema = z.object(
  {
    tenancyOptionId: z.uuid(m.form).check(z.toLowerCase()),
    /** Chosen by the browser per attempt: the same key sent again holds once. */
    idempotencyKey: z.uuid(m.form).check(z.toLowerCase()),
  },
  m.form,
);

export const confirmReservationSchema = z.object(
  {
    name: nameField(m.name, m.nameTooLong),
    email: emailField(m.email),
    phone: phoneField(m.phone),
    countryCode: z._default(countryCodeField(m.countryCode), '+44'),
    dateOfBirth: calendarDate,
    university: lineField(m.university, 120),
    yearOfStudy: z.enum(yearsOfStudy, m.yearOfStudy),
    guarantor: z.enum(guarantors, m.guarantor),
    /** The terms version the visitor read and accepted. */
    acceptedTermsVersion: z
      .string(m.acceptedTerms)
      .check(z.trim(), z.minLength(1, m.acceptedTerms), z.maxLength(40, m.acceptedTerms)),
    /** The total the page showed, in pence: refused if it is not the server's. */
    shownTotalPence: z.number(m.form).check(z.int(m.form), z.gte(0, m.form)),
  },
  m.form,
);

export type ConfirmReservationBody = z.output<typeof confirmReservationSchema>;
export type ConfirmReservationInput = z.input<typeof confirmReservationSchema>;
