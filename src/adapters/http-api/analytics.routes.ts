import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IngestUpload } from '../../application/analytics-ingestion/ingest-upload.use-case';
import { FIRST_PARTY_API_KEY, FIRST_PARTY_UPLOAD_PATH } from '../../domain/analytics/analytics-settings';
import type { IngestOutcome } from '../../domain/analytics-ingestion/ingest-outcome';

/** Where the browser's Amplitude client sends its events (its server URL); Amplitude's own path under /api/analytics. */
export const analyticsUploadPath = FIRST_PARTY_UPLOAD_PATH;
/** The key the browser build uses unless another is configured: it identifies the site's uploads, it is no secret. */
export const defaultAnalyticsApiKey = FIRST_PARTY_API_KEY;
/** Amplitude's own limit per request. */
export const defaultAnalyticsBodyLimit = 1024 * 1024;
/**
 * Events per address per minute: three full uploads. A visitor's browser sends at most 200 events
 * per 10 s flush (1,200 a minute, and far fewer in fact), so this leaves room for a few busy ones
 * behind one address (a campus or mobile network's NAT).
 */
export const defaultAnalyticsEventsPerMinute = 6000;

export interface AnalyticsRouteOptions {
  /** Uploads accepted per address per minute (429 beyond, with Retry-After). */
  readonly uploadsPerMinute: number;
  /** Largest request body in bytes (413 beyond). */
  readonly bodyLimit: number;
}

function answer(reply: FastifyReply, status: number, body: Readonly<Record<string, unknown>>) {
  return reply.code(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
}

/**
 * The first-party analytics endpoint (ADR 022): `POST /api/analytics/2/httpapi` takes uploads in
 * Amplitude's HTTP V2 format and answers as Amplitude does, so the browser SDK (or any Amplitude
 * client) retries, drops and halves batches as it would there:
 *
 * - 200 `{code, events_ingested, payload_size_bytes, server_upload_time}`: stored (copies of
 *   insert ids already kept are skipped silently, as Amplitude does). A crawler's or monitor's
 *   upload is answered the same with `events_ingested: 0` and nothing stored: an error would only
 *   make it retry.
 * - 400 `{code, error, missing_field}` or with `events_with_missing_fields`,
 *   `events_with_invalid_fields`, `events_with_invalid_id_lengths` (indexes): nothing stored;
 *   `{code, error: 'Invalid API key: …'}` for another key; `Invalid JSON request body` when the body
 *   is not JSON.
 * - 413 `{code: 413, error: 'Payload too large'}` over the body limit or 2000 events.
 * - 429 `{code, error, eps_threshold, throttled_devices, throttled_users, throttled_events}` when
 *   devices in the upload sent too many events (or the minute already counts as many devices as
 *   it may), or too many uploads or events came from the address (with Retry-After; for events,
 *   every event of the upload is listed, so the client waits before sending them again).
 *
 * The body is read as JSON whatever its content type: sendBeacon and some fetch calls send
 * text/plain. What is kept is what the report needs; no address and no user agent.
 */
export function analyticsRoutes(ingest: IngestUpload, options: AnalyticsRouteOptions) {
  return async (app: FastifyInstance) => {
    const { epsThreshold } = ingest;
    const bodySizes = new WeakMap<object, number>();

    app.removeAllContentTypeParsers();
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: options.bodyLimit }, (request, body, done) => {
      const text = String(body);
      bodySizes.set(request, Buffer.byteLength(text));
      parseJson(request, text, done);
    });

    // Everything that goes wrong is answered in Amplitude's words, never in Fastify's.
    app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
      const status = error.statusCode ?? 500;
      if (status === 413) return answer(reply, 413, { code: 413, error: 'Payload too large' });
      if (status === 429) {
        return answer(reply, 429, {
          code: 429,
          error: 'Too many requests from this address',
          eps_threshold: epsThreshold,
          throttled_devices: {},
          throttled_users: {},
          throttled_events: [],
        });
      }
      if (status >= 400 && status < 500) return answer(reply, 400, { code: 400, error: 'Invalid JSON request body' });
      // The application's handler answers the rest (503 while the database is away, else 500),
      // which the clients retry like any 5xx.
      throw error;
    });

    app.post(
      analyticsUploadPath,
      {
        bodyLimit: options.bodyLimit,
        config: {
          // The upload's events are kept with U+FFFD for a lone surrogate half (storable.ts): one odd
          // string does not cost the batch its other events, so the door's refusal does not apply here.
          illFormedTextRead: true,
          rateLimit: {
            max: options.uploadsPerMinute,
            timeWindow: '1 minute',
            // Answered by the error handler above, in Amplitude's shape.
            errorResponseBuilder: () => Object.assign(new Error('Too many uploads'), { statusCode: 429 }),
          },
        },
      },
      async (request, reply) => {
        const outcome = await ingest.run({
          body: request.body,
          address: request.ip,
          userAgent: String(request.headers['user-agent'] ?? ''),
        });
        return answerOutcome(reply, outcome, epsThreshold, bodySizes.get(request) ?? 0);
      },
    );
  };
}

/** Amplitude's answer to each outcome of an upload. */
function answerOutcome(reply: FastifyReply, outcome: IngestOutcome, epsThreshold: number, payloadBytes: number) {
  const accepted = (ingested: number, receivedAt: number) =>
    answer(reply, 200, {
      code: 200,
      events_ingested: ingested,
      payload_size_bytes: payloadBytes,
      server_upload_time: receivedAt,
    });
  switch (outcome.outcome) {
    case 'stored':
      return accepted(outcome.events, outcome.receivedAt);
    case 'ignored_bot':
      return accepted(0, outcome.receivedAt);
    case 'unreadable':
      return answer(reply, outcome.refusal.status, outcome.refusal.body);
    case 'address_over_budget':
      reply.header('retry-after', String(Math.ceil(outcome.waitMs / 1000)));
      return answer(reply, 429, {
        code: 429,
        error: 'Too many events from this address',
        eps_threshold: epsThreshold,
        throttled_devices: {},
        throttled_users: {},
        throttled_events: Array.from({ length: outcome.events }, (_, index) => index),
      });
    case 'devices_throttled':
      return answer(reply, 429, {
        code: 429,
        error: 'Too many requests for some devices and users',
        eps_threshold: epsThreshold,
        throttled_devices: outcome.throttled.devices,
        throttled_users: outcome.throttled.users,
        throttled_events: outcome.throttled.events,
      });
  }
}
