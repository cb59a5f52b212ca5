import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ChangePassword } from '../../application/staff/change-password.use-case';
import type {
  ChangeRole,
  ListStaff,
  ReadAuditLog,
  RemoveStaff,
  StaffListing,
} from '../../application/staff/manage-staff.use-case';
import type { SignIn, SignOut, SignOutEverywhere, StartedSession } from '../../application/staff/sign-in.use-case';
import type {
  InviteStaff,
  ReadLink,
  RequestPasswordReset,
  UseLink,
} from '../../application/staff/staff-links.use-case';
import { SESSION_LIMITS } from '../../domain/staff/session-rules';
import {
  ACCOUNT_SLOWDOWN,
  type AccountSlowdown,
  accountDelayMs,
  RESET_LIMITS,
  rateLimitedMessage,
  SIGN_IN_LIMITS,
  type SignInLimits,
} from '../../domain/staff/sign-in';
import { normaliseEmail } from '../../domain/staff/staff-member';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff/staff-roles';
import { isSingleLine } from '../forms/wire-text';
import { parseOr400, sendError } from './api-error';
import { requirePermission, STAFF_COOKIE, signedOutRoute } from './staff-guard';

/** The staff accounts' use cases the routes call (ADR 043). */
export interface StaffUseCases {
  readonly signIn: SignIn;
  readonly signOut: SignOut;
  readonly signOutEverywhere: SignOutEverywhere;
  readonly inviteStaff: InviteStaff;
  readonly readLink: ReadLink;
  readonly useLink: UseLink;
  readonly changePassword: ChangePassword;
  readonly requestPasswordReset: RequestPasswordReset;
  readonly listStaff: ListStaff;
  readonly changeRole: ChangeRole;
  readonly removeStaff: RemoveStaff;
  readonly readAuditLog: ReadAuditLog;
}

export interface StaffRouteOptions {
  readonly publicUrl: string;
  /** Sign-in attempts per window per address, and refused ones per account and address (SIGN_IN_LIMITS by default). */
  readonly signInLimits?: SignInLimits;
  /** The wait before an attempt on an account many addresses got wrong (ACCOUNT_SLOWDOWN by default). */
  readonly accountSlowdown?: AccountSlowdown;
  /** Reset e-mails per member per window (RESET_LIMITS by default). */
  readonly resetLimits?: { readonly perAccount: number; readonly windowMs: number };
  /** How the slowdown waits: a timer by default; tests record the waits instead. */
  readonly pause?: (ms: number) => Promise<void>;
  /** The cookie's Max-Age: the session's absolute limit (12 h by default). */
  readonly cookieMaxAgeSeconds?: number;
}

const roles = STAFF_ROLES as unknown as readonly [StaffRole, ...StaffRole[]];
const line = (max: number, what: string) =>
  z
    .string({ error: `give ${what}` })
    .max(max, { error: `${what} is at most ${max} characters` })
    .refine(isSingleLine, { error: `${what} has no control characters` });
const emailField = line(254, 'an e-mail address')
  .trim()
  .pipe(z.email({ error: 'give one e-mail address, like name@example.com' }));
// Passwords keep their spaces; NUL and line breaks are refused like any single-line field.
const passwordField = line(1024, 'a password').pipe(z.string().min(1, { error: 'give your password' }));

const signInBody = z.object({ email: emailField, password: passwordField });
const linkBody = z.object({
  password: passwordField,
  name: line(100, 'a name').trim().optional(),
  email: emailField.optional(),
});
const resetBody = z.object({ email: emailField });
const changeBody = z.object({ currentPassword: passwordField, password: passwordField });
const inviteBody = z.object({
  email: emailField,
  role: z.enum(roles, { error: `must be one of ${roles.join(', ')}` }),
});
const roleBody = z.object({
  role: z.enum(roles, { error: `must be one of ${roles.join(', ')}` }),
  version: z.number({ error: 'send the version you read' }).int().min(1),
});
const tokenParams = z.object({ token: line(200, 'a link').pipe(z.string().min(1)) });
const idParams = z.object({ id: line(64, 'an id') });
const auditQuery = z.object({
  entity: line(64, 'an entity').optional(),
  entityId: line(200, 'an id').optional(),
  beforeId: z.coerce.number({ error: 'must be a whole number' }).int().min(1).optional(),
  limit: z.coerce.number({ error: 'must be a whole number' }).int().min(1).max(200).default(50),
});

