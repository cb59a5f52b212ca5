import type { Clock } from '../../ports/clock.port';
import type { EnquiryRepository, OptOutStatus } from '../../ports/enquiry-repository.port';

/** A token as the referral e-mails carry it (24 random bytes, base64url); anything else is not ours. */
const isTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);

/** A friend's "no more referral e-mails" (ADR 029), by the token in the e-mail's link. */
export class ReferralOptOut {
  constructor(
    private readonly enquiries: Pick<EnquiryRepository, 'optOutStatus' | 'optOut'>,
    private readonly clock: Clock,
  ) {}

  /** Whether the address behind the token opted out already; null for a token we never gave. */
  status(token: unknown): Promise<OptOutStatus | null> {
    return isTokenShape(token) ? this.enquiries.optOutStatus(token) : Promise.resolve(null);
  }

  /** Records the opt-out (again: the same); false for a token we never gave. */
  optOut(token: unknown): Promise<boolean> {
    return isTokenShape(token) ? this.enquiries.optOut(token, this.clock.now()) : Promise.resolve(false);
  }
}
