import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, type Permission, type SignedInStaff } from '../../domain/staff/staff-roles';
import { sendError } from './api-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every console route with the permission it requires (null: for signed-out staff), for tests and docs. */
    consoleRoutes: readonly ConsoleRoute[];
  }
  interface FastifyRequest {
    /** The staff member whose console session the request carries; null when none (or it ended). */
    staff: SignedInStaff | null;
  }
}

export interface ConsoleRoute {
  readonly method: string;
  readonly url: string;
  readonly permission: Permission | null;
}

/** The console's session cookie: an opaque random id (the database keeps only its hash). */
export const STAFF_COOKIE = 'digs_staff';

/** What the guard asks of the application: who holds this session id now (null when nobody, or it ended). */
export type AuthenticateStaff = (
  sessionId: string,
  request: { readonly userAgent: string },
) => Promise<SignedInStaff | null>;

export interface StaffGuardOptions {
  readonly authenticate: AuthenticateStaff;
  /** The site's public address: a state-changing console request must come from its origin. */
  readonly publicUrl: string;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The console's guard, for a plugin of console routes (register it inside that plugin):
 * - reads the session cookie and sets `request.staff` (null without a live session);
 * - refuses a state-changing request whose Origin (or, without one, Referer) is not the site's
 *   own with 403, besides the cookie being SameSite=Strict (cross-site request forgery); the
 *   refusal names the address to use (PUBLIC_URL's origin): one origin only (ADR 080);
 * - every answer is `Cache-Control: no-store` and `X-Robots-Tag: noindex`.
 * Each route then states what it needs with `requirePermission(...)`.
 */
export async function addStaffGuard(app: FastifyInstance, options: StaffGuardOptions): Promise<void> {
  const siteOrigin = new URL(options.publicUrl).origin;
  if (!app.hasDecorator('parseCookie')) await app.register(cookie);
  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    if (!safeMethods.has(request.method) && !sameOrigin(request, siteOrigin)) {
      return sendError(reply, 403, {
        error: 'cross_site',
        message: `This request did not come from the console at ${siteOrigin}, so it was refused. Open the console at ${siteOrigin}/admin (the site’s address, PUBLIC_URL).`,
      });
    }
    const sessionId = request.cookies[STAFF_COOKIE];
    request.staff = sessionId
      ? await options.authenticate(sessionId, { userAgent: String(request.headers['user-agent'] ?? '') })
      : null;
  });
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

/** A console route's options for signed-out staff (signing in, one-time links, password reset): no permission check. */
export const signedOutRoute = { config: { consoleSignedOut: true } } as const;

/**
 * A route's own check: 401 without a session, 403 when the member's role may not do this.
 * Use as `{ preHandler: requirePermission('catalogue:write') }`.
 */
export function requirePermission(permission: Permission): PermissionCheck {
  const check = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.staff) {
      return sendError(reply, 401, { error: 'unauthorized', message: 'Sign in to the console first.' });
    }
    if (!can(request.staff.role, permission)) {
      return sendError(reply, 403, {
        error: 'forbidden',
        message: `Your role (${request.staff.role}) cannot do this. Ask the owner if you need it.`,
      });
    }
  };
  return Object.assign(check, { permission });
}

/** A route's check, which says what it requires (the role-matrix test reads it off every console route). */
export type PermissionCheck = ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) & {
  readonly permission: Permission;
};

/** The permission a route's preHandler requires, if it has a check. */
export function requiredPermission(preHandler: unknown): Permission | null {
  const handlers = Array.isArray(preHandler) ? preHandler : [preHandler];
  for (const handler of handlers) {
    if (typeof handler === 'function' && 'permission' in handler) return (handler as PermissionCheck).permission;
  }
  return null;
}

/** Who made a console request, as the use cases record it (audit log, history). */
export function staffActor(request: FastifyRequest): {
  readonly staffId: string;
  readonly email: string;
  readonly name: string;
  readonly ip: string;
} {
  const staff = request.staff;
  if (!staff) throw new Error('a console route ran without a signed-in member');
  return { staffId: staff.id, email: staff.email, name: staff.name, ip: request.ip };
}