const iso = (ms: number) => new Date(ms).toISOString();
const staffJson = (s: StaffListing) => ({ ...s, createdAt: iso(s.createdAt) });

/**
 * The console's staff accounts (registered behind the guard, staff-guard.ts):
 * - `GET /api/admin/session` who is signed in (401 when nobody); `POST` signs in with
 *   `{email, password}` (401 `wrong_credentials` the same for an unknown address and a wrong
 *   password; 429 `rate_limited` with `retryAfterSeconds`, per address and per account and
 *   address; an account many addresses got wrong answers slower, never 429: ADR 071);
 *   `DELETE` signs out; `DELETE /api/admin/sessions` signs out everywhere.
 * - `GET|POST /api/admin/links/:token` one-time links (set-up, invitation, reset); 410 once used or expired.
 * - `POST /api/admin/password` `{currentPassword, password}` (any signed-in member): 400 with the
 *   field's message, 429 like sign-in (a wrong current password counts as a refused sign-in);
 *   every session ends and a new cookie is set.
 * - `POST /api/admin/password-reset` `{email}`: 202 whether or not the address is staff; at most
 *   RESET_LIMITS e-mails per member, and never a count against signing in.
 * - `/api/admin/staff` (owner): list, invite, change a role at a version (409 `stale`), remove
 *   (409 `last_owner`); `/api/admin/audit` (owner) the audit log, newest first.
 * The session cookie is HttpOnly, SameSite=Strict, Path=/, Secure on https, Max-Age the session's
 * absolute limit.
 */
