import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryOneTimeLinks, MemoryStaffDirectory, MemoryStaffSessions } from '../../src/adapters/memory/memory-staff';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleOneTimeLinks } from '../../src/adapters/postgres/drizzle-one-time-links';
import { DrizzleStaffDirectory } from '../../src/adapters/postgres/drizzle-staff-directory';
import { DrizzleStaffSessions } from '../../src/adapters/postgres/drizzle-staff-sessions';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { staffPortsContract } from './staff.contract';

staffPortsContract('memory fakes', async () => {
  const audit = new MemoryAuditLog();
  const directory = new MemoryStaffDirectory(audit);
  return { audit, directory, sessions: new MemoryStaffSessions(directory), links: new MemoryOneTimeLinks() };
});

for (const kind of databaseKinds()) {
  staffPortsContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    return {
      audit: new DrizzleAuditLog(database.db),
      directory: new DrizzleStaffDirectory(database.db),
      sessions: new DrizzleStaffSessions(database.db),
      links: new DrizzleOneTimeLinks(database.db),
      close: () => database.close(),
    };
  });
}
