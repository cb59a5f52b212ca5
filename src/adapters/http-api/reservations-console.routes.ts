import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type {
  ManageReservations,
  ReservationAction,
  ReservationListQuery,
} from '../../application/reservations/manage-reservations.use-case';
import { isSingleLine } from '../forms/wire-text';
import { parseOr400, sendError } from './api-error';
import { sendCsvDownload } from './csv-download';
import { requirePermission, staffActor } from './staff-guard';
import { sendInvalid, sendStale } from './versioned-record-routes';

const singleLine = (max: number) =>
  z.string().max(max).refine(isSingleLine, { error: 'One line, without control characters.' });

const listQuery = z.object({
  status: singleLine(20).optional(),
  residence: singleLine(100).optional(),
  from: singleLine(10).optional(),
  to: singleLine(10).optional(),
  q: singleLine(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

/** The filters given, without the empty ones (a form's cleared field). */
const withoutEmpty = (query: Partial<Record<keyof ReservationListQuery, string | number>>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as ReservationListQuery;

const notFound = (reply: FastifyReply) =>
  sendError(reply, 404, { error: 'not_found', message: 'No reservation has that reference.' });

function answerAction(reply: FastifyReply, action: ReservationAction) {
  switch (action.outcome) {
    case 'saved':
      return reply.send({ ...action.detail, ...(action.warning ? { warning: action.warning } : {}) });
    case 'refused':
      return reply.code(409).send({ error: 'not_allowed', message: action.message, current: action.detail });
    case 'not_found':
      return notFound(reply);
  }
}

/**
 * The console's reservations (issue 20 item 6), with reservations:manage (sales and owner):
 *
 * - `GET /api/admin/reservations?status=&residence=&from=&to=&q=&limit=`: `{items, total}`, newest
 *   first; `from` and `to` are London days (YYYY-MM-DD, both included); `q` words in the
 *   reference, name or e-mail address.
 * - `GET /api/admin/reservations.csv?status=&residence=&from=&to=&q=`: the same list as a CSV
 *   download (at most 10,000 rows).
 * - `GET /api/admin/reservations/choices`: the residences to filter by.
 * - `GET /api/admin/reservations/:reference`: the reservation, its price, actions, refund and history.
 * - `POST /api/admin/reservations/:reference/mark-paid`, `…/cancel`, `…/release`: 200 with the
 *   reservation, or 409 `not_allowed` with it as it is now (nothing done).
 * - `GET /api/admin/reservation-terms`: the operator's terms with their version (sales read them too).
 *
 * And with reservation-terms:manage (the owner): `PUT /api/admin/reservation-terms`
 * `{version, holdingDepositPence, fees, instalmentPlans, termsVersion, termsUrl,
 * lateCancellationRefundPercent, tenancyDepositWeeks}`: 400 with field messages, 422 `unlawful` (a
 * mandatory fee or a tenancy deposit above the cap: Tenant Fees Act 2019) with the rule, the gov.uk
 * guidance and the fields refused, 409 `stale` with the current terms.
 */
export function reservationsConsoleRoutes(manage: ManageReservations) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const sales = { preHandler: requirePermission('reservations:manage') };
    const owner = { preHandler: requirePermission('reservation-terms:manage') };

    app.get('/api/admin/reservations', sales, async (request, reply) => {
      const query = parseOr400(listQuery, request.query, reply);
      if (!query) return reply;
      const listed = await manage.list(withoutEmpty(query));
      if (listed.outcome === 'invalid')
        return sendError(reply, 400, { error: 'bad_request', message: 'Check the filters.', fields: listed.fields });
      return listed.page;
    });

    app.get('/api/admin/reservations.csv', sales, async (request, reply) => {
      const query = parseOr400(listQuery.omit({ limit: true }), request.query, reply);
      if (!query) return reply;
      const exported = await manage.csv(withoutEmpty(query));
      if (exported.outcome === 'invalid')
        return sendError(reply, 400, { error: 'bad_request', message: 'Check the filters.', fields: exported.fields });
      return sendCsvDownload(reply, 'reservations.csv', exported.csv);
    });

    app.get('/api/admin/reservations/choices', sales, async () => manage.choices());

    app.get<{ Params: { reference: string } }>('/api/admin/reservations/:reference', sales, async (request, reply) => {
      const detail = await manage.get(request.params.reference);
      return detail ?? notFound(reply);
    });

    app.post<{ Params: { reference: string } }>(
      '/api/admin/reservations/:reference/mark-paid',
      sales,
      async (request, reply) =>
        answerAction(reply, await manage.markPaid(request.params.reference, staffActor(request))),
    );

    app.post<{ Params: { reference: string } }>(
      '/api/admin/reservations/:reference/cancel',
      sales,
      async (request, reply) => answerAction(reply, await manage.cancel(request.params.reference, staffActor(request))),
    );

    app.post<{ Params: { reference: string } }>(
      '/api/admin/reservations/:reference/release',
      sales,
      async (request, reply) =>
        answerAction(reply, await manage.release(request.params.reference, staffActor(request))),
    );

    app.get('/api/admin/reservation-terms', sales, async () => manage.terms());

    app.put('/api/admin/reservation-terms', owner, async (request, reply) => {
      const saved = await manage.saveTerms(request.body ?? {}, staffActor(request));
      switch (saved.outcome) {
        case 'saved':
          return saved.record;
        case 'invalid':
          return sendInvalid(reply, saved.fields);
        case 'unlawful':
          return sendError(reply, 422, {
            error: 'unlawful',
            message: saved.message,
            guidanceUrl: saved.guidanceUrl,
            fields: saved.fields,
          });
        case 'stale':
          return sendStale(reply, { message: saved.message, current: saved.record });
      }
    });
  };
}
