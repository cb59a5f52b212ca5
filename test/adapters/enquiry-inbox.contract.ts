import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EnquiryKind } from '../../src/domain/enquiries/enquiry';
import type { OutgoingMail } from '../../src/domain/mail/mail';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import type { EnquiryInbox, InboxQuery, InboxStaff } from '../../src/ports/enquiry-inbox.port';

/** An enquiry as the site stores it (status new, version 1). */
export interface SeedInboxEnquiry {
  readonly reference: string;
  readonly kind?: EnquiryKind;
  readonly name?: string;
  readonly email?: string;
  readonly fields?: Readonly<Record<string, unknown>>;
  /** ISO 8601. */
  readonly createdAt: string;
}

export interface EnquiryInboxUnderTest {
  readonly inbox: EnquiryInbox;
  addEnquiry(seed: SeedInboxEnquiry): Promise<void>;
  /** A member of staff (a row the assignment can point at). */
  addStaff(member: InboxStaff): Promise<void>;
  /** The outbox's messages, oldest first. */
  outbox(): Promise<readonly { readonly id: string; readonly mail: OutgoingMail }[]>;
  /** The audit log's actions on enquiries, oldest first. */
  audited(): Promise<readonly string[]>;
  clear(): Promise<void>;
  close?(): Promise<void>;
}

export type MakeEnquiryInbox = () => Promise<EnquiryInboxUnderTest>;

const ada: InboxStaff = { id: '00000000-0000-4000-8000-00000000a0a1', name: 'Ada Sales', email: 'ada@staff.test' };
const bo: InboxStaff = { id: '00000000-0000-4000-8000-00000000a0a2', name: 'Bo Owner', email: 'bo@staff.test' };

const query = (q: Partial<InboxQuery> = {}): InboxQuery => ({
  sort: 'created_at',
  dir: 'desc',
  offset: 0,
  limit: 50,
  ...q,
});

const audit = (action: string, reference: string): AuditEntry => ({
  at: Date.parse('2026-11-26T10:00:00Z'),
  staffId: null,
  actor: 'ada@staff.test',
  action,
  entity: 'enquiry',
  entityId: reference,
  summary: `${action} ${reference}`,
  before: null,
  after: null,
  ip: null,
});

const mail = (to: string): OutgoingMail => ({ to, subject: 'About your enquiry', text: 'Hello' });

/**
 * What every EnquiryInbox does, whatever keeps the data: filters (kind, status, residence, a range
 * of created times, assignee, words found as plain text), sorting and pages with the total; edits
 * only from the current version (of concurrent ones exactly one wins), each with its audit entry;
 * notes kept in order; a reply kept on the enquiry with its message queued, or neither.
 */
