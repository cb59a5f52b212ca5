import type { Container } from 'inversify';
import type { PurgeVisitorSessions } from '../application/accounts/visitor-sign-in.use-case';
import { CONTENT_TRASH_DESK } from '../application/content/content-trash.tokens';
import type { ContentTrashDesk } from '../application/content/content-trash.use-case';
import { PUBLISH_DUE_PAGES } from '../application/content/pages-console.tokens';
import type { PublishDuePages } from '../application/content/pages-console.use-case';
import type { DeliverMail } from '../application/mail/deliver-mail.use-case';
import { DELIVER_MAIL } from '../application/mail/mail.tokens';
import { RESERVATIONS } from '../application/reservations/reservations.tokens';
import { type Reservations, refundRetryMinutes } from '../application/reservations/reservations.use-case';
import type { PurgeStaffSessions } from '../application/staff/sign-in.use-case';
import { PURGE_STAFF_SESSIONS } from '../application/staff/staff.tokens';
import type { ViewingBookings } from '../application/viewings/viewing-bookings.use-case';
import { VIEWING_BOOKINGS } from '../application/viewings/viewings.tokens';
import { retentionCutoff } from '../domain/enquiries/retention';
import { CLOCK, type Clock } from '../ports/clock.port';
import { ENQUIRY_RECORDS, type EnquiryRecords } from '../ports/enquiry-records.port';
import { MAIL_QUEUE, type MailQueue } from '../ports/mail-queue.port';
import type { Cancel, Scheduler } from '../ports/scheduler.port';
import { PURGE_VISITOR_SESSIONS } from './accounts';

export interface Job {
  readonly name: string;
  /** How often it runs. */
  readonly everyMs: number;
  /** One run; what it resolves to is logged when it did something. */
  readonly run: () => Promise<unknown>;
}

export interface RunningJobs {
  /** Runs a job soon (within a tick), e.g. the mail dispatcher after a booking queued mail. */
  kick(name: string): void;
  /** Stops scheduling and waits for the runs in progress. */
  stop(): Promise<void>;
}

/**
 * Work the server does on its own: delivering queued e-mail, queueing viewing reminders. Their
 * state lives in the database, so a restart loses nothing: the first runs after start pick up
 * whatever fell due meanwhile. A job never overlaps itself (a kick during a run asks for one more
 * run after it), and a failed run is tried again at the next interval. A job that keeps failing
 * (the database away for an hour) logs its first failure, then nothing until a run succeeds again,
 * which is logged with how many runs failed: one outage, two lines per job, not a line a minute.
 */
export function startJobs(
  jobs: readonly Job[],
  scheduler: Scheduler,
  log: { error: (details: object, message: string) => void; info: (details: object, message: string) => void },
  /** Told of every run's outcome and duration (the operators' metrics). */
  observe?: (job: string, outcome: 'succeeded' | 'failed', seconds: number) => void,
): RunningJobs {
  let stopped = false;
  const state = new Map(
    jobs.map((job) => [job.name, { running: null as Promise<void> | null, again: false, failedRuns: 0 }]),
  );
  const cancels: Cancel[] = [];

  const run = (job: Job): void => {
    const s = state.get(job.name);
    if (!s || stopped) return;
    if (s.running) {
      s.again = true;
      return;
    }
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    s.running = job
      .run()
      .then(
        () => {
          observe?.(job.name, 'succeeded', seconds());
          if (s.failedRuns > 0) log.info({ job: job.name, failedRuns: s.failedRuns }, 'background job works again');
          s.failedRuns = 0;
        },
        (error: unknown) => {
          observe?.(job.name, 'failed', seconds());
          if (s.failedRuns++ === 0) {
            log.error(
              { err: error, job: job.name },
              'background job failed; it runs again later (and says nothing more until it succeeds)',
            );
          }
        },
      )
      .finally(() => {
        s.running = null;
        if (s.again) {
          s.again = false;
          run(job);
        }
      });
  };

  for (const job of jobs) {
    cancels.push(scheduler.every(job.everyMs, () => run(job)));
    // Whatever fell due while the server was down goes now, not an interval later.
    cancels.push(scheduler.after(0, () => run(job)));
  }

  return {
    kick(name) {
      const job = jobs.find((j) => j.name === name);
      // Not kept for stop(): once stopped, a run that comes due does nothing.
      if (job) scheduler.after(0, () => run(job));
    },
    async stop() {
      stopped = true;
      for (const cancel of cancels) cancel();
      await Promise.all([...state.values()].map((s) => s.running));
    },
  };
}

/** How often closed enquiries past their retention are looked for: an indexed delete, cheap to run hourly. */
export const enquiryRetentionEveryMs = 3_600_000;

/**
 * The retention job: deletes closed enquiries closed more than `months` calendar months ago
 * (`retentionCutoff`, UTC), at start and then every hour, so an enquiry goes within an hour of its
 * time. None at all when `months` is 0 (ENQUIRY_RETENTION_MONTHS=0 keeps closed enquiries).
 */
