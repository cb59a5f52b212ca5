import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MemoryEnquiryRecords } from '../../src/adapters/memory/memory-enquiry-records';
import { DrizzleEnquiryRecords } from '../../src/adapters/postgres/drizzle-enquiry-records';
import {
  cities,
  enquiries,
  enquiryNotes,
  enquiryReplies,
  mailOutbox,
  properties,
  viewingSlots,
  viewings,
} from '../../src/adapters/postgres/schema';
import type { StoredEnquiry } from '../../src/domain/enquiries/enquiry';
import type { StoredViewing } from '../../src/domain/viewings/viewing';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { enquiryRecordsContract, type SeedEnquiry, type SeedViewing } from './enquiry-records.contract';

const halfHour = 30 * 60_000;

function anEnquiry(seed: SeedEnquiry): StoredEnquiry {
  return {
    id: randomUUID(),
    reference: seed.reference,
    kind: seed.kind ?? 'contact',
    submission_id: randomUUID(),
    name: seed.name ?? 'A Visitor',
    email: seed.email,
    fields: seed.fields ?? { message: 'Hello' },
    source_page: '/contact',
    utm: {},
    consent: true,
    status: 'new',
    created_at: seed.createdAt,
  };
}

function aViewing(seed: SeedViewing, propertyId: string): StoredViewing {
  return {
    id: randomUUID(),
    reference: seed.reference,
    propertyId,
    kind: 'in-person',
    start: seed.start,
    end: new Date(Date.parse(seed.start) + halfHour).toISOString(),
    name: 'A Visitor',
    email: seed.email,
    countryCode: '+44',
    phone: '07700 900123',
    partySize: 1,
    message: '',
    idempotencyKey: randomUUID(),
    status: seed.status,
    createdAt: '2026-08-01T09:00:00.000Z',
    updatedAt: '2026-08-01T09:00:00.000Z',
  };
}

enquiryRecordsContract('memory fake', async () => {
  const records = new MemoryEnquiryRecords();
  const propertyId = randomUUID();
  let mailTime = Date.parse('2026-08-01T09:00:00.000Z');
  return {
    records,
    addEnquiry: async (seed) => records.addEnquiry(anEnquiry(seed)),
    addViewing: async (seed) => records.addViewing(aViewing(seed, propertyId)),
    addMail: async (mail, status) => {
      mailTime += 1000;
      records.addMail(mail, { status: status ?? 'pending', at: mailTime });
    },
    addNote: async (reference, n) =>
      records.addNote({ reference, author: n.author, body: n.body, created_at: n.createdAt }),
    addReply: async (reference, r) =>
      records.addReply({
        reference,
        author: r.author,
        to: r.to,
        subject: r.subject,
        body: r.body,
        created_at: r.createdAt,
      }),
    bookedPlaces: async (start) => records.bookedPlaces(propertyId, start),
    clear: async () => records.clear(),
  };
});

for (const kind of databaseKinds()) {
  enquiryRecordsContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    const { db } = database;
    const [city] = await db
      .insert(cities)
      .values({ slug: 'testford', name: 'Testford', region: 'Test', intro: 'A test city.', lat: 53, lng: -2 })
      .returning();
    const [house] = await db
      .insert(properties)
      .values({
        cityId: city?.id as string,
        slug: 'test-house',
        name: 'Test House',
        tagline: 'Tests live here',
        description: 'A property for tests.',
        addressLine1: '1 Test Street',
        postcode: 'TE1 1ST',
        lat: 53,
        lng: -2,
      })
      .returning();
    const propertyId = house?.id as string;
    let mailTime = Date.parse('2026-08-01T09:00:00.000Z');
    return {
      records: new DrizzleEnquiryRecords(db),
      addEnquiry: async (seed) => {
        const e = anEnquiry(seed);
        await db.insert(enquiries).values({
          reference: e.reference,
          kind: e.kind,
          submissionId: e.submission_id,
          name: e.name,
          email: e.email,
          fields: { ...e.fields },
          sourcePage: e.source_page,
          utm: e.utm,
          consent: e.consent,
          createdAt: new Date(e.created_at),
        });
      },
      addNote: async (reference, n) => {
        await db.insert(enquiryNotes).values({
          enquiryId: sql`(select id from enquiries where reference = ${reference})`,
          author: n.author,
          body: n.body,
          createdAt: new Date(n.createdAt),
        });
      },
      addReply: async (reference, r) => {
        await db.insert(enquiryReplies).values({
          enquiryId: sql`(select id from enquiries where reference = ${reference})`,
          author: r.author,
          toAddress: r.to,
          subject: r.subject,
          body: r.body,
          mailId: randomUUID(),
          createdAt: new Date(r.createdAt),
        });
      },
      addViewing: async (seed) => {
        const v = aViewing(seed, propertyId);
        await db.insert(viewings).values({
          reference: v.reference,
          propertyId,
          kind: v.kind,
          startsAt: new Date(v.start),
          endsAt: new Date(v.end),
          name: v.name,
          email: v.email,
          countryCode: v.countryCode,
          phone: v.phone,
          partySize: v.partySize,
          message: v.message,
          status: v.status,
          idempotencyKey: v.idempotencyKey,
        });
        if (v.status === 'booked') {
          await db
            .insert(viewingSlots)
            .values({ propertyId, startsAt: new Date(v.start), booked: 1 })
            .onConflictDoUpdate({
              target: [viewingSlots.propertyId, viewingSlots.startsAt],
              set: { booked: sql`${viewingSlots.booked} + 1` },
            });
        }
      },
      addMail: async (mail, status) => {
        mailTime += 1000;
        const at = new Date(mailTime);
        await db
          .insert(mailOutbox)
          .values({ mail, status: status ?? 'pending', createdAt: at, sentAt: status === 'sent' ? at : null });
      },
      bookedPlaces: async (start) => {
        const [slot] = await db
          .select({ booked: viewingSlots.booked })
          .from(viewingSlots)
          .where(and(eq(viewingSlots.propertyId, propertyId), eq(viewingSlots.startsAt, new Date(start))));
        return slot?.booked ?? 0;
      },
      clear: async () => {
        await db.delete(enquiries);
        await db.delete(viewings);
        await db.delete(viewingSlots);
        await db.delete(mailOutbox);
      },
      close: () => database.close(),
    };
  });
}
