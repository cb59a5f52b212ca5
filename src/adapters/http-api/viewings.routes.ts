import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ViewingBookings } from '../../application/viewings/viewing-bookings.use-case';
import { isSlug } from '../../domain/site/site-routes';
import { isViewingReference } from '../../domain/viewings/viewing';
import type { ViewingRefusal } from '../../domain/viewings/viewing-outcomes';
import { randomViewingReference } from '../crypto/references';
import { fieldErrors } from '../forms/field-errors';
import { viewingBookingSchema, viewingMoveSchema } from '../forms/viewing-booking.schema';
import { sendError, tooLargeAsFormError } from './api-error';
import { bearerToken } from './bearer';

export interface ViewingRouteOptions {
  /** Bookings, moves and cancellations accepted per address per minute, in place of the API's general limit on these routes. */
  readonly perMinute: number;
}

/** A booking is a few hundred bytes; anything near this is not a person typing. */
export const viewingBodyLimit = 16 * 1024;

/** Where the domain's refusals become HTTP statuses (the browser's adapter maps them back). */
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

const unknownViewing: ViewingRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'We could not find that viewing. Check the link in your confirmation e-mail.',
};

/**
 * The viewings API. Everything is checked again on the server, whatever the page showed; answers
 * are never cached (`no-store`): they carry live places and visitors' details.
 *
 * - `GET /api/viewings/availability/:propertySlug`: 200 ViewingAvailability (every day of the window
 *   with its free slots) | 404.
 * - `POST /api/viewings`: 201 `{ viewing, manageUrl }`; 200 with the same for an idempotency key
 *   that booked before | 400 `{ error: 'invalid', message, fields }` (bad fields, a time that is
 *   not a slot, outside the opening hours or the window, a kind not offered; with `availability`,
 *   the window as it is now, when the time was refused) | 409 `{ error: 'unavailable', message,
 *   alternatives, availability }` when the slot filled, passed or came inside the notice period
 *   meanwhile | 404 unknown property | 413 | 429. A filled-in honeypot gets a
 *   201 like a person would, and nothing is stored.
 * - `GET /api/viewings/:reference`, `POST …/cancel`, `POST …/move` `{ kind, start }`, each with
 *   `Authorization: Bearer <manage token>`: 200 `{ viewing }` | 404, the same for an unknown
 *   reference and a wrong or missing token | 400/409 for a move as for a booking.
 */
export function viewingRoutes(bookings: ViewingBookings, options: ViewingRouteOptions) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler(
      tooLargeAsFormError('That is more than this form can take. Please shorten your message and send it again.'),
    );
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const writes = {
      bodyLimit: viewingBodyLimit,
      config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
    };

    app.get<{ Params: { propertySlug: string } }>(
      '/api/viewings/availability/:propertySlug',
      async (request, reply) => {
        const { propertySlug } = request.params;
        // Not a slug (a control character, a NUL): no property has it, and the database is not asked.
        const availability = isSlug(propertySlug) ? await bookings.availability(propertySlug) : null;
        if (!availability) {
          return sendError(reply, 404, { error: 'not_found', message: 'This property does not offer viewings.' });
        }
        return availability;
      },
    );

    app.post('/api/viewings', writes, async (request, reply) => {
      const parsed = viewingBookingSchema.safeParse(request.body);
      if (!parsed.success) {
        return sendError(reply, 400, {
          error: 'invalid',
          message: 'Please check the highlighted fields.',
          fields: fieldErrors(parsed.error),
        });
      }
      const { website, agreedToTerms: _, ...request_ } = parsed.data;
      if (website?.trim()) {
        request.log.info({ propertySlug: request_.propertySlug }, 'viewing booking dropped: honeypot filled');
        const decoy = await bookings.decoy(request_, randomViewingReference());
        if (!decoy.ok) return refuse(reply, decoy);
        return reply.code(201).send({ viewing: decoy.viewing, manageUrl: decoy.manageUrl });
      }
      const answer = await bookings.book(request_);
      if (!answer.ok) return refuse(reply, answer);
      return reply.code(answer.created ? 201 : 200).send({ viewing: answer.viewing, manageUrl: answer.manageUrl });
    });

    app.get<{ Params: { reference: string } }>('/api/viewings/:reference', async (request, reply) => {
      const { reference } = request.params;
      if (!isViewingReference(reference)) return refuse(reply, unknownViewing);
      const answer = await bookings.find(reference, bearerToken(request));
      return answer.ok ? { viewing: answer.viewing } : refuse(reply, answer);
    });

    app.post<{ Params: { reference: string } }>('/api/viewings/:reference/cancel', writes, async (request, reply) => {
      const { reference } = request.params;
      if (!isViewingReference(reference)) return refuse(reply, unknownViewing);
      const answer = await bookings.cancel(reference, bearerToken(request));
      return answer.ok ? { viewing: answer.viewing } : refuse(reply, answer);
    });

    app.post<{ Params: { reference: string } }>('/api/viewings/:reference/move', writes, async (request, reply) => {
      const { reference } = request.params;
      if (!isViewingReference(reference)) return refuse(reply, unknownViewing);
      const token = bearerToken(request);
      const parsed = viewingMoveSchema.safeParse(request.body);
      if (!parsed.success) {
        // Field messages are for the owner only: a stranger learns nothing from them.
        const owned = await bookings.find(reference, token);
        if (!owned.ok) return refuse(reply, owned);
        return sendError(reply, 400, {
          error: 'invalid',
          message: 'Please choose a time from those shown.',
          fields: fieldErrors(parsed.error),
        });
      }
      const answer = await bookings.move(reference, token, parsed.data);
      return answer.ok ? { viewing: answer.viewing } : refuse(reply, answer);
    });
  };
}
