import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EnquiryRecord, ManageEnquiries } from '../../application/enquiries/manage-enquiries.use-case';
import { ENQUIRY_KINDS, type EnquiryKind, type StoredEnquiry } from '../../domain/enquiries/enquiry';
import { isSingleLine } from '../forms/wire-text';
import { parseOr400, sendError } from './api-error';

export interface AdminRouteOptions {
  /** The bearer token operators send; at least `adminTokenMinLength` characters. */
  readonly token: string;
}

/** Shorter tokens are refused at start (config) and here, so a typo cannot open the API. */
export const adminTokenMinLength = 24;

/** The most enquiries one answer carries, and how many come when the query does not say. */
export const adminEnquiryLimit = { max: 500, default: 50 } as const;

const enquiryKinds = ENQUIRY_KINDS as readonly [EnquiryKind, ...EnquiryKind[]];

const enquiryQuery = z.object({
  kind: z.enum(enquiryKinds, { error: `must be one of ${enquiryKinds.join(', ')}` }).optional(),
  email: z
    .string({ error: 'give one address' })
    .trim()
    .min(1, { error: 'give an address' })
    .max(254)
    .refine(isSingleLine, { error: 'an address has no control characters' })
    .optional(),
  limit: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be at least 1' })
    .max(adminEnquiryLimit.max, { error: `must be at most ${adminEnquiryLimit.max}` })
    .default(adminEnquiryLimit.default),
});

const statusChange = z.strictObject(
  { status: z.enum(['new', 'closed'], { error: 'must be "closed" or "new"' }) },
  {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'only status can be changed' : 'send {"status": "closed"}'),
  },
);

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether `given` is the token, in time that does not depend on where they differ (or their lengths). */
function sameToken(given: string, expected: Buffer): boolean {
  return timingSafeEqual(digest(given), expected);
}

/**
 * The operators' API, for people who run the site rather than visit it. It exists only when an
 * admin token is configured (unset, /api/admin/… is 404 like any unknown path); every request
 * carries `Authorization: Bearer <token>`.
 *
 * `GET /api/admin/enquiries?kind=&email=&limit=`: `{ enquiries: StoredEnquiry[] }`, newest first;
 * `kind` one of the enquiry kinds, `email` matched without regard to case, `limit` 1 to 500
 * (default 50).
 *
 * `PATCH /api/admin/enquiries/:reference` with `{ "status": "closed" }` closes an enquiry (it is
 * deleted ENQUIRY_RETENTION_MONTHS after it was closed; closing it again keeps the first time) and
 * `{ "status": "new" }` opens it again: `{ enquiry: EnquiryRecord }` with `status` and `closed_at`;
 * 404 `{ error: 'not_found' }` for a reference it does not hold.
 *
 * - 401 `{ error: 'unauthorized', message }` with `WWW-Authenticate: Bearer` when the token is
 *   missing or wrong.
 * - 400 `{ error: 'bad_request', message, fields }` for a query it cannot read.
 * - Every answer is `cache-control: no-store`: visitors' names and addresses are not kept by caches.
 */
export function adminRoutes(enquiries: ManageEnquiries, options: AdminRouteOptions) {
  if (options.token.length < adminTokenMinLength) {
    throw new Error(`The admin token must be at least ${adminTokenMinLength} characters`);
  }
  const expected = digest(options.token);

  return async (app: FastifyInstance) => {
    // Hooks added here apply to this plugin's routes only.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const match = /^Bearer[ ]+(\S+)[ ]*$/i.exec(request.headers.authorization ?? '');
      if (match?.[1] && sameToken(match[1], expected)) return;
      request.log.warn({ url: request.url, tokenGiven: Boolean(match) }, 'admin request refused');
      return sendError(reply.header('www-authenticate', match ? 'Bearer error="invalid_token"' : 'Bearer'), 401, {
        error: 'unauthorized',
        message: match
          ? 'That admin token is not valid.'
          : 'This needs the admin token, sent as Authorization: Bearer <token>.',
      });
    });

    app.get('/api/admin/enquiries', async (request, reply) => {
      const query = parseOr400(enquiryQuery, request.query, reply);
      if (!query) return reply;
      const found = await enquiries.list({
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.email !== undefined ? { email: query.email } : {}),
        limit: query.limit,
      });
      const answer: { enquiries: readonly StoredEnquiry[] } = { enquiries: found };
      return reply.send(answer);
    });

    // Without the enquiry records (closing and reopening), PATCH /api/admin/enquiries/:reference does not exist.
    if (enquiries.changesStatus) {
      app.patch<{ Params: { reference: string } }>('/api/admin/enquiries/:reference', async (request, reply) => {
        const change = parseOr400(statusChange, request.body ?? {}, reply);
        if (!change) return reply;
        const enquiry = await enquiries.setStatus(request.params.reference, change.status);
        if (!enquiry) {
          return sendError(reply, 404, {
            error: 'not_found',
            message: `No enquiry has the reference ${request.params.reference}.`,
          });
        }
        request.log.info({ reference: enquiry.reference, status: enquiry.status }, 'enquiry status changed');
        const answer: { enquiry: EnquiryRecord } = { enquiry };
        return reply.send(answer);
      });
    }
  };
}
