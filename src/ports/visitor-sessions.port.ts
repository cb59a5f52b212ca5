import type { VisitorAccount } from '../domain/accounts/visitor-account';
import type { SessionTimes } from '../domain/staff/session-rules';
import { type Token, token } from './token';

export interface VisitorSession {
  readonly account: VisitorAccount;
  readonly times: SessionTimes;
}

/**
 * Visitors' sessions (issue 20, ADR 053), kept like the console's (ADR 043) but apart from them: a
 * random id only the visitor's cookie holds; the store keeps its SHA-256.
 */
export interface VisitorSessions {
  /** Starts a session and returns its id: 32 random bytes the adapter draws (base64url). */
  create(accountId: string, times: SessionTimes, userAgent: string): Promise<string>;
  /** The session with this id and its account; null when there is none (whether or not it has ended). */
  find(id: string): Promise<VisitorSession | null>;
  touch(id: string, at: number): Promise<void>;
  revoke(id: string): Promise<void>;
  /** Ends every session of an account; returns how many. */
  revokeAllOf(accountId: string): Promise<number>;
  /** Deletes sessions that ended: absolute end before `expiredBefore`, or last seen before `lastSeenBefore`. */
  purge(cutoffs: { readonly expiredBefore: number; readonly lastSeenBefore: number }): Promise<number>;
}

export const VISITOR_SESSIONS: Token<VisitorSessions> = token<VisitorSessions>('VisitorSessions');
