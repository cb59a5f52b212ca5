import type { FastifyInstance } from 'fastify';
import type { RecordConsent } from '../../application/consent/record-consent.use-case';
import { consentLogSchema } from '../forms/consent-log.schema';
import { fieldErrors } from '../forms/field-errors';
import { sendError, tooLargeAsFormError } from './api-error';

/** A decision is about a hundred bytes. */
export const consentBodyLimit = 1024;

export interface ConsentRouteOptions {
  /** Decisions accepted per address per minute. */
  readonly perMinute: number;
}

/**
 * The consent log's endpoint: `POST /api/consent` `{consentId, version, analytics, replay}` →
 * 201 `{recorded: true}`, logged with the server's time | 400 `{error, message, fields}` | 413 | 429.
 * JSON, or text/plain holding JSON (sendBeacon's). Nothing about the visitor but the decision and
 * the browser's random consent id is kept: no address, no user agent.
 */
export function consentRoutes(recordConsent: RecordConsent, options: ConsentRouteOptions) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler(tooLargeAsFormError('A consent decision is a few fields; this was far more.'));
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

    app.post(
      '/api/consent',
      { bodyLimit: consentBodyLimit, config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const parsed = consentLogSchema.safeParse(request.body);
        if (!parsed.success) {
          return sendError(reply, 400, {
            error: 'bad_request',
            message: 'This consent decision could not be read.',
            fields: fieldErrors(parsed.error),
          });
        }
        await recordConsent.run(parsed.data);
        return reply.code(201).header('cache-control', 'no-store').send({ recorded: true });
      },
    );
  };
}
