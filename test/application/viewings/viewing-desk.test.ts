import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { HmacManageTokens } from '../../../src/adapters/crypto/hmac-manage-tokens';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryAuditLog } from '../../../src/adapters/memory/memory-audit-log';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryMailQueue } from '../../../src/adapters/memory/memory-mail-queue';
import { MemoryViewingRepository } from '../../../src/adapters/memory/memory-viewing.repository';
import { MemoryViewingDesk } from '../../../src/adapters/memory/memory-viewing-desk';
import { LibPhoneNumbers } from '../../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import type { Actor } from '../../../src/application/catalogue/edit-catalogue.use-case';
import { ViewingBookings } from '../../../src/application/viewings/viewing-bookings.use-case';
import { type DeskRulesInput, ViewingDesk } from '../../../src/application/viewings/viewing-desk.use-case';
import type { FeedTokens } from '../../../src/ports/feed-tokens.port';
import type { ViewingPlace } from '../../../src/ports/viewing-repository.port';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';
import { squareGardensPlace } from '../../support/viewing-fixture';

const hour = 3_600_000;
const id = '00000000-0000-4000-8000-00000000d001';
const sales: Actor = { staffId: '00000000-0000-4000-8000-00000000a001', email: 'sales@digs.test', ip: '127.0.0.1' };
const open = [{ open: '09:00', close: '12:00' }];

/** Counting tokens: token-1, token-2…, hashed by a prefix, so a test can see what is stored. */
class CountingFeedTokens implements FeedTokens {
  private issued = 0;
  issue() {
    this.issued += 1;
    const token = `feed-token-number-${this.issued}-abcdefgh`;
    return { token, hash: this.hash(token) };
  }
  hash(token: string) {
    return `hash:${token}`;
  }
}

/** The desk on memory fakes, at `now`, one residence with rules (Square Gardens) and one without (Annex). */
function setUp(now = Date.UTC(2026, 9, 19, 7, 0)) {
  const time = new ManualTime(now);
  const place: ViewingPlace = {
    ...squareGardensPlace,
    id,
    rules: {
      propertyId: id,
      openingHours: { 1: open, 2: open, 3: open, 4: open, 5: open, 6: open, 7: open },
      slotMinutes: 30,
      capacity: 1,
      kinds: ['in-person'],
      closedDates: [],
      noticeMinutes: 60,
      horizonDays: 30,
      staffEmail: 'viewings@digs.test',
    },
  };
  const places = [place];
  const outbox = new MemoryMailQueue();
  const audit = new MemoryAuditLog();
  // One log, as on the server: the repository writes a staff change's entry with the change.
  const repository = new MemoryViewingRepository(places, outbox, time, undefined, audit);
  const store = new MemoryViewingDesk(
    [
      { id, slug: 'square-gardens', name: 'Square Gardens', cityName: 'Manchester' },
      { id: randomUUID(), slug: 'annex', name: 'Annex', cityName: 'Manchester' },
    ],
    places,
    repository,
    audit,
  );
  const bookings = new ViewingBookings(
    repository,
    new HmacManageTokens(new Uint8Array(32).fill(7)),
    new MemoryCatalogue(fixtureSlice, fixtureSettings),
    time,
    new LibPhoneNumbers(),
    { publicUrl: 'https://digs.test' },
  );
  // What the desk tells of its saves: the servers' kept viewing places are forgotten on it (ADR 061).
  const changes = { told: 0, changed: () => void changes.told++ };
  const desk = new ViewingDesk(store, bookings, repository, audit, new CountingFeedTokens(), time, changes);
  const mails = async () => (await outbox.claimDue(time.now() + 365 * 24 * hour, 1000)).map((m) => m.mail);
  return { desk, store, time, audit, mails, bookings, changes };
}

const caller = (start: string, name = 'Ada Caller') => ({
  kind: 'in-person' as const,
  start,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  countryCode: '+44',
  phone: '07700 900123',
  partySize: 2,
  message: 'Rang the office.',
  idempotencyKey: randomUUID(),
});

