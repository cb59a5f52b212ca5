import { type Token, token } from './token';

/**
 * Form tokens: the server's signature of when it showed a form, handed to the page and sent back
 * with the form, so the server can tell how long the visitor took (src/domain/enquiries/fill-time.ts)
 * without keeping anything per visitor.
 */
export interface FormTokens {
  /** A token saying "shown at `nowMs`", that only this server (or one sharing its key) can make. */
  issue(nowMs: number): string;
  /** When the token says its form was shown, or null when it is not a token this server made. */
  issuedAt(token: string): number | null;
}

export const FORM_TOKENS: Token<FormTokens> = token<FormTokens>('FormTokens');
