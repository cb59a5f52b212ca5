import { asc } from 'drizzle-orm';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryEnquiryRepository } from '../../src/adapters/memory/memory-enquiry.repository';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { DrizzleEnquiryRepository } from '../../src/adapters/postgres/drizzle-enquiry.repository';
import { mailOutbox } from '../../src/adapters/postgres/schema';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { enquiryRepositoryContract } from './enquiry-repository.contract';

enquiryRepositoryContract('memory fake', async (options) => {
  const time = new ManualTime();
  const outbox = new MemoryMailQueue();
  return {
    repository: new MemoryEnquiryRepository(time, options?.newReference, outbox),
    tick: async () => time.advance(1000),
    queuedMails: async () => outbox.snapshot().map((entry) => entry.mail),
  };
});

for (const kind of databaseKinds()) {
  enquiryRepositoryContract(`Drizzle on ${kind}`, async (options) => {
    const database = await openTestDatabase(kind);
    return {
      repository: new DrizzleEnquiryRepository(database.db, options?.newReference),
      // created_at is the database's now(): a few milliseconds keep consecutive saves apart.
      tick: () => new Promise((resolve) => setTimeout(resolve, 5)),
      queuedMails: async () =>
        (await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))).map(
          (row) => row.mail,
        ),
      close: () => database.close(),
    };
  });
}
