import { retentionCutoff } from '../domain/enquiries/retention';
import type { Clock } from '../ports/clock.port';
import type { EnquiryRecords } from '../ports/enquiry-records.port';
import type { Cancel, Scheduler } from '../ports/scheduler.port';

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
