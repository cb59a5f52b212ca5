import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/domain/mail/mail';
import type { MailQueue } from '../../src/ports/mail-queue.port';

export interface MailQueueUnderTest {
  readonly queue: MailQueue;
  /** Lets time pass, so the next message queued is newer than the last. */
  readonly tick: () => Promise<void>;
  /** Empties the queue between tests. */
  readonly clear: () => Promise<void>;
  readonly close?: () => Promise<void>;
}

/** Makes an empty queue whose claims hold a message for `leaseMs`. */
export type MakeMailQueue = (options: { readonly leaseMs: number }) => Promise<MailQueueUnderTest>;

const minute = 60_000;
const leaseMs = 5 * minute;
/** The injected clock's time in these tests: any instant will do, past or future. */
const t0 = Date.UTC(2026, 8, 1, 9, 0, 0);

function aMail(subject: string, extra: Partial<OutgoingMail> = {}): OutgoingMail {
  return { to: 'Zoë Ng <zoe@example.com>', subject, text: `Text of ${subject}`, ...extra };
}

/**
 * What every MailQueue does, whatever keeps the messages: a queued message is due at once; a claim
 * hands out the oldest due messages, counts the attempt and holds them for a lease, after which an
 * unfinished message is due again; sent and given-up messages are never due again; a failure with
 * a retry time makes the message due at that time; concurrent claims never hand out one message
 * twice.
 */
