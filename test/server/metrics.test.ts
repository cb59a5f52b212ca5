// The operators' figures (issue 21): GET /metrics in Prometheus' text format, for a bearer of the
// token only, with each answer's duration by route pattern and status, the mail queue, and job runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { PrometheusMetrics } from '../../src/adapters/metrics/prometheus-metrics';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
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
