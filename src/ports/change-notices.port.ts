import { type Token, token } from './token';

/** What a notice says changed; each server's read caches of it forget what they kept. */
export type ChangeTopic = 'catalogue';

/**
 * Notices that reach every server (issue 21): a write made through one server tells all of them,
 * itself included, so each can forget what its read caches kept. Within one process they are
 * immediate; across servers they travel through the shared database (ADR 056).
 */
export interface ChangeNotices {
  /** Tells every server that `topic` changed. Resolves once the notice is on its way. */
  publish(topic: ChangeTopic): Promise<void>;
  /**
   * Calls `listener` for every notice any server publishes from now on, and once for every topic
   * after a lost connection is back (what was published meanwhile may be lost). Returns a function
   * that stops the calls.
   */
  subscribe(listener: (topic: ChangeTopic) => void): () => void;
  close(): Promise<void>;
}

export const CHANGE_NOTICES: Token<ChangeNotices> = token<ChangeNotices>('ChangeNotices');

export const CHANGE_TOPICS: readonly ChangeTopic[] = ['catalogue'];