export function mailQueueContract(name: string, make: MakeMailQueue) {
  describe(`MailQueue contract: ${name}`, () => {
    let subject: MailQueueUnderTest;
    let queue: MailQueue;
    beforeAll(async () => {
      subject = await make({ leaseMs });
      queue = subject.queue;
    });
    beforeEach(async () => {
      await subject.clear();
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    const subjects = (claimed: readonly { mail: OutgoingMail }[]) => claimed.map((c) => c.mail.subject);

    it('hands out a queued message whole, with an id and its first attempt counted', async () => {
      const mail = aMail('Viewing booked', {
        replyTo: 'hello@emberandoak.example',
        html: '<p>Booked</p>',
        attachments: [{ filename: 'viewing.ics', contentType: 'text/calendar; method=REQUEST', content: 'BEGIN…\r\n' }],
      });
      await queue.enqueue([mail]);
      const [claimed, ...rest] = await queue.claimDue(t0, 10);
      expect(rest).toEqual([]);
      expect(claimed).toEqual({ id: expect.any(String), mail, attempts: 1 });
    });

    it('purges sent messages older than asked, and keeps pending and newer ones', async () => {
      await queue.enqueue([aMail('Old'), aMail('New'), aMail('Waiting')]);
      const [old, recent] = await queue.claimDue(t0, 2);
      await queue.markSent(old?.id ?? '', t0);
      await queue.markSent(recent?.id ?? '', t0 + 60_000);
      expect(await queue.purgeSent(t0 + 1)).toBe(1);
      expect(await queue.purgeSent(t0 + 1)).toBe(0);
      expect(subjects(await queue.claimDue(t0 + 2 * leaseMs, 10))).toEqual(['Waiting']);
    });

    it('makes a new message due at once, whatever the clock says', async () => {
      await queue.enqueue([aMail('Now')]);
      expect(subjects(await queue.claimDue(Date.UTC(2000, 0, 1), 10))).toEqual(['Now']);
    });

    it('counts what waits to go and when the oldest of it was queued', async () => {
      expect(await queue.backlog()).toEqual({ pending: 0, oldestQueuedAt: null });
      const before = Date.now();
      await queue.enqueue([aMail('first'), aMail('second')]);
      const after = Date.now();
      const waiting = await queue.backlog();
      expect(waiting.pending).toBe(2);
      // The database's clock and ours are the same machine's, read to the millisecond or rounded.
      expect(waiting.oldestQueuedAt).toBeGreaterThanOrEqual(before - 1_000);
      expect(waiting.oldestQueuedAt).toBeLessThanOrEqual(after + 1_000);
      const [sent, failed] = await queue.claimDue(t0, 10);
      if (!sent || !failed) throw new Error('two messages were due');
      await queue.markSent(sent.id, t0);
      expect((await queue.backlog()).pending).toBe(1);
      await queue.markFailed(failed.id, 'mailbox does not exist', null);
      expect(await queue.backlog()).toEqual({ pending: 0, oldestQueuedAt: null });
    });

    it('queues nothing for an empty list', async () => {
      await queue.enqueue([]);
      expect(await queue.claimDue(t0, 10)).toEqual([]);
    });

    it('hands out the oldest first, at most the limit, the messages of one call in their order', async () => {
      await queue.enqueue([aMail('1'), aMail('2'), aMail('3')]);
      await subject.tick();
      await queue.enqueue([aMail('4')]);
      await subject.tick();
      await queue.enqueue([aMail('5'), aMail('6')]);
      expect(subjects(await queue.claimDue(t0, 2))).toEqual(['1', '2']);
      expect(subjects(await queue.claimDue(t0, 3))).toEqual(['3', '4', '5']);
      expect(subjects(await queue.claimDue(t0, 10))).toEqual(['6']);
      expect(await queue.claimDue(t0, 10)).toEqual([]);
    });

    it('holds a claimed message for the lease, then hands it out again with another attempt counted', async () => {
      await queue.enqueue([aMail('Held')]);
      const [first] = await queue.claimDue(t0, 10);
      expect(await queue.claimDue(t0 + leaseMs - 1, 10)).toEqual([]);
      const [again] = await queue.claimDue(t0 + leaseMs, 10);
      expect(again).toEqual({ ...first, attempts: 2 });
    });

    it('never hands out a sent message again', async () => {
      await queue.enqueue([aMail('Sent'), aMail('Other')]);
      const claimed = await queue.claimDue(t0, 10);
      const sent = claimed.find((c) => c.mail.subject === 'Sent');
      await queue.markSent(sent?.id ?? '', t0 + 1000);
      expect(subjects(await queue.claimDue(t0 + 365 * 24 * 60 * minute, 10))).toEqual(['Other']);
    });

    it('makes a failed message due again at the retry time, counting attempts on', async () => {
      await queue.enqueue([aMail('Retry')]);
      const [claimed] = await queue.claimDue(t0, 10);
      await queue.markFailed(claimed?.id ?? '', 'Connection refused', t0 + 15 * minute);
      expect(await queue.claimDue(t0 + 15 * minute - 1, 10)).toEqual([]);
      const [retried] = await queue.claimDue(t0 + 15 * minute, 10);
      expect(retried).toMatchObject({ id: claimed?.id, attempts: 2, mail: claimed?.mail });
      await queue.markSent(retried?.id ?? '', t0 + 15 * minute);
      expect(await queue.claimDue(t0 + 365 * 24 * 60 * minute, 10)).toEqual([]);
    });

    it('can retry sooner than the lease would have', async () => {
      await queue.enqueue([aMail('Soon')]);
      const [claimed] = await queue.claimDue(t0, 10);
      await queue.markFailed(claimed?.id ?? '', 'Greeting never received', t0 + 1000);
      expect(subjects(await queue.claimDue(t0 + 1000, 10))).toEqual(['Soon']);
    });

    it('never hands out a message given up on', async () => {
      await queue.enqueue([aMail('Hopeless'), aMail('Fine')]);
      const claimed = await queue.claimDue(t0, 10);
      const hopeless = claimed.find((c) => c.mail.subject === 'Hopeless');
      await queue.markFailed(hopeless?.id ?? '', '550 No such user', null);
      expect(subjects(await queue.claimDue(t0 + 365 * 24 * 60 * minute, 10))).toEqual(['Fine']);
    });

    it('ignores marks for messages it does not hold, or no longer pending', async () => {
      await queue.enqueue([aMail('Kept')]);
      const [claimed] = await queue.claimDue(t0, 10);
      await queue.markSent('00000000-0000-4000-8000-000000000000', t0);
      await queue.markFailed('00000000-0000-4000-8000-000000000000', 'x', null);
      await queue.markSent(claimed?.id ?? '', t0);
      // A late failure report (say, from a dispatcher whose lease ran out) does not bring it back.
      await queue.markFailed(claimed?.id ?? '', 'late', t0);
      expect(await queue.claimDue(t0 + leaseMs, 10)).toEqual([]);
    });

    it('keeps a long error message without refusing it', async () => {
      await queue.enqueue([aMail('Long error')]);
      const [claimed] = await queue.claimDue(t0, 10);
      await queue.markFailed(claimed?.id ?? '', `421 ${'x'.repeat(20_000)} ë \u0000 end`, t0 + minute);
      expect(subjects(await queue.claimDue(t0 + minute, 10))).toEqual(['Long error']);
    });

    it('never hands one message to two claims made at the same moment', async () => {
      const count = 60;
      await queue.enqueue(Array.from({ length: count }, (_, n) => aMail(`Mail ${n}`)));
      const claims = await Promise.all(Array.from({ length: 8 }, () => queue.claimDue(t0, 10)));
      const ids = claims.flat().map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      // Between them the claims asked for more than there were, so every message went to one of them.
      expect(ids).toHaveLength(count);
      expect(claims.every((c) => c.length <= 10)).toBe(true);
    });
  });
}
