import type { PhoneCheck, PhoneNumberInput } from '../domain/shared/phone-number';
import { type Token, token } from './token';

/**
 * Checking phone numbers against the world's numbering plans. The server checks every number a
 * form sends and stores it as E.164; the browser asks the same adapter, loaded lazily (its
 * metadata is not in any page's first load), when a visitor leaves the field or sends the form.
 * Asynchronous for that reason: the adapter's code may still be on its way.
 */
export interface PhoneNumbers {
  /** The number checked: E.164 when it is one a phone can call in its country; otherwise not valid. */
  check(number: PhoneNumberInput): Promise<PhoneCheck>;
}

export const PHONE_NUMBERS: Token<PhoneNumbers> = token<PhoneNumbers>('PhoneNumbers');
