/**
 * Phone numbers in the domain's words: what a visitor typed (a country code from the form's list
 * and the number, which may carry its own +code), and what checking it found. The check itself
 * needs the world's numbering plans, so it is a port (src/ports/phone-numbers.port.ts) with the
 * library in an adapter; the domain keeps only the cheap checks every form can make at once.
 */

/** A phone number as a form sends it. */
export interface PhoneNumberInput {
  /** The code chosen beside the number, like +44 (the forms start with +44, the United Kingdom). */
  readonly countryCode: string;
  /** The number as typed: national (07700 900123) or international (+44 7700 900123, 0044 …). */
  readonly phone: string;
}

/** What checking a number found: a number we can call, written as E.164, or not a number. */
export type PhoneCheck =
  | {
      readonly valid: true;
      /** The number in E.164: +, country calling code and national number, digits only (+447700900123). */
      readonly e164: string;
      /** Its country calling code, like +44 (a number typed with its own + may differ from the form's choice). */
      readonly countryCode: string;
    }
  | { readonly valid: false };

/** The message beside a phone number that is not one (every form says the same). */
export const phoneNumberMessage = 'Enter a phone number we can call, like 07700 900123 or +1 201 555 0123.';

/**
 * The characters a phone number is written with (digits, spaces, + ( ) . - and /), at least one
 * digit, at most 30 characters: what a form can refuse before the number is checked properly.
 */
export function isPhoneShaped(text: string): boolean {
  return text.length <= 30 && /^[0-9 +().\-/]+$/.test(text) && /\d/.test(text);
}

/**
 * A stored number as people read it: an E.164 number with a space after its country code
 * (+44 7700900123); one stored before numbers were normalised (07700 900123) after its country code.
 */
export function phoneForDisplay(countryCode: string, phone: string): string {
  const number = phone.trim();
  const code = countryCode.trim() || '+44';
  if (number === '') return '';
  if (!number.startsWith('+')) return `${code} ${number}`;
  return number.startsWith(code) && /^\+\d+$/.test(number) ? `${code} ${number.slice(code.length)}` : number;
}
