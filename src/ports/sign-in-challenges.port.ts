import type { SignInChallenge } from '../domain/accounts/sign-in-code';
import { type Token, token } from './token';

/** What an issued challenge is answered with: the link's token (base64url) and the 6-digit code. */
export interface IssuedChallenge {
  readonly token: string;
  readonly code: string;
}

export type CodeOutcome =
  | { readonly ok: true; readonly challenge: SignInChallenge }
  /** A wrong code (counted), or no usable challenge for the address: the same to the visitor. */
  | { readonly ok: false };

/**
 * Passwordless sign-in challenges (issue 20, ADR 053). The adapter draws the link's token (32
 * random bytes) and the code (6 digits, uniformly); it stores only the token's SHA-256 and the
 * code's keyed hash, and compares a presented code in constant time.
 */
export interface SignInChallenges {
  /** Stores a challenge for its address, replacing any earlier one not yet used. */
  issue(challenge: SignInChallenge): Promise<IssuedChallenge>;
  /** Marks the link's challenge used at `at` if it is usable then, atomically (of two at once, one wins). */
  consumeLink(token: string, at: number): Promise<SignInChallenge | null>;
  /**
   * The address's latest challenge, used at `at` when `code` is its code and it is usable; a wrong
   * code counts one attempt (MAX_CODE_ATTEMPTS lock it). Atomic like consumeLink.
   */
  consumeCode(email: string, code: string, at: number): Promise<CodeOutcome>;
  /** Deletes challenges used or expired before `before`; returns how many. */
  purge(before: number): Promise<number>;
}

export const SIGN_IN_CHALLENGES: Token<SignInChallenges> = token<SignInChallenges>('SignInChallenges');
