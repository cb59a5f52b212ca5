import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type {
  AccountOverview,
  AccountShortlists,
  DeleteAccount,
  ReadAccount,
  UpdateAccountDetails,
} from '../../application/accounts/my-account.use-case';
import type {
  AuthenticateVisitor,
  RequestSignIn,
  SignOutVisitor,
  VerifyAnswer,
  VerifySignIn,
  VisitorSignedIn,
} from '../../application/accounts/visitor-sign-in.use-case';
import { FAVOURITES_CAPACITY } from '../../domain/accounts/account-lists';
import {
  isSignInCode,
  rateLimitedSignIn,
  SIGN_IN_REQUEST_LIMITS,
  signInMessages,
} from '../../domain/accounts/sign-in-code';
import type { VisitorAccount } from '../../domain/accounts/visitor-account';
import { VISITOR_SESSION_LIMITS } from '../../domain/accounts/visitor-account';
import { compareCapacity } from '../../domain/compare/compare-list';
import { isSingleLine } from '../forms/wire-text';
import { parseOr400, sendError } from './api-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor whose account session the request carries; null when none (or it ended). */
    visitor: VisitorAccount | null;
  }
}

/** The visitor's session cookie (ADR 053): HttpOnly, SameSite=Lax, Secure on https. */
export const VISITOR_COOKIE = 'digs_visitor';

export interface AccountUseCases {
  readonly requestSignIn: RequestSignIn;
  readonly verifySignIn: VerifySignIn;
  readonly authenticate: AuthenticateVisitor;
  readonly signOut: SignOutVisitor;
  readonly readAccount: ReadAccount;
  readonly updateDetails: UpdateAccountDetails;
  readonly shortlists: AccountShortlists;
  readonly deleteAccount: DeleteAccount;
}

export interface AccountRouteOptions {
  readonly publicUrl: string;
  /** Sign-in requests and code tries per window, per address (IP) and per e-mail address. */
  readonly limits?: { readonly perAddress: number; readonly perEmail: number; readonly windowMs: number };
}

const line = (max: number, what: string) =>
  z
    .string({ error: `give ${what}` })
    .max(max, { error: `${what} is at most ${max} characters` })
    .refine(isSingleLine, { error: `${what} has no control characters` });
const emailField = line(254, 'an e-mail address')
  .trim()
  .pipe(z.email({ error: 'give one e-mail address, like name@example.com' }));
const requestBody = z.object({ email: emailField, next: line(500, 'a path').optional() });
const linkBody = z.object({ token: line(200, 'a link').pipe(z.string().min(1)) });
const codeBody = z.object({
  email: emailField,
  code: z.string({ error: 'give the 6-digit code' }).trim().refine(isSignInCode, { error: 'the code is 6 digits' }),
});
const detailsBody = z.object({
  name: line(100, 'a name').trim(),
  marketingEmails: z.boolean({ error: 'say yes or no' }),
});
const text = (max: number) => z.string().max(max).refine(isSingleLine).default('');
const comparedItem = z.object({
  id: line(100, 'an id').pipe(z.string().min(1)),
  display_name: text(200),
  image: text(500),
  sub_text: text(200),
  price: text(40),
  billing_frequency: z.enum(['week', 'month', 'year']),
  currency: text(10),
});
const favourite = z.object({
  kind: z.enum(['property', 'room']),
  id: line(100, 'an id').pipe(z.string().min(1)),
  path: z
    .string()
    .max(300)
    .regex(/^\/[a-z0-9/-]+$/),
  display_name: text(200),
});
const uniqueIds = (l: readonly { id: string }[]) => new Set(l.map((i) => i.id)).size === l.length;
const listsBody = z.object({
  baseVersion: z.number().int().min(0),
  lists: z.object({
    favourites: z.array(favourite).max(FAVOURITES_CAPACITY).refine(uniqueIds, { error: 'each favourite once' }),
    compareProperties: z.array(comparedItem).max(compareCapacity).refine(uniqueIds, { error: 'each item once' }),
    compareRooms: z.array(comparedItem).max(compareCapacity).refine(uniqueIds, { error: 'each item once' }),
  }),
});

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function accountJson(account: VisitorAccount) {
  return { email: account.email, name: account.name, marketingEmails: account.marketingEmails };
}

