// The console's inbox use case over the memory fakes (issue 19 item 3): London days as the date
// filter, status changes by the domain's rule, assignment only to members who handle enquiries,
// notes, a reply queued and kept (a new enquiry opens), stale edits refused with who and when,
// every write audited, and the CSV export.
// The edits' shapes, lengths and text rules are the contract's (test/adapters/console-contracts.test.ts).
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../../src/adapters/memory/memory-audit-log';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryEnquiryInbox } from '../../../src/adapters/memory/memory-enquiry-inbox';
import { MemoryEnquiryInboxes } from '../../../src/adapters/memory/memory-enquiry-inboxes.adapter';
import { MemoryStaffDirectory } from '../../../src/adapters/memory/memory-staff';
import { type InboxActor, ManageInbox } from '../../../src/application/enquiries/manage-inbox.use-case';
import type { StoredEnquiry } from '../../../src/domain/enquiries/enquiry';
import type { StaffMember } from '../../../src/domain/staff/staff-member';
import type { StaffRole } from '../../../src/domain/staff/staff-roles';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';

const enquiry = (reference: string, createdAt: string, more: Partial<StoredEnquiry> = {}): StoredEnquiry => ({
  id: `id-${reference}`,
  reference,
  kind: 'contact',
  submission_id: `s-${reference}`,
  name: 'Ana Silva',
  email: 'ana@example.com',
  fields: { message: 'Is there parking?', property: 'canal-view' },
  source_page: '/contact',
  utm: {},
  consent: true,
  status: 'new',
  created_at: createdAt,
  ...more,
});

