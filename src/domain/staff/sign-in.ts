/**
 * Signing in to the console (ADR 043): an unknown address, a removed member, an invitation not yet
 * followed and a wrong password all read the same, so the answer does not tell whether an address
 * is staff.
 */
export const WRONG_CREDENTIALS_MESSAGE = 'That e-mail address and password do not match. Check them and try again.';

/**
 * How sign-in is limited (ADR 071): a guesser is slowed, but no stranger can lock a member out.
 * - `perAddress`: attempts from one address (IP) per window, whatever the account;
 * - `perAccountAddress`: refused attempts on one account from one address per window: past it, that
 *   address gets 429 for that account only, so the member's own address still signs in;
 * - refused attempts on one account from all addresses never refuse anyone; past
 *   `ACCOUNT_SLOWDOWN.freeRefusals` in a window, every attempt on the account waits first
 *   (`accountDelayMs`), the right password too, so a spread-out guesser is slowed.
 */
export interface SignInLimits {
  readonly perAddress: number;
  readonly perAccountAddress: number;
  readonly windowMs: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  perAddress: 20,
  perAccountAddress: 5,
  windowMs: 15 * 60_000,
};

/** The wait before an attempt on an account that many addresses have got wrong lately. */
export interface AccountSlowdown {
  /** Refused attempts on the account in the window before any wait. */
  readonly freeRefusals: number;
  /** The first wait; each further refusal doubles it. */
  readonly firstDelayMs: number;
  /** The longest wait: the member with the right password waits at most this. */
  readonly maxDelayMs: number;
}

export const ACCOUNT_SLOWDOWN: AccountSlowdown = { freeRefusals: 10, firstDelayMs: 500, maxDelayMs: 8_000 };

/**
 * How long an attempt on an account waits before its password is checked, given the refused
 * attempts on it in the window from every address: none up to `freeRefusals`, then doubling from
 * `firstDelayMs` up to `maxDelayMs`. It never refuses: the member's right password gets in.
 */
export function accountDelayMs(refusedOnAccount: number, slowdown: AccountSlowdown = ACCOUNT_SLOWDOWN): number {
  const over = Math.floor(refusedOnAccount) - slowdown.freeRefusals;
  if (!(over > 0)) return 0;
  return Math.min(slowdown.maxDelayMs, slowdown.firstDelayMs * 2 ** Math.min(over - 1, 30));
}

/**
 * "Forgot your password" (ADR 071): at most `perAccount` reset e-mails to one member per window,
 * from whatever addresses asked; past it the same 202, and nothing is sent (no mail bombing). A
 * reset request never counts against signing in, so asking for resets locks nobody out; each new
 * link replaces the last, so only the newest works.
 */
export const RESET_LIMITS = { perAccount: 3, windowMs: 60 * 60_000 } as const;

export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`;
}
