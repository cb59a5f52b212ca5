import { randomUUID } from 'node:crypto';
import { CachingViewingPlaces } from '../../src/adapters/cache/caching-viewing-places.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { MemoryViewingRepository } from '../../src/adapters/memory/memory-viewing.repository';
import { DrizzleAuditLog } from '../../src/adapters/postgres/drizzle-audit-log';
import { DrizzleMailQueue } from '../../src/adapters/postgres/drizzle-mail-queue';
import { DrizzleViewingRepository } from '../../src/adapters/postgres/drizzle-viewing.repository';
import { cities, properties, viewingRules } from '../../src/adapters/postgres/schema';
import type { ViewingRules } from '../../src/domain/viewings/viewing';
import type { ViewingPlace } from '../../src/ports/viewing-repository.port';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import {
  type MakeViewingRepository,
  viewingReferenceContract,
  viewingRepositoryContract,
} from './viewing-repository.contract';

const weekdays = { open: '09:00', close: '17:00' };
const rulesFor = (propertyId: string): ViewingRules => ({
  propertyId,
  openingHours: { 1: [weekdays], 2: [weekdays], 3: [weekdays], 4: [weekdays], 5: [weekdays] },
  slotMinutes: 30,
  capacity: 2,
  kinds: ['in-person', 'video-call'],
  closedDates: [],
  noticeMinutes: 120,
  horizonDays: 60,
  staffEmail: 'viewings@test-house.example',
});

const memory: MakeViewingRepository = async (options) => {
  const time = new ManualTime();
  const placeId = randomUUID();
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
  const outbox = new MemoryMailQueue();
  const audit = new MemoryAuditLog();
  return {
    repository: new MemoryViewingRepository([place], outbox, time, options?.newReference, audit),
    outbox,
    audit,
    time,
    placeId,
  };
};

viewingRepositoryContract('memory fake', memory);
viewingReferenceContract('memory fake', memory);
// The server's repository keeps places (ADR 061): every rule of the port holds through it.
viewingRepositoryContract('places kept in front of the memory fake', async (options) => {
  const made = await memory(options);
  return { ...made, repository: new CachingViewingPlaces(made.repository, made.time) };
});

for (const kind of databaseKinds()) {
  const drizzle: MakeViewingRepository = async (options) => {
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
    const [house] = await database.db
      .insert(properties)
      .values([
        { ...base, slug: 'test-house', name: 'Test House' },
        { ...base, slug: 'no-viewings', name: 'No Viewings' },
      ])
      .returning();
    const placeId = house?.id as string;
    const { propertyId: _, ...rules } = rulesFor(placeId);
    await database.db
      .insert(viewingRules)
      .values({ propertyId: placeId, ...rules, kinds: [...rules.kinds], closedDates: [] });
    return {
      repository: new DrizzleViewingRepository(database.db, time, options?.newReference),
      outbox: new DrizzleMailQueue(database.db),
      audit: new DrizzleAuditLog(database.db),
      time,
      placeId,
      close: () => database.close(),
    };
  };
  viewingRepositoryContract(`Drizzle on ${kind}`, drizzle);
  viewingReferenceContract(`Drizzle on ${kind}`, drizzle);
}
