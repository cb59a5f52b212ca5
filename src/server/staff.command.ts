import { parseArgs } from 'node:util';
import type { InviteStaff } from '../application/staff/staff-links.use-case';
import { isEmailAddress } from '../domain/shared/email-address';
import { formatLondonDateTime } from '../domain/shared/london-time';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '../domain/staff/staff-roles';

/**
 * `npm run -s staff -- invite <email> --role owner|editor|sales`: invites a member to the console
 * from the command line (the first owner, or an owner locked out): the link goes by e-mail and is
 * printed as the last line. This is the command without its process (staff.ts opens the database).
 */
export const staffUsage = `Usage:
  npm run -s staff -- invite <email> --role owner|editor|sales

Prints the one-time link (24 hours) as its last line and e-mails it.
Run it with the server's settings (DATABASE_URL, PUBLIC_URL, SMTP_URL or MAIL_OUTBOX_DIR): it opens
the same database. With PGlite (no DATABASE_URL, or a data directory), stop the server first.`;

export interface StaffInviteRequest {
  readonly command: 'invite';
  readonly email: string;
  readonly role: StaffRole;
}

/** Reads the command line; a string is what was wrong with it. */
export function parseStaffArgs(args: readonly string[]): StaffInviteRequest | string {
  let parsed: { values: { role?: string }; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...args],
      options: { role: { type: 'string', short: 'r' } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const [command, email, ...extra] = parsed.positionals;
  if (command !== 'invite') return 'Say invite.';
  if (email === undefined) return 'Give the e-mail address to invite.';
  if (extra.length > 0) return `Unexpected ${extra.join(' ')}: give one address.`;
  if (!isEmailAddress(email.trim())) return `${JSON.stringify(email)} is not one e-mail address.`;
  const role = parsed.values.role;
  if (role === undefined) return `Give --role (${STAFF_ROLES.join(', ')}).`;
  if (!isStaffRole(role)) return `--role must be one of ${STAFF_ROLES.join(', ')}.`;
  return { command, email: email.trim(), role };
}

/** Runs an invitation; resolves to the exit code (0 invited, 1 refused). The link is the last line out. */
export async function runStaffCommand(
  request: StaffInviteRequest,
  invite: InviteStaff,
  io: {
    readonly out: (text: string) => void;
    readonly err: (text: string) => void;
    readonly deliver: () => Promise<string>;
  },
): Promise<number> {
  const answer = await invite.run({ label: 'command line' }, request.email, request.role, null);
  if (!answer.ok) {
    io.err(`${answer.message}\n`);
    return 1;
  }
  const delivery = await io.deliver();
  io.out(
    `Invited ${answer.invitation.email} as ${answer.invitation.role}; the link works once, until ${formatLondonDateTime(answer.invitation.expiresAt)} (London time). ${delivery}\n`,
  );
  io.out(`${answer.url}\n`);
  return 0;
}
