import { HttpResponse, http, type RequestHandler } from 'msw';
import * as z from 'zod/mini';
import { type Endpoint, fieldsOf, type ParsedOf, type ServedAnswerOf } from '../../src/adapters/contracts/endpoint';

/**
 * A QA handler for one endpoint of a contract (ADR 095), as the Fastify route serves it: params,
 * query and JSON body parsed by the contract's schemas (400 `bad_request`, a message per field, when they fail), and only
 * answers the contract declares; the handler has the request too (an upload's multipart body is
 * outside the contract). `guard` stands for the route's permission check (a `preHandler`, run
 * before the input is parsed): the answer it gives (401, 403) is sent instead.
 */
export function handle<E extends Endpoint>(
  spec: E,
  handler: NoInfer<(input: ParsedOf<E>, request: Request) => Promise<ServedAnswerOf<E>>>,
  guard?: () => Promise<Response | undefined>,
): RequestHandler {
  const method = spec.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return http[method](`*${spec.path}`, async ({ params, request }) => {
    const refused = await guard?.();
    if (refused) return refused;
    const raw = {
      params,
      query: Object.fromEntries(new URL(request.url).searchParams),
      body: spec.body ? await request.json().catch(() => ({})) : undefined,
    };
    const input: Record<string, unknown> = {};
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = spec[part];
      if (!schema) continue;
      const parsed = z.safeParse(schema, raw[part]);
      if (!parsed.success)
        return HttpResponse.json(
          { error: 'bad_request', message: 'Some details are not valid.', fields: fieldsOf(parsed.error) },
          { status: 400 },
        );
      input[part] = parsed.data;
    }
    const answer = await handler(input as ParsedOf<E>, request);
    // 204 and its kin carry no body at all, as Fastify sends them.
    if (answer.body === null) return new HttpResponse(null, { status: answer.status });
    return HttpResponse.json(answer.body as object, { status: answer.status });
  });
}
