import type { FastifyInstance } from 'fastify';
import type { HealthProbe } from '../../ports/health.port';

export function healthRoutes(probe: HealthProbe, timeoutMs = 2000) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await Promise.race([
          probe.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('database timed out')), timeoutMs).unref()),
        ]);
        return reply.send({ status: 'ok', database: 'up' });
      } catch (error) {
        request.log.warn({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    });
  };
}