describe('ManageInbox', () => {
  let time: ManualTime;
  let audit: MemoryAuditLog;
  let inbox: MemoryEnquiryInbox;
  let staff: MemoryStaffDirectory;
  let queued: number;
  let use: ManageInbox;
  let sam: StaffMember;
  let actor: InboxActor;

  const member = async (role: StaffRole, email: string, name: string): Promise<StaffMember> => {
    const made = await staff.create({ email, name, role, passwordHash: 'x', at: time.now() }, () => ({
      at: 0,
      staffId: null,
      actor: 'test',
      action: 'create',
      entity: 'staff_member',
      entityId: null,
      summary: '',
      before: null,
      after: null,
      ip: null,
    }));
    if (made === 'exists') throw new Error('exists');
    inbox.addStaff({ id: made.id, name: made.name, email: made.email });
    return made;
  };

  beforeEach(async () => {
    time = new ManualTime(Date.parse('2026-11-26T10:00:00Z'));
    audit = new MemoryAuditLog();
    inbox = new MemoryEnquiryInbox(audit);
    staff = new MemoryStaffDirectory(new MemoryAuditLog());
    queued = 0;
    use = new ManageInbox(
      inbox,
      audit,
      staff,
      new MemoryCatalogue(fixtureSlice, fixtureSettings),
      new MemoryEnquiryInboxes({ supportEmail: 'hello@test.example', enquiryEmails: { parent: 'team@test.example' } }),
      time,
      { publicUrl: 'https://test.example', sendingAddress: 'no-reply@test.example', mailQueued: () => queued++ },
    );
    sam = await member('sales', 'sam@staff.test', 'Sam');
    actor = { staffId: sam.id, email: sam.email, name: sam.name, ip: '127.0.0.1' };
    // 30 March 2026 is the day after the clocks went forward: London midnight is 23:00 UTC the day before.
    inbox.addEnquiry(enquiry('EQ-AAAAA2', '2026-03-29T22:59:00.000Z', { kind: 'parent' }));
    inbox.addEnquiry(enquiry('EQ-BBBBB3', '2026-03-29T23:00:00.000Z', { kind: 'chat', fields: { message: 'Hi' } }));
    inbox.addEnquiry(enquiry('EQ-CCCCC4', '2026-03-30T22:59:00.000Z', { name: '=cmd|calc', email: '@x@example.com' }));
  });

  const refs = async (query: Parameters<ManageInbox['list']>[0]) => {
    const listed = await use.list(query);
    if (listed.outcome !== 'ok') throw new Error(JSON.stringify(listed.fields));
    return listed.page.items.map((r) => r.reference);
  };

  it('reads the date range as London days, both included, across the clock change', async () => {
    expect(await refs({ from: '2026-03-30', to: '2026-03-30' })).toEqual(['EQ-CCCCC4', 'EQ-BBBBB3']);
    expect(await refs({ to: '2026-03-29' })).toEqual(['EQ-AAAAA2']);
    expect(await use.list({ from: '2026-03-31', to: '2026-03-30' })).toEqual({
      outcome: 'invalid',
      fields: { to: 'The last day is before the first.' },
    });
    expect(await use.list({ from: '30/03/2026' })).toEqual({
      outcome: 'invalid',
      fields: { from: 'A day, like 2026-11-26.' },
    });
  });

  it('filters by kind, residence and words, and pages', async () => {
    expect(await refs({ kind: 'chat' })).toEqual(['EQ-BBBBB3']);
    expect(await refs({ residence: 'canal-view' })).toEqual(['EQ-CCCCC4', 'EQ-AAAAA2']);
    expect(await refs({ q: '  PARKING   ana ' })).toEqual(['EQ-CCCCC4', 'EQ-AAAAA2']);
    const second = await use.list({ page: 2, pageSize: 2 });
    expect(second.outcome === 'ok' && second.page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  });

  it('reads an enquiry with its answers by label and what can be done next; a malformed reference is nobody’s', async () => {
    const detail = await use.get('EQ-AAAAA2', actor);
    expect(detail?.answers).toContainEqual({ label: 'Residence', value: 'Canal View' });
    expect(detail?.nextStatuses).toEqual(['open', 'closed']);
    expect(detail?.answers).toContainEqual({ label: 'Your question', value: 'Is there parking?' });
    expect(detail?.replySubject).toBe('Re: your question (EQ-AAAAA2)');
    expect(await use.get('00000000-0000-4000-8000-000000000000', actor)).toBeNull();
  });

  it('opening a new enquiry takes it up: it becomes open, audited; opening it again or an open or closed one changes nothing', async () => {
    const opened = await use.open('EQ-AAAAA2', actor);
    expect(opened?.enquiry).toMatchObject({ status: 'open', version: 2 });
    expect(opened?.nextStatuses).toEqual(['closed']);
    const entries = await audit.list({ entity: 'enquiry', entityId: 'EQ-AAAAA2', limit: 5 });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: 'sam@staff.test',
      action: 'open',
      summary: 'EQ-AAAAA2: new -> open (opened)',
    });
    expect((await use.open('EQ-AAAAA2', actor))?.enquiry.version).toBe(2);
    await use.change('EQ-BBBBB3', { version: 1, status: 'closed' }, actor);
    expect((await use.open('EQ-BBBBB3', actor))?.enquiry).toMatchObject({ status: 'closed', version: 2 });
    expect(await audit.list({ entity: 'enquiry', entityId: 'EQ-BBBBB3', limit: 5 })).toHaveLength(1);
    expect(await use.open('EQ-ZZZZZ9', actor)).toBeNull();
    expect(await use.open('not a reference', actor)).toBeNull();
  });

  it('moves the status by the rule, refuses other moves, and audits each change', async () => {
    const opened = await use.change('EQ-AAAAA2', { version: 1, status: 'open' }, actor);
    expect(opened.outcome === 'saved' && opened.detail.enquiry.status).toBe('open');
    const back = await use.change('EQ-AAAAA2', { version: 2, status: 'new' }, actor);
    expect(back).toEqual({ outcome: 'refused', message: 'An enquiry cannot go back to new once it has been opened.' });
    const closed = await use.change('EQ-AAAAA2', { version: 2, status: 'closed' }, actor);
    expect(closed.outcome === 'saved' && closed.detail.enquiry.closed_at).toBe('2026-11-26T10:00:00.000Z');
    const [last] = await audit.list({ entity: 'enquiry', entityId: 'EQ-AAAAA2', limit: 5 });
    expect(last).toMatchObject({ actor: 'sam@staff.test', action: 'update', summary: 'EQ-AAAAA2: open -> closed' });
  });

  it('assigns only to a member who handles enquiries, and refuses a stale edit naming who changed it and when', async () => {
    const editor = await member('editor', 'ed@staff.test', 'Ed');
    expect(await use.change('EQ-AAAAA2', { version: 1, assigneeId: editor.id }, actor)).toEqual({
      outcome: 'invalid',
      fields: { assigneeId: 'Choose a member of staff who handles enquiries.' },
    });
    const given = await use.change('EQ-AAAAA2', { version: 1, assigneeId: sam.id }, actor);
    expect(given.outcome === 'saved' && given.detail.enquiry.assignee?.name).toBe('Sam');
    const stale = await use.change('EQ-AAAAA2', { version: 1, status: 'closed' }, actor);
    expect(stale.outcome).toBe('stale');
    if (stale.outcome === 'stale') {
      expect(stale.message).toBe(
        'sam@staff.test (26 Nov, 10:00) changed this since you opened it. Reload to see their change.',
      );
      expect(stale.detail.enquiry.version).toBe(2);
    }
    expect(await use.change('EQ-AAAAA2', { version: 2 }, actor)).toMatchObject({ outcome: 'invalid' });
  });

  // The note's text is checked and cleaned by the inbox's contract (test/adapters/console-contracts.test.ts).
  it('keeps notes with their author', async () => {
    const noted = await use.note('EQ-AAAAA2', { body: 'Called back\nno answer' }, actor);
    expect(noted.outcome === 'saved' && noted.detail.enquiry.notes[0]).toMatchObject({
      author: 'Sam <sam@staff.test>',
      body: 'Called back\nno answer',
    });
    expect(await use.note('EQ-ZZZZZ9', { body: 'x' }, actor)).toEqual({ outcome: 'not_found' });
  });

  it('replies through the outbox, answerable to the kind’s team, keeps the reply and opens a new enquiry', async () => {
    const replied = await use.reply(
      'EQ-AAAAA2',
      { version: 1, subject: 'About parking', body: 'Yes, there is.' },
      actor,
    );
    expect(replied.outcome).toBe('saved');
    if (replied.outcome !== 'saved') return;
    expect(replied.detail.enquiry.status).toBe('open');
    expect(replied.detail.enquiry.replies).toMatchObject([{ subject: 'About parking', to: 'ana@example.com' }]);
    const [mail] = inbox.queued();
    expect(mail?.mail).toMatchObject({
      to: 'ana@example.com',
      from: { name: 'Sam at Test Living', address: 'no-reply@test.example' },
      replyTo: 'team@test.example',
      subject: 'About parking',
    });
    expect(queued).toBe(1);
    expect(await use.reply('EQ-AAAAA2', { version: 1, subject: 'Again', body: 'x' }, actor)).toMatchObject({
      outcome: 'stale',
    });
    expect(await use.reply('EQ-ZZZZZ9', { version: 1, subject: 'Hello', body: 'x' }, actor)).toEqual({
      outcome: 'not_found',
    });
    expect(inbox.queued()).toHaveLength(1);
    expect(queued).toBe(1);
  });

  it('sends a reply from the address the operator set on the sending domain, and shows the member exactly that', async () => {
    const inboxes = new MemoryEnquiryInboxes({
      supportEmail: 'hello@test.example',
      enquiryEmails: { parent: 'team@test.example' },
      replyFrom: 'enquiries@test.example',
    });
    const options = { publicUrl: 'https://test.example', sendingAddress: 'no-reply@test.example' };
    const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
    const from = new ManageInbox(inbox, audit, staff, catalogue, inboxes, time, options);
    const expected = {
      from: { name: 'Sam at Test Living', address: 'enquiries@test.example' },
      replyTo: 'team@test.example',
    };
    expect((await from.get('EQ-AAAAA2', actor))?.replySender).toEqual(expected);
    // Another member sees their own name; a chat has no team address, so answers go to support.
    expect((await from.get('EQ-BBBBB3', { ...actor, name: 'Olive' }))?.replySender).toEqual({
      from: { name: 'Olive at Test Living', address: 'enquiries@test.example' },
      replyTo: 'hello@test.example',
    });
    const replied = await from.reply('EQ-AAAAA2', { version: 1, subject: 'About parking', body: 'Yes.' }, actor);
    expect(replied.outcome === 'saved' && replied.detail.replySender).toEqual(expected);
    expect(inbox.queued()[0]?.mail).toMatchObject(expected);

    // Once MAIL_FROM is on another domain, the setting is not used: never a From the server cannot sign.
    const moved = new ManageInbox(inbox, audit, staff, catalogue, inboxes, time, {
      ...options,
      sendingAddress: 'hello@elsewhere.example',
    });
    expect((await moved.get('EQ-AAAAA2', actor))?.replySender.from.address).toBe('hello@elsewhere.example');
  });

  it('exports the filtered list as CSV with a BOM, London times and formula cells neutralised', async () => {
    const exported = await use.csv({ residence: 'canal-view' });
    if (exported.outcome !== 'ok') throw new Error('refused');
    expect(exported.csv.startsWith('\uFEFFreference,')).toBe(true);
    expect(exported.csv).toContain('\r\n');
    const rows: string[][] = parse(exported.csv.slice(1));
    expect(rows.map((r) => r[0])).toEqual(['reference', 'EQ-CCCCC4', 'EQ-AAAAA2']);
    expect(rows[1]?.slice(1, 7)).toEqual([
      '2026-03-30 23:59',
      'Contact us',
      'New',
      "'=cmd|calc",
      "'@x@example.com",
      'Canal View',
    ]);
    expect(rows[2]?.[1]).toBe('2026-03-29 23:59');
    expect(rows[2]?.[2]).toBe('Parent or guardian question');
  });
});
