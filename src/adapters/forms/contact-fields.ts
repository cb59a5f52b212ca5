import * as z from 'zod/mini';
import { isPhoneNumber } from '../../domain/room-finder/enquiry-steps';
import { singleLine } from './wire-text';

/**
 * The contact fields that the enquiry forms, the room finder and the viewing booking all ask for:
 * one definition, each form with its own messages.
 */

/** A person's name: required, at most 100 characters, one line. */
export const nameField = (message: string, tooLong: string) =>
  z.string(message).check(z.trim(), z.minLength(1, message), z.maxLength(100, tooLong), singleLine(message));

/** An e-mail address: one line, at most 254 characters. */
export const emailField = (message: string) =>
  z.string(message).check(z.trim(), z.maxLength(254, message), singleLine(message), z.regex(z.regexes.email, message));

/** A phone number: one line, at most 30 characters, digits enough to call. */
export const phoneField = (message: string) =>
  z.string(message).check(z.trim(), z.maxLength(30, message), singleLine(message), z.refine(isPhoneNumber, message));
