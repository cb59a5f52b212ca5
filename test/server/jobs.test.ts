import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryEnquiryRecords } from '../../src/adapters/memory/memory-enquiry-records';
import type { StoredEnquiry } from '../../src/domain/enquiries/enquiry';
import { enquiryRetentionEveryMs, enquiryRetentionJobs, startJobs } from '../../src/server/jobs';

const silent = { error: () => {}, info: () => {} };

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
      { error: (details) => errors.push(String((details as { job: string }).job)), info: () => {} },
    );
    time.advance(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual(['reminders']);
    time.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toBe(2);
    await jobs.stop();
  });

  it('log an outage once: the first failed run, nothing while it lasts, one line when a run succeeds again', async () => {
    const time = new ManualTime();
    const lines: string[] = [];
    let away = true;
    let runs = 0;
    const jobs = startJobs(
      [
        {
          name: 'mail',
          everyMs: 30_000,
          run: async () => {
            runs += 1;
            if (away) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          },
        },
      ],
      time,
      {
        error: (details, message) => lines.push(`error ${JSON.stringify({ ...details, err: undefined })} ${message}`),
        info: (details, message) => lines.push(`info ${JSON.stringify(details)} ${message}`),
      },
    );
    const settle = async (ms: number) => {
      time.advance(ms);
      for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await settle(0);
    // An hour of outage: 120 more failed runs, kicks included, and still one line.
    for (let i = 0; i < 120; i++) {
      if (i % 10 === 0) jobs.kick('mail');
      await settle(30_000);
    }
    expect(runs).toBeGreaterThan(120);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error \{"job":"mail"\} background job failed/);
    away = false;
    await settle(30_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`info {"job":"mail","failedRuns":${runs - 1}} background job works again`);
    // Working again, it is quiet; a new outage is logged again, once.
    await settle(30_000);
    away = true;
    await settle(30_000);
    await settle(30_000);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/^error /);
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

describe('the enquiry retention job', () => {
  const day = 86_400_000;
  /** Runs what is due and lets the runs' promises settle. */
  const settle = async (time: ManualTime, ms: number) => {
    time.advance(ms);
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const anEnquiry = (reference: string, closedAt: string | null): StoredEnquiry & { closed_at: string | null } => ({
    id: reference,
    reference,
    kind: 'contact',
    submission_id: reference,
    name: 'A Visitor',
    email: 'visitor@example.com',
    fields: {},
    source_page: '/contact',
    utm: {},
    consent: true,
    status: closedAt ? 'closed' : 'new',
    created_at: '2020-01-01T00:00:00.000Z',
    closed_at: closedAt,
  });
  const left = async (records: MemoryEnquiryRecords) =>
    (await records.exportFor('visitor@example.com')).enquiries.map((e) => e.reference);

  it('deletes at start the closed enquiries closed more than the months ago, then every hour, and logs what it did', async () => {
    // 31 March 2026, 10:00 UTC: 24 months back is 31 March 2024, 10:00.
    const time = new ManualTime(Date.parse('2026-03-31T10:00:00.000Z'));
    const records = new MemoryEnquiryRecords();
    records.addEnquiry(anEnquiry('EQ-OLD', '2024-03-31T09:59:59.999Z'));
    records.addEnquiry(anEnquiry('EQ-EDGE', '2024-03-31T10:30:00.000Z'));
    records.addEnquiry(anEnquiry('EQ-APRIL', '2024-04-01T12:00:00.000Z'));
    records.addEnquiry(anEnquiry('EQ-OPEN', null));
    const logged: object[] = [];
    const jobs = startJobs(
      enquiryRetentionJobs({ records, clock: time, months: 24, log: { info: (details) => logged.push(details) } }),
      time,
      silent,
    );
    await settle(time, 0);
    expect(await left(records)).toEqual(['EQ-EDGE', 'EQ-APRIL', 'EQ-OPEN']);
    expect(logged).toEqual([{ job: 'enquiry-retention', deleted: 1, closedBefore: '2024-03-31T10:00:00.000Z' }]);
    await settle(time, enquiryRetentionEveryMs);
    expect(await left(records)).toEqual(['EQ-APRIL', 'EQ-OPEN']);
    // A run that deletes nothing says nothing.
    await settle(time, enquiryRetentionEveryMs);
    expect(logged).toHaveLength(2);
    await settle(time, 2 * day);
    expect(await left(records)).toEqual(['EQ-OPEN']);
    await jobs.stop();
  });

  it('is not scheduled at all when the months are 0 (closed enquiries kept)', () => {
    const time = new ManualTime();
    expect(enquiryRetentionJobs({ records: new MemoryEnquiryRecords(), clock: time, months: 0, log: console })).toEqual(
      [],
    );
  });

  it('refuses a number of months it cannot count back, at once', () => {
    const time = new ManualTime();
    expect(() =>
      enquiryRetentionJobs({ records: new MemoryEnquiryRecords(), clock: time, months: -3, log: console }),
    ).toThrow(RangeError);
  });
});
