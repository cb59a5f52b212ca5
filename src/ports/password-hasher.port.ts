import { type Token, token } from './token';

/** Password hashing for staff (ADR 043): a memory-hard function, a random salt per password. */
export interface PasswordHasher {
  /** A self-describing hash (its parameters and salt inside), safe to store. */
  hash(password: string): Promise<string>;
  /**
   * Whether `password` matches `stored`, compared in constant time. With `stored` null (no such
   * member, or no password yet) it hashes against a dummy and answers false, taking as long as a
   * real check, so the time taken does not tell whether an address is staff.
   */
  verify(password: string, stored: string | null): Promise<boolean>;
}

export const PASSWORD_HASHER: Token<PasswordHasher> = token<PasswordHasher>('PasswordHasher');
