import { type Token, token } from './token';

/** The calendar feed's secrets: random and unguessable, stored only as a hash. */
export interface FeedTokens {
  /** A fresh token (shown once) and the hash to store. */
  issue(): { readonly token: string; readonly hash: string };
  /** The hash a presented token is looked up by. */
  hash(token: string): string;
}

export const FEED_TOKENS: Token<FeedTokens> = token<FeedTokens>('FeedTokens');
