// The console's inbox over HTTP on a real database (issue 19 item 3), PGlite and PostgreSQL: the
// filters (London days), assignment, notes, a reply queued in mail_outbox and kept on the enquiry,
// stale edits refused with 409, the CSV export with formula cells neutralised, and a person's data
// exported and erased by the owner only; a reply sent over SMTP from the member and the operator,
// on the address the operator set for replies, answered at the team address (ADR 092).
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { writeCatalogue } from '../../src/adapters/postgres/catalogue-writer';
import type { DatabaseHandle } from '../../src/adapters/postgres/database';
import { DrizzleMailQueue } from '../../src/adapters/postgres/drizzle-mail-queue';
import { auditLog, enquiries, mailOutbox } from '../../src/adapters/postgres/schema';
import { SmtpMailer } from '../../src/adapters/smtp/smtp-mailer';
import { SystemTime } from '../../src/adapters/timers/system-time.adapter';
import { DeliverMail } from '../../src/application/mail/deliver-mail.use-case';
import { consoleApi } from '../../src/server/console-api';
import { createServerContainer } from '../../src/server/container';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { testServerSettings } from '../support/server-settings';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp-capture';
import { signedInStaff, staffCookie, testPasswordHasher } from '../support/staff-session';
import { databaseKinds, openTestDatabase } from '../support/test-database';
import { buildTestApp } from '../support/test-server';

const publicUrl = 'http://localhost:3000';
const mailFrom = 'Test Living <no-reply@test.example>';

