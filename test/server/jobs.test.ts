import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { startJobs } from '../../src/server/jobs';

const silent = { error: () => {} };

/** A job whose runs finish only when told, counting how many started. */
function controlledJob(name: string, everyMs: number) {
  const finishers: Array<() => void> = [];
  const job = {
    name,
    everyMs,
    started: 0,
    run: () =>
      new Promise<void>((resolve) => {
        job.started += 1;
        finishers.push(resolve);
      }),
    finishAll: async () => {
      for (const finish of finishers.splice(0)) finish();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
  return job;
}

describe('background jobs', () => {
  it('run once at start (for what fell due while the server was down) and then every interval', async () => {
    const time = new ManualTime();
    const job = controlledJob('mail', 30_000);
    const jobs = startJobs([job], time, silent);
    time.advance(0);
    expect(job.started).toBe(1);
    await job.finishAll();
    time.advance(30_000);
    expect(job.started).toBe(2);
    await job.finishAll();
    await jobs.stop();
  });

  it('never overlap: a kick during a run asks for exactly one more run after it', async () => {
    const time = new ManualTime();
    const job = controlledJob('mail', 30_000);
    const jobs = startJobs([job], time, silent);
    time.advance(0);
    jobs.kick('mail');
    jobs.kick('mail');
    time.advance(0);
    expect(job.started).toBe(1);
    await job.finishAll();
    expect(job.started).toBe(2);
    await job.finishAll();
    expect(job.started).toBe(2);
    await jobs.stop();
  });

  it('log a failed run and run again at the next interval', async () => {
    const time = new ManualTime();
    const errors: string[] = [];
    let runs = 0;
    const jobs = startJobs(
      [
        {
          name: 'reminders',
          everyMs: 60_000,
          run: async () => {
            runs += 1;
            if (runs === 1) throw new Error('database away');
          },
        },
      ],
      time,
      { error: (details) => errors.push(String((details as { job: string }).job)) },
    );
    time.advance(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual(['reminders']);
    time.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(2);
    await jobs.stop();
  });

  it('stop waits for the run in progress and schedules nothing more', async () => {
    const time = new ManualTime();
    const job = controlledJob('mail', 30_000);
    const jobs = startJobs([job], time, silent);
    time.advance(0);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stopped).toBe(false);
    await job.finishAll();
    await stopping;
    expect(stopped).toBe(true);
    time.advance(120_000);
    jobs.kick('mail');
    time.advance(0);
    expect(job.started).toBe(1);
  });
});
