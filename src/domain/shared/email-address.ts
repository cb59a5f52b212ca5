import { regexes } from 'zod/mini';

/**
 * One plain e-mail address (no display name, no list, no spaces), at most 254 characters: zod's
 * e-mail check, the same one the server's form schemas apply (`emailField`), so an address the
 * forms take is one the room finder, the inbox settings and the personal-data search take too.
 */
export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && regexes.email.test(value);
}
