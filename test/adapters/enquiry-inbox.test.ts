import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { MemoryAuditLog } from '../../src/adapters/memory/memory-audit-log';
import { MemoryEnquiryInbox } from '../../src/adapters/memory/memory-enquiry-inbox';
import { DrizzleEnquiryInbox } from '../../src/adapters/postgres/drizzle-enquiry-inbox';
import { auditLog, enquiries, mailOutbox, staffMembers } from '../../src/adapters/postgres/schema';
import type { StoredEnquiry } from '../../src/domain/enquiries/enquiry';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { enquiryInboxContract, type SeedInboxEnquiry } from './enquiry-inbox.contract';

function anEnquiry(seed: SeedInboxEnquiry): StoredEnquiry {
  return {
    id: randomUUID(),
    reference: seed.reference,
    kind: seed.kind ?? 'contact',
    submission_id: randomUUID(),
    name: seed.name ?? 'A Visitor',
    email: seed.email ?? 'visitor@example.com',
    fields: seed.fields ?? { message: 'Hello' },
    source_page: '/contact',
    utm: {},
    consent: true,
    status: 'new',
    created_at: seed.createdAt,
  };
}

enquiryInboxContract('memory fake', async () => {
  let audit = new MemoryAuditLog();
  let inbox = new MemoryEnquiryInbox(audit);
  return {
    get inbox() {
      return inbox;
    },
    addEnquiry: async (seed) => inbox.addEnquiry(anEnquiry(seed)),
    addStaff: async (member) => inbox.addStaff(member),
    outbox: async () => inbox.queued(),
    audited: async () => (await audit.list({ entity: 'enquiry', limit: 1000 })).map((e) => e.action).reverse(),
    clear: async () => {
      audit = new MemoryAuditLog();
      inbox = new MemoryEnquiryInbox(audit);
    },
  };
});

for (const kind of databaseKinds()) {
  enquiryInboxContract(`Drizzle on ${kind}`, async () => {
    const database = await openTestDatabase(kind);
    const { db } = database;
    return {
      inbox: new DrizzleEnquiryInbox(db),
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
      addStaff: async (member) => {
        await db.insert(staffMembers).values({ ...member, role: 'sales' });
      },
      outbox: async () =>
        (await db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt))).map((r) => ({
          id: r.id,
          mail: r.mail,
        })),
      audited: async () =>
        (await db.select().from(auditLog).where(eq(auditLog.entity, 'enquiry')).orderBy(asc(auditLog.id))).map(
          (r) => r.action,
        ),
      clear: async () => {
        await db.delete(enquiries);
        await db.delete(mailOutbox);
        await db.delete(auditLog);
        await db.delete(staffMembers);
      },
      close: () => database.close(),
    };
  });
}