export function enquiryInboxContract(name: string, make: MakeEnquiryInbox) {
  describe(`EnquiryInbox contract: ${name}`, () => {
    let subject: EnquiryInboxUnderTest;
    const refs = async (q: Partial<InboxQuery> = {}) =>
      (await subject.inbox.list(query(q))).rows.map((r) => r.reference);

    beforeAll(async () => {
      subject = await make();
    });
    afterAll(async () => {
      await subject?.close?.();
    });
    beforeEach(async () => {
      await subject.clear();
      await subject.addStaff(ada);
      await subject.addStaff(bo);
      await subject.addEnquiry({
        reference: 'EQ-AAAAA2',
        kind: 'contact',
        name: 'Zoe Quinn',
        email: 'zoe@example.com',
        fields: { message: 'Is there 100% parking_space?', property: 'canal-view' },
        createdAt: '2026-11-20T23:30:00.000Z',
      });
      await subject.addEnquiry({
        reference: 'EQ-BBBBB3',
        kind: 'room-finder',
        name: 'amy pond',
        email: 'amy@example.com',
        fields: { city: 'leeds', moveInDate: '2027-09-01' },
        createdAt: '2026-11-21T00:00:00.000Z',
      });
      await subject.addEnquiry({
        reference: 'EQ-CCCCC4',
        kind: 'rebook',
        name: 'Mo Farah',
        email: 'mo@example.com',
        fields: { property: 'square-gardens', nextProperty: 'canal-view' },
        createdAt: '2026-11-22T09:00:00.000Z',
      });
      await subject.addEnquiry({
        reference: 'EQ-DDDDD5',
        kind: 'chat',
        name: 'Bea Smith',
        email: 'bea@example.com',
        fields: { message: 'Parking please' },
        createdAt: '2026-11-22T09:00:00.000Z',
      });
    });

    it('lists newest first (ties by id, newest created first), with the total and pages', async () => {
      const all = await subject.inbox.list(query());
      expect(all.total).toBe(4);
      expect(all.rows.map((r) => r.reference).slice(2)).toEqual(['EQ-BBBBB3', 'EQ-AAAAA2']);
      expect(all.rows[0]?.status).toBe('new');
      expect(all.rows[0]?.version).toBe(1);
      const second = await subject.inbox.list(query({ offset: 2, limit: 1 }));
      expect(second).toEqual({ total: 4, rows: [all.rows[2]] });
      expect(await refs({ sort: 'name', dir: 'asc' })).toEqual(['EQ-BBBBB3', 'EQ-DDDDD5', 'EQ-CCCCC4', 'EQ-AAAAA2']);
      expect(await refs({ sort: 'created_at', dir: 'asc' })).toEqual(
        expect.arrayContaining(['EQ-AAAAA2', 'EQ-BBBBB3']),
      );
      expect((await refs({ sort: 'created_at', dir: 'asc' })).slice(0, 2)).toEqual(['EQ-AAAAA2', 'EQ-BBBBB3']);
    });

    it('sorts by when staff last changed an enquiry (a status, an assignment, a reply or a note), else when it came', async () => {
      const at = (iso: string) => ({ ...audit('update', 'x'), at: Date.parse(iso) });
      await subject.inbox.update('EQ-AAAAA2', 1, { assigneeId: null }, at('2026-11-23T08:00:00Z'));
      await subject.inbox.addNote(
        'EQ-BBBBB3',
        { staffId: ada.id, author: 'Ada', body: 'Rang back.' },
        Date.parse('2026-11-23T09:00:00Z'),
        at('2026-11-23T09:00:00Z'),
      );
      // C and D were never changed: they sort by when they came (22 Nov, after A and B came).
      const updated = await refs({ sort: 'updated_at', dir: 'desc' });
      expect(updated.slice(0, 2)).toEqual(['EQ-BBBBB3', 'EQ-AAAAA2']);
      expect(updated.slice(2).sort()).toEqual(['EQ-CCCCC4', 'EQ-DDDDD5']);
      expect((await refs({ sort: 'updated_at', dir: 'asc' })).slice(2)).toEqual(['EQ-AAAAA2', 'EQ-BBBBB3']);
      const [first] = (await subject.inbox.list(query({ sort: 'updated_at', limit: 1 }))).rows;
      expect(first?.updated_at).toBe('2026-11-23T09:00:00.000Z');
      const untouched = (await subject.inbox.list(query({ sort: 'updated_at', dir: 'asc', limit: 1 }))).rows[0];
      expect(untouched?.updated_at).toBe(untouched?.created_at);
    });

    it('sorts by status, new before open before closed', async () => {
      await subject.inbox.update(
        'EQ-AAAAA2',
        1,
        { status: { status: 'closed', closedAt: Date.parse('2026-11-23T08:00:00Z') } },
        audit('update', 'x'),
      );
      await subject.inbox.update('EQ-CCCCC4', 1, { status: { status: 'open', closedAt: null } }, audit('update', 'x'));
      const byStatus = await refs({ sort: 'status', dir: 'asc' });
      expect(byStatus.slice(0, 2).sort()).toEqual(['EQ-BBBBB3', 'EQ-DDDDD5']);
      expect(byStatus.slice(2)).toEqual(['EQ-CCCCC4', 'EQ-AAAAA2']);
      expect((await refs({ sort: 'status', dir: 'desc' })).slice(0, 2)).toEqual(['EQ-AAAAA2', 'EQ-CCCCC4']);
    });

    it('filters by kind, residence (either answer) and a range of created times (from included, to not)', async () => {
      expect(await refs({ kind: 'chat' })).toEqual(['EQ-DDDDD5']);
      expect((await refs({ residence: 'canal-view' })).sort()).toEqual(['EQ-AAAAA2', 'EQ-CCCCC4']);
      expect(await refs({ residence: 'nowhere' })).toEqual([]);
      const from = Date.parse('2026-11-21T00:00:00.000Z');
      const to = Date.parse('2026-11-22T09:00:00.000Z');
      expect(await refs({ from, to })).toEqual(['EQ-BBBBB3']);
      const rows = (await subject.inbox.list(query({ residence: 'square-gardens' }))).rows;
      expect(rows[0]?.residence).toBe('square-gardens');
      expect((await subject.inbox.list(query({ kind: 'room-finder' }))).rows[0]?.residence).toBeNull();
    });

    it('finds words in any case, all of them, as plain text in the reference, name, address and answers', async () => {
      expect((await refs({ words: ['PARKING'] })).sort()).toEqual(['EQ-AAAAA2', 'EQ-DDDDD5']);
      expect(await refs({ words: ['parking', 'zoe'] })).toEqual(['EQ-AAAAA2']);
      expect(await refs({ words: ['100%'] })).toEqual(['EQ-AAAAA2']);
      expect(await refs({ words: ['%'] })).toEqual(['EQ-AAAAA2']);
      expect(await refs({ words: ['ng_s'] })).toEqual(['EQ-AAAAA2']);
      expect(await refs({ words: ['ki_g'] })).toEqual([]);
      expect(await refs({ words: ['eq-ccccc4'] })).toEqual(['EQ-CCCCC4']);
      expect(await refs({ words: ['amy@example'] })).toEqual(['EQ-BBBBB3']);
      expect(await refs({ words: ['leeds'] })).toEqual(['EQ-BBBBB3']);
    });

    it('reads one enquiry with everything sent, and null for a reference it does not hold', async () => {
      const one = await subject.inbox.get('EQ-CCCCC4');
      expect(one).toMatchObject({
        reference: 'EQ-CCCCC4',
        kind: 'rebook',
        name: 'Mo Farah',
        fields: { property: 'square-gardens', nextProperty: 'canal-view' },
        status: 'new',
        closed_at: null,
        version: 1,
        assignee: null,
        notes: [],
        replies: [],
      });
      expect(await subject.inbox.get('EQ-ZZZZZ9')).toBeNull();
    });

    it('changes status and assignment only from the current version, with an audit entry; a stale edit writes nothing', async () => {
      const closedAt = Date.parse('2026-11-26T10:00:00.000Z');
      const first = await subject.inbox.update(
        'EQ-AAAAA2',
        1,
        { status: { status: 'closed', closedAt }, assigneeId: ada.id },
        audit('update', 'EQ-AAAAA2'),
      );
      expect(first.outcome).toBe('saved');
      if (first.outcome !== 'saved') return;
      expect(first.enquiry).toMatchObject({
        status: 'closed',
        closed_at: '2026-11-26T10:00:00.000Z',
        version: 2,
        assignee: ada,
      });
      const stale = await subject.inbox.update('EQ-AAAAA2', 1, { assigneeId: bo.id }, audit('update', 'EQ-AAAAA2'));
      expect(stale.outcome).toBe('stale');
      if (stale.outcome === 'stale') expect(stale.current).toMatchObject({ version: 2, assignee: ada });
      expect(await subject.audited()).toEqual(['update']);
      expect(await refs({ status: 'closed' })).toEqual(['EQ-AAAAA2']);
      expect(await refs({ assignee: ada.id })).toEqual(['EQ-AAAAA2']);
      expect(await refs({ assignee: 'none' })).toHaveLength(3);
      const reopened = await subject.inbox.update(
        'EQ-AAAAA2',
        2,
        { status: { status: 'open', closedAt: null }, assigneeId: null },
        audit('update', 'EQ-AAAAA2'),
      );
      expect(reopened.outcome === 'saved' && reopened.enquiry).toMatchObject({
        status: 'open',
        closed_at: null,
        assignee: null,
        version: 3,
      });
      expect(await subject.inbox.update('EQ-ZZZZZ9', 1, {}, audit('update', 'EQ-ZZZZZ9'))).toEqual({
        outcome: 'not_found',
      });
    });

    it('lets exactly one of several concurrent edits from one version win', async () => {
      const outcomes = await Promise.all(
        [ada, bo, ada].map((m) => subject.inbox.update('EQ-BBBBB3', 1, { assigneeId: m.id }, audit('update', 'x'))),
      );
      expect(outcomes.filter((o) => o.outcome === 'saved')).toHaveLength(1);
      expect(outcomes.filter((o) => o.outcome === 'stale')).toHaveLength(2);
      expect((await subject.inbox.get('EQ-BBBBB3'))?.version).toBe(2);
    });

    it('keeps notes in order with author and time, without changing the version', async () => {
      const at = Date.parse('2026-11-26T10:00:00.000Z');
      await subject.inbox.addNote(
        'EQ-CCCCC4',
        { staffId: ada.id, author: 'Ada', body: 'Called, no answer' },
        at,
        audit('note', 'EQ-CCCCC4'),
      );
      const second = await subject.inbox.addNote(
        'EQ-CCCCC4',
        { staffId: bo.id, author: 'Bo', body: 'Line one\nline two' },
        at + 60_000,
        audit('note', 'EQ-CCCCC4'),
      );
      expect(second.outcome).toBe('saved');
      const one = await subject.inbox.get('EQ-CCCCC4');
      expect(one?.version).toBe(1);
      expect(one?.notes.map((n) => [n.author, n.body, n.created_at, n.staffId])).toEqual([
        ['Ada', 'Called, no answer', '2026-11-26T10:00:00.000Z', ada.id],
        ['Bo', 'Line one\nline two', '2026-11-26T10:01:00.000Z', bo.id],
      ]);
      expect(await subject.audited()).toEqual(['note', 'note']);
      expect(
        await subject.inbox.addNote('EQ-ZZZZZ9', { staffId: ada.id, author: 'Ada', body: 'x' }, at, audit('note', 'x')),
      ).toEqual({ outcome: 'not_found' });
    });

    it('keeps a reply on the enquiry and queues its e-mail together; a stale reply does neither', async () => {
      const at = Date.parse('2026-11-26T11:00:00.000Z');
      const replied = await subject.inbox.reply(
        'EQ-DDDDD5',
        1,
        {
          staffId: ada.id,
          author: 'Ada',
          subject: 'About parking',
          body: 'Yes, there is.',
          mail: mail('bea@example.com'),
        },
        { status: { status: 'open', closedAt: null } },
        at,
        audit('reply', 'EQ-DDDDD5'),
      );
      expect(replied.outcome).toBe('saved');
      if (replied.outcome !== 'saved') return;
      expect(replied.enquiry.status).toBe('open');
      expect(replied.enquiry.version).toBe(2);
      const [kept] = replied.enquiry.replies;
      expect(kept).toMatchObject({
        author: 'Ada',
        to: 'bea@example.com',
        subject: 'About parking',
        body: 'Yes, there is.',
        created_at: '2026-11-26T11:00:00.000Z',
      });
      const queued = await subject.outbox();
      expect(queued.map((q) => q.mail.to)).toEqual(['bea@example.com']);
      expect(kept?.mailId).toBe(queued[0]?.id);

      const stale = await subject.inbox.reply(
        'EQ-DDDDD5',
        1,
        { staffId: bo.id, author: 'Bo', subject: 'Again', body: 'Also yes.', mail: mail('bea@example.com') },
        {},
        at,
        audit('reply', 'EQ-DDDDD5'),
      );
      expect(stale.outcome).toBe('stale');
      expect(await subject.outbox()).toHaveLength(1);
      expect((await subject.inbox.get('EQ-DDDDD5'))?.replies).toHaveLength(1);
      expect(await subject.audited()).toEqual(['reply']);
    });
  });
}
