import type { Container } from 'inversify';
import { PrometheusMetrics } from '../adapters/metrics/prometheus-metrics';
import type { DatabaseHandle } from '../adapters/postgres/database';
import { RESERVATIONS } from '../application/reservations/reservations.tokens';
import type { Reservations } from '../application/reservations/reservations.use-case';
import { CLOCK, type Clock } from '../ports/clock.port';
import { MAIL_QUEUE, type MailQueue } from '../ports/mail-queue.port';

/**
 * The operators' figures at GET /metrics (issue 21 item 4), read from the server's own parts when
 * scraped: the PostgreSQL pool (none on PGlite, one connection in the process), the mail queue's
 * depth and oldest age, the rooms held now; request durations and job runs are observed as they happen.
 */
export function serverMetrics(container: Container, database: Pick<DatabaseHandle, 'poolStats'>): PrometheusMetrics {
  const clock = container.get<Clock>(CLOCK);
  return new PrometheusMetrics({
    ...(database.poolStats ? { pool: database.poolStats } : {}),
    mailBacklog: () => container.get<MailQueue>(MAIL_QUEUE).backlog(),
    activeHolds: () => container.get<Reservations>(RESERVATIONS).activeHolds(),
    now: () => clock.now(),
  });
}
