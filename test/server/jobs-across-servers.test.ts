// Every background job exactly once across servers (issue 21 item 1, ADR 058): three job runners
// (three "servers", each its own container and, on PostgreSQL, its own pool) over one database run
// the same job at the same moment, and each piece of work is done once; a run interrupted between
// its steps (an error, or on PostgreSQL its connection killed) leaves nothing half done, and the
// next run does the work.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Container } from 'inversify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryMailer } from '../../src/adapters/memory/memory-mailer';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import { type DatabaseHandle, openDatabase } from '../../src/adapters/postgres/database';
import { DrizzleMailQueue } from '../../src/adapters/postgres/drizzle-mail-queue';
import * as t from '../../src/adapters/postgres/schema';
import { DeliverMail } from '../../src/application/mail/deliver-mail.use-case';
import { createServerContainer } from '../../src/server/container';
import { type Job, serverJobs } from '../../src/server/jobs';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { type DatabaseKind, databaseKinds, openTestDatabase } from '../support/test-database';

const optionId = '00000000-0000-4000-8000-0000000b0001';
const minute = 60_000;
const day = 86_400_000;
const counts = {
  viewings: 30,
  holds: 20,
  refunds: 4,
  pages: 5,
  mails: 40,
  sentMails: 10,
  enquiries: 10,
  sessions: 6,
  trashed: 7,
};

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function rows<T>(db: DatabaseHandle['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
const count = async (db: DatabaseHandle['db'], query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(db, query))[0]?.n);

/** What every job has to do, all of it due now. */
async function seed(db: DatabaseHandle['db']) {
  const now = Date.now();
  const ago = (ms: number) => new Date(now - ms);
  await db.transaction((tx) => writeCatalogue(tx as unknown as typeof db, fixtureSlice, fixtureSettings));
  const [property] = await rows<{ id: string }>(db, sql`select id from properties where slug = 'square-gardens'`);
  const propertyId = property?.id as string;
  const hours = [{ open: '09:00', close: '17:00' }];
  await db.insert(t.viewingRules).values({
    propertyId,
    openingHours: { 1: hours, 2: hours, 3: hours, 4: hours, 5: hours },
    kinds: ['in-person'],
    staffEmail: 'viewings@digs.test',
  });
  // Viewings in two hours, booked days ago: each is owed one reminder.
  await db.insert(t.viewings).values(
    Array.from({ length: counts.viewings }, (_, i) => ({
      reference: `VW-${1000 + i}`,
      propertyId,
      kind: 'in-person' as const,
      startsAt: new Date(now + 2 * 3_600_000 + i * minute),
      endsAt: new Date(now + 2 * 3_600_000 + (i + 30) * minute),
      name: `Visitor ${i}`,
      email: `visitor${i}@example.com`,
      countryCode: '+44',
      phone: '07700900123',
      partySize: 1,
      idempotencyKey: randomUUID(),
      updatedAt: ago(3 * day),
    })),
  );
  // Holds whose 15 minutes ran out a minute ago: each took a room that goes back once.
  await db.insert(t.reservations).values(
    Array.from({ length: counts.holds }, (_, i) => ({
      reference: `RS-${1000 + i}`,
      tenancyOptionId: optionId,
      idempotencyKey: randomUUID(),
      heldAt: ago(16 * minute),
      holdExpiresAt: ago(minute),
    })),
  );
  // Late payments owed back (the provider refused the refund when they came): each refunded once.
  await db.insert(t.reservations).values(
    Array.from({ length: counts.refunds }, (_, i) => ({
      reference: `RS-${2000 + i}`,
      tenancyOptionId: optionId,
      idempotencyKey: randomUUID(),
      status: 'refund_due' as const,
      heldAt: ago(60 * minute),
      holdExpiresAt: ago(45 * minute),
      depositPence: 10_000,
      refundPence: 10_000,
      paymentMethod: 'stripe',
      paymentReference: `cs_test_late_${i}`,
    })),
  );
  await db.update(t.tenancyOptions).set({ roomsAvailable: 3 }).where(sql`${t.tenancyOptions.id} = ${optionId}`);
  // Drafts set to go out a minute ago.
  await db.insert(t.pages).values(
    Array.from({ length: counts.pages }, (_, i) => ({
      slug: `scheduled-${i}`,
      title: `Old ${i}`,
      description: 'Not yet',
      blocks: [],
      publishedAt: null,
      draft: { title: `Scheduled ${i}`, description: 'Now', blocks: [] },
      publishAt: ago(minute),
    })),
  );
  // Mail waiting to go, and mail sent more than a week ago (to be purged).
  await db.insert(t.mailOutbox).values(
    Array.from({ length: counts.mails }, (_, i) => ({
      mail: { to: `queued${i}@example.com`, subject: `Queued ${i}`, text: 'Hello' },
    })),
  );
  await db.insert(t.mailOutbox).values(
    Array.from({ length: counts.sentMails }, (_, i) => ({
      mail: { to: `old${i}@example.com`, subject: `Old ${i}`, text: 'Hello' },
      status: 'sent' as const,
      attempts: 1,
      sentAt: ago(8 * day),
    })),
  );
  // Enquiries closed three years ago (past the 24 months' retention).
  await db.insert(t.enquiries).values(
    Array.from({ length: counts.enquiries }, (_, i) => ({
      reference: `EQ-OLD${i}`,
      kind: 'contact' as const,
      submissionId: randomUUID(),
      name: 'A Visitor',
      email: `old-enquirer${i}@example.com`,
      fields: {},
      sourcePage: '/contact',
      consent: true,
      status: 'closed' as const,
      closedAt: ago(3 * 365 * day),
    })),
  );
  // Ended sessions and spent links, of staff and of visitors.
  const [staff] = await db
    .insert(t.staffMembers)
    .values({ email: 'ed@digs.test', name: 'Ed', role: 'editor' })
    .returning();
  const [account] = await db.insert(t.visitorAccounts).values({ email: 'zoe@example.com' }).returning();
  const ended = { createdAt: ago(40 * day), lastSeenAt: ago(30 * day), expiresAt: ago(29 * day) };
  await db.insert(t.staffSessions).values(
    Array.from({ length: counts.sessions }, (_, i) => ({
      idHash: `staff-${i}`,
      staffId: staff?.id as string,
      ...ended,
    })),
  );
  await db.insert(t.staffTokens).values(
    Array.from({ length: counts.sessions }, (_, i) => ({
      tokenHash: `token-${i}`,
      purpose: 'invite' as const,
      email: `invitee${i}@digs.test`,
      role: 'sales' as const,
      expiresAt: ago(10 * day),
    })),
  );
  await db.insert(t.visitorSessions).values(
    Array.from({ length: counts.sessions }, (_, i) => ({
      idHash: `visitor-${i}`,
      accountId: account?.id as string,
      ...ended,
    })),
  );
  await db.insert(t.visitorSignIns).values(
    Array.from({ length: counts.sessions }, (_, i) => ({
      tokenHash: `sign-in-${i}`,
      codeHash: 'x',
      email: 'zoe@example.com',
      expiresAt: ago(10 * day),
    })),
  );
  // FAQs moved to the trash 40 days ago: each is owed one purge (ADR 086).
  await db.insert(t.contentTrash).values(
    Array.from({ length: counts.trashed }, () => ({
      kind: 'faq' as const,
      id: randomUUID(),
      name: 'An old question',
      row: {},
      deletedAt: ago(40 * day),
      deletedBy: 'olive@staff.test',
    })),
  );
}

/** What each job leaves when all of its work is done once, read from the database and the mail server. */
function checks(db: DatabaseHandle['db'], mailer: MemoryMailer): Record<string, () => Promise<void>> {
  return {
    mail: async () => {
      const subjects = mailer.sent.map((m) => m.subject).filter((s) => s.startsWith('Queued '));
      expect(subjects).toHaveLength(counts.mails);
      expect(new Set(subjects).size).toBe(counts.mails);
      expect(await count(db, sql`select count(*)::int as n from mail_outbox where status = 'pending'`)).toBe(0);
    },
    reminders: async () => {
      const perVisitor = await rows<{ to: string; n: number }>(
        db,
        sql`select mail->>'to' as to, count(*)::int as n from mail_outbox where mail->>'subject' like 'Reminder:%' group by 1`,
      );
      expect(perVisitor).toHaveLength(counts.viewings);
      expect(perVisitor.every((r) => r.n === 1)).toBe(true);
      expect(await count(db, sql`select count(*)::int as n from viewings where reminder_queued_at is null`)).toBe(0);
    },
    'reservation-expiry': async () => {
      expect(await count(db, sql`select count(*)::int as n from reservations where status = 'held'`)).toBe(0);
      expect(await count(db, sql`select rooms_available as n from tenancy_options where id = ${optionId}`)).toBe(
        3 + counts.holds,
      );
    },
    'reservation-refunds': async () => {
      expect(await count(db, sql`select count(*)::int as n from reservations where status = 'refund_due'`)).toBe(0);
      expect(
        await count(
          db,
          sql`select count(*)::int as n from audit_log where entity = 'reservation' and action = 'refund'`,
        ),
      ).toBe(counts.refunds);
    },
    'mail-purge': async () => {
      expect(await count(db, sql`select count(*)::int as n from mail_outbox where mail->>'subject' like 'Old %'`)).toBe(
        0,
      );
    },
    'staff-purge': async () => {
      expect(await count(db, sql`select count(*)::int as n from staff_sessions`)).toBe(0);
      expect(await count(db, sql`select count(*)::int as n from staff_tokens`)).toBe(0);
    },
    'publish-pages': async () => {
      expect(
        await count(
          db,
          sql`select count(*)::int as n from pages where slug like 'scheduled-%' and published_at is not null and publish_at is null and title like 'Scheduled %' and version = 2`,
        ),
      ).toBe(counts.pages);
      expect(await count(db, sql`select count(*)::int as n from audit_log where actor = 'scheduled publication'`)).toBe(
        counts.pages,
      );
    },
    'visitor-purge': async () => {
      expect(await count(db, sql`select count(*)::int as n from visitor_sessions`)).toBe(0);
      expect(await count(db, sql`select count(*)::int as n from visitor_sign_ins`)).toBe(0);
    },
    'enquiry-retention': async () => {
      expect(await count(db, sql`select count(*)::int as n from enquiries where reference like 'EQ-OLD%'`)).toBe(0);
    },
    'trash-purge': async () => {
      expect(await count(db, sql`select count(*)::int as n from content_trash`)).toBe(0);
      expect(await count(db, sql`select count(*)::int as n from audit_log where action = 'purge'`)).toBe(
        counts.trashed,
      );
    },
  };
}

/** How much each job reports it did in one run, to add up across the runners. */
function amount(result: unknown): number {
  if (typeof result === 'number') return result;
  if (Array.isArray(result)) return result.length;
  if (result && typeof result === 'object') {
    return Object.values(result).reduce((sum: number, v) => sum + (typeof v === 'number' ? v : 0), 0);
  }
  return 0;
}
/** Each job's whole work, in the units its run reports. */
const totals: Record<string, number> = {
  mail: counts.mails,
  reminders: counts.viewings,
  'reservation-expiry': counts.holds,
  'reservation-refunds': counts.refunds,
  'mail-purge': counts.sentMails,
  'staff-purge': 2 * counts.sessions,
  'publish-pages': counts.pages,
  'visitor-purge': 2 * counts.sessions,
  'enquiry-retention': counts.enquiries,
  'trash-purge': counts.trashed,
};

const silent = { info: () => {} };

describe.each(databaseKinds())('background jobs across servers on %s', (kind: DatabaseKind) => {
  let database: DatabaseHandle;
  const extra: DatabaseHandle[] = [];
  let mailer: MemoryMailer;

  beforeEach(async () => {
    database = await openTestDatabase(kind);
    await seed(database.db);
    mailer = new MemoryMailer();
  }, 60_000);
  afterEach(async () => {
    await Promise.all(extra.splice(0).map((h) => h.close()));
    await database?.close();
  });

  /** A server's jobs: its own container and, on PostgreSQL, its own pool; one mail server for all. */
  const runner = async (): Promise<{ container: Container; jobs: Job[] }> => {
    let handle = database;
    if (kind === 'postgres') {
      handle = await openDatabase({ kind: 'postgres', url: database.url ?? '', maxConnections: 4 });
      extra.push(handle);
    }
    const container = createServerContainer(handle, testServerSettings({ mailer }));
    return { container, jobs: serverJobs(container, { enquiryRetentionMonths: 24, log: silent }) };
  };
  const job = (jobs: readonly Job[], name: string): Job => {
    const found = jobs.find((j) => j.name === name);
    if (!found) throw new Error(`no job ${name}`);
    return found;
  };

  it('three runners running every job at the same moment do each piece of work once', async () => {
    const runners = await Promise.all([runner(), runner(), runner()]);
    const expected = checks(database.db, mailer);
    const names = (runners[0]?.jobs ?? []).map((j) => j.name);
    // Every job the server runs is checked here: a new one must say what "once" means for it.
    expect(names.toSorted()).toEqual(Object.keys(expected).toSorted());
    for (const name of names) {
      const done = await Promise.all(runners.map((r) => job(r.jobs, name).run()));
      expect(
        done.map(amount).reduce((a, b) => a + b, 0),
        `${name}: pieces done in all`,
      ).toBe(totals[name]);
      await expected[name]?.();
      // Run again, by all three: nothing is left to do twice.
      const again = await Promise.all(runners.map((r) => job(r.jobs, name).run()));
      expect(again.map(amount), `${name} again`).toEqual([0, 0, 0]);
      await expected[name]?.();
    }
  }, 60_000);

  /** Makes the job's second step fail: an error raised by the database, or on PostgreSQL the connection killed. */
  const interrupt = async (table: string, when: string, how: 'error' | 'kill') => {
    const body =
      how === 'kill'
        ? 'begin perform pg_terminate_backend(pg_backend_pid()); raise exception $e$killed$e$; end'
        : 'begin raise exception $e$interrupted mid-job$e$; end';
    await database.db.execute(
      sql.raw(`create function digs_test_interrupt() returns trigger language plpgsql as $f$ ${body} $f$`),
    );
    await database.db.execute(
      sql.raw(`create trigger digs_test_interrupt ${when} on ${table} execute function digs_test_interrupt()`),
    );
    return async () => {
      await database.db.execute(sql.raw(`drop trigger digs_test_interrupt on ${table}`));
      await database.db.execute(sql.raw('drop function digs_test_interrupt()'));
    };
  };
  const hows: ('error' | 'kill')[] = kind === 'postgres' ? ['error', 'kill'] : ['error'];

  it.each(hows)(
    'reminders interrupted (%s) between marking viewings and queueing their e-mail queue none, and the next run all',
    async (how) => {
      const { jobs } = await runner();
      const resume = await interrupt('mail_outbox', 'before insert', how);
      await expect(job(jobs, 'reminders').run()).rejects.toThrow();
      expect(
        await count(database.db, sql`select count(*)::int as n from viewings where reminder_queued_at is not null`),
      ).toBe(0);
      expect(
        await count(
          database.db,
          sql`select count(*)::int as n from mail_outbox where mail->>'subject' like 'Reminder:%'`,
        ),
      ).toBe(0);
      await resume();
      expect(await job(jobs, 'reminders').run()).toBe(counts.viewings);
      await checks(database.db, mailer).reminders?.();
    },
    60_000,
  );

  it.each(hows)(
    'hold expiry interrupted (%s) between expiring holds and giving rooms back leaves them held, and the next run expires them',
    async (how) => {
      const { jobs } = await runner();
      const resume = await interrupt('tenancy_options', 'before update', how);
      await expect(job(jobs, 'reservation-expiry').run()).rejects.toThrow();
      expect(await count(database.db, sql`select count(*)::int as n from reservations where status = 'held'`)).toBe(
        counts.holds,
      );
      expect(
        await count(database.db, sql`select rooms_available as n from tenancy_options where id = ${optionId}`),
      ).toBe(3);
      await resume();
      expect(await job(jobs, 'reservation-expiry').run()).toBe(counts.holds);
      await checks(database.db, mailer)['reservation-expiry']?.();
    },
    60_000,
  );

  it('scheduled publishing interrupted before its audit entries publishes nothing, and the next run all', async () => {
    const { jobs } = await runner();
    const resume = await interrupt('audit_log', 'before insert', 'error');
    await expect(job(jobs, 'publish-pages').run()).rejects.toThrow();
    expect(await count(database.db, sql`select count(*)::int as n from pages where publish_at is not null`)).toBe(
      counts.pages,
    );
    await resume();
    expect(await job(jobs, 'publish-pages').run()).toHaveLength(counts.pages);
    await checks(database.db, mailer)['publish-pages']?.();
  }, 60_000);

  it('retention interrupted after its delete (before commit) keeps every enquiry, and the next run deletes them', async () => {
    const { jobs } = await runner();
    const resume = await interrupt('enquiries', 'after delete', 'error');
    await expect(job(jobs, 'enquiry-retention').run()).rejects.toThrow();
    expect(await count(database.db, sql`select count(*)::int as n from enquiries`)).toBe(counts.enquiries);
    await resume();
    expect(await job(jobs, 'enquiry-retention').run()).toBe(counts.enquiries);
  }, 60_000);

  it('mail claimed by a dispatcher that died is not sent by another until its lease ends, then once', async () => {
    const time = new ManualTime(Date.now());
    const leaseMs = 15 * minute;
    const dead = new DrizzleMailQueue(database.db, { leaseMs });
    const claimed = await dead.claimDue(time.now(), 10);
    expect(claimed).toHaveLength(10);
    // The dispatcher dies here: its ten are claimed, none sent, none marked.
    const other = new DeliverMail(new DrizzleMailQueue(database.db, { leaseMs }), mailer, time);
    expect((await other.run()).sent).toBe(counts.mails - 10);
    const abandoned = new Set(claimed.map((m) => m.mail.subject));
    expect(mailer.sent.some((m) => abandoned.has(m.subject))).toBe(false);
    time.advance(leaseMs);
    expect((await other.run()).sent).toBe(10);
    await checks(database.db, mailer).mail?.();
  }, 60_000);
});
