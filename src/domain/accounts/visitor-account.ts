import type { MailBrand, OutgoingMail } from '../mail/mail';
import type { SessionLimits } from '../staff/session-rules';

/**
 * A visitor's account (issue 20, ADR 053): known by a proven e-mail address, nothing else
 * required. Created the first time the address signs in.
 */
export interface VisitorAccount {
  readonly id: string;
  readonly email: string;
  /** What the visitor calls themselves; '' until they say. */
  readonly name: string;
  /** Whether they want news and offers by e-mail (off until they say yes: PECR). */
  readonly marketingEmails: boolean;
  readonly createdAt: number;
}

export type AccountDetails = Pick<VisitorAccount, 'name' | 'marketingEmails'>;

const dayMs = 86_400_000;

/**
 * A visitor signs in on their own phone or laptop, not a shared office computer: two weeks without
 * a visit or a month after sign-in ends a session (a stolen cookie is not good for ever).
 */
export const VISITOR_SESSION_LIMITS: SessionLimits = { idleMs: 14 * dayMs, absoluteMs: 30 * dayMs };

export interface SignInMailContext {
  readonly to: string;
  readonly url: string;
  readonly code: string;
  readonly brand: MailBrand;
}

const lasts = 'The link and the code work once, for 15 minutes.';
const notYou = 'If you did not ask to sign in, ignore this e-mail: nobody can sign in without it.';

/** The sign-in e-mail: the link for this device, the code for another one. */
export function signInMail(context: SignInMailContext): OutgoingMail {
  const { brand, url, code } = context;
  return {
    to: context.to,
    subject: `Your ${brand.name} sign-in code: ${code}`,
    text: [
      `Sign in to ${brand.name} with this link:`,
      url,
      '',
      `Or type this code where you asked to sign in: ${code}`,
      '',
      lasts,
      notYou,
    ].join('\n'),
    content: {
      preheader: `Your sign-in code is ${code}.`,
      heading: `Sign in to ${brand.name}`,
      blocks: [
        { kind: 'action', link: { label: 'Sign in', href: url } },
        { kind: 'paragraph', text: 'On another phone or computer? Type this code where you asked to sign in:' },
        { kind: 'facts', facts: [{ label: 'Your code', value: code }] },
        { kind: 'note', text: lasts },
        { kind: 'note', text: notYou },
      ],
      brand,
    },
  };
}

/** A name its holder gave with the account's address (a booking, an enquiry, a reservation) and when. */
export interface GivenName {
  readonly name: string | null;
  /** ISO 8601, UTC. */
  readonly at: string;
}

/**
 * The name an account's details offer: its own once it has one, or else the one its holder gave
 * most recently with the address, so a visitor who already told us is not asked to type it again
 * (it is only offered: it is kept once they save). Empty when none was given.
 */
export function suggestedName(own: string, given: readonly GivenName[]): string {
  if (own.trim() !== '') return own;
  const latest = given
    .filter((g) => (g.name ?? '').trim() !== '')
    .reduce<GivenName | null>((best, g) => (best === null || g.at > best.at ? g : best), null);
  return latest?.name?.trim() ?? '';
}
