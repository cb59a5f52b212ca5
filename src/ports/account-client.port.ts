import type { AccountLists } from '../domain/accounts/account-lists';
import type { AccountOverview, AccountSummary } from '../domain/accounts/account-overview';
import { type Token, token } from './token';

/** The browser's side of a visitor account (issue 20, ADR 053), in the account's terms. */

export type RequestOutcome =
  | { readonly kind: 'sent'; readonly message: string }
  | { readonly kind: 'rate-limited'; readonly message: string }
  | { readonly kind: 'invalid'; readonly message: string }
  | { readonly kind: 'unavailable'; readonly message: string };

export type VerifyOutcome =
  | { readonly kind: 'signed-in'; readonly account: AccountSummary; readonly next: string }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'rate-limited'; readonly message: string }
  | { readonly kind: 'unavailable'; readonly message: string };

export type ListsAnswer = { readonly lists: AccountLists; readonly version: number };

export type SaveListsAnswer =
  | { readonly kind: 'saved'; readonly version: number }
  | { readonly kind: 'stale'; readonly current: ListsAnswer }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'unavailable' };

/** Signed out (401): the marker is stale; unavailable: the server could not be reached. */
export type Signedness<T> = T | 'signed-out' | 'unavailable';

export interface AccountClient {
  requestSignIn(email: string, next: string | null): Promise<RequestOutcome>;
  verifyLink(token: string): Promise<VerifyOutcome>;
  verifyCode(email: string, code: string): Promise<VerifyOutcome>;
  overview(): Promise<Signedness<AccountOverview>>;
  updateDetails(details: { name: string; marketingEmails: boolean }): Promise<Signedness<AccountSummary>>;
  readLists(): Promise<Signedness<ListsAnswer>>;
  saveLists(lists: AccountLists, baseVersion: number): Promise<SaveListsAnswer>;
  signOut(): Promise<boolean>;
  signOutEverywhere(): Promise<boolean>;
  deleteAccount(): Promise<boolean>;
}

export const ACCOUNT_CLIENT: Token<AccountClient> = /* @__PURE__ */ token<AccountClient>('AccountClient');
