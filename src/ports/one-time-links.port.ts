import type { OneTimeLink } from '../domain/staff/one-time-link';
import { type Token, token } from './token';

/**
 * One-time links (ADR 043): set-up, invitations and password resets. The token is 32 random
 * bytes the adapter draws; only its SHA-256 is stored.
 */
export interface OneTimeLinks {
  /**
   * Stores the link and returns its token (base64url). A reset link replaces the member's other
   * unused reset links (ADR 071): they are marked used at its `createdAt`, in the same transaction.
   */
  issue(link: OneTimeLink): Promise<string>;
  /** The link for this token as it stands (used or expired too); null when there is none. */
  read(token: string): Promise<OneTimeLink | null>;
  /**
   * Marks the link used at `at` if it is still usable then, atomically: of two consumes of one
   * link at the same time, one gets the link and the other null. Null too when there is none.
   * Using a link that names a member (an invitation, a reset) spends every other unused link of
   * theirs at `at`, in the same transaction (ADR 071): an older reset link dies with the newer one.
   */
  consume(token: string, at: number): Promise<OneTimeLink | null>;
  /** Marks every unused link of the member used at `at` (a password changed: ADR 071); returns how many. */
  spendAllOf(staffId: string, at: number): Promise<number>;
  /** Deletes links used or expired before `before`; returns how many. */
  purge(before: number): Promise<number>;
}

export const ONE_TIME_LINKS: Token<OneTimeLinks> = token<OneTimeLinks>('OneTimeLinks');
