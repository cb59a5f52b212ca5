import { type Token, token } from './token';

/** Cancels what was scheduled; calling it again does nothing. */
export type Cancel = () => void;

/** Deferred and repeated work, so rules that wait (banner delays, flushes) can be tested with manual time. */
export interface Scheduler {
  /** Runs `task` once after `ms` milliseconds. */
  after(ms: number, task: () => void): Cancel;
  /** Runs `task` every `ms` milliseconds until cancelled. */
  every(ms: number, task: () => void): Cancel;
}

export const SCHEDULER: Token<Scheduler> = token<Scheduler>('Scheduler');