const rulesInput = (version: number, overrides: Partial<DeskRulesInput> = {}): DeskRulesInput => ({
  version,
  openingHours: { '6': [{ open: '10:00', close: '13:00' }] },
  slotMinutes: 60,
  capacity: 2,
  kinds: ['in-person', 'video-call'],
  closedPeriods: [{ from: '2026-10-31', to: '2026-11-01' }],
  noticeMinutes: 0,
  horizonDays: 30,
  staffEmail: 'desk@digs.test',
  videoCallUrl: 'https://meet.example.com/square-gardens',
  ...overrides,
});

describe('the viewings desk: rules', () => {
  it('saves rules from the version read, audits them, and the visitor then books by them', async () => {
    const { desk, audit, bookings, changes } = setUp();
    const saved = await desk.saveRules(id, rulesInput(1), sales);
    expect(saved).toMatchObject({
      outcome: 'saved',
      rules: { version: 2, slotMinutes: 60, closedPeriods: [{ from: '2026-10-31', to: '2026-11-01' }] },
    });
    expect(changes.told).toBe(1);
    const [entry] = await audit.list({ entity: 'viewing_rules', limit: 5 });
    expect(entry).toMatchObject({ action: 'update', actor: 'sales@digs.test', entityId: id });
    expect(entry?.summary).toBe('Changed the viewing rules of "Square Gardens"');
    const window = await bookings.availability('square-gardens');
    const open = window?.days.filter((d) => d.status === 'open').map((d) => d.date);
    // Saturdays only, and not Saturday 31 October (closed).
    expect(open).toEqual(['2026-10-24', '2026-11-07', '2026-11-14']);
    expect(window?.days.find((d) => d.date === '2026-10-24')?.slots.map((s) => s.time)).toEqual([
      '10:00',
      '11:00',
      '12:00',
    ]);
  });

  it('refuses rules the domain refuses, per field, and saves nothing', async () => {
    const { desk } = setUp();
    const refused = await desk.saveRules(
      id,
      rulesInput(1, { openingHours: { '2': [{ open: '14:00', close: '10:00' }] }, videoCallUrl: '' }),
      sales,
    );
    expect(refused).toEqual({
      outcome: 'invalid',
      fields: {
        'openingHours.2': 'Tuesday: each opening must close after it opens.',
        videoCallUrl: 'Give the video-call link, or stop offering video calls.',
      },
    });
    expect((await desk.rules(id))?.version).toBe(1);
  });

  // A badly shaped body is the contract's to refuse (test/adapters/console-contracts.test.ts).

  it('refuses a save from an older version, saying who saved since, with the rules as they are now', async () => {
    const { desk, changes } = setUp();
    await desk.saveRules(id, rulesInput(1), { ...sales, email: 'owner@digs.test' });
    const stale = await desk.saveRules(id, rulesInput(1, { capacity: 5 }), sales);
    expect(stale).toMatchObject({ outcome: 'stale', current: { version: 2, capacity: 2 } });
    expect(changes.told).toBe(1);
    expect(stale.outcome === 'stale' && stale.message).toContain('owner@digs.test saved them');
  });
});

