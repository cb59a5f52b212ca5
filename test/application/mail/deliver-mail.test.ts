import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryMailQueue } from '../../../src/adapters/memory/memory-mail-queue';
import { MemoryMailer } from '../../../src/adapters/memory/memory-mailer';
import { DeliverMail, retryDelayMs } from '../../../src/application/mail/deliver-mail.use-case';
import type { OutgoingMail } from '../../../src/domain/mail/mail';
import type { Mailer } from '../../../src/ports/mailer.port';

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const far = 10 * 365 * 24 * hour;

const mail = (subject: string): OutgoingMail => ({ to: 'zoe@example.com', subject, text: subject });

function setUp(options?: { batch?: number; maxAttempts?: number }) {
  const time = new ManualTime();
  const queue = new MemoryMailQueue({ leaseMs: 10 * minute });
  const mailer = new MemoryMailer();
  return { time, queue, mailer, deliver: new DeliverMail(queue, mailer, time, options) };
}

describe('DeliverMail', () => {
  it('does nothing when nothing is due', async () => {
    const { deliver, mailer } = setUp();
    expect(await deliver.run()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    expect(mailer.sent).toEqual([]);
  });

  it('sends what is due, oldest first, and marks it sent for good', async () => {
    const { deliver, queue, mailer, time } = setUp();
    await queue.enqueue([mail('1'), mail('2')]);
    await queue.enqueue([mail('3')]);
    expect(await deliver.run()).toEqual({ sent: 3, retried: 0, gaveUp: 0 });
    expect(mailer.sent.map((m) => m.subject)).toEqual(['1', '2', '3']);
    expect(queue.snapshot().map((e) => [e.status, e.sentAt])).toEqual([
      ['sent', time.now()],
      ['sent', time.now()],
      ['sent', time.now()],
    ]);
    time.advance(far);
    expect(await deliver.run()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    expect(mailer.sent).toHaveLength(3);
  });

  it('goes on batch after batch until fewer than a batch were due', async () => {
    const { deliver, queue, mailer } = setUp({ batch: 2 });
    await queue.enqueue(['a', 'b', 'c', 'd', 'e'].map(mail));
    expect(await deliver.run()).toEqual({ sent: 5, retried: 0, gaveUp: 0 });
    expect(mailer.sent.map((m) => m.subject)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sends the others when one fails, and tries that one again a minute later', async () => {
    const { deliver, queue, mailer, time } = setUp();
    await queue.enqueue([mail('fails'), mail('second'), mail('third')]);
    mailer.failNext(1);
    expect(await deliver.run()).toEqual({ sent: 2, retried: 1, gaveUp: 0 });
    expect(mailer.sent.map((m) => m.subject)).toEqual(['second', 'third']);
    expect(queue.snapshot()[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: time.now() + minute,
      lastError: expect.stringContaining('refused'),
    });
    time.advance(minute - 1);
    expect(await deliver.run()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    time.advance(1);
    expect(await deliver.run()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(mailer.sent.map((m) => m.subject)).toEqual(['second', 'third', 'fails']);
  });

  it('backs off 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, then 12 h, and gives up after the tenth attempt', async () => {
    const { deliver, queue, mailer, time } = setUp();
    await queue.enqueue([mail('never')]);
    mailer.failNext(1000);
    const waits = [1 * minute, 5 * minute, 15 * minute, hour, 3 * hour, 6 * hour, 12 * hour, 12 * hour, 12 * hour];
    for (const wait of waits) {
      expect(await deliver.run()).toEqual({ sent: 0, retried: 1, gaveUp: 0 });
      time.advance(wait - 1);
      expect(await deliver.run()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
      time.advance(1);
    }
    expect(await deliver.run()).toEqual({ sent: 0, retried: 0, gaveUp: 1 });
    expect(queue.snapshot()[0]).toMatchObject({ status: 'failed', attempts: 10 });
    time.advance(far);
    expect(await deliver.run()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    expect(mailer.refused).toHaveLength(10);
  });

  it('gives up after maxAttempts when told fewer', async () => {
    const { deliver, queue, mailer } = setUp({ maxAttempts: 1 });
    await queue.enqueue([mail('once')]);
    mailer.failNext();
    expect(await deliver.run()).toEqual({ sent: 0, retried: 0, gaveUp: 1 });
    expect(queue.snapshot()[0]?.status).toBe('failed');
  });

  it('leaves alone a message another dispatcher holds, until its lease ends', async () => {
    const { deliver, queue, mailer, time } = setUp();
    await queue.enqueue([mail('held')]);
    await queue.claimDue(time.now(), 10);
    expect(await deliver.run()).toEqual({ sent: 0, retried: 0, gaveUp: 0 });
    time.advance(10 * minute);
    expect(await deliver.run()).toEqual({ sent: 1, retried: 0, gaveUp: 0 });
    expect(queue.snapshot()[0]?.attempts).toBe(2);
    expect(mailer.sent).toHaveLength(1);
  });

  it('records what went wrong, for a message that was not an Error too', async () => {
    const time = new ManualTime();
    const queue = new MemoryMailQueue();
    const throwsText: Mailer = {
      send: () => Promise.reject('451 Greylisted, try again'),
    };
    await queue.enqueue([mail('greylisted')]);
    await new DeliverMail(queue, throwsText, time).run();
    expect(queue.snapshot()[0]?.lastError).toBe('451 Greylisted, try again');
  });

  it('has a retry schedule that never shrinks and never goes past 12 hours', () => {
    const delays = Array.from({ length: 30 }, (_, n) => retryDelayMs(n + 1));
    expect(delays.slice(0, 7)).toEqual([minute, 5 * minute, 15 * minute, hour, 3 * hour, 6 * hour, 12 * hour]);
    expect(delays.every((d, n) => n === 0 || d >= (delays[n - 1] ?? 0))).toBe(true);
    expect(Math.max(...delays)).toBe(12 * hour);
  });

  it('property: every message is sent exactly once or given up on after maxAttempts, whatever fails', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.infiniteStream(fc.boolean()),
        async (count, batch, maxAttempts, failures) => {
          const time = new ManualTime();
          const queue = new MemoryMailQueue({ leaseMs: 10 * minute });
          const delivered: string[] = [];
          const decisions = failures[Symbol.iterator]();
          const flaky: Mailer = {
            async send(m) {
              if (decisions.next().value) throw new Error('down');
              delivered.push(m.subject);
              return { messageId: m.subject };
            },
          };
          const deliver = new DeliverMail(queue, flaky, time, { batch, maxAttempts });
          await queue.enqueue(Array.from({ length: count }, (_, n) => mail(`m${n}`)));
          const totals = { sent: 0, retried: 0, gaveUp: 0 };
          for (let round = 0; round < maxAttempts + 1; round++) {
            const result = await deliver.run();
            totals.sent += result.sent;
            totals.retried += result.retried;
            totals.gaveUp += result.gaveUp;
            time.advance(12 * hour);
          }
          const entries = queue.snapshot();
          expect(entries.every((e) => e.status !== 'pending')).toBe(true);
          expect(new Set(delivered).size).toBe(delivered.length);
          for (const entry of entries) {
            if (entry.status === 'sent') expect(delivered).toContain(entry.mail.subject);
            else expect([entry.attempts, delivered.includes(entry.mail.subject)]).toEqual([maxAttempts, false]);
          }
          expect(totals.sent).toBe(delivered.length);
          expect(totals.gaveUp).toBe(entries.filter((e) => e.status === 'failed').length);
        },
      ),
      { numRuns: 200 },
    );
  });
});
