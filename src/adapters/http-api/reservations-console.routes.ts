import type { FastifyInstance } from 'fastify';
import type {
  ManageReservations,
  ReservationAction,
  ReservationListQuery,
} from '../../application/reservations/manage-reservations.use-case';
import { actionAnswer, badFiltersAnswer, notFoundAnswer } from '../contracts/answers';
import { reservationsContract as api } from '../contracts/reservations.contract';
import { sendCsvDownload } from './csv-download';
import { answered, serve } from './endpoint-route';
import { requirePermission, staffActor } from './staff-guard';

/** The filters given, without the empty ones (a form's cleared field). */
function withoutEmpty<Q extends ReservationListQuery>(query: Q): ReservationListQuery {
  const kept: { -readonly [K in keyof ReservationListQuery]: ReservationListQuery[K] } = {};
  for (const key of ['status', 'residence', 'from', 'to', 'q'] as const) if (query[key]) kept[key] = query[key];
  if (query.limit !== undefined) kept.limit = query.limit;
  return kept;
}

const notFound = notFoundAnswer('No reservation has that reference.');
const answerAction = (action: ReservationAction) => actionAnswer(action, notFound);

/**
 * The console's reservations (issue 20 item 6), served by their contract (ADR 095,
 * `reservations.contract.ts`), with reservations:manage (sales and owner):
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

    serve(app, api.list, sales, async ({ query }) => {
      const listed = await manage.list(withoutEmpty(query));
      return listed.outcome === 'invalid' ? badFiltersAnswer(listed.fields) : { status: 200, body: listed.page };
    });

    serve(app, api.csv, sales, async ({ query }, _request, reply) => {
      const exported = await manage.csv(withoutEmpty(query));
      if (exported.outcome === 'invalid') return badFiltersAnswer(exported.fields);
      sendCsvDownload(reply, 'reservations.csv', exported.csv);
      return answered;
    });

    serve(app, api.choices, sales, async () => ({ status: 200, body: await manage.choices() }));

    serve(app, api.get, sales, async ({ params }) => {
      const detail = await manage.get(params.reference);
      return detail ? { status: 200, body: detail } : notFound;
    });

    serve(app, api.markPaid, sales, async ({ params }, request) =>
      answerAction(await manage.markPaid(params.reference, staffActor(request))),
    );
    serve(app, api.cancel, sales, async ({ params }, request) =>
      answerAction(await manage.cancel(params.reference, staffActor(request))),
    );
    serve(app, api.release, sales, async ({ params }, request) =>
      answerAction(await manage.release(params.reference, staffActor(request))),
    );

    serve(app, api.terms, sales, async () => ({ status: 200, body: await manage.terms() }));

    serve(app, api.saveTerms, owner, async ({ body }, request) => {
      const saved = await manage.saveTerms(body, staffActor(request));
      switch (saved.outcome) {
        case 'saved':
          return { status: 200, body: saved.record };
        case 'invalid':
          return {
            status: 400,
            body: { error: 'invalid', message: 'Check the highlighted fields.', fields: saved.fields },
          };
        case 'unlawful':
          return {
            status: 422,
            body: { error: 'unlawful', message: saved.message, guidanceUrl: saved.guidanceUrl, fields: saved.fields },
          };
        case 'stale':
          return { status: 409, body: { error: 'stale', message: saved.message, current: saved.record } };
      }
    });
  };
}
