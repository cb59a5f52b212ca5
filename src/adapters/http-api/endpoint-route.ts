import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import * as z from 'zod/mini';
import { type Endpoint, fieldsOf, type ParsedOf, type ServedAnswerOf } from '../contracts/endpoint';
import { sendError } from './api-error';

/** Answered by the handler itself (a download, a stream): the route sends nothing more. */
export const answered = Symbol('answered');

/**
 * Serves one endpoint of a contract (ADR 095): its params, query and body are parsed with the
 * contract's schemas (a failure answers 400 `bad_request` with a message per field) and the
 * handler's answer must be one the contract declares, status and body.
 */
export function serve<E extends Endpoint>(
  app: FastifyInstance,
  spec: E,
  options: Pick<RouteShorthandOptions, 'preHandler' | 'config' | 'bodyLimit'>,
  handler: NoInfer<
    (input: ParsedOf<E>, request: FastifyRequest, reply: FastifyReply) => Promise<ServedAnswerOf<E> | typeof answered>
  >,
): void {
  app.route({
    method: spec.method,
    url: spec.path,
    ...options,
    handler: async (request, reply) => {
      const input: Record<string, unknown> = {};
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = spec[part];
        if (!schema) continue;
        const parsed = z.safeParse(schema, request[part] ?? {});
        if (!parsed.success)
          return sendError(reply, 400, {
            error: 'bad_request',
            message: 'Some details are not valid.',
            fields: fieldsOf(parsed.error),
          });
        input[part] = parsed.data;
      }
      const answer = await handler(input as ParsedOf<E>, request, reply);
      if (answer === answered) return reply;
      const status: number = answer.status;
      return reply.code(status).send(answer.body);
    },
  });
}
