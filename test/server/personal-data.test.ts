import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/adapters/postgres/database';
import { DrizzleEnquiryRecords } from '../../src/adapters/postgres/drizzle-enquiry-records';
import { DrizzleMailQueue } from '../../src/adapters/postgres/drizzle-mail-queue';
import { DrizzleReservationRepository } from '../../src/adapters/postgres/drizzle-reservation.repository';
import { DrizzleViewingRepository } from '../../src/adapters/postgres/drizzle-viewing.repository';
import { DrizzleVisitorAccounts } from '../../src/adapters/postgres/drizzle-visitor-accounts';
import {
  cities,
  enquiries,
  enquiryNotes,
  enquiryReplies,
  properties,
  viewingRules,
  viewings,
} from '../../src/adapters/postgres/schema';
import { findMailFiles, removeMailFiles } from '../../src/adapters/smtp/outbox-folder-search';
import type { EnquiryKind } from '../../src/domain/enquiries/enquiry';
import type { StoredViewing } from '../../src/domain/viewings/viewing';
import {
  type PersonalDataRequest,
  parsePersonalDataArgs,
  runPersonalData,
} from '../../src/server/personal-data.command';
import { openTestDatabase } from '../support/test-database';

const root = path.resolve(import.meta.dirname, '../..');
/** The clock of these tests: the booked viewings are days after it. */
const now = Date.parse('2026-11-20T09:00:00.000Z');
const slotA = '2026-11-23T10:00:00.000Z';
const slotPast = '2026-11-16T10:00:00.000Z';
/**
 * The spawned command runs on the real clock, so its viewing is a week after today (on the hour),
 * never a fixed date that the calendar will pass.
 */
const slotNextWeek = new Date(Math.ceil((Date.now() + 7 * 86_400_000) / 3_600_000) * 3_600_000).toISOString();

/** A property offering viewings, as the operator sets one up. */
async function aPropertyWithViewings(db: Database): Promise<string> {
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
  const hours = [{ open: '09:00', close: '17:00' }];
  await db.insert(viewingRules).values({
    propertyId,
    openingHours: { 1: hours, 2: hours, 3: hours, 4: hours, 5: hours },
    kinds: ['in-person'],
    staffEmail: 'viewings@test-house.example',
  });
  return propertyId;
}

async function anEnquiry(
  db: Database,
  email: string,
  kind: EnquiryKind = 'contact',
  fields: Record<string, unknown> = { topic: 'general', message: 'Hello' },
): Promise<string> {
  const reference = `EQ-${randomUUID()
    .replace(/[^A-HJ-NP-Z2-9]/gi, '')
    .toUpperCase()
    .slice(0, 6)
    .padEnd(6, 'Q')}`;
  await db.insert(enquiries).values({
    reference,
    kind,
    submissionId: randomUUID(),
    name: 'A Visitor',
    email,
    fields,
    sourcePage: '/contact',
    consent: true,
  });
  return reference;
}

/** Books through the real repository, so the slot's place is taken the way the site takes it. */
async function aViewing(db: Database, propertyId: string, email: string, start: string): Promise<StoredViewing> {
  const repository = new DrizzleViewingRepository(db, new ManualTime(now));
  const outcome = await repository.book(
    {
      propertyId,
      kind: 'in-person',
      start,
      end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
      name: 'A Visitor',
      email,
      countryCode: '+44',
      phone: '07700 900123',
      partySize: 1,
      message: '',
      idempotencyKey: randomUUID(),
    },
    2,
    (viewing) => [
      { to: viewing.email, subject: `Booked ${viewing.reference}`, text: `See you at ${viewing.start}.` },
      { to: 'viewings@test-house.example', replyTo: viewing.email, subject: 'Staff: booked', text: viewing.name },
    ],
  );
  if (outcome.outcome !== 'booked') throw new Error(`booking failed: ${outcome.outcome}`);
  return outcome.viewing;
}

async function placesTaken(db: Database, propertyId: string, start: string): Promise<number> {
  const counts = await new DrizzleViewingRepository(db, new ManualTime(now)).bookedCounts(propertyId, start, start);
  return counts.get(start) ?? 0;
}

