import { normaliseEmail } from './staff-member';

/**
 * What a staff password must be (ADR 043, after NIST SP 800-63B): long rather than complicated.
 * At least 12 characters, at most 200 (hashing a megabyte is a denial of service), not the
 * member's own address or its name part, not one of the passwords every attacker tries first.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/** The most common passwords of 12 characters or more in public breach lists (lower case). */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456789012',
  '1234567890123',
  '12345678910',
  '123456789abc',
  'qwertyuiop12',
  'qwertyuiopasdfghjkl',
  'qwerty123456',
  '1q2w3e4r5t6y',
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'iloveyou1234',
  'abcdefghijkl',
  'aaaaaaaaaaaa',
  '111111111111',
  '000000000000',
  'letmein12345',
  'welcome12345',
  'administrator',
  'changeme1234',
  'qwerty12345678',
  'football1234',
  'baseball1234',
  'superman1234',
  'princess1234',
  'trustno11234',
  'correcthorsebatterystaple',
  'digsdigsdigs',
]);

/** Null when the password may be used, or the message that says what to change. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters (this has ${length}). A few words in a row are easy to remember.`;
  }
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.trim().toLowerCase();
  const address = normaliseEmail(email);
  const local = address.split('@')[0] ?? '';
  if (lower.includes(address) || lower === local) {
    return 'Do not use your e-mail address as your password.';
  }
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1+$/.test(lower)) {
    return 'This password is one of the first that attackers try. Choose another.';
  }
  return null;
}
