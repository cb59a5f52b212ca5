import { randomBytes } from 'node:crypto';
import {
  MemorySignInChallenges,
  MemoryVisitorAccounts,
  MemoryVisitorSessions,
} from '../../src/adapters/memory/memory-visitor-accounts';
import {
  DrizzleSignInChallenges,
  DrizzleVisitorAccounts,
  DrizzleVisitorSessions,
} from '../../src/adapters/postgres/drizzle-visitor-accounts';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { accountPortsContract } from './visitor-accounts.contract';

accountPortsContract('memory fakes', async () => {
  const accounts = new MemoryVisitorAccounts();
  return {
    accounts,
    sessions: new MemoryVisitorSessions(accounts),
    challenges: new MemorySignInChallenges(undefined, accounts),
  };
});

for (const kind of databaseKinds()) {
  accountPortsContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    return {
      accounts: new DrizzleVisitorAccounts(database.db),
      sessions: new DrizzleVisitorSessions(database.db),
      challenges: new DrizzleSignInChallenges(database.db, randomBytes(32)),
      close: () => database.close(),
    };
  });
}
