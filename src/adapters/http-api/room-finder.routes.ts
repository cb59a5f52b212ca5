import type { FastifyInstance } from 'fastify';
import type { EnquirySubmission, SubmitEnquiry } from '../../application/enquiries/submit-enquiry.use-case';
import { fieldErrors } from '../forms/field-errors';
import { type RoomFinderEnquiryBody, roomFinderEnquirySchema } from '../forms/room-finder-enquiry.schema';
import { sendError, tooLargeAsFormError } from './api-error';

export interface RoomFinderRouteOptions {
  /** Enquiries accepted per address per minute on this route, in place of the API's general limit. */
  readonly perMinute: number;
}

/** A room-finder enquiry is a few hundred bytes; anything near this is not a person typing. */
export const enquiryBodyLimit = 16 * 1024;

/** The form's own answers, as stored in an enquiry's `fields`. */
function enquiryFields(body: RoomFinderEnquiryBody) {
  const { city, moveInDate, duration, price, space, phone, countryCode } = body;
  return { city, moveInDate, duration, price, space, phone, countryCode };
}

function submission(body: RoomFinderEnquiryBody): EnquirySubmission {
  return {
    kind: 'room-finder',
    submissionId: body.submissionId,
    name: body.name,
    email: body.email,
    answers: enquiryFields(body),
    sourcePage: body.sourcePage,
    utm: body.utm,
    consent: body.agreedToTerms,
    ...(body.website !== undefined ? { website: body.website } : {}),
  };
}

/**
 * `POST /api/room-finder/enquiries`: the room finder's enquiry, checked with the shared schema and
 * stored before anything else happens.
 *
 * - 201 `{ reference, message }`: stored now; 200 with the same reference when this submissionId
 *   was stored before (a retry or a double click), so the visitor sees one enquiry.
 * - 400 `{ error: 'invalid', message, fields }`: one message per field the visitor can fix.
 * - The honeypot (`website`) filled in: the same 201 a person would get, with a reference that
 *   belongs to nothing, and nothing stored; the bot learns nothing.
 * - 413 above 16 KB; 429 with Retry-After past `perMinute` from one address (the API's general
 *   limit is far higher). Both in the API's error shape.
 *
 * The enquiry goes through SubmitEnquiry like every form's: stored with its staff notice and
 * auto-reply in one transaction. The room finder has no form token (its four steps take a person far
 * longer than the minimum time to fill).
 */
export function roomFinderRoutes(submitEnquiry: SubmitEnquiry, options: RoomFinderRouteOptions) {
  return async (app: FastifyInstance) => {
    app.setErrorHandler(
      tooLargeAsFormError('That is more than this form can take. Please shorten your answers and send it again.'),
    );

    app.post(
      '/api/room-finder/enquiries',
      { bodyLimit: enquiryBodyLimit, config: { rateLimit: { max: options.perMinute, timeWindow: '1 minute' } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const parsed = roomFinderEnquirySchema.safeParse(request.body);
        if (!parsed.success) {
          return sendError(reply, 400, {
            error: 'invalid',
            message: 'Please check the highlighted fields.',
            fields: fieldErrors(parsed.error),
          });
        }
        const answer = await submitEnquiry.run(submission(parsed.data));
        if (!answer.ok) {
          // The room finder has no token and no residence to check: not reached, but answered all the same.
          return sendError(reply, 400, {
            error: answer.reason,
            message: answer.message,
            fields: answer.reason === 'invalid' ? answer.fields : {},
          });
        }
        return reply.code(answer.created ? 201 : 200).send({ reference: answer.reference, message: answer.message });
      },
    );
  };
}
