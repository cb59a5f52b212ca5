import { LINK_LIFETIME_MS } from '../../domain/staff/one-time-link';
import { needsTouch, newSession, purgeCutoffs, SESSION_LIMITS, sessionState } from '../../domain/staff/session-rules';
import { WRONG_CREDENTIALS_MESSAGE } from '../../domain/staff/sign-in';
import { type StaffMember, staffStatus } from '../../domain/staff/staff-member';
import type { SignedInStaff } from '../../domain/staff/staff-roles';
import { signedIn, staffAudit } from './staff-audit';
import type { StaffOptions, StaffPorts } from './staff-ports';

/** Where a request comes from, for the audit log and the session's record. */
export interface RequestOrigin {
  readonly ip: string | null;
  readonly userAgent: string;
}

/** A new session: who, the cookie's id, and when it ends at the latest. */
export interface StartedSession {
  readonly staff: SignedInStaff;
  readonly sessionId: string;
  readonly expiresAt: number;
}

export type SignInAnswer =
  | ({ readonly ok: true } & StartedSession)
  | { readonly ok: false; readonly reason: 'wrong_credentials'; readonly message: string };

/** Starts a session for a member (after sign-in or after choosing a password), with its audit entry. */
export async function startSession(
  ports: StaffPorts,
  options: StaffOptions,
  member: StaffMember,
  origin: RequestOrigin,
  how: string,
): Promise<StartedSession> {
  const now = ports.clock.now();
  const times = newSession(now, options.sessionLimits ?? SESSION_LIMITS);
  const sessionId = await ports.sessions.create(member.id, times, origin.userAgent);
  const staff = signedIn(member);
  await ports.audit.record(
    staffAudit(
      staff,
      { action: 'sign_in', entity: 'session', entityId: member.id, summary: `${member.email} signed in (${how})` },
      now,
      origin.ip,
    ),
  );
  return { staff, sessionId, expiresAt: times.expiresAt };
}

/**
 * Signing in with an address and a password. An unknown address, a removed member, an invited
 * member without a password yet and a wrong password get the same answer after the same work
 * (a hash is checked every time); each refusal is in the audit log with the address tried.
 */
export class SignIn {
  constructor(
    private readonly ports: StaffPorts,
    private readonly options: StaffOptions,
  ) {}

  async run(email: string, password: string, origin: RequestOrigin): Promise<SignInAnswer> {
    const member = await this.ports.directory.findByEmail(email);
    const usable = member && staffStatus(member) === 'active' ? member : null;
    const matches = await this.ports.hasher.verify(password, usable?.passwordHash ?? null);
    if (!usable || !matches) {
      const tried = email.trim().slice(0, 254);
      await this.ports.audit.record(
        staffAudit(
          { label: tried },
          {
            action: 'sign_in_refused',
            entity: 'session',
            entityId: member?.id ?? null,
            summary: `Refused sign-in for ${tried}`,
          },
          this.ports.clock.now(),
          origin.ip,
        ),
      );
      return { ok: false, reason: 'wrong_credentials', message: WRONG_CREDENTIALS_MESSAGE };
    }
    return { ok: true, ...(await startSession(this.ports, this.options, usable, origin, 'password')) };
  }
}

/**
 * Who holds a session id now (the console guard's question): null for no such session, one that
 * ended (idle or absolute; it is deleted), or a removed member. A live session's last-seen time is
 * written at most once a minute. A role change counts at the member's next request.
 */
export class AuthenticateStaff {
  constructor(
    private readonly ports: StaffPorts,
    private readonly options: StaffOptions,
  ) {}

  async run(sessionId: string): Promise<SignedInStaff | null> {
    if (sessionId.length === 0 || sessionId.length > 200) return null;
    const session = await this.ports.sessions.find(sessionId);
    if (!session) return null;
    const now = this.ports.clock.now();
    if (
      sessionState(session.times, now, this.options.sessionLimits ?? SESSION_LIMITS) !== 'live' ||
      staffStatus(session.member) !== 'active'
    ) {
      await this.ports.sessions.revoke(sessionId);
      return null;
    }
    if (needsTouch(session.times, now)) await this.ports.sessions.touch(sessionId, now);
    return signedIn(session.member);
  }
}

/** Ends this session. */
export class SignOut {
  constructor(private readonly ports: StaffPorts) {}

  async run(sessionId: string, staff: SignedInStaff, origin: RequestOrigin): Promise<void> {
    await this.ports.sessions.revoke(sessionId);
    await this.ports.audit.record(
      staffAudit(
        staff,
        { action: 'sign_out', entity: 'session', entityId: staff.id, summary: `${staff.email} signed out` },
        this.ports.clock.now(),
        origin.ip,
      ),
    );
  }
}

/** Ends every session of the member, this one included (a lost laptop, a shared computer). */
export class SignOutEverywhere {
  constructor(private readonly ports: StaffPorts) {}

  async run(staff: SignedInStaff, origin: RequestOrigin): Promise<number> {
    const ended = await this.ports.sessions.revokeAllOf(staff.id);
    await this.ports.audit.record(
      staffAudit(
        staff,
        {
          action: 'sign_out_everywhere',
          entity: 'session',
          entityId: staff.id,
          summary: `${staff.email} signed out everywhere (${ended} sessions)`,
        },
        this.ports.clock.now(),
        origin.ip,
      ),
    );
    return ended;
  }
}

/**
 * The housekeeping job: deletes sessions that ended (idle or absolute) and one-time links used or
 * expired more than a day ago (until then a used link answers "used", not "unknown").
 */
export class PurgeStaffSessions {
  constructor(
    private readonly ports: StaffPorts,
    private readonly options: StaffOptions,
  ) {}

  async run(): Promise<{ sessions: number; links: number }> {
    const now = this.ports.clock.now();
    const sessions = await this.ports.sessions.purge(purgeCutoffs(now, this.options.sessionLimits ?? SESSION_LIMITS));
    const links = await this.ports.links.purge(now - LINK_LIFETIME_MS);
    return { sessions, links };
  }
}
