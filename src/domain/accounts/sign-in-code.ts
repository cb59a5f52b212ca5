/**
 * Signing in without a password (issue 20, ADR 053): the visitor gives an e-mail address and is
 * sent a one-time link and a 6-digit code (for when the link opens on another device). Both are
 * good for 15 minutes, once; a few wrong codes end the challenge.
 */

export const SIGN_IN_LIFETIME_MS = 15 * 60_000;

/** Wrong codes a challenge takes before it is locked: 5 guesses of a million is a 1 in 200,000 chance. */
export const MAX_CODE_ATTEMPTS = 5;

/** Sign-in requests per address (IP) and per e-mail address in a window. */
export const SIGN_IN_REQUEST_LIMITS = { perAddress: 10, perEmail: 5, windowMs: 15 * 60_000 } as const;

export interface SignInChallenge {
  readonly email: string;
  /** Where the visitor goes once signed in: a safe path (safeNextPath). */
  readonly next: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly usedAt: number | null;
  /** Wrong codes tried so far. */
  readonly attempts: number;
}

export type ChallengeState = 'usable' | 'used' | 'expired' | 'locked';

export function newChallenge(email: string, next: string, now: number): SignInChallenge {
  return { email, next, createdAt: now, expiresAt: now + SIGN_IN_LIFETIME_MS, usedAt: null, attempts: 0 };
}

export function challengeState(
  challenge: Pick<SignInChallenge, 'expiresAt' | 'usedAt' | 'attempts'>,
  now: number,
): ChallengeState {
  if (challenge.usedAt !== null) return 'used';
  if (now >= challenge.expiresAt) return 'expired';
  return challenge.attempts >= MAX_CODE_ATTEMPTS ? 'locked' : 'usable';
}

export function isSignInCode(value: string): boolean {
  return /^[0-9]{6}$/.test(value);
}

export const ACCOUNT_HOME = '/account';

/**
 * Where sign-in may return to: a path on this site (one leading slash, no backslash, no control
 * characters, not the login page or the console), otherwise /account. No open redirect.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 500) return ACCOUNT_HOME;
  if (!next.startsWith('/') || next.startsWith('//')) return ACCOUNT_HOME;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(next) || /%2f|%5c/i.test(next)) return ACCOUNT_HOME;
  const path = next.split(/[?#]/, 1)[0] ?? '';
  if (path === '/login' || path.startsWith('/login/') || path === '/admin' || path.startsWith('/admin/'))
    return ACCOUNT_HOME;
  return next;
}

export const signInMessages = {
  sent: 'If that address can be signed in, a link and a code are on their way. They work once, for 15 minutes.',
  wrongCode: 'That code is not right, or it has expired. Check the latest e-mail, or ask for a new code.',
  linkUsed: 'This sign-in link has been used or has expired. Ask for a new one.',
} as const;

export function rateLimitedSignIn(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
