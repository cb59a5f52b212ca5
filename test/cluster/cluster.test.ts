// The proof of issue 21 item 3: nginx (deploy/nginx/digs.conf) in front of three built servers on
// one PostgreSQL database and one Redis (ADR 057). `npm run test:cluster` runs it (after
// `npm run build`); .ci/run runs it after the PostgreSQL pass. Nothing waits a fixed time: every
// wait polls with a deadline.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { openDatabase } from '../../src/adapters/postgres/database';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { aFormBody } from '../support/enquiry-bodies';
import { type Answer, type Cluster, eventually, send, startCluster } from './cluster';

/** The public write limit the proof sets: 10 a minute per address, on each route and across them. */
const limit = 10;
const owner = {
  email: 'olivia.owner@digs-cluster.test',
  name: 'Olivia Owner',
  password: 'cluster-owner-passphrase-57',
};

describe('three servers behind nginx on one PostgreSQL and one Redis', () => {
  let cluster: Cluster;
  let staffCookie = '';

  const through = (method: string, url: string, options: Parameters<typeof send>[3] = {}) =>
    send(cluster.base, method, url, options);
  /** The console, as a signed-in owner's browser calls it (same origin). */
  const staff = (method: string, url: string, body?: unknown) =>
    through(method, url, {
      from: '127.0.0.1',
      headers: { origin: cluster.base, cookie: `digs_staff=${staffCookie}` },
      ...(body === undefined ? {} : { body }),
    });
  /** A picture uploaded in the console (multipart, one `file` part and its `alt`). */
  const staffUpload = (png: Buffer) => {
    const boundary = `----digs${randomUUID()}`;
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="alt"\r\n\r\nNoise\r\n`),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="noise.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return through('POST', '/api/admin/media', {
      from: '127.0.0.1',
      raw: body,
      headers: {
        origin: cluster.base,
        cookie: `digs_staff=${staffCookie}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
  };
  /** A contact enquiry from `from`: a form token first, as the page gets one, then the form. */
  const enquiry = async (from: string, base = cluster.base): Promise<Answer> => {
    const token = await send(base, 'GET', '/api/enquiries/form-token', { from });
    if (token.status !== 200) return token;
    const body = aFormBody('contact', token.json<{ formToken: string }>().formToken, {
      email: `${from.replaceAll('.', '-')}@example.com`,
    });
    return send(base, 'POST', '/api/enquiries/contact', { from, body });
  };
  /** The test catalogue's classic studio at Square Gardens and its 51-week let (£249, 4 rooms). */
  const aLet = async () => ({
    roomUrl: '/api/cities/manchester/properties/square-gardens/rooms/classic-studio',
    optionId: '00000000-0000-4000-8000-0000000b0001',
  });
  const upstreams = (answers: readonly Answer[]) => new Set(answers.map((a) => String(a.headers['x-upstream'])));

  beforeAll(async () => {
    cluster = await startCluster({
      servers: 3,
      showUpstream: true,
      // The demo's 188 pictures take half a minute to encode: the test's small catalogue instead.
      env: { PUBLIC_WRITE_BUDGET: String(limit), ENQUIRY_RATE_LIMIT: String(limit), SEED_DEMO: 'false' },
    });
    const writer = await openDatabase({ kind: 'postgres', url: cluster.databaseUrl, maxConnections: 1 });
    await writer.db.transaction((tx) =>
      writeCatalogue(tx as unknown as typeof writer.db, fixtureSlice, fixtureSettings),
    );
    await writer.close();
    // Whatever a server read of the empty catalogue meanwhile is forgotten (ADR 056).
    await cluster.db.query(`select pg_notify('digs_changes', 'catalogue')`);
    // The first owner, from the link a server printed at start, as an operator would.
    const setupUrl = cluster.servers.map((s) => s.setupUrl).find(Boolean);
    if (!setupUrl) throw new Error('no server printed the first-owner link');
    const token = new URL(setupUrl).pathname.split('/').pop();
    const made = await through('POST', `/api/admin/links/${token}`, {
      from: '127.0.0.1',
      headers: { origin: cluster.base },
      body: owner,
    });
    expect(made.status, made.body).toBe(200);
    const signedIn = await through('POST', '/api/admin/session', {
      from: '127.0.0.1',
      headers: { origin: cluster.base },
      body: { email: owner.email, password: owner.password },
    });
    expect(signedIn.status, signedIn.body).toBe(200);
    staffCookie = /digs_staff=([^;]+)/.exec(String(signedIn.headers['set-cookie']))?.[1] ?? '';
    expect(staffCookie).not.toBe('');
  }, 240_000);

  afterAll(async () => {
    await cluster?.stop();
  }, 60_000);

  it('serves pages and pictures through nginx, compressed once by the app, hashed assets kept at the proxy', async () => {
    const home = await through('GET', '/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.status).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, not the app's own UUID
    const plainHome = await through('GET', '/');
    expect(plainHome.headers['content-encoding']).toBeUndefined();
    // The boot script, as the page's inline loader names it (ADR 065).
    const script = /"(\/assets\/main-[^"]+\.js)"/.exec(plainHome.body)?.[1];
    expect(script).toBeDefined();
    const first = await through('GET', script ?? '', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const again = await through('GET', script ?? '', { headers: { 'accept-encoding': 'br' } });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.headers['cache-control']).toContain('immutable');
    const plain = await through('GET', script ?? '');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // A picture of about 2 MB (more than nginx's default body size) uploaded through nginx, then
    // kept at the proxy after its first request, whatever the browser's Accept-Encoding.
    const noise = await sharp(
      Buffer.from(Array.from({ length: 900 * 700 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 900, height: 700, channels: 3 },
      },
    )
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const uploaded = await staffUpload(noise);
    expect(uploaded.status, uploaded.body).toBe(201);
    const picture = /"(\/media\/[^"]+\.webp)"/.exec(uploaded.body)?.[1];
    expect(picture).toBeDefined();
    await eventually(
      'the picture served',
      async () => ((await through('GET', picture ?? '')).status === 200 ? true : undefined),
      10_000,
    );
    await through('GET', picture ?? '', { headers: { 'accept-encoding': 'gzip' } });
    const kept = await through('GET', picture ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(kept.status).toBe(200);
    expect(kept.headers['x-cache']).toBe('HIT');
    expect(kept.headers['content-type']).toMatch(/^image\//);
  });

  it('(a) admits 10 public writes a minute from one address in all, not 10 per server', async () => {
    const from = cluster.visitors.address();
    const answers: Answer[] = [];
    for (let i = 0; i < 3 * limit; i++) answers.push(await enquiry(from));
    const writes = answers.map((a) => a.status);
    expect(writes.filter((s) => s === 201)).toHaveLength(limit);
    expect(writes.filter((s) => s === 429)).toHaveLength(2 * limit);
    // Spread over the three: each of them answered some of the writes.
    expect(upstreams(answers).size).toBe(3);
    // Another visitor still has their own ten.
    expect((await enquiry(cluster.visitors.address())).status).toBe(201);
  });

  it('(b) shows a price changed through one server on the other two within a second', async () => {
    const { roomUrl, optionId } = await aLet();
    type Room = { tenancy_options: { _id: string; price_per_week: number }[] };
    const priceOn = async (server: { base: string }) =>
      (await send(server.base, 'GET', roomUrl)).json<Room>().tenancy_options.find((o) => o._id === optionId)
        ?.price_per_week;
    // Every server has the room in its read cache now.
    const before = await Promise.all(cluster.servers.map(priceOn));
    expect(new Set(before).size).toBe(1);
    const current = (await staff('GET', `/api/admin/catalogue/tenancy-options/${optionId}`)).json<{
      version: number;
      pricePerWeekPence: number;
    }>();
    const newPence = current.pricePerWeekPence + 1_100;
    const saved = await staff('PATCH', `/api/admin/catalogue/tenancy-options/${optionId}`, {
      version: current.version,
      pricePerWeekPence: newPence,
    });
    expect(saved.status, saved.body).toBe(200);
    const savedAt = Date.now();
    const savedBy = String(saved.headers['x-upstream']);
    const others = cluster.servers.filter((s) => !savedBy.endsWith(`:${s.port}`));
    expect(others).toHaveLength(2);
    const seenAfter = await Promise.all(
      others.map((server) =>
        eventually(
          `the new price on ${server.port}`,
          async () => ((await priceOn(server)) === newPence / 100 ? Date.now() - savedAt : undefined),
          1_000,
          10,
        ),
      ),
    );
    expect(Math.max(...seenAfter)).toBeLessThanOrEqual(1_000);
    process.stdout.write(`(b) the new price on the other two after ${seenAfter.join(' and ')} ms\n`);
  });

  it('(c) delivers 300 queued e-mails exactly once in all', async () => {
    const run = randomUUID().slice(0, 8);
    await cluster.db.query(
      `insert into mail_outbox (mail)
       select jsonb_build_object('to', 'queued-' || n || '@example.com', 'subject', 'Cluster ${run} #' || n, 'text', 'Message ' || n)
       from generate_series(1, 300) as n`,
    );
    // Each server is woken at once (an enquiry it takes kicks its mail job), so three dispatchers race for the queue.
    const kicks = await Promise.all(cluster.servers.map((s) => enquiry(cluster.visitors.address(), s.base)));
    expect(kicks.map((k) => k.status)).toEqual([201, 201, 201]);
    const ours = () => cluster.smtp.messages.filter((m) => m.subject.startsWith(`Cluster ${run} #`));
    await eventually(
      'every queued message sent',
      async () => {
        const pending = await cluster.db.query(
          `select count(*)::int as n from mail_outbox where mail->>'subject' like $1 and status <> 'sent'`,
          [`Cluster ${run} #%`],
        );
        return pending.rows[0].n === 0 && ours().length >= 300 ? true : undefined;
      },
      60_000,
      50,
    );
    const subjects = ours().map((m) => m.subject);
    expect(subjects).toHaveLength(300);
    expect(new Set(subjects).size).toBe(300);
  });

  it('(d) makes exactly one hold of the last room from 200 concurrent reservations spread over the three', async () => {
    const { optionId } = await aLet();
    const current = (await staff('GET', `/api/admin/catalogue/tenancy-options/${optionId}`)).json<{
      version: number;
    }>();
    const lastRoom = await staff('PATCH', `/api/admin/catalogue/tenancy-options/${optionId}`, {
      version: current.version,
      roomsAvailable: 1,
    });
    expect(lastRoom.status, lastRoom.body).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        through('POST', '/api/reservations', {
          from: cluster.visitors.address(),
          body: { tenancyOptionId: optionId, idempotencyKey: randomUUID() },
        }),
      ),
    );
    const codes = answers.map((a) => a.status);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    expect(upstreams(answers).size).toBe(3);
    const held = await cluster.db.query(
      `select count(*)::int as n from reservations where tenancy_option_id = $1 and status = 'held'`,
      [optionId],
    );
    expect(held.rows[0].n).toBe(1);
    const stock = await cluster.db.query('select rooms_available from tenancy_options where id = $1', [optionId]);
    expect(stock.rows[0].rooms_available).toBe(0);
  });

  it('(e) loses no acknowledged enquiry when a server is killed mid-stream, and nginx answers through the other two', async () => {
    const total = 240;
    const inFlight = 8;
    const victim = cluster.servers[1];
    if (!victim) throw new Error('no second server');
    const results: { answer: Answer | null; sentAfterKill: boolean }[] = [];
    let acknowledged = 0;
    let killedAt: number | null = null;
    let next = 0;
    const worker = async () => {
      while (next < total) {
        next += 1;
        const sentAfterKill = killedAt !== null;
        const answer = await enquiry(cluster.visitors.address()).catch(() => null);
        results.push({ answer, sentAfterKill });
        if (answer && answer.status >= 200 && answer.status < 300) acknowledged += 1;
        // A third of the way in, with requests in flight on every server, the victim dies.
        if (killedAt === null && acknowledged >= total / 3) {
          killedAt = Date.now();
          victim.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: inFlight }, worker));
    await victim.exited;
    expect(killedAt).not.toBeNull();

    // Every enquiry a 2xx acknowledged is in the database.
    const references = results
      .filter((r) => r.answer && r.answer.status >= 200 && r.answer.status < 300)
      .map((r) => (r.answer as Answer).json<{ reference: string }>().reference);
    const stored = await cluster.db.query('select reference from enquiries where reference = any($1)', [references]);
    expect(stored.rows.map((r) => r.reference).sort()).toEqual([...new Set(references)].sort());
    // Only what was in flight on the victim when it died may fail (502: nginx does not send a
    // POST twice); everything sent after the kill is answered by the other two.
    const failures = results.filter((r) => !r.answer || r.answer.status >= 300);
    process.stdout.write(
      `(e) ${references.length} of ${total} enquiries acknowledged, all stored; ${failures.length} answered ${failures.map((f) => f.answer?.status ?? 'no answer').join(', ') || 'nothing else'}\n`,
    );
    expect(failures.length).toBeLessThanOrEqual(inFlight * 2);
    expect(failures.filter((r) => r.answer).map((r) => r.answer?.status)).toEqual(
      failures.filter((r) => r.answer).map(() => 502),
    );
    const afterKill = results.filter((r) => r.sentAfterKill);
    expect(afterKill.length).toBeGreaterThan(total / 3);
    const lateFailures = afterKill.filter((r) => !r.answer || r.answer.status >= 300);
    expect(lateFailures.length).toBeLessThanOrEqual(inFlight);
    // The stream's last part went to the two left; pages keep answering through them.
    const last = afterKill.slice(-inFlight * 4).map((r) => r.answer);
    expect(last.every((a) => a && a.status === 201)).toBe(true);
    expect(upstreams(last as Answer[]).has(`127.0.0.1:${victim.port}`)).toBe(false);
    const pages = await Promise.all(Array.from({ length: 12 }, () => through('GET', '/manchester')));
    expect(pages.map((p) => p.status)).toEqual(pages.map(() => 200));
  });
});
