import type { FastifyInstance } from 'fastify';
import type { CheckHealth } from '../../application/site/check-health.use-case';
import { retryAfterSeconds } from './unavailable';

/**
 * `GET /api/health`: 200 `{ status: 'ok', database: 'up' }`, or 503 `{ status: 'unavailable',
 * database: 'down' }` with Retry-After (as every 503 of the database's absence) when the database
 * does not answer a round trip within `timeoutMs` (an outage, or a pool so busy that no connection
 * comes free). Never rate-limited, wherever it is
 * registered: a flood from one address must not make the server look down.
 */
export function healthRoutes(health: CheckHealth, timeoutMs = 2000) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { config: { rateLimit: false } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await Promise.race([
          health.run(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('database timed out')), timeoutMs).unref()),
        ]);
        return reply.send({ status: 'ok', database: 'up' });
      } catch (error) {
        request.log.warn({ err: error }, 'health check failed');
        return reply
          .code(503)
          .header('retry-after', String(retryAfterSeconds))
          .send({ status: 'unavailable', database: 'down' });
      }
    });
  };
}
