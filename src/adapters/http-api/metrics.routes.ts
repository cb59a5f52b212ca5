import type { FastifyInstance } from 'fastify';
import { sendError } from './api-error';
import { bears } from './bearer';

/** What the HTTP app needs of the operators' metrics. */
export interface RequestMetrics {
  /** The bearer token GET /metrics asks for. */
  readonly token: string;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  render(): Promise<{ readonly contentType: string; readonly body: string }>;
}

/**
 * Observes every answer's duration by the route's pattern (`/api/cities/:citySlug`; `unmatched`
 * for one no route took) and status. Added on the root instance before the routes, so it sees them all.
 */
export function observeRequests(app: FastifyInstance, metrics: RequestMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}

/** GET /metrics for the operators' Prometheus (issue 21): not public (a bearer token, METRICS_TOKEN), never cached or indexed. */
export function metricsRoute(metrics: RequestMetrics) {
  return async (app: FastifyInstance) => {
    app.get('/metrics', async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      if (!bears(request.headers.authorization, metrics.token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        return sendError(reply, 401, {
          error: 'unauthorized',
          message: 'The metrics need the METRICS_TOKEN as a bearer token.',
        });
      }
      const { contentType, body } = await metrics.render();
      return reply.type(contentType).send(body);
    });
  };
}
