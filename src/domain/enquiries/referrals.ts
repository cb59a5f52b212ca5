import { londonDate } from '../shared/london-date';
/**
 * Refer-a-friend reaches someone who never asked to hear from us, in the operator's name, so what
 * it may carry and how often it may go are limited (issue 24, ADR 029):
 * - the two names in it are names: letters of any script (with their combining marks), spaces,
 *   hyphens and apostrophes, at most PERSON_NAME_MAX characters; no digits, dots, slashes or `@`,
 *   so a "name" cannot carry a link, an address or a sentence with a figure in it;
 * - one sender address makes at most REFERRALS_PER_SENDER_PER_DAY referrals a (UTC) day, refused
 *   beyond that with a clear message;
 * - one friend address is mailed at most once per FRIEND_MAIL_EVERY_MS, and never again after it
 *   opted out through the link in that e-mail. Such a referral is still taken (the resident gets
 *   their code) but the friend is not mailed, and the resident is told the same either way, so a
 *   sender cannot learn who opted out.
 * Pure: the adapters count in the database with these rules.
 */

export const PERSON_NAME_MAX = 50;

/** Referrals one sender address may make in a UTC calendar day. */
export const REFERRALS_PER_SENDER_PER_DAY = 3;

/** At most one referral e-mail per friend address in this long (a week). */
export const FRIEND_MAIL_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

/** Words of letters and combining marks, joined by spaces, hyphens or apostrophes (' or ’). */
const personName = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

/** Whether `value` (already trimmed) is a person's name as one may be mailed to a third party. */
export function isPersonName(value: string): boolean {
  return [...value].length <= PERSON_NAME_MAX && personName.test(value);
}

export const referralMessages = {
  personName: (whose: string) =>
    `Enter ${whose} name in letters, spaces, hyphens and apostrophes only (up to ${PERSON_NAME_MAX} characters).`,
  tooMany: `You have sent ${REFERRALS_PER_SENDER_PER_DAY} referrals from this email address today, as many as we take in a day. Please send this one tomorrow.`,
} as const;

/** The London calendar day of `now` (epoch ms), like 2027-03-01: the sender's budget is counted per day ("today"). */
export function referralDay(now: number): string {
  return londonDate(now);
}

/** What is known of a friend address: when it was last mailed a referral, and whether it opted out. */
export interface FriendRecord {
  readonly lastMailedAt: number;
  readonly optedOut: boolean;
}

/** Whether a friend address may be mailed a referral at `now`. */
export function mayMailFriend(record: FriendRecord | undefined, now: number, everyMs = FRIEND_MAIL_EVERY_MS): boolean {
  if (!record) return true;
  return !record.optedOut && now - record.lastMailedAt >= everyMs;
}

/** The friend's link to stop referral e-mails (GET shows a confirmation, its form POSTs the opt-out). */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/referrals/unsubscribe?token=${encodeURIComponent(token)}`;
}
