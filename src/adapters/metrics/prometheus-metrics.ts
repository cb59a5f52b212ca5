import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { MailBacklog } from '../../ports/mail-queue.port';

/** What the metrics read when they are scraped. */
export interface MetricSources {
  /** The PostgreSQL pool's connections (absent on PGlite, which has one in the process). */
  readonly pool?: () => { readonly total: number; readonly idle: number; readonly waiting: number };
  readonly mailBacklog: () => Promise<MailBacklog>;
  /** Rooms held right now by visitors reserving (holds not past their 15 minutes). */
  readonly activeHolds?: () => Promise<number>;
  readonly now: () => number;
}

/**
 * The server's figures in Prometheus' text format (issue 21), on prom-client: request durations by
 * route and status, the database pool, the mail queue's depth and oldest age, background job runs
 * and failures, the rooms held now, and Node's own (event loop lag, memory, CPU). Routes are labelled by their pattern
 * (`/api/cities/:citySlug`), never the address asked for, so the series stay few.
 */
export class PrometheusMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;
  private readonly jobRuns: Counter<'job' | 'outcome'>;
  private readonly jobSeconds: Histogram<'job'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'digs_' });
    this.requests = new Histogram({
      name: 'digs_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.jobRuns = new Counter({
      name: 'digs_job_runs_total',
      help: 'Background job runs, by job and outcome (succeeded, failed).',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: 'digs_job_run_duration_seconds',
      help: 'Time a background job run took.',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120],
      registers,
    });
    const pool = sources.pool;
    if (pool) {
      new Gauge({
        name: 'digs_db_pool_connections',
        help: 'PostgreSQL pool connections, by state (total, idle, waiting requests).',
        labelNames: ['state'],
        registers,
        collect() {
          const now = pool();
          this.set({ state: 'total' }, now.total);
          this.set({ state: 'idle' }, now.idle);
          this.set({ state: 'waiting' }, now.waiting);
        },
      });
    }
    // One read of the queue per scrape, shared by its two gauges (a scrape collects them together).
    let reading: Promise<MailBacklog> | null = null;
    const backlog = () => {
      reading ??= sources.mailBacklog().finally(() => {
        reading = null;
      });
      return reading;
    };
    new Gauge({
      name: 'digs_mail_queue_depth',
      help: 'E-mails waiting to be delivered.',
      registers,
      async collect() {
        this.set((await backlog()).pending);
      },
    });
    new Gauge({
      name: 'digs_mail_queue_oldest_age_seconds',
      help: 'How long the oldest e-mail waiting has waited (0 when none waits).',
      registers,
      async collect() {
        const oldest = (await backlog()).oldestQueuedAt;
        this.set(oldest === null ? 0 : Math.max(0, (sources.now() - oldest) / 1000));
      },
    });
    const activeHolds = sources.activeHolds;
    if (activeHolds) {
      new Gauge({
        name: 'digs_reservation_holds_active',
        help: 'Rooms held now by visitors reserving (holds not past their 15 minutes).',
        registers,
        async collect() {
          this.set(await activeHolds());
        },
      });
    }
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  jobRan(job: string, outcome: 'succeeded' | 'failed', seconds: number): void {
    this.jobRuns.inc({ job, outcome });
    this.jobSeconds.observe({ job }, seconds);
  }

  async render(): Promise<{ readonly contentType: string; readonly body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
