import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as zm from 'zod/mini';
import type { Actor } from '../../application/catalogue/edit-catalogue.use-case';
import type { ViewingDesk } from '../../application/viewings/viewing-desk.use-case';
import { isCalendarDate } from '../../domain/shared/london-time';
import { isViewingReference } from '../../domain/viewings/viewing';
import { attendanceMarks } from '../../domain/viewings/viewing-desk';
import type { ViewingRefusal } from '../../domain/viewings/viewing-outcomes';
import type { Clock } from '../../ports/clock.port';
import { fieldErrors } from '../forms/field-errors';
import { viewingBookingSchema, viewingMoveSchema } from '../forms/viewing-booking.schema';
import { viewingFeedIcs } from '../ical/viewing-feed.ics';
import { sendError } from './api-error';
import { requirePermission, signedOutRoute } from './staff-guard';

/** The desk's booking form: the visitor's own schema, less what only a visitor sends (the address, terms, honeypot). */
const deskBookingSchema = zm.omit(viewingBookingSchema, { propertySlug: true, agreedToTerms: true, website: true });

const calendarQuery = z.object({
  date: z.string().refine(isCalendarDate, 'A London date, YYYY-MM-DD.'),
  span: z.enum(['day', 'week']).default('week'),
});
const dayQuery = z.object({ date: z.string().refine(isCalendarDate, 'A London date, YYYY-MM-DD.') });
const residenceId = z.uuid();
const markBody = z.object({ mark: z.enum(attendanceMarks) });

const refusalStatus: Record<ViewingRefusal['reason'], number> = {
  invalid: 400,
  unavailable: 409,
  not_found: 404,
  try_again: 503,
};

function refuse(reply: FastifyReply, refusal: ViewingRefusal) {
  const { ok: _, reason, ...rest } = refusal;
  return sendError(reply, refusalStatus[reason], { error: reason, ...rest });
}

function actorOf(request: FastifyRequest): Actor {
  const staff = request.staff;
  if (!staff) throw new Error('a console route ran without a signed-in member');
  return { staffId: staff.id, email: staff.email, ip: request.ip };
}

const noResidence = (reply: FastifyReply) =>
  sendError(reply, 404, { error: 'not_found', message: 'That residence does not exist (it may have been deleted).' });
const noViewing = (reply: FastifyReply) =>
  sendError(reply, 404, { error: 'not_found', message: 'That viewing does not exist.' });

type Id = { Params: { id: string } };
type Reference = { Params: { reference: string } };

/**
 * The viewings desk's API (issue 19 item 2), under /api/admin/viewings, for viewings:manage (sales
 * and the owner):
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
          if (!residenceId.safeParse((request.params as { id?: unknown }).id).success) return noResidence(reply);
        },
      ],
    };
    const base = '/api/admin/viewings';

    app.get(`${base}/residences`, manage, async () => ({ residences: await desk.residences() }));

    app.get(`${base}/day`, manage, async (request, reply) => {
      const query = dayQuery.safeParse(request.query);
      if (!query.success)
        return sendError(reply, 400, { error: 'bad_request', message: 'Say which London date: ?date=YYYY-MM-DD.' });
      return desk.allResidencesDay(query.data.date);
    });

    app.get<Id>(`${base}/residences/:id/rules`, residence, async (request, reply) => {
      const rules = await desk.rules(request.params.id);
      return rules ?? noResidence(reply);
    });

    app.put<Id>(`${base}/residences/:id/rules`, residence, async (request, reply) => {
      const saved = await desk.saveRules(request.params.id, request.body ?? {}, actorOf(request));
      if (saved.outcome === 'invalid')
        return sendError(reply, 400, {
          error: 'invalid',
          message: 'Check the highlighted fields.',
          fields: saved.fields,
        });
      if (saved.outcome === 'stale')
        return reply.code(409).send({ error: 'stale', message: saved.message, current: saved.current });
      if (saved.outcome === 'not_found') return noResidence(reply);
      return saved.rules;
    });

    app.get<Id>(`${base}/residences/:id/calendar`, residence, async (request, reply) => {
      const query = calendarQuery.safeParse(request.query);
      if (!query.success)
        return sendError(reply, 400, { error: 'bad_request', message: 'Say which London date: ?date=YYYY-MM-DD.' });
      const calendar = await desk.calendar(request.params.id, query.data.date, query.data.span);
      return calendar ?? noResidence(reply);
    });

    app.get<Id>(`${base}/residences/:id/availability`, residence, async (request, reply) => {
      const availability = await desk.availability(request.params.id);
      return (
        availability ?? sendError(reply, 404, { error: 'not_found', message: 'This residence offers no viewings yet.' })
      );
    });

    app.post<Id>(`${base}/residences/:id/bookings`, residence, async (request, reply) => {
      const parsed = zm.safeParse(deskBookingSchema, request.body);
      if (!parsed.success)
        return sendError(reply, 400, {
          error: 'invalid',
          message: 'Check the highlighted fields.',
          fields: fieldErrors(parsed.error),
        });
      const answer = await desk.book(request.params.id, parsed.data, actorOf(request));
      if (!answer.ok) return refuse(reply, answer);
      return reply.code(answer.created ? 201 : 200).send({ viewing: answer.viewing });
    });

    app.post<Reference>(`${base}/bookings/:reference/move`, manage, async (request, reply) => {
      if (!isViewingReference(request.params.reference)) return noViewing(reply);
      const parsed = zm.safeParse(viewingMoveSchema, request.body);
      if (!parsed.success)
        return sendError(reply, 400, {
          error: 'invalid',
          message: 'Choose a time from those shown.',
          fields: fieldErrors(parsed.error),
        });
      const answer = await desk.move(request.params.reference, parsed.data, actorOf(request));
      return answer.ok ? { viewing: answer.viewing } : refuse(reply, answer);
    });

    app.post<Reference>(`${base}/bookings/:reference/cancel`, manage, async (request, reply) => {
      if (!isViewingReference(request.params.reference)) return noViewing(reply);
      const answer = await desk.cancel(request.params.reference, actorOf(request));
      return answer.ok ? { viewing: answer.viewing } : refuse(reply, answer);
    });

    app.post<Reference>(`${base}/bookings/:reference/attendance`, manage, async (request, reply) => {
      if (!isViewingReference(request.params.reference)) return noViewing(reply);
      const body = markBody.safeParse(request.body);
      if (!body.success)
        return sendError(reply, 400, {
          error: 'invalid',
          message: 'Mark it attended or no-show.',
          fields: { mark: 'attended or no_show' },
        });
      const marked = await desk.mark(request.params.reference, body.data.mark, actorOf(request));
      if (marked.outcome === 'not_found') return noViewing(reply);
      if (marked.outcome === 'refused') return sendError(reply, 409, { error: 'refused', message: marked.message });
      return { viewing: marked.viewing };
    });

    app.post<Id>(`${base}/residences/:id/feed`, residence, async (request, reply) => {
      const issued = await desk.issueFeed(request.params.id, actorOf(request));
      if (issued.outcome === 'not_found') return noResidence(reply);
      if (issued.outcome === 'refused') return sendError(reply, 409, { error: 'refused', message: issued.message });
      if (issued.outcome !== 'issued') return reply.code(204).send();
      const url = `${options.publicUrl}${base}/feed/${issued.token}`;
      return reply.code(201).send({ url });
    });

    app.delete<Id>(`${base}/residences/:id/feed`, residence, async (request, reply) => {
      const revoked = await desk.revokeFeed(request.params.id, actorOf(request));
      if (revoked.outcome === 'not_found') return noResidence(reply);
      return reply.code(204).send();
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
