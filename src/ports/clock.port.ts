import { type Token, token } from './token';

/** The current time, as milliseconds since the epoch (UTC). */
export interface Clock {
  now(): number;
}

export const CLOCK: Token<Clock> = token<Clock>('Clock');
