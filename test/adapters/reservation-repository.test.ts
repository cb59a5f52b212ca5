import { randomUUID } from 'node:crypto';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { MemoryReservationRepository } from '../../src/adapters/memory/memory-reservation.repository';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleMailQueue } from '../../src/adapters/postgres/drizzle-mail-queue';
import { DrizzleReservationRepository } from '../../src/adapters/postgres/drizzle-reservation.repository';
import { tenancyOptions } from '../../src/adapters/postgres/schema';
import type { ReservableOption } from '../../src/ports/reservation-repository.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { reservationRepositoryContract } from './reservation-repository.contract';

reservationRepositoryContract('memory fake', async () => {
  const outbox = new MemoryMailQueue();
  const repository = new MemoryReservationRepository([], outbox);
  return {
    repository,
    outbox,
    audit: repository.audit,
    optionWith: async (rooms) => {
      const option: ReservableOption = {
        tenancyOptionId: randomUUID(),
        // Not started on any day the contract holds on (from 1 Feb 2027, up to 400 days on): sold in full.
        academicYear: '2028/29',
        weeks: 51,
        startDate: '2028-09-09',
        endDate: '2029-08-31',
        pricePerWeekPence: 24_900,
        billingFrequency: 'weekly',
        currency: 'GBP',
        roomsAvailable: rooms,
        roomTypeName: 'Classic Studio',
        propertyName: 'Square Gardens',
        cityName: 'Manchester',
        roomPath: '/manchester/square-gardens/classic-studio',
      };
      repository.addOption(option);
      return option.tenancyOptionId;
    },
  };
});

for (const kind of databaseKinds()) {
  reservationRepositoryContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    await database.db.transaction((tx) =>
      writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
    );
    const roomTypeId = fixtureSlice.roomTypes[0]?.id as string;
    return {
      repository: new DrizzleReservationRepository(database.db, database.kind),
      outbox: new DrizzleMailQueue(database.db),
      audit: new DrizzleAuditLog(database.db),
      optionWith: async (rooms) => {
        const [row] = await database.db
          .insert(tenancyOptions)
          .values({
            roomTypeId,
            academicYear: '2028/29',
            weeks: 51,
            startDate: '2028-09-09',
            endDate: '2029-08-31',
            pricePerWeekPence: 24_900,
            roomsAvailable: rooms,
          })
          .returning({ id: tenancyOptions.id });
        return row?.id as string;
      },
      close: () => database.close(),
    };
  });
}
