import type { StaffRole } from '../../domain/staff/staff-roles';
import {
  type AuditPageOutcome,
  type AuditPageQuery,
  type ChangeRoleOutcome,
  ConsoleUnavailable,
  type Denied,
  type FollowLinkOutcome,
  type InviteOutcome,
  type LinkAnswer,
  type LinkState,
  type RemoveOutcome,
  type SignInOutcome,
  type StaffConsole,
  type StaffListOutcome,
} from '../../ports/staff-console.port';
import { staffContract } from '../contracts/staff.contract';
import { callEndpoint } from './call-endpoint';
import type { Fetch } from './get-json';

const staff = staffContract;
const unread = 'The server sent an answer the console did not understand. Please try again.';

/** 401 and 403 on an owner's call, in the port's terms. */
const denied = (status: 401 | 403): Denied => (status === 401 ? { kind: 'signed-out' } : { kind: 'forbidden' });

/** A link that cannot be followed: unknown (404), or used or expired (410). */
const linkGone = (status: 404 | 410, error: string): Exclude<LinkState, { kind: 'valid' }> => {
  if (status === 404) return { kind: 'unknown' };
  return error === 'link_used' ? { kind: 'used' } : { kind: 'expired' };
};

/**
 * The console's staff API from the browser (issue 18; staff.contract.ts): this adapter is where
 * HTTP statuses become the port's outcomes. Every call is same-origin with the session cookie; a
 * network failure, a 5xx or an answer that does not fit rejects with ConsoleUnavailable.
 */
export class HttpStaffConsole implements StaffConsole {
  constructor(private readonly fetchFn: Fetch) {}

  async currentStaff() {
    const answer = await callEndpoint(this.fetchFn, staff.session, {}, unread);
    return answer.status === 200 ? answer.body.staff : null;
  }

  async signIn(email: string, password: string): Promise<SignInOutcome> {
    const answer = await callEndpoint(this.fetchFn, staff.signIn, { body: { email, password } }, unread);
    switch (answer.status) {
      case 200:
        return { kind: 'signed-in', staff: answer.body.staff };
      case 429: {
        const header = Number(answer.retryAfter);
        const fromHeader = Number.isFinite(header) && header > 0 ? header : 60;
        return {
          kind: 'rate-limited',
          retryAfterSeconds: answer.body.retryAfterSeconds ?? fromHeader,
          message: answer.body.message,
        };
      }
      default:
        return { kind: 'wrong-credentials', message: answer.body.message };
    }
  }

  async signOut() {
    await callEndpoint(this.fetchFn, staff.signOut, {}, unread);
  }

  async signOutEverywhere() {
    await callEndpoint(this.fetchFn, staff.signOutEverywhere, {}, unread);
  }

  async readLink(linkToken: string): Promise<LinkState> {
    const answer = await callEndpoint(this.fetchFn, staff.readLink, { params: { token: linkToken } }, unread);
    if (answer.status === 200) {
      const { purpose, email, role } = answer.body;
      // A link whose member has gone (no role left) is no one's now.
      return role === null ? { kind: 'unknown' } : { kind: 'valid', purpose, email, role };
    }
    return linkGone(answer.status, answer.body.error);
  }

  async followLink(linkToken: string, linkAnswer: LinkAnswer): Promise<FollowLinkOutcome> {
    const answer = await callEndpoint(
      this.fetchFn,
      staff.followLink,
      { params: { token: linkToken }, body: linkAnswer },
      unread,
    );
    switch (answer.status) {
      case 200:
        return { kind: 'signed-in', staff: answer.body.staff };
      case 400:
        return { kind: 'refused', fields: answer.body.fields ?? { password: answer.body.message } };
      case 429:
        throw new ConsoleUnavailable(answer.body.message);
      default:
        return linkGone(answer.status, answer.body.error);
    }
  }

  async requestPasswordReset(email: string) {
    const answer = await callEndpoint(this.fetchFn, staff.passwordReset, { body: { email } }, unread);
    if (answer.status === 400) throw new ConsoleUnavailable(answer.body.message);
  }

  async listStaff(): Promise<StaffListOutcome> {
    const answer = await callEndpoint(this.fetchFn, staff.list, {}, unread);
    return answer.status === 200 ? { kind: 'ok', staff: answer.body.staff } : denied(answer.status);
  }

  async invite(email: string, role: StaffRole): Promise<InviteOutcome> {
    const answer = await callEndpoint(this.fetchFn, staff.invite, { body: { email, role } }, unread);
    switch (answer.status) {
      case 201:
        return { kind: 'invited', invitation: answer.body.invitation };
      case 400:
      case 409:
        return { kind: 'refused', fields: answer.body.fields ?? { email: answer.body.message } };
      default:
        return denied(answer.status);
    }
  }

  async changeRole(id: string, role: StaffRole, version: number): Promise<ChangeRoleOutcome> {
    const answer = await callEndpoint(
      this.fetchFn,
      staff.changeRole,
      { params: { id }, body: { role, version } },
      unread,
    );
    switch (answer.status) {
      case 200:
        return { kind: 'changed', member: answer.body.staff };
      case 400:
        throw new ConsoleUnavailable(answer.body.message);
      case 404:
        return { kind: 'not-found' };
      case 409:
        return answer.body.error === 'stale'
          ? { kind: 'stale', message: answer.body.message }
          : { kind: 'last-owner', message: answer.body.message };
      default:
        return denied(answer.status);
    }
  }

  async remove(id: string): Promise<RemoveOutcome> {
    const answer = await callEndpoint(this.fetchFn, staff.remove, { params: { id } }, unread);
    switch (answer.status) {
      case 204:
        return { kind: 'removed' };
      case 400:
        throw new ConsoleUnavailable(answer.body.message);
      case 404:
        return { kind: 'not-found' };
      case 409:
        return { kind: 'last-owner', message: answer.body.message };
      default:
        return denied(answer.status);
    }
  }

  async auditPage(query: AuditPageQuery): Promise<AuditPageOutcome> {
    const answer = await callEndpoint(this.fetchFn, staff.audit, { query }, unread);
    switch (answer.status) {
      case 200:
        return { kind: 'ok', entries: answer.body.entries, nextBeforeId: answer.body.nextBeforeId };
      case 400:
        throw new ConsoleUnavailable(answer.body.message);
      default:
        return denied(answer.status);
    }
  }
}