/** Ada's enquiries, a referral naming her, her viewings and their mail; Bob's around them. */
async function arrange(db: Database) {
  const propertyId = await aPropertyWithViewings(db);
  const ada = {
    contact: await anEnquiry(db, 'Ada@Example.com'),
    referral: await anEnquiry(db, 'bob@example.com', 'friend', {
      friendName: 'Ada',
      friendEmail: 'ada@example.com',
      message: 'She is looking too.',
    }),
    upcoming: await aViewing(db, propertyId, 'ada@example.com', slotA),
    past: await aViewing(db, propertyId, 'ADA@example.com', slotPast),
  };
  const bob = {
    contact: await anEnquiry(db, 'bob@example.com'),
    viewing: await aViewing(db, propertyId, 'bob@example.com', slotA),
  };
  await new DrizzleMailQueue(db).enqueue([{ to: 'ada@example.com', subject: 'Your enquiry', text: 'Thanks, Ada.' }]);
  // What the inbox kept on her enquiry: a note and a reply (issue 19).
  const onHers = sql`(select id from enquiries where reference = ${ada.contact})`;
  await db.insert(enquiryNotes).values({ enquiryId: onHers, author: 'Sam <sam@staff.test>', body: 'Rang her back.' });
  await db.insert(enquiryReplies).values({
    enquiryId: onHers,
    author: 'Sam <sam@staff.test>',
    toAddress: 'Ada@Example.com',
    subject: 'Re: your message',
    body: 'Yes, there is parking.',
    mailId: randomUUID(),
  });
  return { propertyId, ada, bob };
}

function capture(answers: boolean[] = []) {
  const io = {
    out: '',
    err: '',
    questions: [] as string[],
    confirm: async (question: string) => {
      io.questions.push(question);
      return answers.shift() ?? false;
    },
  };
  return {
    io,
    ports: {
      out: (t: string) => {
        io.out += t;
      },
      err: (t: string) => {
        io.err += t;
      },
      confirm: io.confirm,
      now: () => now,
    },
  };
}

const request = (args: string[]) => parsePersonalDataArgs(args) as PersonalDataRequest;

