import { randomBytes, randomUUID } from 'node:crypto';
import { ScryptPasswordHasher } from '../../src/adapters/crypto/scrypt-password-hasher';
import { type StaffRouteOptions, type StaffUseCases, staffRoutes } from '../../src/adapters/http-api/staff.routes';
import { STAFF_COOKIE } from '../../src/adapters/http-api/staff-guard';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import type { Database } from '../../src/adapters/postgres/database';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleMailQueue } from '../../src/adapters/postgres/drizzle-mail-queue';
import { DrizzleOneTimeLinks } from '../../src/adapters/postgres/drizzle-one-time-links';
import { DrizzleStaffDirectory } from '../../src/adapters/postgres/drizzle-staff-directory';
import { DrizzleStaffSessions } from '../../src/adapters/postgres/drizzle-staff-sessions';
import { ZxcvbnPasswordStrength } from '../../src/adapters/zxcvbn/zxcvbn-password-strength';
import { ChangePassword } from '../../src/application/staff/change-password.use-case';
import { ChangeRole, ListStaff, ReadAuditLog, RemoveStaff } from '../../src/application/staff/manage-staff.use-case';
import { AuthenticateStaff, SignIn, SignOut, SignOutEverywhere } from '../../src/application/staff/sign-in.use-case';
import {
  FirstOwnerSetup,
  InviteStaff,
  ReadLink,
  RequestPasswordReset,
  UseLink,
} from '../../src/application/staff/staff-links.use-case';
import type { StaffOptions, StaffPorts } from '../../src/application/staff/staff-ports';
import { newSession } from '../../src/domain/staff/session-rules';
import type { SignedInStaff, StaffRole } from '../../src/domain/staff/staff-roles';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';
import type { Clock } from '../../src/ports/clock.port';
import type { MailQueue } from '../../src/ports/mail-queue.port';
import { fixtureSettings, fixtureSlice } from './catalogue-fixture';

/** A cheap scrypt for tests (N = 2^10): the real cost (2^17) takes a second or two on a busy machine. */
export const testPasswordHasher = new ScryptPasswordHasher({ logN: 10, r: 8, p: 1 });

/** The real strength estimator, loaded once for all the tests of a file. */
export const passwordStrength = new ZxcvbnPasswordStrength();

/**
 * Signs a new member in for an HTTP test: inserts a member of `role` and a session through the
 * real adapters, and returns the Cookie header's value (`digs_staff=<id>`). The session starts at
 * `now` (the real clock by default: give the test's clock when the app runs on one).
 */
export async function staffCookie(
  db: Database,
  role: StaffRole,
  options: { readonly email?: string; readonly name?: string; readonly now?: number } = {},
): Promise<string> {
  return (await signedInStaff(db, role, options)).cookie;
}

/** As `staffCookie`, with the member too. */
export async function signedInStaff(
  db: Database,
  role: StaffRole,
  options: { readonly email?: string; readonly name?: string; readonly now?: number } = {},
): Promise<{ readonly cookie: string; readonly staff: SignedInStaff; readonly sessionId: string }> {
  const now = options.now ?? Date.now();
  const email = options.email ?? `${role}-${randomUUID().slice(0, 8)}@staff.example`;
  const member = await new DrizzleStaffDirectory(db).create(
    {
      email,
      name: options.name ?? `Test ${role}`,
      role,
      passwordHash: `test-only-${randomBytes(8).toString('hex')}`,
      at: now,
    },
    (after) => ({
      at: now,
      staffId: null,
      actor: 'test',
      action: 'create',
      entity: 'staff_member',
      entityId: after.id,
      summary: `test member ${after.email}`,
      before: null,
      after: null,
      ip: null,
    }),
  );
  if (member === 'exists') throw new Error(`${email} is staff already`);
  const sessionId = await new DrizzleStaffSessions(db).create(member.id, newSession(now), 'test');
  return {
    cookie: `${STAFF_COOKIE}=${sessionId}`,
    staff: { id: member.id, email: member.email, name: member.name, role: member.role },
    sessionId,
  };
}

/** The staff ports on a database, with the given clock (and a cheap hasher). */
export function staffPortsOn(
  db: Database,
  clock: Clock,
  extra: { readonly catalogue?: CatalogueReader; readonly mailQueue?: MailQueue } = {},
): StaffPorts {
  const directory = new DrizzleStaffDirectory(db);
  return {
    directory,
    sessions: new DrizzleStaffSessions(db),
    links: new DrizzleOneTimeLinks(db),
    hasher: testPasswordHasher,
    strength: passwordStrength,
    audit: new DrizzleAuditLog(db),
    mailQueue: extra.mailQueue ?? new DrizzleMailQueue(db),
    catalogue: extra.catalogue ?? new MemoryCatalogue(fixtureSlice, fixtureSettings, clock),
    clock,
  };
}

/** The console deps for `buildTestApp({ console })`: the real staff session guard and routes on a database. */
export function staffConsoleOn(
  db: Database,
  clock: Clock,
  options: StaffOptions & Pick<StaffRouteOptions, 'signInLimits' | 'accountSlowdown' | 'resetLimits' | 'pause'>,
) {
  const ports = staffPortsOn(db, clock);
  const useCases: StaffUseCases = {
    signIn: new SignIn(ports, options),
    signOut: new SignOut(ports),
    signOutEverywhere: new SignOutEverywhere(ports),
    inviteStaff: new InviteStaff(ports, options),
    readLink: new ReadLink(ports),
    useLink: new UseLink(ports, options),
    changePassword: new ChangePassword(ports, options),
    requestPasswordReset: new RequestPasswordReset(ports, options),
    listStaff: new ListStaff(ports),
    changeRole: new ChangeRole(ports),
    removeStaff: new RemoveStaff(ports),
    readAuditLog: new ReadAuditLog(ports),
  };
  const authenticate = new AuthenticateStaff(ports, options);
  return {
    ports,
    useCases,
    firstOwnerSetup: new FirstOwnerSetup(ports, options),
    console: {
      authenticate: (id: string) => authenticate.run(id),
      routes: [
        staffRoutes(useCases, {
          publicUrl: options.publicUrl,
          ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
          ...(options.accountSlowdown ? { accountSlowdown: options.accountSlowdown } : {}),
          ...(options.resetLimits ? { resetLimits: options.resetLimits } : {}),
          ...(options.pause ? { pause: options.pause } : {}),
        }),
      ],
    },
  };
}
