import { type MailBrand, mailBrand } from '../../domain/mail/mail';
import { type LinkPurpose, linkMessages, linkState, linkUrl, newLink } from '../../domain/staff/one-time-link';
import { passwordHints, passwordProblem, weakPasswordProblem } from '../../domain/staff/password-policy';
import { invitationMail, passwordResetMail } from '../../domain/staff/staff-emails';
import { normaliseEmail, type StaffMember, staffStatus } from '../../domain/staff/staff-member';
import type { StaffRole } from '../../domain/staff/staff-roles';
import { type RequestOrigin, type StartedSession, startSession } from './sign-in.use-case';
import { memberSnapshot, type StaffActor, staffAudit } from './staff-audit';
import type { StaffOptions, StaffPorts } from './staff-ports';

async function brand(ports: StaffPorts, options: StaffOptions): Promise<MailBrand> {
  const settings = await ports.catalogue.getSiteSettings();
  return mailBrand(settings, options.publicUrl);
}

/**
 * Null when `password` may be a staff member's password (ADR 071), or the message that says why
 * not and how to make it stronger: the length and address rules first, then the estimator.
 */
export async function newPasswordProblem(ports: StaffPorts, password: string, email: string): Promise<string | null> {
  return (
    passwordProblem(password, email) ??
    weakPasswordProblem(await ports.strength.estimate(password, passwordHints(email)))
  );
}

async function hasActiveOwner(ports: StaffPorts): Promise<boolean> {
  return (await ports.directory.list()).some((m) => m.role === 'owner' && staffStatus(m) === 'active');
}

export type InviteAnswer =
  | {
      readonly ok: true;
      readonly invitation: { readonly email: string; readonly role: StaffRole; readonly expiresAt: number };
      readonly url: string;
    }
  | { readonly ok: false; readonly reason: 'already_staff'; readonly message: string };

/**
 * Invites a member (the owner in the console, or the command line): the member is listed as
 * invited, and a one-time link (24 h) goes to them by e-mail through the mail queue.
 */
export class InviteStaff {
  constructor(
    private readonly ports: StaffPorts,
    private readonly options: StaffOptions,
  ) {}

  async run(actor: StaffActor, email: string, role: StaffRole, ip: string | null): Promise<InviteAnswer> {
    const now = this.ports.clock.now();
    const member = await this.ports.directory.invite(email.trim(), role, now, (after) =>
      staffAudit(
        actor,
        {
          action: 'invite',
          entity: 'staff_member',
          entityId: after.id,
          summary: `Invited ${after.email} as ${role}`,
          after: memberSnapshot(after),
        },
        now,
        ip,
      ),
    );
    if (member === 'active') {
      return {
        ok: false,
        reason: 'already_staff',
        message: `${email.trim()} can sign in already. Change their role in the staff list instead.`,
      };
    }
    const link = newLink(
      { purpose: 'invite', email: member.email, role, staffId: member.id, createdBy: 'id' in actor ? actor.id : null },
      now,
    );
    const token = await this.ports.links.issue(link);
    const url = linkUrl(this.options.publicUrl, token);
    await this.ports.mailQueue.enqueue([
      invitationMail({
        to: member.email,
        url,
        role,
        brand: await brand(this.ports, this.options),
        invitedBy: 'id' in actor ? actor.name || actor.email : null,
      }),
    ]);
    this.options.mailQueued?.();
    return { ok: true, invitation: { email: member.email, role, expiresAt: link.expiresAt }, url };
  }
}

export type LinkRefusal =
  | { readonly ok: false; readonly reason: 'not_found'; readonly message: string }
  | { readonly ok: false; readonly reason: 'link_used' | 'link_expired'; readonly message: string };

export type LinkAnswer =
  | { readonly ok: true; readonly purpose: LinkPurpose; readonly email: string; readonly role: StaffRole | null }
  | LinkRefusal;

const notFound: LinkRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'This link is not one of ours. Check it was copied whole.',
};
const used: LinkRefusal = { ok: false, reason: 'link_used', message: linkMessages.used };
const expired: LinkRefusal = { ok: false, reason: 'link_expired', message: linkMessages.expired };

/** What a one-time link is for, before the member chooses a password. */
export class ReadLink {
  constructor(private readonly ports: StaffPorts) {}

  async run(token: string): Promise<LinkAnswer> {
    const link = token.length > 200 ? null : await this.ports.links.read(token);
    if (!link) return notFound;
    const state = linkState(link, this.ports.clock.now());
    if (state !== 'usable') return state === 'used' ? used : expired;
    // A set-up link once an owner exists is spent: the first owner has been set up.
    if (link.purpose === 'setup' && (await hasActiveOwner(this.ports))) return used;
    const member = link.staffId ? await this.ports.directory.findById(link.staffId) : null;
    // The page asks for a password next: the estimator loads meanwhile (ADR 071).
    this.ports.strength.prepare();
    return { ok: true, purpose: link.purpose, email: link.email, role: link.role ?? member?.role ?? null };
  }
}

export type UseLinkAnswer =
  | ({ readonly ok: true } & StartedSession)
  | LinkRefusal
  | {
      readonly ok: false;
      readonly reason: 'invalid';
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
    };

/**
 * Following a set-up, invitation or reset link: the password is checked against the policy, the
 * link is consumed (once, whoever is first), the member is created (set-up) or given the password
 * (invitation, reset: a reset also ends every other session), and they are signed in.
 */