describe('the personal-data command over PGlite', () => {
  let database: DatabaseHandle;
  let db: Database;
  let mailDir: string;
  let arranged: Awaited<ReturnType<typeof arrange>>;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    db = database.db;
    arranged = await arrange(db);
    mailDir = await mkdtemp(path.join(tmpdir(), 'digs-outbox-'));
    await writeFile(
      path.join(mailDir, '20261120T090000.000Z-000001-aaaa.eml'),
      'To: Ada\r\n <ada@example.com>\r\n\r\nHi',
    );
    await writeFile(path.join(mailDir, '20261120T090001.000Z-000002-bbbb.eml'), 'To: bob@example.com\r\n\r\nHi');
  });
  afterAll(async () => {
    await database?.close();
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });

  const sources = () => ({
    records: new DrizzleEnquiryRecords(db),
    reservations: new DrizzleReservationRepository(db, database.kind),
    accounts: new DrizzleVisitorAccounts(db),
    mailFiles: {
      dir: mailDir,
      find: (email: string) => findMailFiles(mailDir, email),
      remove: removeMailFiles,
    },
  });

  it('reads its command line, refusing what it cannot act on', () => {
    expect(parsePersonalDataArgs(['export', ' ada@example.com '])).toEqual({
      command: 'export',
      email: 'ada@example.com',
    });
    expect(parsePersonalDataArgs(['erase', 'ada@example.com', '--yes'])).toEqual({
      command: 'erase',
      email: 'ada@example.com',
      yes: true,
    });
    expect(parsePersonalDataArgs(['--yes', 'erase', 'ada@example.com'])).toMatchObject({ yes: true });
    for (const args of [
      [],
      ['show', 'a@example.com'],
      ['export'],
      ['erase', 'ada'],
      ['export', 'a@b.com', 'c@d.com'],
    ]) {
      expect(typeof parsePersonalDataArgs(args)).toBe('string');
    }
    expect(parsePersonalDataArgs(['export', 'a@example.com', '--yes'])).toBe('--yes is for erase.');
  });

  it('exports every enquiry, viewing and e-mail that names the address, as JSON', async () => {
    const { io, ports } = capture();
    expect(await runPersonalData(request(['export', 'ADA@example.com']), sources(), ports)).toBe(0);
    const data = JSON.parse(io.out);
    expect(data.email).toBe('ADA@example.com');
    expect(data.exported_at).toBe(new Date(now).toISOString());
    expect(data.enquiries.map((e: { reference: string }) => e.reference).sort()).toEqual(
      [arranged.ada.contact, arranged.ada.referral].sort(),
    );
    expect(data.enquiries.find((e: { kind: string }) => e.kind === 'friend')).toMatchObject({
      email: 'bob@example.com',
      fields: { friendEmail: 'ada@example.com' },
    });
    expect(data.viewings.map((v: { reference: string }) => v.reference)).toEqual([
      arranged.ada.past.reference,
      arranged.ada.upcoming.reference,
    ]);
    // The confirmation and the staff notice of each of her bookings, and her enquiry's reply.
    expect(data.mails.map((m: { mail: { subject: string } }) => m.mail.subject)).toEqual([
      `Booked ${arranged.ada.upcoming.reference}`,
      'Staff: booked',
      `Booked ${arranged.ada.past.reference}`,
      'Staff: booked',
      'Your enquiry',
    ]);
    expect(data.mail_files).toEqual([path.join(mailDir, '20261120T090000.000Z-000001-aaaa.eml')]);
    expect(io.out).not.toContain(arranged.bob.viewing.reference);
    // The team's note and reply on her own enquiry, with it.
    expect(data.notes).toEqual([
      expect.objectContaining({
        reference: arranged.ada.contact,
        author: 'Sam <sam@staff.test>',
        body: 'Rang her back.',
      }),
    ]);
    expect(data.replies).toEqual([
      expect.objectContaining({
        reference: arranged.ada.contact,
        subject: 'Re: your message',
        body: 'Yes, there is parking.',
      }),
    ]);
  });

  it('erases nothing until asked and told yes', async () => {
    const { io, ports } = capture([false]);
    expect(await runPersonalData(request(['erase', 'ada@example.com']), sources(), ports)).toBe(1);
    expect(io.err).toContain(arranged.ada.contact);
    expect(io.err).toContain(`${arranged.ada.referral} friend`);
    expect(io.err).toContain('sent by bob@example.com, naming this address: kept for them');
    expect(io.err).toContain(
      `${arranged.ada.upcoming.reference} ${slotA}, booked (still to come: it will be cancelled)`,
    );
    expect(io.err).toContain('1 e-mail file in');
    expect(io.questions).toEqual(['Erase all of this for ada@example.com? It cannot be undone. [y/N] ']);
    expect(io.err).toContain('Nothing erased.');
    expect(io.out).toBe('');
    expect(await placesTaken(db, arranged.propertyId, slotA)).toBe(2);
  });

  it('erases all of it when confirmed, frees the viewing’s place, and leaves other people’s data', async () => {
    const { io, ports } = capture([true]);
    expect(await runPersonalData(request(['erase', 'ada@example.com']), sources(), ports)).toBe(0);
    expect(io.out).toBe(
      'Erased for ada@example.com: 1 enquiry (and taken out of 1 enquiry someone else sent), 2 viewings (1 still to come, cancelled and the place freed), 0 reservations, 0 accounts, 5 queued e-mails, 1 e-mail file.\n',
    );
    expect(await placesTaken(db, arranged.propertyId, slotA)).toBe(1);
    expect(await placesTaken(db, arranged.propertyId, slotPast)).toBe(0);
    const left = await new DrizzleEnquiryRecords(db).exportFor('ada@example.com');
    expect([left.enquiries, left.viewings, left.mails]).toEqual([[], [], []]);
    expect(await readdir(mailDir)).toEqual(['20261120T090001.000Z-000002-bbbb.eml']);

    const bob = await new DrizzleEnquiryRecords(db).exportFor('bob@example.com');
    // Bob's referral of Ada is his request: kept, without Ada's name and address.
    expect(bob.enquiries.map((e) => e.reference)).toEqual([arranged.ada.referral, arranged.bob.contact]);
    const referral = bob.enquiries.find((e) => e.reference === arranged.ada.referral);
    expect(referral?.fields).not.toHaveProperty('friendName');
    expect(referral?.fields).not.toHaveProperty('friendEmail');
    expect(referral?.fields.message).toBe('She is looking too.');
    expect(bob.viewings.map((v) => [v.reference, v.status])).toEqual([[arranged.bob.viewing.reference, 'booked']]);
    expect(bob.mails.map((m) => m.mail.subject)).toEqual([`Booked ${arranged.bob.viewing.reference}`, 'Staff: booked']);

    const again = capture();
    expect(await runPersonalData(request(['erase', 'ada@example.com', '--yes']), sources(), again.ports)).toBe(0);
    expect(again.io.out).toBe('Nothing is held for ada@example.com.\n');
  });
});

