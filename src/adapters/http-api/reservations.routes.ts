import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReservationRefusal, Reservations } from '../../application/reservations/reservations.use-case';
import { isReservationReference } from '../../domain/reservations/reservation';
import { fieldErrors } from '../forms/field-errors';
import { confirmReservationSchema, startReservationSchema } from '../forms/reservation.schema';
import { sendError, tooLargeAsFormError } from './api-error';
import { bearerToken } from './bearer';

export interface ReservationRouteOptions {
  /** Holds, confirmations and cancellations per address per minute, in place of the API's general limit. */
  readonly perMinute: number;
  /** Whether the site is served over https (the holder cookie is then Secure). */
  readonly secure: boolean;
}

/**
 * A browser's own key for the cap on rooms held at once (issue 37 item 5): random, HttpOnly, sent
 * only to the reservations API, for a day. It names no one; clearing it gets round the visitor's
 * cap but not the address's.
 */
const HOLDER_COOKIE = 'digs_holder';
const holderPattern = /^[A-Za-z0-9_-]{22,64}$/;

/** A reservation's details are a few hundred bytes. */
export const reservationBodyLimit = 16 * 1024;

const refusalStatus: Record<ReservationRefusal['reason'], number> = {
  invalid: 400,
  sold_out: 409,
  not_offered: 409,
  too_many_holds: 409,
  expired: 409,
  price_changed: 409,
  terms_changed: 409,
  not_found: 404,
  not_allowed: 403,
  payments_unavailable: 503,
};

function refuse(reply: FastifyReply, refusal: ReservationRefusal) {
  const { ok: _, reason, ...rest } = refusal;
  return sendError(reply, refusalStatus[reason], { error: reason, ...rest });
}

const unknown: ReservationRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'We could not find that reservation. Check the link in your e-mail.',
};

/** The owner's token: `Authorization: Bearer <token>`, or `?token=` for a beacon (which cannot set headers). */
function ownerToken(request: FastifyRequest): string {
  const header = bearerToken(request);
  if (header) return header;
  const query = (request.query as { token?: unknown } | undefined)?.token;
  return typeof query === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(query) ? query : '';
}

/**
 * The reservations API (issue 20). Every answer is `no-store`: it carries live stock and a
 * person's details. The price is the server's: the browser sends the total it showed, and a
 * different one is refused.
 *
 * - `POST /api/reservations` `{ tenancyOptionId, idempotencyKey }`: 201 `{ reservation, token }`
 *   (a hold of one room for 15 minutes); 200 the same for a repeated key | 409 sold_out (with up to three
 *   `alternatives`) or too_many_holds (the browser, by its `digs_holder` cookie, or the address holds
 *   as many rooms as it may at once) | 404 | 400.
 * - `GET /api/reservations/:reference` (Bearer token): 200 `{ reservation }` | 404.
 * - `POST …/:reference/confirm` (Bearer) details, `acceptedTermsVersion`, `shownTotalPence`: 200
 *   `{ reservation, redirectUrl }` (redirectUrl: the payment provider's page, or null when paying
 *   directly) | 400 invalid | 409 expired, price_changed, terms_changed | 404.
 * - `POST …/:reference/cancel` (Bearer): 200 `{ reservation }` with the refund.
 * - `POST …/:reference/release?token=`: 204; a hold left (the tab closed), sent by a beacon.
 * - `POST /api/payments/webhook`: the payment provider's signed events; 400 when the signature fails;
 *   200 `mismatch` (logged, nothing changed) when the provider's payment is not the reservation's deposit.
 */
