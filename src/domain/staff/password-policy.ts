import { normaliseEmail } from './staff-member';

/**
 * What a staff password must be (ADR 043, ADR 071; after NIST SP 800-63B): long rather than
 * complicated, and hard to guess. At least 12 characters, at most 200 (hashing a megabyte is a
 * denial of service), not the member's own address or its name part, and judged hard enough to
 * guess by a strength estimator (zxcvbn, behind the PasswordStrengthEstimator port) that knows the
 * passwords in breach lists, keyboard rows, repeats, dates, words and names, and the member's
 * own address.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The estimator's least score a password needs: 3 of 0-4, "safely unguessable" (about 10^8 guesses
 * or more), which a slow hash (scrypt) makes out of reach offline and the sign-in limits online.
 */
export const PASSWORD_MIN_SCORE = 3;

/** What a strength estimator says of a password: a score 0-4, and why and how to do better. */
export interface PasswordStrength {
  readonly score: 0 | 1 | 2 | 3 | 4;
  /** Why it is weak, in a sentence ("This is a frequently used password."); null when there is nothing to say. */
  readonly warning: string | null;
  /** How to make it stronger, each a sentence. */
  readonly suggestions: readonly string[];
}

/** The site's own words an attacker tries first, with the member's address. */
const SITE_WORDS = ['digs', 'console', 'admin', 'staff'] as const;

/** What the estimator should treat as known to an attacker: the address, its name part and its pieces, the site's words. */
export function passwordHints(email: string): string[] {
  const address = normaliseEmail(email);
  const local = address.split('@')[0] ?? '';
  const pieces = address.split(/[@.+_-]+/).filter((piece) => piece.length >= 3);
  return [...new Set([address, local, ...pieces, ...SITE_WORDS].filter((hint) => hint.length > 0))];
}

/**
 * The rules that need no estimator (length, the member's own address): null when they pass, or
 * the message that says what to change. Checked first, so the estimator never sees a password too
 * long to be taken.
 */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters (this has ${length}). A few words in a row are easy to remember.`;
  }
  if (length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  const lower = password.trim().toLowerCase();
  const address = normaliseEmail(email);
  const local = address.split('@')[0] ?? '';
  if (address.length > 0 && (lower.includes(address) || lower === local)) {
    return 'Do not use your e-mail address as your password.';
  }
  return null;
}

const STRONGER =
  'Add another word or two: four or five unrelated words in a row are hard to guess and easy to remember.';

/**
 * Null when the estimator's score is enough, or the message that says why the password is too easy
 * to guess (the estimator's warning) and how to make it stronger (its suggestions, and ours).
 */
export function weakPasswordProblem(strength: PasswordStrength): string | null {
  if (strength.score >= PASSWORD_MIN_SCORE) return null;
  const why = strength.warning?.trim() || 'It follows a pattern that password-guessing tools try early.';
  const how = [...strength.suggestions.map((s) => s.trim()).filter((s) => s.length > 0), STRONGER].join(' ');
  return `This password is too easy to guess. ${why} ${how}`;
}
