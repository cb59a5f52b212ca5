import { isEnquiryReference } from './enquiry';

/**
 * What a form page's address says about its form. After a send (with JavaScript, or the server's
 * 303 without it) the page's query is `?sent=<reference>[&code=<referral code>]` and the page shows
 * the thank-you; an offer card's "Claim this offer" leads to `/offers?offer=<code>`.
 */

export interface SentEnquiry {
  readonly reference: string;
  /** The refer-a-friend form's code, to pass on. */
  readonly referralCode?: string;
}

const referralCodePattern = /^[A-Z0-9-]{3,40}$/;
const offerCodePattern = /^[A-Z0-9-]{3,40}$/;

/** The query of an address's search part, without any `#fragment` an in-memory location leaves on it. */
const queryOf = (search: string) => new URLSearchParams(search.split('#')[0]);

export function sentFromSearch(search: string): SentEnquiry | null {
  const query = queryOf(search);
  const reference = query.get('sent') ?? '';
  if (!isEnquiryReference(reference)) return null;
  const code = query.get('code') ?? '';
  return referralCodePattern.test(code) ? { reference, referralCode: code } : { reference };
}

/** The query that shows this thank-you: the present one without an earlier thank-you, plus this one. */
export function sentSearch(search: string, sent: SentEnquiry): string {
  const query = queryOf(search);
  query.delete('sent');
  query.delete('code');
  query.set('sent', sent.reference);
  if (sent.referralCode) query.set('code', sent.referralCode);
  return `?${query.toString()}`;
}

/** The query without the thank-you (to send another). */
export function withoutSent(search: string): string {
  const query = queryOf(search);
  query.delete('sent');
  query.delete('code');
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

/** The offer being claimed (`?offer=early27` → EARLY27), or null. */
export function offerCodeFromSearch(search: string): string | null {
  const code = (queryOf(search).get('offer') ?? '').trim().toUpperCase();
  return offerCodePattern.test(code) ? code : null;
}
