import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { InProcessChangeNotices } from '../../src/adapters/memory/in-process-change-notices';
import { PgChangeNotices } from '../../src/adapters/postgres/pg-change-notices';
import type { ChangeTopic } from '../../src/ports/change-notices.port';
import { openTestDatabase } from '../support/test-database';
import { changeNoticesContract } from './change-notices.contract';

changeNoticesContract('in one process', async () => {
  const notices = new InProcessChangeNotices();
  return { a: notices, b: notices, close: () => notices.close() };
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  changeNoticesContract('two servers on one PostgreSQL (LISTEN/NOTIFY)', async () => {
    const database = await openTestDatabase('postgres');
    const url = database.url ?? '';
    const notify = (channel: string, payload: string) =>
      database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    const a = await PgChangeNotices.open(url, notify);
    const b = await PgChangeNotices.open(url, notify);
    return {
      a,
      b,
      close: async () => {
        await Promise.all([a.close(), b.close()]);
        await database.close();
      },
    };
  });

  it('listens again after its connection is cut, and then tells every topic once (notices may have been missed)', async () => {
    const database = await openTestDatabase('postgres');
    const notify = (channel: string, payload: string) =>
      database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
    // Listening again at once, so the test waits for the reconnection and not for a back-off.
    const notices = await PgChangeNotices.open(database.url ?? '', notify, { first: 0, most: 0 });
    try {
      const heard: ChangeTopic[] = [];
      const back = new Promise<void>((resolve) =>
        notices.subscribe((topic) => {
          heard.push(topic);
          resolve();
        }),
      );
      // The database ends the listening connection, as a restart or a dropped network would.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen digs_changes' and datname = current_database()`,
      );
      await back;
      expect(heard).toEqual(['catalogue']);
      // And it hears notices again.
      const again = new Promise<ChangeTopic>((resolve) => notices.subscribe(resolve));
      await notify('digs_changes', 'catalogue');
      expect(await again).toBe('catalogue');
    } finally {
      await notices.close();
      await database.close();
    }
  });
});
