import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './preferred-encoding';

/** An answer's JSON, and its compressed copies once a request has asked for them. */
interface Encoded {
  readonly json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this a compressed copy saves less than its headers cost (the compress plugin's threshold too). */
const compressFrom = 1024;

/**
 * The API's answers serialised and compressed once per answer, not once per request (issue 21
 * item 5). They are kept by the answer object itself, in a WeakMap: the read caches (ADR 008) hand
 * out the same object until a change notice (ADR 056) or their 30 seconds forget it, and then a new
 * object is a new key. So an answer is never sent staler than the cache it came from, nothing here
 * needs clearing, and an answer nobody holds any more is garbage with its bytes.
 */
export class JsonAnswers {
  private readonly kept = new WeakMap<object, Encoded>();

  /** Sends `answer` as JSON, compressed as the request accepts (br, then gzip) when it is 1 KB or more. */
  send(request: FastifyRequest, reply: FastifyReply, answer: object): FastifyReply {
    let encoded = this.kept.get(answer);
    if (!encoded) {
      encoded = { json: Buffer.from(JSON.stringify(answer), 'utf8') };
      this.kept.set(answer, encoded);
    }
    reply.type('application/json; charset=utf-8');
    if (encoded.json.length < compressFrom) return reply.send(encoded.json);
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(String(request.headers['accept-encoding'] ?? ''));
    if (encoding === 'br') {
      encoded.br ??= brotliCompressSync(encoded.json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: encoded.json.length,
        },
      });
      return reply.header('content-encoding', 'br').send(encoded.br);
    }
    if (encoding === 'gzip') {
      encoded.gzip ??= gzipSync(encoded.json, { level: 9 });
      return reply.header('content-encoding', 'gzip').send(encoded.gzip);
    }
    return reply.send(encoded.json);
  }
}
