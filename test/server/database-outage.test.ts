import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueReader } from '../../src/ports/catalogue-reader.port';
import { aFormBody, asFormPost } from '../support/enquiry-bodies';
import {
  killServer,
  prepareServerRoot,
  type ServerRoot,
  type SpawnedServer,
  startServer,
} from '../support/spawned-server';
import { buildTestApp, makeTestPublicDir } from '../support/test-server';

/**
 * "The server started against a PostgreSQL that goes away and comes back: requests fail with 503
 * meanwhile and succeed afterwards without a restart; /api/health says which."
 */

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('while the database cannot be reached (the app, in process)', () => {
  it('answers 503 with Retry-After: the API as JSON, a page as HTML; health says down; all well again after', async () => {
    let down = true;
    const reads = new Proxy({} as CatalogueReader, {
      get: () => async () => {
        if (down) throw refused();
        return null;
      },
    });
    const site = await makeTestPublicDir();
    const app = await buildTestApp({
      catalogue: reads,
      publicDir: site.dir,
      health: {
        ping: async () => {
          if (down) throw refused();
        },
      },
    });
    try {
      const api = await app.inject({ url: '/api/cities/manchester' });
      expect(api.statusCode).toBe(503);
      expect(api.headers['retry-after']).toBe('10');
      expect(api.json()).toEqual({
        error: 'unavailable',
        message: expect.stringMatching(/try again/),
        requestId: expect.any(String),
      });

      const page = await app.inject({ url: '/manchester' });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['retry-after']).toBe('10');
      expect(page.body).toContain('<h1>Back in a moment</h1>');

      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });

      down = false;
      expect((await app.inject({ url: '/api/cities/manchester' })).statusCode).toBe(404);
      expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'up' });
    } finally {
      await app.close();
      await site.remove();
    }
  });

  it('never rate-limits the health check', async () => {
    const reads = new Proxy({} as CatalogueReader, { get: () => async () => null });
    const app = await buildTestApp({ catalogue: reads, apiRateLimit: 2 });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await app.inject({ url: '/api/health' })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      for (let i = 0; i < 2; i++) await app.inject({ url: '/api/cities/manchester' });
      expect((await app.inject({ url: '/api/cities/manchester' })).statusCode).toBe(429);
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('still answers 500, not 503, for a failure of the query itself', async () => {
    const broken = new Proxy({} as CatalogueReader, {
      get: () => async () => {
        throw Object.assign(new Error('column "x" does not exist'), { code: '42703' });
      },
    });
    const app = await buildTestApp({ catalogue: broken });
    try {
      const res = await app.inject({ url: '/api/cities/manchester' });
      expect(res.statusCode).toBe(500);
      expect(res.json().error).toBe('server_error');
    } finally {
      await app.close();
    }
  });
});

/** Where PostgreSQL is: TEST_DATABASE_URL, or the local server on its usual port. */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function whyUnreachable(url: string): Promise<string | null> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const unreachable = await whyUnreachable(adminUrl);
if (unreachable) {
  process.stderr.write(
    `database-outage: SKIPPED the PostgreSQL outage test: no PostgreSQL at ${new URL(adminUrl).host} (${unreachable}); set TEST_DATABASE_URL to run it.\n`,
  );
}

/**
 * A TCP proxy in front of PostgreSQL, which the test can cut (every connection dropped, the port
 * refusing), make hang (connections accepted, nothing forwarded: a network that drops packets) and
 * restore on the same port.
 */
class DatabaseProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private hanging = false;
  port = 0;

  constructor(private readonly upstream: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.hanging = false;
    if (this.server) return;
    const server = createServer((client) => {
      this.track(client);
      if (this.hanging) return;
      const upstream = connect(this.upstream.port, this.upstream.host);
      this.track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.server = server;
  }

  /** PostgreSQL gone: open connections reset, new ones refused. */
  cut(): void {
    this.server?.close();
    this.server = null;
    this.dropAll();
  }

  /** PostgreSQL unreachable without a word: open connections reset, new ones accepted and never answered. */
  hang(): void {
    this.hanging = true;
    this.dropAll();
  }

  private track(socket: Socket) {
    this.sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.sockets.delete(socket));
  }

  private dropAll() {
    for (const socket of this.sockets) socket.destroy();
  }
}

const adminToken = 'outage-test-admin-token-0123456789';

