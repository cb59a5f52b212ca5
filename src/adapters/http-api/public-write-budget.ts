import type { FastifyInstance } from 'fastify';
import { sendError } from './api-error';

/**
 * The public writes that share one budget per address, by method and route: enquiries (every
 * form and the chat), the room finder, viewing bookings, moves and cancellations, and consent
 * decisions. Analytics uploads have their own limits (ADR 022).
 */
export const publicWriteRoutes: ReadonlySet<string> = new Set([
  'POST /api/enquiries/:kind',
  'POST /api/room-finder/enquiries',
  'POST /api/viewings',
  'POST /api/viewings/:reference/cancel',
  'POST /api/viewings/:reference/move',
  'POST /api/consent',
  'POST /api/reservations',
  'POST /api/reservations/:reference/confirm',
  'POST /api/reservations/:reference/cancel',
  'POST /api/reservations/:reference/release',
  'POST /api/account/sign-in',
]);

/** Public writes per minute per address across all of them (PUBLIC_WRITE_BUDGET): more than a person sends. */
export const defaultPublicWriteBudget = 20;

/**
 * One per-address budget across every public write, besides each route's own limit: without it an
 * address could make each route's limit a minute on every route at once (about 50 writes). Counted
 * by @fastify/rate-limit's own limiter (`createRateLimit`) in the store the plugin was registered
 * with, so a shared store (Redis) replaces the in-process one without a change here. Call it on the
 * API's scope after registering the plugin and before the routes.
 */
export function addPublicWriteBudget(api: FastifyInstance, perMinute: number): void {
  const spend = api.createRateLimit({ max: perMinute, timeWindow: 60_000 });
  api.addHook('onRequest', async (request, reply) => {
    if (!publicWriteRoutes.has(`${request.method} ${request.routeOptions.url}`)) return;
    const limit = await spend(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    return sendError(reply, 429, {
      error: 'rate_limited',
      message: `Too many forms sent from your address. Try again in ${limit.ttlInSeconds} seconds.`,
    });
  });
}
