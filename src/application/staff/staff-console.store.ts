import type { StaffRole } from '../../domain/staff/staff-roles';
import type {
  AuditPageOutcome,
  AuditPageQuery,
  ChangeRoleOutcome,
  InviteOutcome,
  RemoveOutcome,
  StaffConsole,
  StaffListOutcome,
} from '../../ports/staff-console.port';
import type { ConsoleSessionStore } from './console-session.store';

/** A plain check of an address before it goes to the server (which checks again). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The owner's staff screens (issue 18): the members, invitations, roles and removal, and the audit
 * log. An answer saying the session has ended takes the whole console back to sign-in.
 */
export class StaffConsoleStore {
  constructor(
    private readonly api: StaffConsole,
    private readonly session: ConsoleSessionStore,
  ) {}

  private seen<T extends { kind: string }>(outcome: T): T {
    if (outcome.kind === 'signed-out') this.session.ended();
    return outcome;
  }

  async listStaff(): Promise<StaffListOutcome> {
    return this.seen(await this.api.listStaff());
  }

  async invite(email: string, role: StaffRole): Promise<InviteOutcome> {
    const address = email.trim();
    if (!emailPattern.test(address))
      return { kind: 'refused', fields: { email: 'Enter an e-mail address, like name@example.com.' } };
    return this.seen(await this.api.invite(address, role));
  }

  async changeRole(id: string, role: StaffRole, version: number): Promise<ChangeRoleOutcome> {
    return this.seen(await this.api.changeRole(id, role, version));
  }

  async remove(id: string): Promise<RemoveOutcome> {
    return this.seen(await this.api.remove(id));
  }

  async auditPage(query: AuditPageQuery): Promise<AuditPageOutcome> {
    return this.seen(await this.api.auditPage(query));
  }
}
