import * as z from 'zod/mini';
import { isPhoneShaped } from '../../domain/shared/phone-number';
import { singleLine } from './wire-text';

/**
 * The contact fields that the enquiry forms, the chat panel, the room finder and the viewing
 * booking all ask for: one definition, each form with its own messages.
 */

/** One line of text: required, at most `max` characters (`tooLong` when longer). */
export const lineField = (message: string, max: number, tooLong = message) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong), singleLine(message));

/** A person's name: required, at most 100 characters, one line. */
export const nameField = (message: string, tooLong: string) => lineField(message, 100, tooLong);

/** An e-mail address: one line, at most 254 characters. */
export const emailField = (message: string) =>
  z.string(message).check(z.trim(), z.maxLength(254, message), singleLine(message), z.regex(z.regexes.email, message));

/**
 * A phone number: one line, at most 30 characters, written with a phone number's characters. Whether
 * it is one a phone can call is the PhoneNumbers port's to say (the server asks it before storing
 * the number as E.164; the browser when the visitor leaves the field or sends).
 */
export const phoneField = (message: string) =>
  z.string(message).check(z.trim(), z.maxLength(30, message), singleLine(message), z.refine(isPhoneShaped, message));

/** A phone number that may be left empty (""; left out, it is ""). */
export const optionalPhoneField = (message: string) =>
  z._default(
    z.string(message).check(
      z.trim(),
      z.maxLength(30, message),
      singleLine(message),
      z.refine((v) => v === '' || isPhoneShaped(v), message),
    ),
    '',
  );

/** The phone's country code, like +44. */
export const countryCodeField = (message: string) => z.string(message).check(z.trim(), z.regex(/^\+\d{1,4}$/, message));
