import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/adapters/postgres/database';
import { aFormBody } from '../support/enquiry-bodies';
import {
  killServer,
  prepareServerRoot,
  type ServerRoot,
  type SpawnedServer,
  startServer,
} from '../support/spawned-server';

/**
 * "SIGTERM: the server stops taking new connections, finishes those in flight and exits 0." The
 * built server on PGlite in a data directory: an enquiry is half sent when the signal comes; the
 * rest of it arrives after. It must be answered as usual, nobody new may connect meanwhile, the
 * process must exit 0 within seconds, and what was written is there when it starts again.
 */

const adminToken = 'shutdown-test-admin-token-0123456789';

/** Whether a new TCP connection to the port is refused. */
const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });

describe('SIGTERM', () => {
  let root: ServerRoot | undefined;
  const servers: SpawnedServer[] = [];
  let dataDir = '';

  beforeAll(async () => {
    root = await prepareServerRoot('shutdown');
    dataDir = path.join(root.dir, 'data/pglite');
    // A data directory as a first start leaves it, from the migrated image.
    const image = new Blob([await readFile(inject('pgliteImage'))]);
    await (await openDatabase({ kind: 'pglite', dataDir, image })).close();
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await killServer(server);
    await root?.remove();
  });

  it('finishes the request in flight, refuses new connections, exits 0, and keeps what was written', async () => {
    if (!root) throw new Error('no root');
    const server = await startServer(root, { DATABASE_URL: dataDir, ADMIN_TOKEN: adminToken });
    servers.push(server);
    const agent = new Agent({ keepAlive: true });
    /**
     * Sends `body`; with `secondHalfAfter`, only its first half until that settles. Such a request
     * asks `Expect: 100-continue`, so the server's "100 Continue" says it has taken the request in
     * (headers read, its handler waiting on the body): `begun` settles once the first half is
     * written after that, the event the signal waits for instead of a guessed pause.
     */
    const send = (body: string, secondHalfAfter?: Promise<unknown>) => {
      let begun!: () => void;
      const started = new Promise<void>((resolve) => {
        begun = resolve;
      });
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = request(
          `${server.url}/api/enquiries/contact`,
          {
            method: 'POST',
            agent,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              ...(secondHalfAfter ? { expect: '100-continue' } : {}),
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        const half = Math.floor(body.length / 2);
        if (!secondHalfAfter) {
          req.end(body);
          begun();
          return;
        }
        req.on('continue', () => {
          req.write(body.slice(0, half), () => begun());
          void secondHalfAfter.then(() => req.end(body.slice(half)));
        });
        req.flushHeaders();
      });
      return { answer, started };
    };

    // A token stores one enquiry (ADR 029): one for each of the two.
    const [formToken, secondToken] = await Promise.all(
      [1, 2].map(async () => {
        const tokenResponse = await fetch(`${server.url}/api/enquiries/form-token`);
        return ((await tokenResponse.json()) as { formToken: string }).formToken;
      }),
    );
    const before = aFormBody('contact', formToken ?? '', { message: 'Sent before the signal' });
    const first = await send(JSON.stringify(before)).answer;
    expect(first.status).toBe(201);
    // That connection now sits idle in the agent: it must not keep the server from stopping.

    const inFlight = aFormBody('contact', secondToken ?? '', { message: 'Half sent when the signal came' });
    let signalled!: () => void;
    const signal = new Promise<void>((resolve) => {
      signalled = resolve;
    });
    let refusedMeanwhile = false;
    const secondHalf = signal.then(async () => {
      // Give the server a moment to react to the signal, then check that nobody new gets in.
      const deadline = Date.now() + 2_000;
      while (!refusedMeanwhile && Date.now() < deadline) {
        refusedMeanwhile = await refusesConnections(server.port);
        if (!refusedMeanwhile) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    const { answer, started } = send(JSON.stringify(inFlight), secondHalf);
    // The server has taken the request in (its 100 Continue) and the first half is on its way.
    await started;
    const signalledAt = performance.now();
    server.child.kill('SIGTERM');
    signalled();

    const finished = await answer;
    expect(refusedMeanwhile, 'a new connection was refused while the request was in flight').toBe(true);
    expect(finished.status).toBe(201);
    const { reference } = JSON.parse(finished.body) as { reference: string };
    const exit = await server.exited;
    const stoppedInMs = performance.now() - signalledAt;
    agent.destroy();
    expect(exit).toEqual({ code: 0, signal: null });
    expect(stoppedInMs).toBeLessThan(5_000);

    // Started again on the same directory: both enquiries are there.
    const again = await startServer(root, { DATABASE_URL: dataDir, ADMIN_TOKEN: adminToken });
    servers.push(again);
    const list = await fetch(`${again.url}/api/admin/enquiries`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const stored = (await list.json()) as { enquiries: { reference: string; submission_id: string }[] };
    expect(stored.enquiries.map((e) => e.submission_id).sort()).toEqual(
      [before.submissionId, inFlight.submissionId].sort(),
    );
    expect(stored.enquiries.map((e) => e.reference)).toContain(reference);
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
    process.stdout.write(`graceful-shutdown: exited 0 in ${Math.round(stoppedInMs)} ms after SIGTERM\n`);
  }, 60_000);
});
