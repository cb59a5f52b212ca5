import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  needsTouch,
  newSession,
  purgeCutoffs,
  SESSION_LIMITS,
  sessionState,
  TOUCH_EVERY_MS,
} from '../../../src/domain/staff/session-rules';

const start = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
/** Gaps between requests, from a second to five hours. */
const gaps = fc.array(fc.integer({ min: 1_000, max: 5 * 3_600_000 }), { maxLength: 40 });

/**
 * A model run: a member signs in at `t0` and makes requests after each gap; every live request
 * touches the session. The model: the session ends at the first gap of 2 h or more, or 12 h after
 * sign-in, whichever comes first; once ended it never comes back.
 */
describe('console sessions (idle and absolute expiry)', () => {
  it('end at the first idle gap of two hours or twelve hours after sign-in, and never come back', () => {
    fc.assert(
      fc.property(start, gaps, (t0, steps) => {
        let session = newSession(t0);
        let now = t0;
        let ended = false;
        for (const gap of steps) {
          const previous = now;
          now += gap;
          const expected =
            ended || gap >= SESSION_LIMITS.idleMs || now - t0 >= SESSION_LIMITS.absoluteMs ? 'ended' : 'live';
          const state = sessionState(session, now);
          expect(state === 'live' ? 'live' : 'ended').toBe(expected);
          if (state === 'live') {
            expect(previous).toBeGreaterThanOrEqual(session.lastSeenAt);
            session = { ...session, lastSeenAt: now };
          } else ended = true;
        }
      }),
    );
  });

  it('say which limit ended them', () => {
    fc.assert(
      fc.property(start, (t0) => {
        const s = newSession(t0);
        expect(sessionState(s, t0)).toBe('live');
        expect(sessionState(s, t0 + SESSION_LIMITS.idleMs - 1)).toBe('live');
        expect(sessionState(s, t0 + SESSION_LIMITS.idleMs)).toBe('idle');
        const busy = { ...s, lastSeenAt: t0 + SESSION_LIMITS.absoluteMs - 1 };
        expect(sessionState(busy, t0 + SESSION_LIMITS.absoluteMs - 1)).toBe('live');
        expect(sessionState(busy, t0 + SESSION_LIMITS.absoluteMs)).toBe('expired');
      }),
    );
  });

  it('are touched at most once a minute', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 0, max: 10 * TOUCH_EVERY_MS }), (t0, later) => {
        expect(needsTouch(newSession(t0), t0 + later)).toBe(later >= TOUCH_EVERY_MS);
      }),
    );
  });

  it('can be purged exactly when they have ended', () => {
    fc.assert(
      fc.property(
        start,
        fc.integer({ min: 0, max: 24 * 3_600_000 }),
        fc.integer({ min: 0, max: 13 * 3_600_000 }),
        (t0, seen, later) => {
          const s = { ...newSession(t0), lastSeenAt: t0 + Math.min(seen, SESSION_LIMITS.absoluteMs) };
          const now = s.lastSeenAt + later;
          const cut = purgeCutoffs(now);
          const purgeable = s.expiresAt <= cut.expiredBefore || s.lastSeenAt <= cut.lastSeenBefore;
          expect(purgeable).toBe(sessionState(s, now) !== 'live');
        },
      ),
    );
  });
});
