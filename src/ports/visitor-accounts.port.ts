import type { AccountLists } from '../domain/accounts/account-lists';
import type { AccountDetails, VisitorAccount } from '../domain/accounts/visitor-account';
import type { SessionTimes } from '../domain/staff/session-rules';
import { type Token, token } from './token';

/** An account's shortlists and the version a save must name (a stale save is refused). */
export interface StoredLists {
  readonly lists: AccountLists;
  readonly version: number;
}

export type SaveListsOutcome =
  | { readonly ok: true; readonly version: number }
  | { readonly ok: false; readonly reason: 'stale'; readonly current: StoredLists }
  | { readonly ok: false; readonly reason: 'not_found' };

/** A signed-in device, as held: its times and the browser it said it was. */
export interface HeldSession extends SessionTimes {
  readonly userAgent: string;
}

/** A sign-in link (and its code) sent to the address, used or not: the times only (the secrets are hashes). */
export interface HeldSignInLink {
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly usedAt: number | null;
}

/** What is held about an address's account; `account` and `lists` are null when it has none. */
export interface HeldAccountData {
  readonly account: VisitorAccount | null;
  readonly lists: StoredLists | null;
  /** Oldest first. */
  readonly sessions: readonly HeldSession[];
  /** Oldest first. */
  readonly signInLinks: readonly HeldSignInLink[];
}

/** What erasing an address removed from the accounts' side. */
export interface AccountsErased {
  readonly accounts: number;
  readonly sessions: number;
  readonly signInLinks: number;
}

/**
 * Visitors' accounts (issue 20, ADR 053): one per proven e-mail address (matched without regard to
 * case), with the visitor's details and their shortlists.
 */
export interface VisitorAccounts {
  /** The account of this address, made now when there is none (two at once make one). */
  findOrCreate(email: string, at: number): Promise<VisitorAccount>;
  findById(id: string): Promise<VisitorAccount | null>;
  /** Null when there is no such account. */
  updateDetails(id: string, details: AccountDetails): Promise<VisitorAccount | null>;
  /** Empty lists at version 0 for an account that never saved any; null when there is no such account. */
  readLists(id: string): Promise<StoredLists | null>;
  /** Saves the lists if `baseVersion` is the stored version (atomically); the new version is one more. */
  saveLists(id: string, lists: AccountLists, baseVersion: number): Promise<SaveListsOutcome>;
  /** Deletes the account and, with it, its sessions; false when there was none. */
  delete(id: string): Promise<boolean>;
  /** The account of an address (any case), its sessions and the sign-in links sent to it (ADR 076). */
  exportFor(email: string): Promise<HeldAccountData>;
  /** Deletes what `exportFor` finds, at once (one transaction): a session of it no longer signs anyone in. */
  eraseFor(email: string): Promise<AccountsErased>;
}

export const VISITOR_ACCOUNTS: Token<VisitorAccounts> = token<VisitorAccounts>('VisitorAccounts');
