// Slow clients against the built server (issue 24, item 2): 2,000 connections from one address
// (127.0.0.2) each send half a request's headers and wait, as a slowloris attack does; meanwhile a
// visitor from another address (127.0.0.1) loads the home page and the API. Prints how many of the
// 2,000 the server kept (MAX_CONNECTIONS_PER_ADDRESS) and closed at once, the visitor's times, and
// when the kept ones were cut (HEADERS_TIMEOUT_MS, answered 408). `npm run build` first.
//   node bench/slow-clients.bench.mjs [connections=2000]
import net from 'node:net';
import { requireBuild, startBuiltServer } from './built-server.mjs';
import { describeMachine } from './machine.mjs';

requireBuild('slow-clients');
const total = Number(process.argv[2] ?? 2000);
const server = await startBuiltServer({ SEED_DEMO: 'true' });
const { port } = new URL(server.base);

function slowConnection() {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress: '127.0.0.2' });
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => {
      received += d;
    });
    socket.on('error', () => {});
    let isClosed = false;
    socket.on('close', () => {
      isClosed = true;
    });
    const closed = new Promise((done) =>
      socket.on('close', () =>
        done({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0), afterMs: performance.now() - started }),
      ),
    );
    socket.once('connect', () => {
      socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nUser-Agent: slow\r\nX-Padding: ');
      resolve({ socket, closed, isClosed: () => isClosed });
    });
  });
}

async function visit(path) {
  const started = performance.now();
  const res = await fetch(`${server.base}${path}`);
  await res.arrayBuffer();
  return { path, status: res.status, ms: Math.round(performance.now() - started) };
}

try {
  console.log(`slow clients: ${describeMachine()}`);
  await visit('/'); // warm: the first render of the home page
  const opened = performance.now();
  const held = [];
  for (let i = 0; i < total; i += 100) {
    held.push(...(await Promise.all(Array.from({ length: Math.min(100, total - i) }, slowConnection))));
  }
  console.log(`${total} half-sent requests from 127.0.0.2 opened in ${Math.round(performance.now() - opened)} ms`);
  // A moment for the server to close the ones over the cap (it does so as they arrive).
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const closedAtOnce = held.filter((h) => h.isClosed()).length;
  console.log(`closed at once (over the per-address cap): ${closedAtOnce}; kept open: ${total - closedAtOnce}`);

  const visits = [];
  for (const path of ['/', '/api/health', '/api/cities', '/', '/about-us']) visits.push(await visit(path));
  console.log(
    'a visitor from 127.0.0.1 meanwhile:',
    visits.map((v) => `${v.path} ${v.status} in ${v.ms} ms`).join(', '),
  );
  const failed = visits.filter((v) => v.status !== 200);

  const outcomes = await Promise.all(held.map((h) => h.closed));
  const cut = outcomes.filter((o) => o.status === 408);
  const last = Math.max(...cut.map((o) => o.afterMs));
  const first = Math.min(...cut.map((o) => o.afterMs));
  console.log(
    `kept ones cut with 408: ${cut.length}, from ${(first / 1000).toFixed(1)} s to ${(last / 1000).toFixed(1)} s after they connected`,
  );
  if (failed.length > 0) {
    console.error('the visitor was not served:', failed);
    process.exitCode = 1;
  }
} finally {
  await server.stop();
}
