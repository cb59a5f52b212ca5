import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleMailQueue, insertOutboxMail } from '../../src/adapters/postgres/drizzle-mail-queue';
import { mailOutbox } from '../../src/adapters/postgres/schema';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { mailQueueContract } from './mail-queue.contract';

mailQueueContract('memory fake', async ({ leaseMs }) => {
  const queue = new MemoryMailQueue({ leaseMs });
  return { queue, tick: async () => {}, clear: async () => queue.clear() };
});

for (const kind of databaseKinds()) {
  mailQueueContract(`Drizzle on ${kind}`, async ({ leaseMs }) => {
    const database = await openTestDatabase(kind);
    return {
      queue: new DrizzleMailQueue(database.db, { leaseMs }),
      // created_at is the database's now(): a few milliseconds keep consecutive calls apart.
      tick: () => new Promise((resolve) => setTimeout(resolve, 5)),
      clear: async () => {
        await database.db.delete(mailOutbox);
      },
      close: () => database.close(),
    };
  });
}

for (const kind of databaseKinds()) {
  describe(`DrizzleMailQueue on ${kind}: the rows behind the contract`, () => {
    let database: DatabaseHandle;
    let queue: DrizzleMailQueue;
    const t0 = Date.UTC(2026, 8, 1, 9, 0, 0);
    const mail = { to: 'ada@example.com', subject: 'Booked', text: 'Booked.' };
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      queue = new DrizzleMailQueue(database.db, { leaseMs: 60_000 });
    });
    beforeEach(async () => {
      await database.db.delete(mailOutbox);
    });
    afterAll(async () => {
      await database?.close();
    });

    const rows = () => database.db.select().from(mailOutbox).orderBy(mailOutbox.createdAt);

    it('queues with a transaction, so messages exist exactly when the change commits', async () => {
      await expect(
        database.db.transaction(async (tx) => {
          await insertOutboxMail(tx, [mail, { ...mail, subject: 'Staff' }]);
          throw new Error('the booking failed');
        }),
      ).rejects.toThrow('the booking failed');
      expect(await rows()).toEqual([]);
      await database.db.transaction(async (tx) => {
        await insertOutboxMail(tx, [mail, { ...mail, subject: 'Staff' }]);
      });
      expect((await rows()).map((r) => [r.mail.subject, r.status, r.attempts])).toEqual([
        ['Booked', 'pending', 0],
        ['Staff', 'pending', 0],
      ]);
      await insertOutboxMail(database.db, []);
      expect(await rows()).toHaveLength(2);
    });

    it('records the claim, the sending, the error and the giving up', async () => {
      await queue.enqueue([mail, { ...mail, subject: 'Bounced' }]);
      const [booked, bounced] = await queue.claimDue(t0, 10);
      let [a, b] = await rows();
      expect(a).toMatchObject({ attempts: 1, status: 'pending', nextAttemptAt: new Date(t0 + 60_000) });
      await queue.markSent(booked?.id ?? '', t0 + 500);
      await queue.markFailed(bounced?.id ?? '', '421 Try later', t0 + 300_000);
      [a, b] = await rows();
      expect(a).toMatchObject({ status: 'sent', sentAt: new Date(t0 + 500), lastError: null });
      expect(b).toMatchObject({ status: 'pending', nextAttemptAt: new Date(t0 + 300_000), lastError: '421 Try later' });
      await queue.claimDue(t0 + 300_000, 10);
      await queue.markFailed(bounced?.id ?? '', '550 No such user', null);
      [, b] = await rows();
      expect(b).toMatchObject({ status: 'failed', attempts: 2, lastError: '550 No such user', sentAt: null });
    });
  });
}
