// Slow clients (issue 24, item 2): a request whose headers do not all arrive within the headers
// timeout, or whose body does not within the request timeout, is answered 408 and its connection
// closed; an idle keep-alive connection goes after the keep-alive timeout; connections over the
// per-address or total cap are closed as they arrive, and everyone else is still served. The
// server's timeouts are set short here; the tests wait for the sockets to close, never on a clock.
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectionSettings } from '../../src/adapters/http-api/connection-limits';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { startTestServer } from '../support/test-server';

interface Held {
  readonly socket: Socket;
  /** What the server sent before it closed the connection, and when it closed it (ms after connecting). */
  readonly closed: Promise<{ readonly received: string; readonly afterMs: number }>;
}

/** Connects from `from` (any 127.x address is this machine) and sends `text`, holding the connection open. */
function hold(port: number, text: string, from = '127.0.0.1'): Promise<Held> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: from });
    let received = '';
    const started = performance.now();
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', () => {});
    const closed = new Promise<{ received: string; afterMs: number }>((done) =>
      socket.on('close', () => done({ received, afterMs: performance.now() - started })),
    );
    socket.once('connect', () => {
      socket.write(text);
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

const statusOf = (received: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(received)?.[1] ?? 0);

describe('slow and numerous clients', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  const start = async (connections: Partial<ConnectionSettings>) => {
    server = await startTestServer({ catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings), connections });
    return Number(new URL(server.url).port);
  };
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('closes half-sent requests within the headers timeout, answering 408 with the policy headers', async () => {
    const headersTimeoutMs = 400;
    const port = await start({ headersTimeoutMs, requestTimeoutMs: 5_000 });
    const slow = await Promise.all(
      Array.from({ length: 20 }, () => hold(port, 'GET /api/cities HTTP/1.1\r\nHost: digs.test\r\nX-Slow: 1')),
    );
    const ordinary = await hold(port, 'GET /api/health HTTP/1.1\r\nHost: digs.test\r\nConnection: close\r\n\r\n');
    expect(statusOf((await ordinary.closed).received)).toBe(200);
    for (const { closed } of slow) {
      const { received, afterMs } = await closed;
      expect(statusOf(received)).toBe(408);
      expect(received).toMatch(/\r\ncontent-security-policy: default-src 'self'/);
      expect(received).toMatch(/\r\nx-content-type-options: nosniff\r\n/);
      // Cut by the timeout (Node looks every quarter of it), not at once and not much later.
      expect(afterMs).toBeGreaterThanOrEqual(headersTimeoutMs - 50);
      expect(afterMs).toBeLessThan(headersTimeoutMs * 2 + 1_000);
    }
  });

  it('closes the connection of a request whose body does not arrive within the request timeout', async () => {
    const requestTimeoutMs = 600;
    const port = await start({ headersTimeoutMs: 300, requestTimeoutMs });
    const trickling = await hold(
      port,
      'POST /api/consent HTTP/1.1\r\nHost: digs.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const { received, afterMs } = await trickling.closed;
    // Its headers were read and handed to the app, so there is no answer to give: the connection goes.
    expect(received).toBe('');
    expect(afterMs).toBeGreaterThanOrEqual(requestTimeoutMs - 50);
    expect(afterMs).toBeLessThan(requestTimeoutMs * 2 + 1_000);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const keepAliveTimeoutMs = 300;
    const port = await start({ keepAliveTimeoutMs });
    const idle = await hold(port, 'GET /api/health HTTP/1.1\r\nHost: digs.test\r\n\r\n');
    const { received, afterMs } = await idle.closed;
    expect(statusOf(received)).toBe(200);
    expect(afterMs).toBeGreaterThanOrEqual(keepAliveTimeoutMs - 50);
  });

  it('closes connections over the per-address cap at once; other addresses are still served', async () => {
    const port = await start({ maxConnectionsPerAddress: 5, headersTimeoutMs: 60_000, requestTimeoutMs: 60_000 });
    const held = await Promise.all(
      Array.from({ length: 5 }, () => hold(port, 'GET / HTTP/1.1\r\nX-Slow: ', '127.0.0.2')),
    );
    const over = await hold(
      port,
      'GET /api/health HTTP/1.1\r\nHost: digs.test\r\nConnection: close\r\n\r\n',
      '127.0.0.2',
    );
    // Closed before a byte of it was read: no answer at all.
    expect((await over.closed).received).toBe('');
    const visitor = await hold(
      port,
      'GET /api/health HTTP/1.1\r\nHost: digs.test\r\nConnection: close\r\n\r\n',
      '127.0.0.1',
    );
    expect(statusOf((await visitor.closed).received)).toBe(200);
    // One of the five goes: its address may connect again.
    held[0]?.socket.destroy();
    await held[0]?.closed;
    const again = await hold(
      port,
      'GET /api/health HTTP/1.1\r\nHost: digs.test\r\nConnection: close\r\n\r\n',
      '127.0.0.2',
    );
    expect(statusOf((await again.closed).received)).toBe(200);
    for (const h of held) h.socket.destroy();
  });

  it('closes connections over the total cap as they arrive', async () => {
    const port = await start({
      maxConnections: 6,
      maxConnectionsPerAddress: 3,
      headersTimeoutMs: 60_000,
      requestTimeoutMs: 60_000,
    });
    const held = await Promise.all(
      ['127.0.0.2', '127.0.0.3'].flatMap((from) =>
        Array.from({ length: 3 }, () => hold(port, 'GET / HTTP/1.1\r\nX-Slow: ', from)),
      ),
    );
    const over = await hold(
      port,
      'GET /api/health HTTP/1.1\r\nHost: digs.test\r\nConnection: close\r\n\r\n',
      '127.0.0.4',
    );
    expect((await over.closed).received).toBe('');
    held[0]?.socket.destroy();
    await held[0]?.closed;
    const visitor = await hold(
      port,
      'GET /api/health HTTP/1.1\r\nHost: digs.test\r\nConnection: close\r\n\r\n',
      '127.0.0.4',
    );
    expect(statusOf((await visitor.closed).received)).toBe(200);
    for (const h of held) h.socket.destroy();
  });
});
