import { newChallenge, SIGN_IN_LIFETIME_MS, safeNextPath } from '../../domain/accounts/sign-in-code';
import { signInMail, VISITOR_SESSION_LIMITS, type VisitorAccount } from '../../domain/accounts/visitor-account';
import { mailBrand } from '../../domain/mail/mail';
import { isEmailAddress } from '../../domain/shared/email-address';
import { needsTouch, newSession, purgeCutoffs, sessionState } from '../../domain/staff/session-rules';
import type { AccountOptions, AccountPorts } from './account-ports';

/** A new visitor session: the account, the cookie's id, when it ends at the latest, and where to go. */
export interface VisitorSignedIn {
  readonly ok: true;
  readonly account: VisitorAccount;
  readonly sessionId: string;
  readonly expiresAt: number;
  readonly next: string;
}

export type VerifyAnswer = VisitorSignedIn | { readonly ok: false; readonly reason: 'link_used' | 'wrong_code' };

/** The e-mailed link's address: the login page, which sends the token on (a mail scanner's GET spends nothing). */
export function signInLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/login?token=${encodeURIComponent(token)}`;
}

/**
 * Asking to sign in: a challenge (link and code) for the address, e-mailed. Every address gets
 * one, with or without an account (the account is made when the address is proven), so the
 * answer, the work and the time are the same whoever asks: nothing tells whether an account exists.
 */
export class RequestSignIn {
  constructor(
    private readonly ports: AccountPorts,
    private readonly options: AccountOptions,
  ) {}

  async run(email: string, next: string | null): Promise<void> {
    const address = email.trim();
    if (!isEmailAddress(address)) throw new RangeError('not one e-mail address');
    const now = this.ports.clock.now();
    const issued = await this.ports.challenges.issue(newChallenge(address, safeNextPath(next), now));
    const settings = await this.ports.catalogue.getSiteSettings();
    await this.ports.mailQueue.enqueue([
      signInMail({
        to: address,
        url: signInLinkUrl(this.options.publicUrl, issued.token),
        code: issued.code,
        brand: mailBrand(settings, this.options.publicUrl),
      }),
    ]);
    this.options.mailQueued?.();
  }
}

/** Proving the address with the e-mailed link or code: the account (made the first time) and a session. */
export class VerifySignIn {
  constructor(
    private readonly ports: AccountPorts,
    private readonly options: AccountOptions,
  ) {}

  async withLink(token: string, userAgent: string): Promise<VerifyAnswer> {
    if (token.length === 0 || token.length > 200) return { ok: false, reason: 'link_used' };
    const challenge = await this.ports.challenges.consumeLink(token, this.ports.clock.now());
    if (!challenge) return { ok: false, reason: 'link_used' };
    return this.start(challenge.email, challenge.next, userAgent);
  }

  async withCode(email: string, code: string, userAgent: string): Promise<VerifyAnswer> {
    const outcome = await this.ports.challenges.consumeCode(email, code, this.ports.clock.now());
    if (!outcome.ok) return { ok: false, reason: 'wrong_code' };
    return this.start(outcome.challenge.email, outcome.challenge.next, userAgent);
  }

  private async start(email: string, next: string, userAgent: string): Promise<VisitorSignedIn> {
    const now = this.ports.clock.now();
    const account = await this.ports.accounts.findOrCreate(email, now);
    const times = newSession(now, this.options.sessionLimits ?? VISITOR_SESSION_LIMITS);
    const sessionId = await this.ports.sessions.create(account.id, times, userAgent);
    return { ok: true, account, sessionId, expiresAt: times.expiresAt, next: safeNextPath(next) };
  }
}

/**
 * Whose session a cookie holds (every account request asks): null for none, or one that ended
 * (idle or absolute; it is deleted). A live session's last visit is written at most once a minute.
 */
export class AuthenticateVisitor {
  constructor(
    private readonly ports: AccountPorts,
    private readonly options: AccountOptions,
  ) {}

  async run(sessionId: string): Promise<VisitorAccount | null> {
    if (sessionId.length === 0 || sessionId.length > 200) return null;
    const session = await this.ports.sessions.find(sessionId);
    if (!session) return null;
    const now = this.ports.clock.now();
    if (sessionState(session.times, now, this.options.sessionLimits ?? VISITOR_SESSION_LIMITS) !== 'live') {
      await this.ports.sessions.revoke(sessionId);
      return null;
    }
    if (needsTouch(session.times, now)) await this.ports.sessions.touch(sessionId, now);
    return session.account;
  }
}

/** Signing out here, or everywhere (every device's session of the account). */
export class SignOutVisitor {
  constructor(private readonly ports: AccountPorts) {}

  async here(sessionId: string): Promise<void> {
    await this.ports.sessions.revoke(sessionId);
  }

  async everywhere(account: VisitorAccount): Promise<number> {
    return this.ports.sessions.revokeAllOf(account.id);
  }
}

/** The housekeeping job: ended sessions, and challenges used or expired more than their lifetime ago. */
export class PurgeVisitorSessions {
  constructor(
    private readonly ports: AccountPorts,
    private readonly options: AccountOptions,
  ) {}

  async run(): Promise<{ sessions: number; challenges: number }> {
    const now = this.ports.clock.now();
    const limits = this.options.sessionLimits ?? VISITOR_SESSION_LIMITS;
    const sessions = await this.ports.sessions.purge(purgeCutoffs(now, limits));
    const challenges = await this.ports.challenges.purge(now - SIGN_IN_LIFETIME_MS);
    return { sessions, challenges };
  }
}
