// The operators' figures (issue 21): GET /metrics in Prometheus' text format, for a bearer of the
// token only, with each answer's duration by route pattern and status, the mail queue, and job runs.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { PrometheusMetrics } from '../../src/adapters/metrics/prometheus-metrics';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import * as t from '../../src/adapters/postgres/schema';
import { createServerContainer } from '../../src/server/container';
import { serverJobs, startJobs } from '../../src/server/jobs';
import { serverMetrics } from '../../src/server/server-metrics';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { type DatabaseKind, databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const token = 'metrics-token-0123456789abcdef';

describe('GET /metrics', () => {
  const queue = new MemoryMailQueue();
  let now = Date.now();
  const metrics = new PrometheusMetrics({ mailBacklog: () => queue.backlog(), now: () => now });
  let app: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    app = await buildTestApp({
      catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
      metrics: {
        token,
        observeRequest: (...args) => metrics.observeRequest(...args),
        render: () => metrics.render(),
      },
    });
  });
  afterAll(async () => app?.close());

  const scrape = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('answers nobody without the token, and nothing to a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${token}x`, token]) {
      const refused = await scrape(authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('digs_');
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });

  it('counts answers by route pattern and status, never by the address asked for', async () => {
    await app.inject({ method: 'GET', url: '/api/cities/manchester' });
    await app.inject({ method: 'GET', url: '/api/cities/leeds' });
    await app.inject({ method: 'GET', url: '/api/cities/nowhere' });
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(body).toContain(
      'digs_http_request_duration_seconds_count{method="GET",route="/api/cities/:citySlug",status="200"} 2',
    );
    expect(body).toContain(
      'digs_http_request_duration_seconds_count{method="GET",route="/api/cities/:citySlug",status="404"} 1',
    );
    expect(body).not.toContain('manchester');
    expect(body).toMatch(/^# TYPE digs_process_cpu_seconds_total counter$/m);
  });

  it('gives the mail queue’s depth and the age of its oldest message, and job runs by outcome', async () => {
    await queue.enqueue([{ to: 'a@example.com', subject: 'One', text: 'One' }]);
    now = Date.now() + 90_000;
    metrics.jobRan('mail', 'succeeded', 0.2);
    metrics.jobRan('mail', 'failed', 0.1);
    const body = (await scrape(`Bearer ${token}`)).body;
    expect(body).toMatch(/^digs_mail_queue_depth 1$/m);
    const age = Number(/^digs_mail_queue_oldest_age_seconds ([\d.]+)$/m.exec(body)?.[1]);
    expect(age).toBeGreaterThanOrEqual(89);
    expect(age).toBeLessThan(120);
    expect(body).toContain('digs_job_runs_total{job="mail",outcome="succeeded"} 1');
    expect(body).toContain('digs_job_runs_total{job="mail",outcome="failed"} 1');
  });
});

describe.each(databaseKinds())('GET /metrics from the server’s own parts on %s', (kind: DatabaseKind) => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let metrics: ReturnType<typeof serverMetrics>;
  const now = Date.now();

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const db = database.db;
    await db.transaction((tx) => writeCatalogue(tx as unknown as typeof db, fixtureSlice, fixtureSettings));
    // Two rooms held now, one hold past its time that expiry has not swept yet, one expired.
    const hold = (expiresInMs: number, status: 'held' | 'expired' = 'held') => ({
      reference: `RS-${randomUUID().slice(0, 8)}`,
      tenancyOptionId: '00000000-0000-4000-8000-0000000b0001',
      idempotencyKey: randomUUID(),
      status,
      heldAt: new Date(now + expiresInMs - 15 * 60_000),
      holdExpiresAt: new Date(now + expiresInMs),
    });
    await db.insert(t.reservations).values([hold(10 * 60_000), hold(60_000), hold(-60_000), hold(-60_000, 'expired')]);
    // Three e-mails waiting, the oldest for two minutes; one sent.
    await db
      .insert(t.mailOutbox)
      .values([
        { mail: { to: 'a@example.com', subject: 'A', text: 'A' }, createdAt: new Date(now - 120_000) },
        { mail: { to: 'b@example.com', subject: 'B', text: 'B' }, createdAt: new Date(now - 30_000) },
        { mail: { to: 'c@example.com', subject: 'C', text: 'C' } },
        { mail: { to: 'd@example.com', subject: 'D', text: 'D' }, status: 'sent', sentAt: new Date(now) },
      ]);
    await db.execute(sql`update mail_outbox set next_attempt_at = now() + interval '1 hour', attempts = 1`);
    const container = createServerContainer(database, testServerSettings());
    metrics = serverMetrics(container, database);
    app = await buildTestApp({
      catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
      metrics: {
        token,
        observeRequest: (...args) => metrics.observeRequest(...args),
        render: () => metrics.render(),
      },
    });
    // The server's jobs as main.ts runs them, observed as main.ts observes them; one of them failing.
    const time = new ManualTime(now);
    const jobs = [
      ...serverJobs(container, { enquiryRetentionMonths: 24, log: { info: () => {} } }).filter((j) =>
        ['reservation-expiry', 'mail-purge'].includes(j.name),
      ),
      { name: 'publish-pages', everyMs: 30_000, run: () => Promise.reject(new Error('database away')) },
    ];
    const running = startJobs(jobs, time, { error: () => {}, info: () => {} }, (job, outcome, seconds) =>
      metrics.jobRan(job, outcome, seconds),
    );
    time.advance(0);
    await running.stop();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('is refused without the bearer token, and gives every figure with it', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode,
    ).toBe(401);
    await app.inject({ method: 'GET', url: '/api/cities/manchester' });
    const answer = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    const body = answer.body;
    // Request durations by route pattern and status.
    expect(body).toMatch(
      /^digs_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/cities\/:citySlug",status="200"\} \d+$/m,
    );
    // The mail queue: three waiting, the oldest two minutes.
    expect(body).toMatch(/^digs_mail_queue_depth 3$/m);
    const age = Number(/^digs_mail_queue_oldest_age_seconds ([\d.]+)$/m.exec(body)?.[1]);
    expect(age).toBeGreaterThanOrEqual(119);
    expect(age).toBeLessThan(600);
    // Rooms held now: the two live holds (the expiry job ran and swept the one past its time).
    expect(body).toMatch(/^digs_reservation_holds_active 2$/m);
    // Job runs and failures, per job.
    expect(body).toContain('digs_job_runs_total{job="reservation-expiry",outcome="succeeded"} 1');
    expect(body).toContain('digs_job_runs_total{job="mail-purge",outcome="succeeded"} 1');
    expect(body).toContain('digs_job_runs_total{job="publish-pages",outcome="failed"} 1');
    expect(body).toMatch(/^digs_job_run_duration_seconds_count\{job="reservation-expiry"\} 1$/m);
    // The database pool: PostgreSQL's connections by state; PGlite has no pool (one connection in the process).
    if (kind === 'postgres') {
      expect(body).toMatch(/^digs_db_pool_connections\{state="total"\} [1-9]\d*$/m);
      expect(body).toMatch(/^digs_db_pool_connections\{state="idle"\} \d+$/m);
      expect(body).toMatch(/^digs_db_pool_connections\{state="waiting"\} 0$/m);
    } else {
      expect(body).not.toContain('digs_db_pool_connections');
    }
  });
});
