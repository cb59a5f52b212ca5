import { MemoryConsentLog } from '../../src/adapters/memory/memory-consent-log';
import { DrizzleConsentLog } from '../../src/adapters/postgres/drizzle-consent-log';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { consentLogContract } from './consent-log.contract';

consentLogContract('memory fake', async () => ({ log: new MemoryConsentLog() }));

for (const kind of databaseKinds()) {
  consentLogContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    return { log: new DrizzleConsentLog(database.db), close: () => database.close() };
  });
}
