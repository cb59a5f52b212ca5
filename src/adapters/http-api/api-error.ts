import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Every API error has one shape: `{ error, message, fields? }`. */
export interface ApiError {
  readonly error: string;
  readonly message: string;
  readonly fields?: Readonly<Record<string, string>>;
  /** Where the rule that refused it is explained (a refusal by law: the gov.uk guidance). */
  readonly guidanceUrl?: string;
  /** On a failure of ours (5xx): the request's id, as the log and the X-Request-Id header give it. */
  readonly requestId?: string;
}

export function sendError(reply: FastifyReply, status: number, body: ApiError) {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Field messages from a zod failure, one per field path. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses route input or answers 400 with field messages; returns null when it answered. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply): T | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  void sendError(reply, 400, {
    error: 'bad_request',
    message: 'Some details are not valid.',
    fields: fieldMessages(parsed.error),
  });
  return null;
}

/**
 * An error handler for a plugin of public forms: a body over the limit (413) gets words a visitor
 * can act on; every other error goes on to the application's handler.
 */
export function tooLargeAsFormError(message: string) {
  return (error: Error | { statusCode?: number; message?: string }, _request: FastifyRequest, reply: FastifyReply) => {
    // Thrown on, the application's handler answers it. The rate limiter throws a plain object,
    // which Fastify would send as a 200 body if thrown again as it is: it goes on as an Error.
    if (!('statusCode' in error) || error.statusCode !== 413) {
      throw error instanceof Error ? error : Object.assign(new Error(error.message), { statusCode: error.statusCode });
    }
    return sendError(reply, 413, { error: 'too_large', message });
  };
}