export function enquiryRetentionJobs(options: {
  readonly records: Pick<EnquiryRecords, 'deleteClosedBefore'>;
  readonly clock: Clock;
  readonly months: number;
  readonly log: { info: (details: object, message: string) => void };
  readonly everyMs?: number;
}): Job[] {
  const { records, clock, months, log } = options;
  if (months === 0) return [];
  // A bad setting fails at start, not an hour later in a log.
  retentionCutoff(clock.now(), months);
  return [
    {
      name: 'enquiry-retention',
      everyMs: options.everyMs ?? enquiryRetentionEveryMs,
      run: async () => {
        const cutoff = retentionCutoff(clock.now(), months);
        const deleted = await records.deleteClosedBefore(cutoff);
        if (deleted > 0) {
          log.info(
            { job: 'enquiry-retention', deleted, closedBefore: new Date(cutoff).toISOString() },
            `deleted ${deleted} closed enquiries past their ${months}-month retention`,
          );
        }
        return deleted;
      },
    },
  ];
}

/** How often drafts set to publish at a time are looked for: a scheduled page is on the site within this of its time (ADR 050). */
export const pagePublicationEveryMs = 30_000;
/** How often holds past their time are looked for: within 15 seconds of expiring, a room is on offer again. */
export const reservationExpiryEveryMs = 15_000;

/**
 * The hold expiry job: each run expires the holds whose 15 minutes are up and gives their rooms
 * back. Several servers may run it at once: each hold is claimed by a conditional update (SKIP
 * LOCKED), so it is released exactly once.
 */
export function reservationExpiryJob(
  reservations: Pick<Reservations, 'expireHolds'>,
  everyMs = reservationExpiryEveryMs,
): Job {
  return { name: 'reservation-expiry', everyMs, run: () => reservations.expireHolds() };
}

/** How often late payments the provider would not refund are tried again (ADR 073). */
export const reservationRefundsEveryMs = refundRetryMinutes * 60_000;

/**
 * Late payments owed back: each run asks the provider again to refund those it refused before.
 * Several servers may run it at once: the provider's idempotency key (per reservation and amount)
 * makes their calls one refund, and the status change to refunded (with its history entry) is
 * conditional, so it happens once.
 */
export function reservationRefundsJob(
  reservations: Pick<Reservations, 'retryRefunds'>,
  everyMs = reservationRefundsEveryMs,
): Job {
  return { name: 'reservation-refunds', everyMs, run: () => reservations.retryRefunds() };
}

/** How often queued e-mail is retried and reminders are looked for (mail also goes at once after a change). */
export const mailEveryMs = 30_000;
export const remindersEveryMs = 60_000;
const hourMs = 3_600_000;
/** Sent mail holds visitors' details and manage links: kept a week, for "did it go?", then deleted. */
export const sentMailKeptMs = 7 * 24 * hourMs;

/**
 * Every background job of the server, as `startJobs` runs them. Each does each piece of its work
 * once however many servers run it at the same time, and a server that dies mid-run leaves nothing
 * half done (ADR 058): mail is claimed per message with a lease (SKIP LOCKED), reminders, hold
 * expiry and scheduled publishing claim their rows with SKIP LOCKED and commit the change and its
 * consequences (the e-mail, the room given back, the audit entry) in one transaction, and the
 * sweeps (purges, retention) run under a transaction-scoped advisory lock.
 */
export function serverJobs(
  container: Container,
  options: {
    readonly enquiryRetentionMonths: number;
    readonly log: { info: (details: object, message: string) => void };
  },
): Job[] {
  const clock = container.get<Clock>(CLOCK);
  const bookings = container.get<ViewingBookings>(VIEWING_BOOKINGS);
  const deliverMail = container.get<DeliverMail>(DELIVER_MAIL);
  const mailQueue = container.get<MailQueue>(MAIL_QUEUE);
  return [
    { name: 'mail', everyMs: mailEveryMs, run: () => deliverMail.run() },
    { name: 'reminders', everyMs: remindersEveryMs, run: () => bookings.queueReminders() },
    // Holds past their 15 minutes give their rooms back, at start too (a restart loses none).
    reservationExpiryJob(container.get(RESERVATIONS)),
    reservationRefundsJob(container.get(RESERVATIONS)),
    // Sent mail holds visitors' details and manage links: kept a week, for "did it go?", then deleted.
    { name: 'mail-purge', everyMs: hourMs, run: () => mailQueue.purgeSent(clock.now() - sentMailKeptMs) },
    // Ended console sessions and spent one-time links (ADR 043).
    {
      name: 'staff-purge',
      everyMs: hourMs,
      run: () => container.get<PurgeStaffSessions>(PURGE_STAFF_SESSIONS).run(),
    },
    // Drafts set to publish at a time go out by themselves, each once across servers (ADR 050).
    {
      name: 'publish-pages',
      everyMs: pagePublicationEveryMs,
      run: () => container.get<PublishDuePages>(PUBLISH_DUE_PAGES).run(),
    },
    // Pages, posts, offers and FAQs 30 days in the trash go for good, each audited by name (ADR 086).
    { name: 'trash-purge', everyMs: hourMs, run: () => container.get<ContentTrashDesk>(CONTENT_TRASH_DESK).purgeDue() },
    // Ended visitor sessions and spent sign-in challenges (ADR 053).
    {
      name: 'visitor-purge',
      everyMs: hourMs,
      run: () => container.get<PurgeVisitorSessions>(PURGE_VISITOR_SESSIONS).run(),
    },
    // Closed enquiries go after ENQUIRY_RETENTION_MONTHS (ADR 019).
    ...enquiryRetentionJobs({
      records: container.get(ENQUIRY_RECORDS),
      clock,
      months: options.enquiryRetentionMonths,
      log: options.log,
    }),
  ];
}
