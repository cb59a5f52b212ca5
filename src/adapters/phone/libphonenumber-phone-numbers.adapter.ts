import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { isPhoneShaped, type PhoneCheck, type PhoneNumberInput } from '../../domain/shared/phone-number';
import type { PhoneNumbers } from '../../ports/phone-numbers.port';

const notValid: PhoneCheck = { valid: false };

/**
 * Phone numbers checked with libphonenumber-js and its `min` metadata (ADR 041): the number's
 * length must be one its country uses (`isPossible`), not its digits against every allocated range
 * (`isValid` with the `max` metadata, 65 kB more and out of date whenever a plan changes; it also
 * refuses Ofcom's numbers for drama, which our examples and tests use). A number typed with its own
 * + (or the form's international prefix, 00 from the UK) is read as it is; otherwise it is national
 * to the chosen code, +44 reading as the United Kingdom.
 * Words are refused before the library reads the text (it would find a number inside a sentence),
 * so is an extension (E.164 has none).
 */
export class LibPhoneNumbers implements PhoneNumbers {
  async check(number: PhoneNumberInput): Promise<PhoneCheck> {
    return checkPhoneNumber(number);
  }
}

/** The check itself, synchronous. */
export function checkPhoneNumber({ countryCode, phone }: PhoneNumberInput): PhoneCheck {
  const code = countryCode.trim();
  const text = phone.trim();
  if (!isPhoneShaped(text) || !/^\+\d{1,4}$/.test(code)) return notValid;
  const callingCode = code.slice(1);
  const parsed = parseOrUnknownCode(text, callingCode);
  if (!parsed?.isPossible()) return notValid;
  return { valid: true, e164: parsed.number, countryCode: `+${parsed.countryCallingCode}` };
}

/**
 * The library's parse, or undefined where the chosen code is shaped like one (+2, +999) but no
 * country's: for that the library throws "Unknown calling code" instead of finding no number, which
 * reached visitors as a 500.
 */
function parseOrUnknownCode(text: string, callingCode: string) {
  try {
    return parsePhoneNumberFromString(
      text,
      callingCode === '44' ? { defaultCountry: 'GB' } : { defaultCallingCode: callingCode },
    );
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('Unknown calling code')) return undefined;
    throw error;
  }
}
