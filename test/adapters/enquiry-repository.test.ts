import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryEnquiryRepository } from '../../src/adapters/memory/memory-enquiry.repository';
import { DrizzleEnquiryRepository } from '../../src/adapters/postgres/drizzle-enquiry.repository';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { enquiryRepositoryContract } from './enquiry-repository.contract';

enquiryRepositoryContract('memory fake', async (options) => {
  const time = new ManualTime();
  return {
    repository: new MemoryEnquiryRepository(time, options?.newReference),
    tick: async () => time.advance(1000),
  };
});

for (const kind of databaseKinds()) {
  enquiryRepositoryContract(`Drizzle on ${kind}`, async (options) => {
    const database = await openTestDatabase(kind);
    return {
      repository: new DrizzleEnquiryRepository(database.db, options?.newReference),
      // created_at is the database's now(): a few milliseconds keep consecutive saves apart.
      tick: () => new Promise((resolve) => setTimeout(resolve, 5)),
      close: () => database.close(),
    };
  });
}
