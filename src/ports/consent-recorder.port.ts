import type { ConsentChoice } from '../domain/consent/consent';
import { type Token, token } from './token';

/**
 * The server's consent log: each decision, with its anonymous id, categories, version and time, so
 * the operator can show what a visitor agreed to. Rejects when the log could not be reached.
 */
export interface ConsentRecorder {
  record(choice: ConsentChoice): Promise<void>;
}

export const CONSENT_RECORDER: Token<ConsentRecorder> = token<ConsentRecorder>('ConsentRecorder');