function overviewJson(overview: AccountOverview) {
  return {
    ...overview,
    account: accountJson(overview.account),
    // What the page lists; the names and times given are only read for the suggested name.
    reservations:
      overview.reservations?.map(({ reference, title, status, path, depositDue }) => ({
        reference,
        title,
        status,
        path,
        depositDue: depositDue ?? null,
      })) ?? null,
  };
}

/**
 * Visitors' accounts (issue 20, ADR 053), under /api/account:
 * - `POST /sign-in` `{email, next?}`: 202 with the same answer for every address (a link and a
 *   code are e-mailed); `POST /sign-in/link` `{token}` and `POST /sign-in/code` `{email, code}`
 *   start a session (the cookie) and answer `{account, next}`; 401 `wrong_code`, 410 `link_used`.
 *   The request and the code are limited per address and per e-mail address (429 with Retry-After).
 * - signed in (401 `unauthorized` otherwise): `GET /api/account` (details, viewings, enquiries,
 *   reservations), `PATCH /api/account/details`, `GET|PUT /api/account/lists` (409 `stale` with the
 *   current lists), `DELETE /api/account/session` (sign out), `DELETE /api/account/sessions`
 *   (everywhere), `DELETE /api/account` (erase the account and what the site holds for the address).
 * Writes from another origin are refused (403); answers are not cached.
 */
