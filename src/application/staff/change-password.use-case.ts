import { staffStatus } from '../../domain/staff/staff-member';
import type { SignedInStaff } from '../../domain/staff/staff-roles';
import { type RequestOrigin, type StartedSession, startSession } from './sign-in.use-case';
import { memberSnapshot, staffAudit } from './staff-audit';
import { newPasswordProblem } from './staff-links.use-case';
import type { StaffOptions, StaffPorts } from './staff-ports';

export const WRONG_CURRENT_PASSWORD = 'That is not your current password. Check it and try again.';

export type ChangePasswordAnswer =
  | ({ readonly ok: true } & StartedSession)
  | {
      readonly ok: false;
      readonly reason: 'wrong_password' | 'invalid';
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
    };

/**
 * A signed-in member changes their password (ADR 071): the current one proves it is them, the new
 * one passes the same rules as on a link; then every session of theirs ends (a new one starts for
 * this browser) and every unused link of theirs (a reset asked for earlier) is spent.
 */
export class ChangePassword {
  constructor(
    private readonly ports: StaffPorts,
    private readonly options: StaffOptions,
  ) {}

  async run(
    staff: SignedInStaff,
    body: { readonly currentPassword: string; readonly password: string },
    origin: RequestOrigin,
  ): Promise<ChangePasswordAnswer> {
    const member = await this.ports.directory.findById(staff.id);
    const usable = member && staffStatus(member) === 'active' ? member : null;
    const matches = await this.ports.hasher.verify(body.currentPassword, usable?.passwordHash ?? null);
    const now = this.ports.clock.now();
    if (!usable || !matches) {
      await this.ports.audit.record(
        staffAudit(
          staff,
          {
            action: 'password_change_refused',
            entity: 'staff_member',
            entityId: staff.id,
            summary: `${staff.email} gave a wrong current password`,
          },
          now,
          origin.ip,
        ),
      );
      return wrong;
    }
    const problem = await newPasswordProblem(this.ports, body.password, usable.email);
    if (problem) return { ok: false, reason: 'invalid', message: problem, fields: { password: problem } };
    const passwordHash = await this.ports.hasher.hash(body.password);
    const saved = await this.ports.directory.setPassword(usable.id, passwordHash, null, (after) =>
      staffAudit(
        staff,
        {
          action: 'password_set',
          entity: 'staff_member',
          entityId: after.id,
          summary: `${after.email} changed their password`,
          after: memberSnapshot(after),
        },
        now,
        origin.ip,
      ),
    );
    if (!saved) return wrong;
    await this.ports.sessions.revokeAllOf(saved.id);
    await this.ports.links.spendAllOf(saved.id, now);
    return { ok: true, ...(await startSession(this.ports, this.options, saved, origin, 'password change')) };
  }
}

const wrong: ChangePasswordAnswer = {
  ok: false,
  reason: 'wrong_password',
  message: WRONG_CURRENT_PASSWORD,
  fields: { currentPassword: WRONG_CURRENT_PASSWORD },
};