export function reservationRoutes(reservations: Reservations, options: ReservationRouteOptions) {
  return async (app: FastifyInstance) => {
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    app.setErrorHandler(tooLargeAsFormError('That is more than this form can take.'));
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const writes = {
      bodyLimit: reservationBodyLimit,
      config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } },
    };

    app.post('/api/reservations', writes, async (request, reply) => {
      const parsed = startReservationSchema.safeParse(request.body);
      if (!parsed.success) {
        return sendError(reply, 400, {
          error: 'invalid',
          message: 'Something went wrong with this form. Reload the page and try again.',
          fields: fieldErrors(parsed.error),
        });
      }
      let visitor = request.cookies[HOLDER_COOKIE];
      if (!visitor || !holderPattern.test(visitor)) {
        visitor = randomBytes(16).toString('base64url');
        reply.setCookie(HOLDER_COOKIE, visitor, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/api/reservations',
          secure: options.secure,
          maxAge: 86_400,
        });
      }
      const answer = await reservations.start(parsed.data.tenancyOptionId, parsed.data.idempotencyKey, {
        visitor,
        address: request.ip,
      });
      if (!answer.ok) return refuse(reply, answer);
      return reply.code(answer.created ? 201 : 200).send({ reservation: answer.reservation, token: answer.token });
    });

    app.get<{ Params: { reference: string } }>('/api/reservations/:reference', async (request, reply) => {
      if (!isReservationReference(request.params.reference)) return refuse(reply, unknown);
      const answer = await reservations.find(request.params.reference, ownerToken(request));
      return answer.ok ? { reservation: answer.reservation } : refuse(reply, answer);
    });

    app.post<{ Params: { reference: string } }>(
      '/api/reservations/:reference/confirm',
      writes,
      async (request, reply) => {
        const { reference } = request.params;
        if (!isReservationReference(reference)) return refuse(reply, unknown);
        const token = ownerToken(request);
        const parsed = confirmReservationSchema.safeParse(request.body);
        if (!parsed.success) {
          // Field messages are for the owner only.
          const owned = await reservations.find(reference, token);
          if (!owned.ok) return refuse(reply, owned);
          return sendError(reply, 400, {
            error: 'invalid',
            message: 'Please check the highlighted fields.',
            fields: fieldErrors(parsed.error),
          });
        }
        const answer = await reservations.confirm(reference, token, parsed.data);
        if (!answer.ok) return refuse(reply, answer);
        return { reservation: answer.reservation, redirectUrl: answer.redirectUrl };
      },
    );

    app.post<{ Params: { reference: string } }>(
      '/api/reservations/:reference/cancel',
      writes,
      async (request, reply) => {
        if (!isReservationReference(request.params.reference)) return refuse(reply, unknown);
        const answer = await reservations.cancel(request.params.reference, ownerToken(request));
        return answer.ok ? { reservation: answer.reservation } : refuse(reply, answer);
      },
    );

    app.post<{ Params: { reference: string } }>(
      '/api/reservations/:reference/release',
      writes,
      async (request, reply) => {
        // A beacon's body is ignored; whatever it was, the answer says nothing about the reservation.
        if (isReservationReference(request.params.reference))
          await reservations.release(request.params.reference, ownerToken(request));
        return reply.code(204).send();
      },
    );

    // The provider's webhook reads its body as bytes: the signature is over them exactly.
    await app.register(async (webhook) => {
      webhook.removeAllContentTypeParsers();
      webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
        done(null, body),
      );
      webhook.post('/api/payments/webhook', async (request, reply) => {
        const signature = String(request.headers['stripe-signature'] ?? '');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { outcome, reference, problem } = await reservations.paymentEvent(body, signature);
        if (outcome === 'forged') {
          request.log.warn('payment webhook refused: the signature does not verify');
          return sendError(reply, 400, { error: 'invalid', message: 'The signature does not verify.' });
        }
        // A payment that does not match its reservation changes nothing. It is answered 200, not
        // 4xx: the event is genuine (signed), so sending it again would never make it match, and
        // Stripe would retry it for three days. The log line is for the operator to look into.
        if (outcome === 'mismatch')
          request.log.error(
            { reservation: reference, problem },
            'payment webhook: the payment does not match its reservation; nothing changed',
          );
        if (outcome === 'refund_pending')
          request.log.error(
            { reservation: reference },
            'payment webhook: a late payment could not be refunded yet; the job tries again',
          );
        if (outcome === 'refunded' || outcome === 'refund_pending')
          request.log.warn(
            { reservation: reference },
            'payment webhook: paid after the hold ended with no room left; refund recorded',
          );
        return { received: true, outcome };
      });
    });
  };
}