describe('the viewings desk: calendar and bookings', () => {
  it('shows a week in London time across the October clock change, each viewing on its London day', async () => {
    const { desk } = setUp();
    // Saturday 24 October is BST (09:00 London = 08:00Z); Sunday 25th is GMT (09:00 London = 09:00Z).
    const saturday = await desk.book(id, caller('2026-10-24T08:00:00.000Z', 'Ada Caller'), sales);
    const sunday = await desk.book(id, caller('2026-10-25T09:00:00.000Z', 'Bo Caller'), sales);
    expect(saturday.ok && sunday.ok).toBe(true);
    const week = await desk.calendar(id, '2026-10-22', 'week');
    expect(week?.days.map((d) => d.date)).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    const sat = week?.days[5];
    const sun = week?.days[6];
    expect(sat?.viewings.map((v) => [v.name, v.time, v.endTime])).toEqual([['Ada Caller', '09:00', '09:30']]);
    expect(sun?.viewings.map((v) => [v.name, v.time])).toEqual([['Bo Caller', '09:00']]);
    // The same six wall-clock slots on both days, whatever the offset.
    expect(sun?.slots.map((s) => s.time)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30']);
    expect(sun?.slots[0]).toEqual({ start: '2026-10-25T09:00:00.000Z', time: '09:00', taken: 1 });
    expect(sat?.slots[0]).toEqual({ start: '2026-10-24T08:00:00.000Z', time: '09:00', taken: 1 });
    const day = await desk.calendar(id, '2026-10-25', 'day');
    expect(day?.days.map((d) => d.viewings.length)).toEqual([1]);
  });

  it('shows one London day at every residence: those with viewings that day, by name, each earliest first', async () => {
    const { desk } = setUp();
    // Tuesday 20 October, BST: 09:00 and 10:00 in London; Wednesday's is another day.
    await desk.book(id, caller('2026-10-20T09:00:00.000Z', 'Bo Caller'), sales);
    await desk.book(id, caller('2026-10-20T08:00:00.000Z', 'Ada Caller'), sales);
    await desk.book(id, caller('2026-10-21T08:00:00.000Z', 'Cy Caller'), sales);
    const day = await desk.allResidencesDay('2026-10-20');
    expect(day.date).toBe('2026-10-20');
    expect(
      day.residences.map((r) => [r.residence.name, r.residence.cityName, r.viewings.map((v) => [v.time, v.name])]),
    ).toEqual([
      [
        'Square Gardens',
        'Manchester',
        [
          ['09:00', 'Ada Caller'],
          ['10:00', 'Bo Caller'],
        ],
      ],
    ]);
    expect((await desk.allResidencesDay('2026-10-22')).residences).toEqual([]);
  });

  it('books on a caller’s behalf through the visitor’s use case: capacity holds, the visitor is e-mailed, it is audited', async () => {
    const { desk, audit, mails } = setUp();
    const first = await desk.book(id, caller('2026-10-20T08:00:00.000Z', 'Ada Caller'), sales);
    expect(first.ok).toBe(true);
    const second = await desk.book(id, caller('2026-10-20T08:00:00.000Z', 'Bo Caller'), sales);
    expect(second).toMatchObject({ ok: false, reason: 'unavailable' });
    const sent = await mails();
    expect(sent.map((m) => m.to)).toContain('ada@example.com');
    expect(sent.map((m) => m.to)).not.toContain('bo@example.com');
    const entries = await audit.list({ entity: 'viewing', limit: 5 });
    expect(entries.map((e) => e.action)).toEqual(['book']);
    expect(entries[0]?.summary).toMatch(/^Booked VW-\w{6} at "Square Gardens" for Ada Caller, 2026-10-20 09:00$/);
  });

  it('moves and cancels for the visitor, who is e-mailed each time, as with their own link', async () => {
    const { desk, mails, audit } = setUp();
    const booked = await desk.book(id, caller('2026-10-20T08:00:00.000Z'), sales);
    if (!booked.ok) throw new Error(booked.message);
    await mails();
    const moved = await desk.move(
      booked.viewing.reference,
      { kind: 'in-person', start: '2026-10-21T09:30:00.000Z' },
      sales,
    );
    expect(moved).toMatchObject({ ok: true, viewing: { date: '2026-10-21', time: '10:30' } });
    expect((await mails()).map((m) => [m.to, m.subject])).toContainEqual([
      'ada@example.com',
      'Your viewing at Square Gardens has changed: now Wednesday 21 October 2026 at 10:30',
    ]);
    const cancelled = await desk.cancel(booked.viewing.reference, sales);
    expect(cancelled).toMatchObject({ ok: true, viewing: { status: 'cancelled' } });
    expect((await mails()).map((m) => m.to)).toContain('ada@example.com');
    expect((await audit.list({ entity: 'viewing', limit: 5 })).map((e) => e.action)).toEqual([
      'cancel',
      'move',
      'book',
    ]);
    const week = await desk.calendar(id, '2026-10-21', 'day');
    expect(week?.days[0]?.slots.find((s) => s.time === '10:30')?.taken).toBe(0);
  });

  it('books, moves and cancels only with their audit entries: when the entry cannot be written nothing changes and nobody is e-mailed', async () => {
    const { desk, mails, audit, store } = setUp();
    const booked = await desk.book(id, caller('2026-10-20T08:00:00.000Z'), sales);
    if (!booked.ok) throw new Error(booked.message);
    await mails();
    const down = vi.spyOn(audit, 'record').mockRejectedValue(new Error('the audit log is unavailable'));
    await expect(
      desk.move(booked.viewing.reference, { kind: 'in-person', start: '2026-10-21T09:30:00.000Z' }, sales),
    ).rejects.toThrow(/audit/);
    await expect(desk.cancel(booked.viewing.reference, sales)).rejects.toThrow(/audit/);
    await expect(desk.book(id, caller('2026-10-22T08:00:00.000Z', 'Bo Caller'), sales)).rejects.toThrow(/audit/);
    down.mockRestore();
    expect(await mails()).toEqual([]);
    const days = await store.viewingsBetween(id, '2026-10-19T00:00:00.000Z', '2026-10-26T00:00:00.000Z');
    expect(days.map((v) => [v.name, v.start, v.status])).toEqual([
      ['Ada Caller', '2026-10-20T08:00:00.000Z', 'booked'],
    ]);
    expect((await audit.list({ entity: 'viewing', limit: 5 })).map((e) => e.action)).toEqual(['book']);
  });

  it('marks attended or no-show only once the viewing has started, and never a cancelled one', async () => {
    const { desk, time } = setUp();
    const booked = await desk.book(id, caller('2026-10-20T08:00:00.000Z'), sales);
    const other = await desk.book(id, caller('2026-10-20T08:30:00.000Z', 'Bo Caller'), sales);
    if (!booked.ok || !other.ok) throw new Error('not booked');
    expect(await desk.mark(booked.viewing.reference, 'attended', sales)).toEqual({
      outcome: 'refused',
      message: 'This viewing has not started yet: mark it once it has.',
    });
    await desk.cancel(other.viewing.reference, sales);
    time.advance(Date.parse('2026-10-20T09:00:00Z') - time.now());
    expect(await desk.mark(booked.viewing.reference, 'no_show', sales)).toMatchObject({
      outcome: 'marked',
      viewing: { status: 'no_show' },
    });
    expect(await desk.mark(other.viewing.reference, 'attended', sales)).toMatchObject({ outcome: 'refused' });
    expect(await desk.mark('VW-ABCDEF', 'attended', sales)).toEqual({ outcome: 'not_found' });
  });
});

describe('the viewings desk: calendar feed', () => {
  it('issues a token that opens the feed, with no more than staff need; a new one and a revocation shut the old', async () => {
    const { desk } = setUp();
    await desk.book(id, caller('2026-10-20T08:00:00.000Z'), sales);
    const issued = await desk.issueFeed(id, sales);
    if (issued.outcome !== 'issued') throw new Error(issued.outcome);
    const feed = await desk.feed(issued.token);
    expect(feed?.name).toBe('Viewings at Square Gardens');
    expect(feed?.entries).toHaveLength(1);
    const [entry] = feed?.entries ?? [];
    expect(entry).toMatchObject({
      start: '2026-10-20T08:00:00.000Z',
      summary: 'Viewing: Ada Caller (2)',
      status: 'confirmed',
    });
    const text = JSON.stringify(feed);
    for (const secret of ['ada@example.com', '7700', 'Rang the office']) expect(text).not.toContain(secret);

    const again = await desk.issueFeed(id, sales);
    expect(again.outcome).toBe('issued');
    expect(await desk.feed(issued.token)).toBeNull();
    if (again.outcome !== 'issued') return;
    expect(await desk.feed(again.token)).not.toBeNull();
    expect(await desk.revokeFeed(id, sales)).toEqual({ outcome: 'revoked' });
    expect(await desk.feed(again.token)).toBeNull();
    expect(await desk.feed('not a token')).toBeNull();
  });
});
