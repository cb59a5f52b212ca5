import type { SessionTimes } from '../domain/staff/session-rules';
import type { StaffMember } from '../domain/staff/staff-member';
import { type Token, token } from './token';

export interface StaffSession {
  readonly member: StaffMember;
  readonly times: SessionTimes;
}

/**
 * Console sessions (ADR 043). A session is known by a random id that only the member's cookie
 * holds: the database keeps its SHA-256, so a copy of the table signs nobody in.
 */
export interface StaffSessions {
  /**
   * Starts a session and returns its id: 32 random bytes the adapter draws (base64url), or `id`
   * when given (tests).
   */
  create(staffId: string, times: SessionTimes, userAgent: string, id?: string): Promise<string>;
  /** The session with this id and its member; null when there is none (whether or not it has expired). */
  find(id: string): Promise<StaffSession | null>;
  /** Records a request at `at` (the idle limit counts from it). */
  touch(id: string, at: number): Promise<void>;
  revoke(id: string): Promise<void>;
  /** Ends every session of a member; returns how many. */
  revokeAllOf(staffId: string): Promise<number>;
  /** Deletes sessions that ended: absolute end before `expiredBefore`, or last seen before `lastSeenBefore`. */
  purge(cutoffs: { readonly expiredBefore: number; readonly lastSeenBefore: number }): Promise<number>;
}

export const STAFF_SESSIONS: Token<StaffSessions> = token<StaffSessions>('StaffSessions');
