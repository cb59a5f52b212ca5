import type { FastifyInstance } from 'fastify';
import type { NewEnquiry } from '../../domain/enquiries/enquiry';
import type { EnquiryRepository } from '../../ports/enquiry-repository.port';
import { randomEnquiryReference } from '../crypto/references';
import { fieldErrors } from '../forms/field-errors';
import {
  type RoomFinderEnquiryBody,
  roomFinderEnquirySchema,
  thanksMessage,
} from '../forms/room-finder-enquiry.schema';
import { sendError, tooLargeAsFormError } from './api-error';

export interface RoomFinderRouteOptions {
  /** Enquiries accepted per address per minute on this route, besides the API's general limit. */
  readonly perMinute: number;
}

/** A room-finder enquiry is a few hundred bytes; anything near this is not a person typing. */
export const enquiryBodyLimit = 16 * 1024;

/** The form's own answers, as stored in an enquiry's `fields`. */
function enquiryFields(body: RoomFinderEnquiryBody) {
  const { city, moveInDate, duration, price, space, phone, countryCode } = body;
  return { city, moveInDate, duration, price, space, phone, countryCode };
}

function newEnquiry(body: RoomFinderEnquiryBody): NewEnquiry {
  return {
    kind: 'room-finder',
    submission_id: body.submissionId,
    name: body.name,
    email: body.email,
    fields: enquiryFields(body),
    source_page: body.sourcePage,
    utm: body.utm,
    consent: body.agreedToTerms,
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
 * No e-mail is sent yet: the enquiries feature adds SMTP notification after the enquiry is stored,
 * so a mail failure never loses one.
 */
export function roomFinderRoutes(enquiries: EnquiryRepository, options: RoomFinderRouteOptions) {
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
        const body = parsed.data;
        if (body.website?.trim()) {
          request.log.info({ sourcePage: body.sourcePage }, 'room-finder enquiry dropped: honeypot filled');
          return reply.code(201).send({ reference: randomEnquiryReference(), message: thanksMessage(body.name) });
        }
        const { enquiry, created } = await enquiries.save(newEnquiry(body));
        return reply
          .code(created ? 201 : 200)
          .send({ reference: enquiry.reference, message: thanksMessage(enquiry.name) });
      },
    );
  };
}