for (const kind of databaseKinds()) {
  describe(`the console inbox over HTTP on ${kind}`, () => {
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    let sales: string;
    let owner: string;
    let editor: string;
    let samId: string;
    let capture: SmtpCapture;

    const add = async (reference: string, createdAt: string, more: Partial<typeof enquiries.$inferInsert> = {}) => {
      await database.db.insert(enquiries).values({
        reference,
        kind: 'parent',
        submissionId: randomUUID(),
        name: 'Ana Silva',
        email: 'ana@example.com',
        fields: { message: 'Is there parking?', property: 'canal-view' },
        sourcePage: '/parent',
        consent: true,
        createdAt: new Date(createdAt),
        ...more,
      });
    };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await database.db.transaction((tx) =>
        writeCatalogue(tx as unknown as typeof database.db, fixtureSlice, fixtureSettings),
      );
      const container = createServerContainer(
        database,
        testServerSettings({ publicUrl, passwordHasher: testPasswordHasher, mailFrom }),
      );
      app = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        publicUrl,
        console: consoleApi(container, publicUrl),
      });
      await app.ready();
      capture = await startSmtpCapture();
      const sam = await signedInStaff(database.db, 'sales', { email: 'sam@staff.test', name: 'Sam' });
      sales = sam.cookie;
      samId = sam.staff.id;
      owner = await staffCookie(database.db, 'owner', { email: 'olive@staff.test', name: 'Olive' });
      editor = await staffCookie(database.db, 'editor');
      // 30 March 2026: the first London day of summer time (its midnight is 23:00 UTC the day before).
      await add('EQ-AAAAA2', '2026-03-29T22:59:00.000Z');
      await add('EQ-BBBBB3', '2026-03-29T23:00:00.000Z', {
        kind: 'chat',
        name: '=HYPERLINK("http://evil.test","click")',
        email: 'bea@example.com',
        fields: { message: 'Hello from the chat' },
      });
      await add('EQ-CCCCC4', '2026-03-30T12:00:00.000Z', {
        email: 'cat@example.com',
        fields: { message: '@SUM(1+1)', property: 'canal-view' },
      });
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await capture?.close();
      await database?.close();
    });

    const ask = (cookie: string | null, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: { origin: publicUrl, ...(cookie ? { cookie } : {}) },
        ...(payload ? { payload } : {}),
      });
    const refs = async (query: string) =>
      ((await ask(sales, 'GET', `/api/admin/inbox?${query}`)).json() as { items: { reference: string }[] }).items.map(
        (i) => i.reference,
      );

    it('lists every kind with filters by kind, status, residence, London days and words, and pages', async () => {
      const all = await ask(sales, 'GET', '/api/admin/inbox');
      expect(all.statusCode).toBe(200);
      expect(all.headers['cache-control']).toBe('no-store');
      expect(all.json()).toMatchObject({ total: 3, page: 1 });
      expect(await refs('kind=chat')).toEqual(['EQ-BBBBB3']);
      expect(await refs('residence=canal-view')).toEqual(['EQ-CCCCC4', 'EQ-AAAAA2']);
      expect(await refs('from=2026-03-30&to=2026-03-30')).toEqual(['EQ-CCCCC4', 'EQ-BBBBB3']);
      expect(await refs('to=2026-03-29')).toEqual(['EQ-AAAAA2']);
      expect(await refs('q=CHAT%20hello')).toEqual(['EQ-BBBBB3']);
      expect(await refs('status=closed')).toEqual([]);
      expect(await refs('pageSize=1&page=2&sort=reference&dir=asc')).toEqual(['EQ-BBBBB3']);
      const bad = await ask(sales, 'GET', '/api/admin/inbox?from=yesterday&kind=spam');
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields)).toContain('kind');
      expect((await ask(sales, 'GET', '/api/admin/inbox?from=2026-13-01')).json().fields).toEqual({
        from: 'A day, like 2026-11-26.',
      });
    });

    it('refuses the inbox to an editor and to nobody, and a person’s data to sales', async () => {
      expect((await ask(editor, 'GET', '/api/admin/inbox')).statusCode).toBe(403);
      expect((await ask(null, 'GET', '/api/admin/inbox')).statusCode).toBe(401);
      expect((await ask(sales, 'POST', '/api/admin/personal-data/find', { email: 'ana@example.com' })).statusCode).toBe(
        403,
      );
    });

    it('reads one enquiry with its answers, assigns it, refuses a stale edit and a move the rule forbids', async () => {
      const detail = await ask(sales, 'GET', '/api/admin/inbox/EQ-AAAAA2');
      expect(detail.json()).toMatchObject({
        enquiry: { reference: 'EQ-AAAAA2', version: 1, status: 'new' },
        nextStatuses: ['open', 'closed'],
      });
      expect(detail.json().answers).toContainEqual({ label: 'Residence', value: 'Canal View' });
      expect((await ask(sales, 'GET', '/api/admin/inbox/EQ-ZZZZZ9')).statusCode).toBe(404);
      const choices = (await ask(sales, 'GET', '/api/admin/inbox/choices')).json();
      expect(choices.staff.map((s: { email: string }) => s.email).sort()).toEqual([
        'olive@staff.test',
        'sam@staff.test',
      ]);
      expect(choices.residences).toContainEqual({ slug: 'canal-view', name: 'Canal View' });

      const assigned = await ask(sales, 'PATCH', '/api/admin/inbox/EQ-AAAAA2', {
        version: 1,
        status: 'open',
        assigneeId: samId,
      });
      expect(assigned.statusCode).toBe(200);
      expect(assigned.json().enquiry).toMatchObject({ status: 'open', version: 2, assignee: { name: 'Sam' } });
      expect(await refs(`assignee=${samId}`)).toEqual(['EQ-AAAAA2']);

      const stale = await ask(owner, 'PATCH', '/api/admin/inbox/EQ-AAAAA2', { version: 1, status: 'closed' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({ error: 'stale', current: { enquiry: { version: 2 } } });
      expect(stale.json().message).toMatch(/^sam@staff\.test \(\d+ \w+, \d\d:\d\d\) changed this since you opened it/);
      const back = await ask(owner, 'PATCH', '/api/admin/inbox/EQ-AAAAA2', { version: 2, status: 'new' });
      expect(back.statusCode).toBe(409);
      expect(back.json().error).toBe('not_allowed');
    });

    it('opens a new enquiry when a member opens it (audited once), leaves others as they are, and refuses an editor', async () => {
      await add('EQ-DDDDD5', '2026-03-28T10:00:00.000Z', { email: 'dee@example.com' });
      const opened = await ask(sales, 'POST', '/api/admin/inbox/EQ-DDDDD5/open');
      expect(opened.statusCode).toBe(200);
      expect(opened.json().enquiry).toMatchObject({ status: 'open', version: 2 });
      expect((await ask(owner, 'POST', '/api/admin/inbox/EQ-DDDDD5/open')).json().enquiry.version).toBe(2);
      const audited = await database.db.select().from(auditLog).where(eq(auditLog.entityId, 'EQ-DDDDD5'));
      expect(audited.map((a) => [a.action, a.actor])).toEqual([['open', 'sam@staff.test']]);
      expect(await refs('status=open&to=2026-03-28')).toEqual(['EQ-DDDDD5']);
      expect((await ask(editor, 'POST', '/api/admin/inbox/EQ-DDDDD5/open')).statusCode).toBe(403);
      expect((await ask(sales, 'POST', '/api/admin/inbox/EQ-ZZZZZ9/open')).statusCode).toBe(404);
    });

    it('keeps notes with their author and time', async () => {
      const noted = await ask(sales, 'POST', '/api/admin/inbox/EQ-CCCCC4/notes', { body: 'Rang her, will call back' });
      expect(noted.statusCode).toBe(201);
      expect(noted.json().enquiry.notes).toMatchObject([
        { author: 'Sam <sam@staff.test>', body: 'Rang her, will call back' },
      ]);
      expect((await ask(sales, 'POST', '/api/admin/inbox/EQ-CCCCC4/notes', { body: '' })).statusCode).toBe(400);
    });

    it('queues a reply in mail_outbox and keeps it on the enquiry; a stale reply queues nothing', async () => {
      const replied = await ask(sales, 'POST', '/api/admin/inbox/EQ-BBBBB3/replies', {
        version: 1,
        subject: 'Re: your message (EQ-BBBBB3)',
        body: 'Hello,\n\nThanks for asking.',
      });
      expect(replied.statusCode).toBe(201);
      const { enquiry } = replied.json();
      expect(enquiry.status).toBe('open');
      expect(enquiry.replies).toHaveLength(1);
      const [queued] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, enquiry.replies[0].mailId));
      expect(queued?.mail).toMatchObject({ to: 'bea@example.com', subject: 'Re: your message (EQ-BBBBB3)' });
      expect(queued?.mail.text).toContain('Thanks for asking.');
      const before = (await database.db.select().from(mailOutbox)).length;
      const stale = await ask(owner, 'POST', '/api/admin/inbox/EQ-BBBBB3/replies', {
        version: 1,
        subject: 'x',
        body: 'y',
      });
      expect(stale.statusCode).toBe(409);
      expect((await database.db.select().from(mailOutbox)).length).toBe(before);
      const audited = await database.db.select().from(auditLog).where(eq(auditLog.entityId, 'EQ-BBBBB3'));
      expect(audited.map((a) => a.action)).toEqual(['reply']);
    });

    it('sends a reply over SMTP from the member and the operator on the address set for replies, answered at the team', async () => {
      const read = (await ask(owner, 'GET', '/api/admin/content/settings')).json();
      expect(read.sendingAddress).toBe('no-reply@test.example');
      const settings = { ...read.settings, enquiryEmails: { parent: 'parents@test.example' } };
      const elsewhere = await ask(owner, 'PUT', '/api/admin/content/settings', {
        version: read.version,
        settings: { ...settings, replyFrom: 'sam@gmail.example' },
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json().fields.replyFrom).toMatch(/^Use an address on test\.example, the domain this site sends/);
      const saved = await ask(owner, 'PUT', '/api/admin/content/settings', {
        version: read.version,
        settings: { ...settings, replyFrom: 'enquiries@test.example' },
      });
      expect(saved.statusCode).toBe(200);

      await add('EQ-EEEEE6', '2026-03-01T15:00:00.000Z', { email: 'eve@example.com' });
      const shown = (await ask(sales, 'GET', '/api/admin/inbox/EQ-EEEEE6')).json();
      expect(shown.replySender).toEqual({
        from: { name: 'Sam at Test Living', address: 'enquiries@test.example' },
        replyTo: 'parents@test.example',
      });
      const replied = await ask(sales, 'POST', '/api/admin/inbox/EQ-EEEEE6/replies', {
        version: 1,
        subject: 'Re: parking',
        body: 'Yes.',
      });
      expect(replied.statusCode).toBe(201);
      // A name no console form would take, straight into the database: it still cannot add a header.
      const odd = await staffCookie(database.db, 'sales', {
        email: 'zed@staff.test',
        name: 'Zed "Q", Jr\r\nBcc: all@evil.example',
      });
      await add('EQ-FFFFF7', '2026-03-01T16:00:00.000Z', { email: 'fay@example.com', kind: 'chat' });
      await ask(odd, 'POST', '/api/admin/inbox/EQ-FFFFF7/replies', { version: 1, subject: 'Re: hi', body: 'Hi.' });

      const deliver = new DeliverMail(
        new DrizzleMailQueue(database.db),
        new SmtpMailer({ url: capture.url, from: mailFrom }),
        new SystemTime(),
      );
      await deliver.run();
      const eve = await capture.waitFor((m) => m.to.includes('eve@example.com'));
      expect(eve.from).toBe('Sam at Test Living <enquiries@test.example>');
      expect(eve.replyTo).toBe('parents@test.example');
      const fay = await capture.waitFor((m) => m.to.includes('fay@example.com'));
      expect(fay.to).toEqual(['fay@example.com']);
      expect(fay.from).toBe('Zed "Q", Jr Bcc: all@evil.example at Test Living <enquiries@test.example>');
      // A chat has no team address: answers go to the support address.
      expect(fay.replyTo).toBe('hello@test.example');
      expect(capture.messages.flatMap((m) => m.to)).not.toContain('all@evil.example');
    });

    it('exports the filtered list as CSV with formula cells neutralised', async () => {
      const csv = await ask(sales, 'GET', '/api/admin/inbox.csv?from=2026-03-30');
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toBe('attachment; filename="enquiries.csv"');
      const rows: string[][] = parse(csv.body.replace(/^\uFEFF/, ''));
      expect(rows.map((r) => r[0])).toEqual(['reference', 'EQ-CCCCC4', 'EQ-BBBBB3']);
      expect(rows[2]?.[4]).toBe(`'=HYPERLINK("http://evil.test","click")`);
      expect(rows[2]?.[1]).toBe('2026-03-30 00:00');
      for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
    });

    it('lets the owner export and erase a person’s data with the command’s rules, leaving the address out of the log', async () => {
      await ask(sales, 'POST', '/api/admin/inbox/EQ-AAAAA2/notes', { body: 'A note on Ana' });
      const found = await ask(owner, 'POST', '/api/admin/personal-data/find', { email: 'ANA@example.com' });
      expect(found.statusCode).toBe(200);
      expect(found.json().holdsAnything).toBe(true);
      expect(found.json().data.enquiries.map((e: { reference: string }) => e.reference)).toEqual(['EQ-AAAAA2']);
      expect((await ask(owner, 'POST', '/api/admin/personal-data/find', { email: 'not an address' })).statusCode).toBe(
        400,
      );

      const erased = await ask(owner, 'POST', '/api/admin/personal-data/erase', { email: 'ana@example.com' });
      expect(erased.json()).toMatchObject({ erased: true, counts: { enquiries: 1 } });
      expect(erased.json().summary).toMatch(/^Erased for ana@example.com: 1 enquiry/);
      expect((await ask(sales, 'GET', '/api/admin/inbox/EQ-AAAAA2')).statusCode).toBe(404);
      const again = await ask(owner, 'POST', '/api/admin/personal-data/erase', { email: 'ana@example.com' });
      expect(again.json()).toEqual({ erased: false, summary: 'Nothing is held for ana@example.com.' });
      const log = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'personal_data'));
      expect(log.map((l) => l.action)).toEqual(['export', 'erase']);
      for (const entry of log) expect(JSON.stringify(entry)).not.toContain('ana@example.com');
    });
  });
}