/** Runs `npm run personal-data` the way an operator does (node scripts/personal-data.mjs). */
function runCommand(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/personal-data.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('npm run personal-data, on the data directory the server uses', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'digs-personal-data-'));
    await mkdir(path.join(dir, 'outbox'));
    env = { DATABASE_URL: path.join(dir, 'pglite'), MAIL_OUTBOX_DIR: path.join(dir, 'outbox') };
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('refuses while another process holds the database, then exports and erases', { timeout: 120_000 }, async () => {
    const image = new Blob([await readFile(inject('pgliteImage'))]);
    const held = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite'), image });
    let propertyId: string;
    let bobViewing: StoredViewing;
    try {
      propertyId = await aPropertyWithViewings(held.db);
      await anEnquiry(held.db, 'ada@example.com');
      await aViewing(held.db, propertyId, 'ada@example.com', slotNextWeek);
      bobViewing = await aViewing(held.db, propertyId, 'bob@example.com', slotNextWeek);

      const refused = await runCommand(['export', 'ada@example.com'], env);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`is in use by process ${process.pid}`);
      expect(refused.out).toBe('');
    } finally {
      await held.close();
    }

    const exported = await runCommand(['export', 'ada@example.com'], env);
    expect(exported.err).toBe('');
    expect(exported.code).toBe(0);
    const data = JSON.parse(exported.out);
    expect([data.enquiries.length, data.viewings.length, data.mails.length]).toEqual([1, 1, 2]);

    // No terminal to ask on: nothing happens without --yes.
    const unconfirmed = await runCommand(['erase', 'ada@example.com'], env);
    expect(unconfirmed.code).toBe(1);
    expect(unconfirmed.err).toContain('Nothing erased');

    const erased = await runCommand(['erase', 'ada@example.com', '--yes'], env);
    expect(erased.code).toBe(0);
    // The command runs on the real clock, so whether slotA is still to come depends on today: not asserted.
    expect(erased.out).toContain('Erased for ada@example.com: 1 enquiry, 1 viewing');

    const after = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
    try {
      expect(await after.db.select().from(enquiries)).toEqual([]);
      expect((await after.db.select().from(viewings)).map((v) => v.reference)).toEqual([bobViewing.reference]);
      expect(await placesTaken(after.db, propertyId, slotNextWeek)).toBe(1);
      expect((await after.db.select().from(viewings).where(eq(viewings.email, 'ada@example.com'))).length).toBe(0);
    } finally {
      await after.close();
    }
  });

  it('says so when there is no database where it looks', async () => {
    const missing = await runCommand(['export', 'ada@example.com'], { DATABASE_URL: path.join(dir, 'nowhere') });
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`No database at ${path.join(dir, 'nowhere')}`);
    expect(existsSync(path.join(dir, 'nowhere'))).toBe(false);
  });

  it('answers a command line it cannot read with the usage', async () => {
    const bad = await runCommand(['erase', 'not-an-address'], {});
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('"not-an-address" is not one e-mail address.');
    expect(bad.err).toContain('Usage:');
  });
});