export function staffRoutes(useCases: StaffUseCases, options: StaffRouteOptions) {
  const limits = options.signInLimits ?? SIGN_IN_LIMITS;
  const slowdown = options.accountSlowdown ?? ACCOUNT_SLOWDOWN;
  const resetLimits = options.resetLimits ?? RESET_LIMITS;
  const pause = options.pause ?? ((ms: number) => wait(ms));
  const secure = new URL(options.publicUrl).protocol === 'https:';
  const maxAge = options.cookieMaxAgeSeconds ?? SESSION_LIMITS.absoluteMs / 1000;

  return async (app: FastifyInstance) => {
    // @fastify/rate-limit's own limiters (registered on the API), so a shared store (Redis) replaces them.
    const perAddress = app.createRateLimit({
      max: limits.perAddress,
      timeWindow: limits.windowMs,
      keyGenerator: (r) => `staff-address:${r.ip}`,
    });
    // Refused attempts on an account from one address: past the limit, 429 for that pair only.
    const perAccountAddress = app.createRateLimit({
      max: limits.perAccountAddress,
      timeWindow: limits.windowMs,
      keyGenerator: (r) => `staff-account-address:${accountOf(r)}|${r.ip}`,
    });
    // Refused attempts on an account from every address: counted for the slowdown, never a refusal.
    const accountRefusals = app.createRateLimit({
      max: ACCOUNT_COUNT_CEILING,
      timeWindow: limits.windowMs,
      keyGenerator: (r) => `staff-account-refused:${accountOf(r)}`,
    });
    // Reset e-mails per member, from whatever address asked: a key of its own, so resets never
    // count against signing in.
    const resetsPerAccount = app.createRateLimit({
      max: resetLimits.perAccount,
      timeWindow: resetLimits.windowMs,
      keyGenerator: (r) => `staff-reset:${accountOf(r)}`,
    });

    const refuseTooMany = (reply: FastifyReply, ttlInSeconds: number) => {
      const retryAfterSeconds = Math.max(1, ttlInSeconds);
      reply.header('retry-after', retryAfterSeconds);
      return reply
        .code(429)
        .send({ error: 'rate_limited', message: rateLimitedMessage(retryAfterSeconds), retryAfterSeconds });
    };
    /** Spends one of the address's attempts; the answer when none is left. */
    const spendAddress = async (request: FastifyRequest, reply: FastifyReply) => {
      const spent = await perAddress(request);
      if (!spent.isAllowed && spent.isExceeded) return refuseTooMany(reply, spent.ttlInSeconds);
      return null;
    };
    const origin = (request: FastifyRequest) => ({
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    });
    const setSession = (reply: FastifyReply, session: StartedSession) =>
      reply.setCookie(STAFF_COOKIE, session.sessionId, {
        httpOnly: true,
        sameSite: 'strict',
        path: '/',
        secure,
        maxAge,
      });
    const clearSession = (reply: FastifyReply) =>
      reply.setCookie(STAFF_COOKIE, '', { httpOnly: true, sameSite: 'strict', path: '/', secure, maxAge: 0 });
    const signedInOnly = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.staff)
        return sendError(reply, 401, { error: 'unauthorized', message: 'Sign in to the console first.' });
    };

    // For any signed-in member (no permission beyond a session): marked like the signed-out routes.
    const signedInAnyRole = { config: signedOutRoute.config as FastifyContextConfig, preHandler: signedInOnly };

    app.get('/api/admin/session', signedInAnyRole, async (request) => ({
      staff: request.staff,
    }));

    app.post('/api/admin/session', signedOutRoute, async (request, reply) => {
      const refused = await spendAddress(request, reply);
      if (refused) return refused;
      const body = parseOr400(signInBody, request.body, reply);
      if (!body) return reply;
      // Refused attempts count against the account from this address; checked without spending.
      const pair = await perAccountAddress(request, { increment: false });
      if (!pair.isAllowed && pair.remaining <= 0) return refuseTooMany(reply, pair.ttlInSeconds);
      // Many refusals on the account from everywhere slow every attempt on it, before the check
      // (the right password's answer as much as a wrong one's, so the wait tells nothing).
      const counted = await accountRefusals(request, { increment: false });
      const delay = counted.isAllowed ? 0 : accountDelayMs(counted.max - counted.remaining, slowdown);
      if (delay > 0) await pause(delay);
      const answer = await useCases.signIn.run(body.email, body.password, origin(request));
      if (!answer.ok) {
        await Promise.all([perAccountAddress(request), accountRefusals(request)]);
        return sendError(reply, 401, { error: 'wrong_credentials', message: answer.message });
      }
      setSession(reply, answer);
      return { staff: answer.staff };
    });

    app.delete('/api/admin/session', signedInAnyRole, async (request, reply) => {
      const staff = request.staff;
      const id = request.cookies[STAFF_COOKIE];
      if (staff && id) await useCases.signOut.run(id, staff, origin(request));
      clearSession(reply);
      return reply.code(204).send();
    });

    app.delete('/api/admin/sessions', signedInAnyRole, async (request, reply) => {
      if (request.staff) await useCases.signOutEverywhere.run(request.staff, origin(request));
      clearSession(reply);
      return reply.code(204).send();
    });

    app.get('/api/admin/links/:token', signedOutRoute, async (request, reply) => {
      const params = parseOr400(tokenParams, request.params, reply);
      if (!params) return reply;
      const answer = await useCases.readLink.run(params.token);
      if (!answer.ok) return linkRefused(reply, answer);
      return { purpose: answer.purpose, email: answer.email, role: answer.role };
    });

    app.post('/api/admin/links/:token', signedOutRoute, async (request, reply) => {
      const refused = await spendAddress(request, reply);
      if (refused) return refused;
      const params = parseOr400(tokenParams, request.params, reply);
      if (!params) return reply;
      const body = parseOr400(linkBody, request.body, reply);
      if (!body) return reply;
      const answer = await useCases.useLink.run(params.token, body, origin(request));
      if (!answer.ok) {
        if (answer.reason === 'invalid')
          return sendError(reply, 400, { error: 'bad_request', message: answer.message, fields: answer.fields });
        return linkRefused(reply, answer);
      }
      setSession(reply, answer);
      return { staff: answer.staff };
    });

    app.post('/api/admin/password', signedInAnyRole, async (request, reply) => {
      const refused = await spendAddress(request, reply);
      if (refused) return refused;
      const body = parseOr400(changeBody, request.body, reply);
      if (!body || !request.staff) return reply;
      // A wrong current password is a refused sign-in: a borrowed session cannot guess it freely.
      const pair = await perAccountAddress(request, { increment: false });
      if (!pair.isAllowed && pair.remaining <= 0) return refuseTooMany(reply, pair.ttlInSeconds);
      const answer = await useCases.changePassword.run(request.staff, body, origin(request));
      if (!answer.ok) {
        if (answer.reason === 'wrong_password')
          await Promise.all([perAccountAddress(request), accountRefusals(request)]);
        return sendError(reply, 400, { error: 'bad_request', message: answer.message, fields: answer.fields });
      }
      setSession(reply, answer);
      return { staff: answer.staff };
    });

    app.post('/api/admin/password-reset', signedOutRoute, async (request, reply) => {
      const refused = await spendAddress(request, reply);
      if (refused) return refused;
      const body = parseOr400(resetBody, request.body, reply);
      if (!body) return reply;
      // Past the member's limit nothing more is sent, with the same answer (no mail bombing).
      const sent = await resetsPerAccount(request);
      if (sent.isAllowed || !sent.isExceeded) await useCases.requestPasswordReset.run(body.email, request.ip);
      return reply.code(202).send({
        message:
          'If that address is staff, a link to choose a new password is on its way. It works once, for 24 hours.',
      });
    });

    app.get('/api/admin/staff', { preHandler: requirePermission('staff:manage') }, async () => ({
      staff: (await useCases.listStaff.run()).map(staffJson),
    }));

    app.post(
      '/api/admin/staff/invitations',
      { preHandler: requirePermission('staff:manage') },
      async (request, reply) => {
        const body = parseOr400(inviteBody, request.body, reply);
        if (!body || !request.staff) return reply;
        const answer = await useCases.inviteStaff.run(request.staff, body.email, body.role, request.ip);
        if (!answer.ok) return sendError(reply, 409, { error: answer.reason, message: answer.message });
        return reply
          .code(201)
          .send({ invitation: { ...answer.invitation, expiresAt: iso(answer.invitation.expiresAt) } });
      },
    );

    app.patch('/api/admin/staff/:id', { preHandler: requirePermission('staff:manage') }, async (request, reply) => {
      const params = parseOr400(idParams, request.params, reply);
      const body = params && parseOr400(roleBody, request.body, reply);
      if (!params || !body || !request.staff) return reply;
      const answer = await useCases.changeRole.run(request.staff, params.id, body.role, body.version, request.ip);
      if (answer.ok) return { staff: staffJson(answer.staff) };
      if (answer.reason === 'stale') {
        return reply.code(409).send({ error: 'stale', message: answer.message, current: staffJson(answer.current) });
      }
      return sendError(reply, answer.reason === 'not_found' ? 404 : 409, {
        error: answer.reason,
        message: answer.message,
      });
    });

    app.delete('/api/admin/staff/:id', { preHandler: requirePermission('staff:manage') }, async (request, reply) => {
      const params = parseOr400(idParams, request.params, reply);
      if (!params || !request.staff) return reply;
      const answer = await useCases.removeStaff.run(request.staff, params.id, request.ip);
      if (!answer.ok)
        return sendError(reply, answer.reason === 'not_found' ? 404 : 409, {
          error: answer.reason,
          message: answer.message,
        });
      return reply.code(204).send();
    });

    app.get('/api/admin/audit', { preHandler: requirePermission('audit:read') }, async (request, reply) => {
      const query = parseOr400(auditQuery, request.query, reply);
      if (!query) return reply;
      const page = await useCases.readAuditLog.run({
        limit: query.limit,
        ...(query.entity !== undefined ? { entity: query.entity } : {}),
        ...(query.entityId !== undefined ? { entityId: query.entityId } : {}),
        ...(query.beforeId !== undefined ? { beforeId: query.beforeId } : {}),
      });
      return { entries: page.entries, nextBeforeId: page.nextBeforeId };
    });
  };
}

/** The account's refusals are counted, never refused: a ceiling no window reaches. */
const ACCOUNT_COUNT_CEILING = 1_000_000_000;

/**
 * The account a sign-in or reset names (the body is parsed before the limiter reads it), or the
 * signed-in member's for a password change.
 */
function accountOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  if (typeof body?.email === 'string') return normaliseEmail(body.email);
  return request.staff ? normaliseEmail(request.staff.email) : '';
}

function linkRefused(
  reply: FastifyReply,
  answer: { reason: 'not_found' | 'link_used' | 'link_expired'; message: string },
) {
  return sendError(reply, answer.reason === 'not_found' ? 404 : 410, { error: answer.reason, message: answer.message });
}
