import type { FastifyInstance } from 'fastify';

/**
 * Once the server is closing (`app.close()`, on SIGTERM), every answer ends its connection
 * (`Connection: close`). Node closes the connections that are idle when closing starts, but a
 * keep-alive connection whose request was in flight stays open after its answer, for as long as
 * the keep-alive timeout (72 s in Fastify), and the server cannot finish closing until it goes.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
