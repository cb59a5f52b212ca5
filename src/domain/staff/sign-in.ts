/**
 * Signing in to the console (ADR 043): an unknown address, a removed member, an invitation not yet
 * followed and a wrong password all read the same, so the answer does not tell whether an address
 * is staff.
 */
export const WRONG_CREDENTIALS_MESSAGE = 'That e-mail address and password do not match. Check them and try again.';

/** Sign-in attempts allowed per window, per address (IP) and per account (e-mail). */
export const SIGN_IN_LIMITS = {
  perAddress: 20,
  perAccount: 5,
  windowMs: 15 * 60_000,
} as const;

export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`;
}