describe.skipIf(unreachable !== null)(
  'a PostgreSQL that goes away and comes back (the built server, through a proxy)',
  () => {
    const database = `digs_outage_${randomBytes(6).toString('hex')}`;
    const target = new URL(adminUrl);
    const proxy = new DatabaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
    let root: ServerRoot | undefined;
    let server: SpawnedServer | undefined;

    async function admin(sql: string) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    }

    beforeAll(async () => {
      const [prepared] = await Promise.all([
        prepareServerRoot('outage'),
        admin(`create database ${database}`),
        proxy.open(),
      ]);
      root = prepared;
      const url = new URL(adminUrl);
      url.host = `127.0.0.1:${proxy.port}`;
      url.pathname = `/${database}`;
      server = await startServer(root, { DATABASE_URL: url.toString(), ADMIN_TOKEN: adminToken });
    }, 60_000);

    afterAll(async () => {
      await killServer(server);
      proxy.cut();
      await admin(`drop database if exists ${database} with (force)`);
      await root?.remove();
    });

    it('answers 503 while it is away (health: down) and 200 again once it is back, in the same process', async () => {
      if (!server) throw new Error('no server');
      const { url } = server;
      const pid = server.child.pid;
      const get = (path: string) => fetch(`${url}${path}`, { headers: { authorization: `Bearer ${adminToken}` } });
      const timed = async (path: string) => {
        const started = performance.now();
        const res = await get(path);
        return { res, ms: performance.now() - started };
      };
      const post = (body: string, type: string) =>
        fetch(`${url}/api/enquiries/contact`, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
          redirect: 'manual',
        });

      // Up: health says so; the city list and the home page are read once (their data kept 30 s by
      // the read cache, ADR 008).
      expect(await (await get('/api/health')).json()).toEqual({ status: 'ok', database: 'up' });
      expect((await get('/api/admin/enquiries')).status).toBe(200);
      expect((await get('/api/cities')).status).toBe(200);
      expect((await get('/')).status).toBe(200);
      const { formToken } = (await (await get('/api/enquiries/form-token')).json()) as { formToken: string };
      // One visitor's enquiry, sent while the database is away and again (the same submission) after.
      const contact = aFormBody('contact', formToken);
      let answered503 = 0;

      // Unreachable without a word (connections hang): health says so within its 2 s probe, a
      // request within the pool's 5 s connection timeout; neither waits for ever.
      proxy.hang();
      const [health, list] = await Promise.all([timed('/api/health'), timed('/api/admin/enquiries')]);
      expect(health.res.status).toBe(503);
      expect(await health.res.json()).toEqual({ status: 'unavailable', database: 'down' });
      expect(health.ms).toBeLessThan(3_000);
      expect(list.res.status).toBe(503);
      expect(list.ms).toBeLessThan(7_000);
      answered503++;

      // Gone (refused): 503 at once, with Retry-After; JSON for the API, a page for a page.
      proxy.cut();
      const refusedList = await timed('/api/admin/enquiries');
      expect(refusedList.res.status).toBe(503);
      expect(refusedList.res.headers.get('retry-after')).toBe('10');
      expect(await refusedList.res.json()).toEqual({
        error: 'unavailable',
        message: expect.any(String),
        requestId: expect.any(String),
      });
      expect(refusedList.ms).toBeLessThan(1_000);
      const page = await get('/manchester');
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('Back in a moment');
      const enquiry = await post(JSON.stringify(contact), 'application/json');
      expect(enquiry.status).toBe(503);
      expect((await enquiry.json()).error).toBe('unavailable');
      // Sent without JavaScript, the visitor reads a page that says what to do.
      const formPost = await post(asFormPost(contact), 'application/x-www-form-urlencoded');
      expect(formPost.status).toBe(503);
      expect(await formPost.text()).toContain('send it again');
      answered503 += 4;
      expect((await get('/api/health')).status).toBe(503);
      // What the read cache kept within the last 30 s is still served, and the pages made of it.
      expect((await get('/api/cities')).status).toBe(200);
      expect((await get('/')).status).toBe(200);

      // Back: the pool connects again; the same process answers as before.
      await proxy.open();
      const deadline = Date.now() + 5_000;
      let back = await get('/api/health');
      while (back.status !== 200 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        back = await get('/api/health');
      }
      expect(await back.json()).toEqual({ status: 'ok', database: 'up' });
      // Read from the database again: there is no such city.
      expect((await get('/manchester')).status).toBe(404);
      const sent = await post(JSON.stringify(contact), 'application/json');
      expect(sent.status).toBe(201);
      const { reference } = (await sent.json()) as { reference: string };
      const stored = (await (await get('/api/admin/enquiries')).json()) as { enquiries: { reference: string }[] };
      expect(stored.enquiries.map((e) => e.reference)).toContain(reference);

      expect(server.child.pid).toBe(pid);
      expect(server.child.exitCode).toBeNull();
      const log = server.output();
      expect(log).not.toContain('request failed');
      // One outage, a line or two in the log, not one per answer.
      const lines = log.split('\n').filter((line) => line.includes('the database cannot be reached')).length;
      expect(lines).toBeGreaterThanOrEqual(1);
      expect(lines).toBeLessThan(answered503);
    }, 30_000);
  },
);
