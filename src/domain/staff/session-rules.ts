/**
 * How long a console session lasts (ADR 043). A session ends after `idleMs` without a request
 * (a console left open on a shared office computer) and in any case `absoluteMs` after sign-in
 * (a stolen cookie is not good for ever): two hours idle covers a long phone call or a meeting,
 * twelve hours covers a working day, so a member signs in about once a day.
 */
export interface SessionLimits {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

const hourMs = 3_600_000;

export const SESSION_LIMITS: SessionLimits = { idleMs: 2 * hourMs, absoluteMs: 12 * hourMs };

/** A session's times, in milliseconds since the epoch. */
export interface SessionTimes {
  readonly createdAt: number;
  readonly lastSeenAt: number;
  /** The absolute end: createdAt + absoluteMs. */
  readonly expiresAt: number;
}

export type SessionState = 'live' | 'idle' | 'expired';

/** The times of a session started at `now`. */
export function newSession(now: number, limits: SessionLimits = SESSION_LIMITS): SessionTimes {
  return { createdAt: now, lastSeenAt: now, expiresAt: now + limits.absoluteMs };
}

/** Whether a session still signs its member in at `now`: 'idle' and 'expired' have ended. */
export function sessionState(session: SessionTimes, now: number, limits: SessionLimits = SESSION_LIMITS): SessionState {
  if (now >= session.expiresAt) return 'expired';
  if (now >= session.lastSeenAt + limits.idleMs) return 'idle';
  return 'live';
}

/**
 * How often a live session's last-seen time is written: at most once a minute, so a page that
 * makes twenty requests does not make twenty writes; the idle limit is two hours, so a minute is
 * nothing.
 */
export const TOUCH_EVERY_MS = 60_000;

export function needsTouch(session: SessionTimes, now: number): boolean {
  return now - session.lastSeenAt >= TOUCH_EVERY_MS;
}

/** Sessions that ended (idle or absolute) before `now` can be deleted: the purge's cut-offs. */
export function purgeCutoffs(now: number, limits: SessionLimits = SESSION_LIMITS) {
  return { expiredBefore: now, lastSeenBefore: now - limits.idleMs };
}
