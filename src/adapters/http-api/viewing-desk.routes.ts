import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Actor } from '../../application/catalogue/edit-catalogue.use-case';
import type { ViewingDesk } from '../../application/viewings/viewing-desk.use-case';
import { isViewingReference } from '../../domain/viewings/viewing';
import type { ViewingDetail, ViewingRefusal } from '../../domain/viewings/viewing-outcomes';
import type { Clock } from '../../ports/clock.port';
import { viewingDeskContract as desk$ } from '../contracts/viewing-desk.contract';
import { viewingFeedIcs } from '../ical/viewing-feed.ics';
import { sendError } from './api-error';
import { serve } from './endpoint-route';
import { requirePermission, signedOutRoute } from './staff-guard';

const residenceId = z.uuid();

const refusalStatus = { invalid: 400, unavailable: 409, not_found: 404, try_again: 503 } as const;

/** A refusal of the visitor's own use case, answered as the visitor's are (400/404/409/503). */
function refused(refusal: ViewingRefusal) {
  const { ok: _, reason, ...rest } = refusal;
  return { status: refusalStatus[reason], body: { error: reason, ...rest } };
}

const done = (viewing: ViewingDetail) => ({ status: 200, body: { viewing } }) as const;

function actorOf(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new Error('a console route ran without a signed-in member');
  return { staffId: staff.id, email: staff.email, ip: request.ip };
}

const noResidence = {
  status: 404,
  body: { error: 'not_found', message: 'That residence does not exist (it may have been deleted).' },
} as const;
const noViewing = { status: 404, body: { error: 'not_found', message: 'That viewing does not exist.' } } as const;

/**
 * The viewings desk's API (issue 19 item 2), under /api/admin/viewings, for viewings:manage (sales
 * and the owner), served by its contract (viewing-desk.contract.ts):
 * - residences; a residence's rules (GET, and PUT with the version read: 409 when stale);
 * - its calendar (`?date=YYYY-MM-DD&span=day|week`, London days) and its free slots;
 * - every residence's viewings on one London day (`GET …/day?date=YYYY-MM-DD`, issue 36 item 8);
 * - bookings on a caller's behalf (POST, the visitor's schema less terms), and a viewing's move,
 *   cancel and attendance (POST), answered as the visitor's own are (400/404/409);
 * - its calendar feed link: POST issues a new one (the old stops), DELETE revokes it.
 * The feed itself, `GET /api/admin/viewings/feed/:token`, is for calendar apps: no session, the
 * unguessable token is the key, and an unknown or revoked one is a 404.
 */
export function viewingDeskRoutes(desk: ViewingDesk, options: { readonly publicUrl: string; readonly clock: Clock }) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const manage = { preHandler: requirePermission('viewings:manage') };
    // A residence's routes, once the member may: an id that is no id (empty, NUL, a slug) is no
    // residence (404), never a query the database refuses.
    const residence = {
      preHandler: [
        requirePermission('viewings:manage'),
        async (request: FastifyRequest, reply: FastifyReply) => {
          if (!z.safeParse(residenceId, (request.params as { id?: unknown }).id).success)
            return sendError(reply, noResidence.status, noResidence.body);
        },
      ],
    };
    const base = '/api/admin/viewings';

    serve(app, desk$.residences, manage, async () => ({
      status: 200,
      body: { residences: await desk.residences() },
    }));

    serve(app, desk$.day, manage, async ({ query }) => ({
      status: 200,
      body: await desk.allResidencesDay(query.date),
    }));

    serve(app, desk$.rules, residence, async ({ params }) => {
      const rules = await desk.rules(params.id);
      return rules ? { status: 200, body: rules } : noResidence;
    });

    serve(app, desk$.saveRules, residence, async ({ params, body }, request) => {
      const saved = await desk.saveRules(params.id, body, actorOf(request));
      switch (saved.outcome) {
        case 'saved':
          return { status: 200, body: saved.rules };
        case 'invalid':
          return {
            status: 400,
            body: { error: 'invalid', message: 'Check the highlighted fields.', fields: saved.fields },
          };
        case 'stale':
          return { status: 409, body: { error: 'stale', message: saved.message, current: saved.current } };
        case 'not_found':
          return noResidence;
      }
    });

    serve(app, desk$.calendar, residence, async ({ params, query }) => {
      const calendar = await desk.calendar(params.id, query.date, query.span);
      return calendar ? { status: 200, body: calendar } : noResidence;
    });

    serve(app, desk$.availability, residence, async ({ params }) => {
      const availability = await desk.availability(params.id);
      return availability
        ? { status: 200, body: availability }
        : { status: 404, body: { error: 'not_found', message: 'This residence offers no viewings yet.' } };
    });

    serve(app, desk$.book, residence, async ({ params, body }, request) => {
      const answer = await desk.book(params.id, body, actorOf(request));
      if (!answer.ok) return refused(answer);
      return { status: answer.created ? 201 : 200, body: { viewing: answer.viewing } };
    });

    serve(app, desk$.move, manage, async ({ params, body }, request) => {
      if (!isViewingReference(params.reference)) return noViewing;
      const answer = await desk.move(params.reference, body, actorOf(request));
      return answer.ok ? done(answer.viewing) : refused(answer);
    });

    serve(app, desk$.cancel, manage, async ({ params }, request) => {
      if (!isViewingReference(params.reference)) return noViewing;
      const answer = await desk.cancel(params.reference, actorOf(request));
      return answer.ok ? done(answer.viewing) : refused(answer);
    });

    serve(app, desk$.mark, manage, async ({ params, body }, request) => {
      if (!isViewingReference(params.reference)) return noViewing;
      const marked = await desk.mark(params.reference, body.mark, actorOf(request));
      if (marked.outcome === 'not_found') return noViewing;
      if (marked.outcome === 'refused') return { status: 409, body: { error: 'refused', message: marked.message } };
      return { status: 200, body: { viewing: marked.viewing } };
    });

    serve(app, desk$.issueFeed, residence, async ({ params }, request) => {
      const issued = await desk.issueFeed(params.id, actorOf(request));
      if (issued.outcome === 'not_found') return noResidence;
      if (issued.outcome !== 'issued')
        return {
          status: 409,
          body: { error: 'refused', message: 'message' in issued ? issued.message : 'No feed link was issued.' },
        };
      return { status: 201, body: { url: `${options.publicUrl}${base}/feed/${issued.token}` } };
    });

    serve(app, desk$.revokeFeed, residence, async ({ params }, request) => {
      const revoked = await desk.revokeFeed(params.id, actorOf(request));
      return revoked.outcome === 'not_found' ? noResidence : { status: 204, body: null };
    });

    app.get(`${base}/feed/:token`, signedOutRoute, async (request, reply) => {
      const feed = await desk.feed((request.params as { token: string }).token);
      if (!feed) return sendError(reply, 404, { error: 'not_found', message: 'No such calendar feed.' });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="viewings.ics"')
        .send(viewingFeedIcs(feed, options.clock.now()));
    });
  };
}
