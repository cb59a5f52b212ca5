import type { PasswordStrength } from '../domain/staff/password-policy';
import { type Token, token } from './token';

/** How hard a staff password is to guess (ADR 071): a strength estimator, on the server only. */
export interface PasswordStrengthEstimator {
  /**
   * The password's strength, knowing `hints` (the member's address, the site's name) that an
   * attacker would try first.
   */
  estimate(password: string, hints: readonly string[]): Promise<PasswordStrength>;
  /** Starts loading what an estimate needs, without waiting: a form to choose a password has opened. */
  prepare(): void;
}

export const PASSWORD_STRENGTH: Token<PasswordStrengthEstimator> = token<PasswordStrengthEstimator>('PasswordStrength');
