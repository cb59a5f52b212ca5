import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { auditLogContract } from './audit-log.contract';

auditLogContract('memory fake', async () => ({ log: new MemoryAuditLog() }));

for (const kind of databaseKinds()) {
  auditLogContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    return { log: new DrizzleAuditLog(database.db), close: () => database.close() };
  });
}
