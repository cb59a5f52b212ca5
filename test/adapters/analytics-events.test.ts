import { MemoryAnalyticsEvents } from '../../src/adapters/memory/memory-analytics-events';
import { DrizzleAnalyticsEvents } from '../../src/adapters/postgres/drizzle-analytics-events';
import { analyticsEvents } from '../../src/adapters/postgres/schema';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { analyticsEventsContract } from './analytics-events.contract';

analyticsEventsContract('memory fake', async () => {
  let events = new MemoryAnalyticsEvents();
  return {
    get events() {
      return events;
    },
    clear: async () => {
      events = new MemoryAnalyticsEvents();
    },
  };
});

for (const kind of databaseKinds()) {
  analyticsEventsContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    return {
      events: new DrizzleAnalyticsEvents(database.db),
      clear: async () => {
        await database.db.delete(analyticsEvents);
      },
      close: () => database.close(),
    };
  });
}
