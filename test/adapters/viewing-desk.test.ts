import { randomUUID } from 'node:crypto';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { MemoryViewingRepository } from '../../src/adapters/memory/memory-viewing.repository';
import { MemoryViewingDesk } from '../../src/adapters/memory/memory-viewing-desk';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleViewingRepository } from '../../src/adapters/postgres/drizzle-viewing.repository';
import { DrizzleViewingDesk } from '../../src/adapters/postgres/drizzle-viewing-desk';
import { cities, properties, viewingRules } from '../../src/adapters/postgres/schema';
import type { ViewingRules } from '../../src/domain/viewings/viewing';
import type { ViewingPlace } from '../../src/ports/viewing-repository.port';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { type MakeViewingDesk, viewingDeskContract } from './viewing-desk.contract';

const weekdays = { open: '09:00', close: '17:00' };
const rulesFor = (propertyId: string): ViewingRules => ({
  propertyId,
  openingHours: { 1: [weekdays], 2: [weekdays], 3: [weekdays], 4: [weekdays], 5: [weekdays] },
  slotMinutes: 30,
  capacity: 2,
  kinds: ['in-person'],
  closedDates: [],
  noticeMinutes: 120,
  horizonDays: 60,
  staffEmail: 'viewings@test-house.example',
});

const memory: MakeViewingDesk = async () => {
  const time = new ManualTime();
  const placeId = randomUUID();
  const bareId = randomUUID();
  const place: ViewingPlace = {
    id: placeId,
    slug: 'test-house',
    name: 'Test House',
    citySlug: 'testford',
    cityName: 'Testford',
    addressLine1: '1 Test Street',
    postcode: 'TE1 1ST',
    rules: rulesFor(placeId),
  };
  const places = [place];
  const repository = new MemoryViewingRepository(places, new MemoryMailQueue(), time);
  const desk = new MemoryViewingDesk(
    [
      { id: placeId, slug: 'test-house', name: 'Test House', cityName: 'Testford' },
      { id: bareId, slug: 'annex', name: 'Annex', cityName: 'Testford' },
    ],
    places,
    repository,
  );
  return { desk, repository, time, placeId, bareId, auditEntries: async () => desk.audit };
};

viewingDeskContract('memory fake', memory);

for (const kind of databaseKinds()) {
  const drizzle: MakeViewingDesk = async () => {
    const database = await openTestDatabase(kind);
    const time = new ManualTime();
    const [city] = await database.db
      .insert(cities)
      .values({ slug: 'testford', name: 'Testford', region: 'Test', intro: 'A test city.', lat: 53, lng: -2 })
      .returning();
    const base = {
      cityId: city?.id as string,
      tagline: 'Tests live here',
      description: 'A property for tests.',
      addressLine1: '1 Test Street',
      postcode: 'TE1 1ST',
      lat: 53,
      lng: -2,
    };
    const [house, annex] = await database.db
      .insert(properties)
      .values([
        { ...base, slug: 'test-house', name: 'Test House' },
        { ...base, slug: 'annex', name: 'Annex' },
      ])
      .returning();
    const placeId = house?.id as string;
    const { propertyId: _, ...rules } = rulesFor(placeId);
    await database.db
      .insert(viewingRules)
      .values({ propertyId: placeId, ...rules, kinds: [...rules.kinds], closedDates: [] });
    const audit = new DrizzleAuditLog(database.db);
    return {
      desk: new DrizzleViewingDesk(database.db, time),
      repository: new DrizzleViewingRepository(database.db, time),
      time,
      placeId,
      bareId: annex?.id as string,
      auditEntries: () => audit.list({ limit: 1000 }),
      close: () => database.close(),
    };
  };
  viewingDeskContract(`Drizzle on ${kind}`, drizzle);
}
