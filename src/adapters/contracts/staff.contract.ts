import * as z from 'zod/mini';
import { isSingleLine } from '../../domain/shared/input-text';
import { type SignedInStaff, STAFF_ROLES } from '../../domain/staff/staff-roles';
import type { AuditRow, Invitation, StaffMemberRow } from '../../ports/staff-console.port';
import { apiErrorSchema, endpoint } from './endpoint';

/**
 * The console's staff accounts (issue 18) as they cross the wire, written once (ADR 095): the
 * session, one-time links, passwords, the staff list and the audit log. The messages of a refused
 * input are the server's own (lower case, as the staff command's).
 */

/** One line of text: at most `max` characters, no control characters; `what` names it in the messages. */
const line = (max: number, what: string) =>
  z
    .string({ error: `give ${what}` })
    .check(
      z.maxLength(max, { error: `${what} is at most ${max} characters` }),
      z.refine(isSingleLine, { error: `${what} has no control characters` }),
    );
const emailField = z.pipe(
  line(254, 'an e-mail address').check(z.trim()),
  z.email({ error: 'give one e-mail address, like name@example.com' }),
);
// Passwords keep their spaces; NUL and line breaks are refused like any single-line field.
const passwordField = z.pipe(
  line(1024, 'a password'),
  z.string().check(z.minLength(1, { error: 'give your password' })),
);
const role = z.enum(STAFF_ROLES, { error: `must be one of ${STAFF_ROLES.join(', ')}` });
const wholeNumber = z.coerce.number({ error: 'must be a whole number' });

const signedIn: z.ZodMiniType<{ staff: SignedInStaff }> = z.object({
  staff: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) }),
});
const member: z.ZodMiniType<StaffMemberRow> = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(['active', 'invited', 'disabled']),
  createdAt: z.string(),
  version: z.number(),
});
const invitation: z.ZodMiniType<Invitation> = z.object({
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expiresAt: z.string(),
});
const auditRow: z.ZodMiniType<AuditRow> = z.object({
  id: z.number(),
  at: z.number(),
  staffId: z.nullable(z.string()),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.nullable(z.string()),
  summary: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.optional(z.nullable(z.string())),
});
/** 429: how long to wait (also in Retry-After). */
const rateLimited = z.object({
  error: z.string(),
  message: z.string(),
  retryAfterSeconds: z.optional(z.number()),
});
/** The answers of a signed-out member (401) and of a role that may not (403). */
const denied = { 401: apiErrorSchema, 403: apiErrorSchema } as const;
const token = z.object({ token: z.pipe(line(200, 'a link'), z.string().check(z.minLength(1))) });
const id = z.object({ id: line(64, 'an id') });

export const staffContract = {
  /** Who is signed in; 401 when nobody. */
  session: endpoint({
    method: 'GET',
    path: '/api/admin/session',
    answers: { 200: signedIn, 401: apiErrorSchema },
  }),
  /** Signs in: 401 `wrong_credentials` alike for an unknown address and a wrong password; 429 `rate_limited`. */
  signIn: endpoint({
    method: 'POST',
    path: '/api/admin/session',
    body: z.object({ email: emailField, password: passwordField }),
    answers: { 200: signedIn, 400: apiErrorSchema, 401: apiErrorSchema, 429: rateLimited },
  }),
  signOut: endpoint({
    method: 'DELETE',
    path: '/api/admin/session',
    answers: { 204: z.null(), 401: apiErrorSchema },
  }),
  signOutEverywhere: endpoint({
    method: 'DELETE',
    path: '/api/admin/sessions',
    answers: { 204: z.null(), ...denied },
  }),
  /** A one-time link (set-up, invitation, reset): 404 unknown, 410 used or expired. */
  readLink: endpoint({
    method: 'GET',
    path: '/api/admin/links/:token',
    params: token,
    answers: {
      // No role: a reset link whose member has been removed since.
      200: z.object({
        purpose: z.enum(['setup', 'invite', 'reset']),
        email: z.string(),
        role: z.nullable(z.enum(STAFF_ROLES)),
      }),
      404: apiErrorSchema,
      410: apiErrorSchema,
    },
  }),
  /** Follows a link with a new password (and a name, for a set-up or an invitation), which signs in. */
  followLink: endpoint({
    method: 'POST',
    path: '/api/admin/links/:token',
    params: token,
    body: z.object({
      password: passwordField,
      name: z.optional(line(100, 'a name').check(z.trim())),
      email: z.optional(emailField),
    }),
    answers: { 200: signedIn, 400: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema, 429: rateLimited },
  }),
  /** A signed-in member changes their password: every session ends and a new one starts. */
  changePassword: endpoint({
    method: 'POST',
    path: '/api/admin/password',
    body: z.object({ currentPassword: passwordField, password: passwordField }),
    answers: { 200: signedIn, 400: apiErrorSchema, 401: apiErrorSchema, 429: rateLimited },
  }),
  /** 202 whether or not the address is staff. */
  passwordReset: endpoint({
    method: 'POST',
    path: '/api/admin/password-reset',
    body: z.object({ email: emailField }),
    answers: { 202: z.object({ message: z.string() }), 400: apiErrorSchema, 429: rateLimited },
  }),
  /** The owner's: the staff, the invitations, a role changed from the version read, a member removed. */
  list: endpoint({
    method: 'GET',
    path: '/api/admin/staff',
    answers: { 200: z.object({ staff: z.array(member) }), ...denied },
  }),
  invite: endpoint({
    method: 'POST',
    path: '/api/admin/staff/invitations',
    body: z.object({ email: emailField, role }),
    answers: { 201: z.object({ invitation }), 400: apiErrorSchema, 409: apiErrorSchema, ...denied },
  }),
  changeRole: endpoint({
    method: 'PATCH',
    path: '/api/admin/staff/:id',
    params: id,
    body: z.object({ role, version: z.int({ error: 'send the version you read' }).check(z.gte(1)) }),
    answers: {
      200: z.object({ staff: member }),
      400: apiErrorSchema,
      404: apiErrorSchema,
      /** `stale` (with the member as they are now) or `last_owner`. */
      409: z.object({ error: z.string(), message: z.string(), current: z.optional(member) }),
      ...denied,
    },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/staff/:id',
    params: id,
    answers: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...denied },
  }),
  /** The audit log, newest first, a page at a time (`beforeId`: the last page's `nextBeforeId`). */
  audit: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: z.object({
      entity: z.optional(line(64, 'an entity')),
      entityId: z.optional(line(200, 'an id')),
      beforeId: z.optional(z.pipe(wholeNumber, z.int().check(z.gte(1)))),
      limit: z._default(z.pipe(wholeNumber, z.int().check(z.gte(1), z.lte(200))), 50),
    }),
    answers: {
      200: z.object({ entries: z.array(auditRow), nextBeforeId: z.nullable(z.number()) }),
      400: apiErrorSchema,
      ...denied,
    },
  }),
};
