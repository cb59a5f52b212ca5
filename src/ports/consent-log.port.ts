import type { ConsentDay } from '../domain/analytics-ingestion/analytics-report';
import { type Token, token } from './token';

/** One consent decision as the server logged it. */
export interface ConsentLogEntry {
  /** The browser's random id for its decisions (a UUID): it links them, and names nobody. */
  readonly consentId: string;
  /** The version of the question answered. */
  readonly version: number;
  readonly analytics: boolean;
  readonly replay: boolean;
  /** When the server received it (ms since the epoch, the server's clock). */
  readonly recordedAt: number;
}

/**
 * The server's consent log (PECR, UK GDPR article 7(1): the operator can show what was agreed to
 * and when). Entries are only ever added: a changed mind is a new entry.
 */
export interface ConsentLog {
  record(entry: ConsentLogEntry): Promise<void>;
  /** A browser's decisions, oldest first. */
  history(consentId: string): Promise<ConsentLogEntry[]>;
  /**
   * Decisions recorded in [fromMs, toMs), counted per London calendar day (by when they were
   * recorded) and by kind (consentDecisionKind); only days with decisions, oldest first.
   */
  decisionsPerDay(fromMs: number, toMs: number): Promise<ConsentDay[]>;
}

export const CONSENT_LOG: Token<ConsentLog> = token<ConsentLog>('ConsentLog');
