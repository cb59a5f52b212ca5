/**
 * The minimum time to fill a form: the server signs when it showed a form (the form token) and
 * refuses one sent back sooner than a person could type it, which stops the simplest bots without
 * asking people to solve a puzzle. A token also has a lifetime, so an old page is sent once more
 * with a fresh one rather than accepted for ever. Pure: both times come in.
 */

/** Less than this between showing a form and receiving it is not a person typing (the default). */
export const MIN_FILL_MS = 3_000;

/** A form token older than this is refused as expired (the visitor sends the form again). */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type FillVerdict = 'ok' | 'too_fast' | 'expired';

/**
 * Whether a form shown at `issuedAt` (epoch ms, null when the token was missing or not ours) may be
 * accepted at `now`. A time in the future cannot come from this server's clock honestly: expired.
 * `minFillMs` is MIN_FILL_MS unless a server is told otherwise (ENQUIRY_MIN_FILL_MS, for test servers).
 */
export function fillTimeVerdict(issuedAt: number | null, now: number, minFillMs: number = MIN_FILL_MS): FillVerdict {
  if (issuedAt === null || !Number.isFinite(issuedAt)) return 'expired';
  const age = now - issuedAt;
  if (age < 0 || age > FORM_TOKEN_MAX_AGE_MS) return 'expired';
  return age < minFillMs ? 'too_fast' : 'ok';
}
