import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { staffContract } from '../contracts/staff.contract';
import { sendError } from './api-error';
import { serve } from './endpoint-route';
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

const iso = (ms: number) => new Date(ms).toISOString();
const staffJson = (s: StaffListing) => ({ ...s, createdAt: iso(s.createdAt) });

/**
 * The console's staff accounts (registered behind the guard, staff-guard.ts), served by their
 * contract (staff.contract.ts):
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

    /** 429 with the wait, in Retry-After and in the body. */
    const tooMany = (reply: FastifyReply, ttlInSeconds: number) => {
      const retryAfterSeconds = Math.max(1, ttlInSeconds);
      reply.header('retry-after', retryAfterSeconds);
      const body = { error: 'rate_limited', message: rateLimitedMessage(retryAfterSeconds), retryAfterSeconds };
      return { status: 429, body } as const;
    };
    /** Spends one of the address's attempts, before the body is read; the answer when none is left. */
    const spendAddress = async (request: FastifyRequest, reply: FastifyReply) => {
      const spent = await perAddress(request);
      if (!spent.isAllowed && spent.isExceeded) {
        const refused = tooMany(reply, spent.ttlInSeconds);
        return reply.code(refused.status).send(refused.body);
      }
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

    // Signing in, following a link, changing or resetting a password spend the address's attempts first.
    const spending = { config: signedOutRoute.config as FastifyContextConfig, preHandler: spendAddress };
    const spendingSignedIn = { ...signedInAnyRole, preHandler: [signedInOnly, spendAddress] };
    const signedInOf = (request: FastifyRequest) => {
      if (!request.staff) throw new Error('a signed-in route ran without a member');
      return request.staff;
    };

    serve(app, staffContract.session, signedInAnyRole, async (_input, request) => ({
      status: 200,
      body: { staff: signedInOf(request) },
    }));

    serve(app, staffContract.signIn, spending, async ({ body }, request, reply) => {
      // Refused attempts count against the account from this address; checked without spending.
      const pair = await perAccountAddress(request, { increment: false });
      if (!pair.isAllowed && pair.remaining <= 0) return tooMany(reply, pair.ttlInSeconds);
      // Many refusals on the account from everywhere slow every attempt on it, before the check
      // (the right password's answer as much as a wrong one's, so the wait tells nothing).
      const counted = await accountRefusals(request, { increment: false });
      const delay = counted.isAllowed ? 0 : accountDelayMs(counted.max - counted.remaining, slowdown);
      if (delay > 0) await pause(delay);
      const answer = await useCases.signIn.run(body.email, body.password, origin(request));
      if (!answer.ok) {
        await Promise.all([perAccountAddress(request), accountRefusals(request)]);
        return { status: 401, body: { error: 'wrong_credentials', message: answer.message } };
      }
      setSession(reply, answer);
      return { status: 200, body: { staff: answer.staff } };
    });

    serve(app, staffContract.signOut, signedInAnyRole, async (_input, request, reply) => {
      const staff = request.staff;
      const id = request.cookies[STAFF_COOKIE];
      if (staff && id) await useCases.signOut.run(id, staff, origin(request));
      clearSession(reply);
      return { status: 204, body: null };
    });

    serve(app, staffContract.signOutEverywhere, signedInAnyRole, async (_input, request, reply) => {
      if (request.staff) await useCases.signOutEverywhere.run(request.staff, origin(request));
      clearSession(reply);
      return { status: 204, body: null };
    });

    serve(
      app,
      staffContract.readLink,
      { config: signedOutRoute.config as FastifyContextConfig },
      async ({ params }) => {
        const answer = await useCases.readLink.run(params.token);
        if (!answer.ok) return linkRefused(answer);
        return { status: 200, body: { purpose: answer.purpose, email: answer.email, role: answer.role } };
      },
    );

    serve(app, staffContract.followLink, spending, async ({ params, body }, request, reply) => {
      const answer = await useCases.useLink.run(params.token, body, origin(request));
      if (!answer.ok) {
        if (answer.reason === 'invalid')
          return { status: 400, body: { error: 'bad_request', message: answer.message, fields: answer.fields } };
        return linkRefused(answer);
      }
      setSession(reply, answer);
      return { status: 200, body: { staff: answer.staff } };
    });

    serve(app, staffContract.changePassword, spendingSignedIn, async ({ body }, request, reply) => {
      // A wrong current password is a refused sign-in: a borrowed session cannot guess it freely.
      const pair = await perAccountAddress(request, { increment: false });
      if (!pair.isAllowed && pair.remaining <= 0) return tooMany(reply, pair.ttlInSeconds);
      const answer = await useCases.changePassword.run(signedInOf(request), body, origin(request));
      if (!answer.ok) {
        if (answer.reason === 'wrong_password')
          await Promise.all([perAccountAddress(request), accountRefusals(request)]);
        return { status: 400, body: { error: 'bad_request', message: answer.message, fields: answer.fields } };
      }
      setSession(reply, answer);
      return { status: 200, body: { staff: answer.staff } };
    });

    serve(app, staffContract.passwordReset, spending, async ({ body }, request) => {
      // Past the member's limit nothing more is sent, with the same answer (no mail bombing).
      const sent = await resetsPerAccount(request);
      if (sent.isAllowed || !sent.isExceeded) await useCases.requestPasswordReset.run(body.email, request.ip);
      return {
        status: 202,
        body: {
          message:
            'If that address is staff, a link to choose a new password is on its way. It works once, for 24 hours.',
        },
      };
    });

    const owner = { preHandler: requirePermission('staff:manage') };

    serve(app, staffContract.list, owner, async () => ({
      status: 200,
      body: { staff: (await useCases.listStaff.run()).map(staffJson) },
    }));

    serve(app, staffContract.invite, owner, async ({ body }, request) => {
      const answer = await useCases.inviteStaff.run(signedInOf(request), body.email, body.role, request.ip);
      if (!answer.ok) return { status: 409, body: { error: answer.reason, message: answer.message } };
      return {
        status: 201,
        body: { invitation: { ...answer.invitation, expiresAt: iso(answer.invitation.expiresAt) } },
      };
    });

    serve(app, staffContract.changeRole, owner, async ({ params, body }, request) => {
      const answer = await useCases.changeRole.run(signedInOf(request), params.id, body.role, body.version, request.ip);
      if (answer.ok) return { status: 200, body: { staff: staffJson(answer.staff) } };
      if (answer.reason === 'stale')
        return { status: 409, body: { error: 'stale', message: answer.message, current: staffJson(answer.current) } };
      return {
        status: answer.reason === 'not_found' ? 404 : 409,
        body: { error: answer.reason, message: answer.message },
      };
    });

    serve(app, staffContract.remove, owner, async ({ params }, request) => {
      const answer = await useCases.removeStaff.run(signedInOf(request), params.id, request.ip);
      if (!answer.ok)
        return {
          status: answer.reason === 'not_found' ? 404 : 409,
          body: { error: answer.reason, message: answer.message },
        };
      return { status: 204, body: null };
    });

    serve(app, staffContract.audit, { preHandler: requirePermission('audit:read') }, async ({ query }) => {
      const page = await useCases.readAuditLog.run({
        limit: query.limit,
        ...(query.entity !== undefined ? { entity: query.entity } : {}),
        ...(query.entityId !== undefined ? { entityId: query.entityId } : {}),
        ...(query.beforeId !== undefined ? { beforeId: query.beforeId } : {}),
      });
      return { status: 200, body: { entries: page.entries, nextBeforeId: page.nextBeforeId } };
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

function linkRefused(answer: { reason: 'not_found' | 'link_used' | 'link_expired'; message: string }) {
  return {
    status: answer.reason === 'not_found' ? 404 : 410,
    body: { error: answer.reason, message: answer.message },
  } as const;
}
