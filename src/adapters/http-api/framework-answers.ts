import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The answers that Fastify or Node give before any route or hook runs, made to carry the same
 * policy headers as every other answer (issue 24, item 4), as JSON errors of the API's shape.
 */

type Headers = Readonly<Record<string, string>>;

function body(status: number, message: string): string {
  const error = status === 408 ? 'timeout' : status === 417 ? 'expectation_failed' : 'bad_request';
  return JSON.stringify({ error, message });
}

/**
 * Fastify's `frameworkErrors`: an address its router cannot decode (`/%`, `/%zz`: 400) or a
 * parameter longer than the router takes (414). Hooks have not run, so the headers are set here.
 */
export function frameworkErrorAnswer(headers: Headers) {
  return (error: { code?: string }, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    const message = status === 414 ? 'This address is too long.' : 'This address could not be read.';
    return reply
      .code(status)
      .headers({ ...headers, 'cache-control': 'no-store' })
      .type('application/json; charset=utf-8')
      .send(body(status, message));
  };
}

/**
 * Fastify's `clientErrorHandler`, for what Node's parser refuses and its timeouts cut: a request
 * whose headers did not all arrive within the headers timeout or whose whole self did not within
 * the request timeout (408), headers too large (431: a very long address too), anything else that
 * is not HTTP (400). Written to the socket, which is then closed, as Node and Fastify do.
 */
export function clientErrorAnswer(headers: Headers, log: () => FastifyBaseLogger) {
  const lines = Object.entries({ ...headers, 'cache-control': 'no-store', connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error: Error & { code?: string }, socket: Socket) => {
    // A reset connection is gone: nothing to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message =
      status === 408
        ? 'The request took too long to arrive.'
        : status === 431
          ? 'The request’s headers (or its address) are too large.'
          : 'This request could not be read.';
    log().debug({ code: error.code, status }, 'client error');
    // A response already under way on this socket (keep-alive) cannot be followed by another.
    const answering = (socket as Socket & { _httpMessage?: unknown })._httpMessage;
    if (socket.writable && !answering) {
      const text = body(status, message);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines}content-type: application/json; charset=utf-8\r\n` +
          `content-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
      );
    }
    socket.destroy();
  };
}

/** Node's own 417 for an `Expect` other than 100-continue, with the policy headers. */
export function expectationFailedAnswer(headers: Headers) {
  return (_request: IncomingMessage, response: ServerResponse) => {
    const text = body(417, 'Only "Expect: 100-continue" is understood.');
    response.writeHead(417, {
      ...headers,
      'cache-control': 'no-store',
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(text),
    });
    response.end(text);
  };
}