export class UseLink {
  constructor(
    private readonly ports: StaffPorts,
    private readonly options: StaffOptions,
  ) {}

  async run(
    token: string,
    body: { readonly password: string; readonly name?: string | undefined; readonly email?: string | undefined },
    origin: RequestOrigin,
  ): Promise<UseLinkAnswer> {
    const read = await new ReadLink(this.ports).run(token);
    if (!read.ok) return read;
    const email = read.purpose === 'setup' ? (body.email ?? '').trim() : read.email;
    if (read.purpose === 'setup' && email.length === 0) {
      return {
        ok: false,
        reason: 'invalid',
        message: 'Give your e-mail address.',
        fields: { email: 'Give the address you will sign in with.' },
      };
    }
    const problem = await newPasswordProblem(this.ports, body.password, email);
    if (problem) return { ok: false, reason: 'invalid', message: problem, fields: { password: problem } };
    const link = await this.ports.links.read(token);
    if (!link) return notFound;
    const member = link.staffId ? await this.ports.directory.findById(link.staffId) : null;
    if (link.purpose !== 'setup' && (!member || member.disabledAt !== null)) return used;
    if (link.purpose === 'setup' && (await this.ports.directory.findByEmail(email))) {
      return {
        ok: false,
        reason: 'invalid',
        message: 'This address is staff already: use the link sent to it.',
        fields: { email: 'This address is staff already: use the link sent to it, or reset its password.' },
      };
    }
    const passwordHash = await this.ports.hasher.hash(body.password);
    const now = this.ports.clock.now();
    const consumed = await this.ports.links.consume(token, now);
    if (!consumed) return linkState(link, now) === 'expired' ? expired : used;

    const audit = (actorEmail: string) => (after: StaffMember) =>
      staffAudit(
        { label: actorEmail },
        {
          action: link.purpose === 'setup' ? 'create' : 'password_set',
          entity: 'staff_member',
          entityId: after.id,
          summary:
            link.purpose === 'setup'
              ? `${after.email} set up as the first owner`
              : `${after.email} chose a password (${link.purpose === 'reset' ? 'reset' : 'invitation'})`,
          after: memberSnapshot(after),
        },
        now,
        origin.ip,
      );
    const name = body.name?.trim() || null;
    let saved: StaffMember | null;
    if (link.purpose === 'setup') {
      const created = await this.ports.directory.create(
        { email, name: name ?? '', role: 'owner', passwordHash, at: now },
        audit(email),
      );
      saved = created === 'exists' ? null : created;
    } else {
      saved = await this.ports.directory.setPassword(member?.id ?? '', passwordHash, name, audit(link.email));
      // A new password ends every session (someone else may have had the old one).
      if (saved) await this.ports.sessions.revokeAllOf(saved.id);
    }
    if (!saved) return used;
    return { ok: true, ...(await startSession(this.ports, this.options, saved, origin, link.purpose)) };
  }
}

/**
 * "Forgot your password": a reset link by e-mail to a member who may sign in, and the same answer
 * whether or not the address is staff (the route answers 202 either way). Recorded in the audit log.
 */
export class RequestPasswordReset {
  constructor(
    private readonly ports: StaffPorts,
    private readonly options: StaffOptions,
  ) {}

  async run(email: string, ip: string | null): Promise<void> {
    const now = this.ports.clock.now();
    const member = await this.ports.directory.findByEmail(email);
    const eligible = member && member.disabledAt === null ? member : null;
    await this.ports.audit.record(
      staffAudit(
        { label: email.trim().slice(0, 254) },
        {
          action: 'password_reset_requested',
          entity: 'staff_member',
          entityId: eligible?.id ?? null,
          summary: eligible
            ? `Password reset sent to ${eligible.email}`
            : `Password reset asked for ${normaliseEmail(email)}, not staff: nothing sent`,
        },
        now,
        ip,
      ),
    );
    if (!eligible) return;
    const token = await this.ports.links.issue(
      newLink({ purpose: 'reset', email: eligible.email, role: null, staffId: eligible.id, createdBy: null }, now),
    );
    await this.ports.mailQueue.enqueue([
      passwordResetMail({
        to: eligible.email,
        url: linkUrl(this.options.publicUrl, token),
        brand: await brand(this.ports, this.options),
      }),
    ]);
    this.options.mailQueued?.();
  }
}

/**
 * The first owner: while no owner can sign in, each start of the server issues a set-up link
 * (24 h, once) whose absolute URL the server logs. Null once an owner exists.
 */
export class FirstOwnerSetup {
  constructor(
    private readonly ports: StaffPorts,
    private readonly options: StaffOptions,
  ) {}

  async run(): Promise<string | null> {
    if (await hasActiveOwner(this.ports)) return null;
    const now = this.ports.clock.now();
    const token = await this.ports.links.issue(
      newLink({ purpose: 'setup', email: '', role: 'owner', staffId: null, createdBy: null }, now),
    );
    await this.ports.audit.record(
      staffAudit(
        { label: 'server' },
        {
          action: 'setup_link_issued',
          entity: 'staff_member',
          entityId: null,
          summary: 'No owner yet: a set-up link was issued',
        },
        now,
        null,
      ),
    );
    return linkUrl(this.options.publicUrl, token);
  }
}