export function accountRoutes(useCases: AccountUseCases, options: AccountRouteOptions) {
  const limits = options.limits ?? { ...SIGN_IN_REQUEST_LIMITS };
  const siteOrigin = new URL(options.publicUrl).origin;
  const secure = new URL(options.publicUrl).protocol === 'https:';
  const maxAge = VISITOR_SESSION_LIMITS.absoluteMs / 1000;

  return async (app: FastifyInstance) => {
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    app.decorateRequest('visitor', null);
    const perAddress = app.createRateLimit({
      max: limits.perAddress,
      timeWindow: limits.windowMs,
      keyGenerator: (r) => `visitor-sign-in-address:${r.ip}`,
    });
    const perEmail = app.createRateLimit({
      max: limits.perEmail,
      timeWindow: limits.windowMs,
      keyGenerator: (r) => `visitor-sign-in-email:${emailOf(r)}`,
    });

    // Encapsulated: these hooks run for the account routes only.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!safeMethods.has(request.method) && !sameOrigin(request, siteOrigin)) {
        return sendError(reply, 403, { error: 'cross_site', message: 'This request did not come from this site.' });
      }
      const sessionId = request.cookies[VISITOR_COOKIE];
      request.visitor = sessionId ? await useCases.authenticate.run(sessionId) : null;
    });

    const refuseTooMany = (reply: FastifyReply, ttlInSeconds: number) => {
      const retryAfterSeconds = Math.max(1, ttlInSeconds);
      reply.header('retry-after', retryAfterSeconds);
      return reply
        .code(429)
        .send({ error: 'rate_limited', message: rateLimitedSignIn(retryAfterSeconds), retryAfterSeconds });
    };
    /** Spends one attempt of the address and of the e-mail address (parsed first); the answer when none is left. */
    const spend = async (request: FastifyRequest, reply: FastifyReply) => {
      for (const limiter of [perAddress, perEmail]) {
        const spent = await limiter(request);
        if (!spent.isAllowed && spent.isExceeded) return refuseTooMany(reply, spent.ttlInSeconds);
      }
      return null;
    };
    const userAgent = (request: FastifyRequest) => String(request.headers['user-agent'] ?? '');
    const setSession = (reply: FastifyReply, session: VisitorSignedIn) =>
      reply.setCookie(VISITOR_COOKIE, session.sessionId, {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure,
        maxAge,
      });
    const clearSession = (reply: FastifyReply) =>
      reply.setCookie(VISITOR_COOKIE, '', { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: 0 });
    const signedIn = (answer: VerifyAnswer, reply: FastifyReply) => {
      if (answer.ok) {
        setSession(reply, answer);
        return { account: accountJson(answer.account), next: answer.next };
      }
      return answer.reason === 'link_used'
        ? sendError(reply, 410, { error: 'link_used', message: signInMessages.linkUsed })
        : sendError(reply, 401, { error: 'wrong_code', message: signInMessages.wrongCode });
    };
    const visitorOnly = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.visitor) return sendError(reply, 401, { error: 'unauthorized', message: 'Sign in first.' });
    };
    const visitor = (request: FastifyRequest): VisitorAccount => {
      if (!request.visitor) throw new Error('visitorOnly lets no anonymous request through');
      return request.visitor;
    };

    app.post('/api/account/sign-in', async (request, reply) => {
      const body = parseOr400(requestBody, request.body, reply);
      if (!body) return reply;
      const refused = await spend(request, reply);
      if (refused) return refused;
      await useCases.requestSignIn.run(body.email, body.next ?? null);
      return reply.code(202).send({ message: signInMessages.sent });
    });

    app.post('/api/account/sign-in/link', async (request, reply) => {
      const spent = await perAddress(request);
      if (!spent.isAllowed && spent.isExceeded) return refuseTooMany(reply, spent.ttlInSeconds);
      const body = parseOr400(linkBody, request.body, reply);
      if (!body) return reply;
      return signedIn(await useCases.verifySignIn.withLink(body.token, userAgent(request)), reply);
    });

    app.post('/api/account/sign-in/code', async (request, reply) => {
      const body = parseOr400(codeBody, request.body, reply);
      if (!body) return reply;
      const refused = await spend(request, reply);
      if (refused) return refused;
      return signedIn(await useCases.verifySignIn.withCode(body.email, body.code, userAgent(request)), reply);
    });

    app.get('/api/account', { preHandler: visitorOnly }, async (request) =>
      overviewJson(await useCases.readAccount.run(visitor(request))),
    );

    app.patch('/api/account/details', { preHandler: visitorOnly }, async (request, reply) => {
      const body = parseOr400(detailsBody, request.body, reply);
      if (!body) return reply;
      const updated = await useCases.updateDetails.run(visitor(request), body);
      if (!updated) return sendError(reply, 401, { error: 'unauthorized', message: 'Sign in first.' });
      return { account: accountJson(updated) };
    });

    app.get('/api/account/lists', { preHandler: visitorOnly }, async (request, reply) => {
      const stored = await useCases.shortlists.read(visitor(request));
      if (!stored) return sendError(reply, 401, { error: 'unauthorized', message: 'Sign in first.' });
      return stored;
    });

    app.put('/api/account/lists', { preHandler: visitorOnly }, async (request, reply) => {
      const body = parseOr400(listsBody, request.body, reply);
      if (!body) return reply;
      const outcome = await useCases.shortlists.save(visitor(request), body.lists, body.baseVersion);
      if (outcome.ok) return { version: outcome.version };
      if (outcome.reason === 'stale')
        return reply.code(409).send({
          error: 'stale',
          message: 'Your lists changed on another device since this one last saved.',
          current: outcome.current,
        });
      return sendError(reply, 401, { error: 'unauthorized', message: 'Sign in first.' });
    });

    app.delete('/api/account/session', async (request, reply) => {
      const id = request.cookies[VISITOR_COOKIE];
      if (id) await useCases.signOut.here(id);
      clearSession(reply);
      return reply.code(204).send();
    });

    app.delete('/api/account/sessions', { preHandler: visitorOnly }, async (request, reply) => {
      await useCases.signOut.everywhere(visitor(request));
      clearSession(reply);
      return reply.code(204).send();
    });

    app.delete('/api/account', { preHandler: visitorOnly }, async (request, reply) => {
      await useCases.deleteAccount.run(visitor(request));
      clearSession(reply);
      return reply.code(204).send();
    });
  };
}

/** The e-mail address a sign-in request or code names, normalised (the body is parsed before the limiter reads it). */
function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

function sameOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin === 'string') return origin === siteOrigin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return false;
  try {
    return new URL(referer).origin === siteOrigin;
  } catch {
    return false;
  }
}
