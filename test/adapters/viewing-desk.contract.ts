import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import type { NewViewing } from '../../src/domain/viewings/viewing';
import type { DeskRules, DeskRulesChange, ViewingDeskStore } from '../../src/ports/viewing-desk.port';
import type { ViewingRepository } from '../../src/ports/viewing-repository.port';

export interface ViewingDeskUnderTest {
  readonly desk: ViewingDeskStore;
  /** Books into the same residences (the visitor's path). */
  readonly repository: ViewingRepository;
  readonly time: ManualTime;
  /** 'Test House' (slug test-house), with rules at version 1, capacity 2. */
  readonly placeId: string;
  /** 'Annex' (slug annex), with no rules. */
  readonly bareId: string;
  /** The audit entries recorded so far, any order. */
  auditEntries(): Promise<readonly AuditEntry[]>;
  readonly close?: () => Promise<void>;
}

export type MakeViewingDesk = () => Promise<ViewingDeskUnderTest>;

const hour = 3_600_000;

const entry = (action: string, summary: string): AuditEntry => ({
  at: Date.parse('2026-11-26T09:00:00Z'),
  staffId: null,
  actor: 'sales@example.com',
  action,
  entity: 'viewing_rules',
  entityId: null,
  summary,
  before: null,
  after: null,
  ip: null,
});

const change = (overrides: Partial<DeskRulesChange> = {}): DeskRulesChange => ({
  openingHours: { 6: [{ open: '10:00', close: '12:00' }] },
  slotMinutes: 60,
  capacity: 3,
  kinds: ['in-person', 'video-call'],
  closedDates: ['2026-12-24/2027-01-02'],
  noticeMinutes: 60,
  horizonDays: 30,
  staffEmail: 'desk@example.com',
  videoCallUrl: 'https://meet.example.com/test-house',
  ...overrides,
});

function aViewing(propertyId: string, start: number): NewViewing {
  return {
    propertyId,
    kind: 'in-person',
    start: new Date(start).toISOString(),
    end: new Date(start + 30 * 60_000).toISOString(),
    name: 'Zoë Ng',
    email: `zoe.${randomUUID().slice(0, 8)}@example.com`,
    countryCode: '+44',
    phone: '+447700900123',
    partySize: 2,
    message: '',
    idempotencyKey: randomUUID(),
  };
}

const noMail = () => [];

/**
 * What every ViewingDeskStore does: residences with or without rules, rules saved only from the
 * version they were read at (and then booked by), viewings in a span of time, marks, and the
 * calendar feed's token replaced and revoked; every change with its audit entry.
 */
export function viewingDeskContract(name: string, make: MakeViewingDesk) {
  describe(`ViewingDeskStore contract: ${name}`, () => {
    let subject: ViewingDeskUnderTest;
    let desk: ViewingDeskStore;
    beforeAll(async () => {
      subject = await make();
      desk = subject.desk;
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    it('lists every residence by name, saying which offer viewings', async () => {
      const listed = await desk.residences();
      expect(listed.map((r) => [r.name, r.offersViewings])).toEqual([
        ['Annex', false],
        ['Test House', true],
      ]);
      expect(listed[1]).toMatchObject({ id: subject.placeId, slug: 'test-house', cityName: 'Testford' });
    });

    it('reads rules at their version, version 0 for a residence without, and nothing for an unknown one', async () => {
      expect(await desk.rules(subject.placeId)).toMatchObject({
        propertyId: subject.placeId,
        capacity: 2,
        version: 1,
        videoCallUrl: null,
        feedIssued: false,
      });
      expect(await desk.rules(subject.bareId)).toMatchObject({ propertyId: subject.bareId, version: 0 });
      expect(await desk.rules(randomUUID())).toBeNull();
    });

    it('saves from the version read, raising it, and the visitor books by the saved rules', async () => {
      const saved = await desk.saveRules(subject.placeId, 1, change(), (rules) =>
        entry('update', `rules v${rules.version}`),
      );
      expect(saved).toMatchObject({ outcome: 'saved', rules: { version: 2, capacity: 3, slotMinutes: 60 } });
      const rules = (await desk.rules(subject.placeId)) as DeskRules;
      expect(rules).toMatchObject({
        ...change(),
        version: 2,
        closedDates: ['2026-12-24/2027-01-02'],
        videoCallUrl: 'https://meet.example.com/test-house',
      });
      const place = await subject.repository.findPlace('test-house');
      expect(place?.rules).toMatchObject({ capacity: 3, slotMinutes: 60, openingHours: change().openingHours });
      expect((await subject.auditEntries()).map((e) => e.summary)).toContain('rules v2');
    });

    it('refuses a save from an older version, with the rules as they are now, and changes nothing', async () => {
      const before = (await desk.rules(subject.placeId)) as DeskRules;
      const stale = await desk.saveRules(subject.placeId, before.version - 1, change({ capacity: 9 }), () =>
        entry('update', 'should not be kept'),
      );
      expect(stale).toEqual({ outcome: 'stale', current: before });
      expect(await desk.rules(subject.placeId)).toEqual(before);
      expect((await subject.auditEntries()).map((e) => e.summary)).not.toContain('should not be kept');
    });

    it('creates the rules of a residence without any at version 0, once', async () => {
      const created = await desk.saveRules(
        subject.bareId,
        0,
        change({ kinds: ['in-person'], videoCallUrl: null }),
        () => entry('create', 'annex rules'),
      );
      expect(created).toMatchObject({ outcome: 'saved', rules: { version: 1, propertyId: subject.bareId } });
      const again = await desk.saveRules(subject.bareId, 0, change(), () => entry('create', 'twice'));
      expect(again.outcome).toBe('stale');
      expect((await desk.residences()).every((r) => r.offersViewings)).toBe(true);
      expect(await desk.saveRules(randomUUID(), 3, change(), () => entry('update', 'nobody'))).toEqual({
        outcome: 'not_found',
      });
    });

    it('lists the viewings starting in a span, every status, earliest first, that residence only', async () => {
      const base = Math.floor(subject.time.now() / hour) * hour + 10 * 24 * hour;
      const late = await subject.repository.book(aViewing(subject.placeId, base + 2 * hour), 5, noMail);
      const early = await subject.repository.book(aViewing(subject.placeId, base), 5, noMail);
      const outside = await subject.repository.book(aViewing(subject.placeId, base + 3 * hour), 5, noMail);
      const elsewhere = await subject.repository.book(aViewing(subject.bareId, base + hour), 5, noMail);
      expect([late, early, outside, elsewhere].every((b) => b.outcome === 'booked')).toBe(true);
      if (late.outcome !== 'booked' || early.outcome !== 'booked') return;
      await subject.repository.cancel(late.viewing.reference, noMail);
      const listed = await desk.viewingsBetween(
        subject.placeId,
        new Date(base).toISOString(),
        new Date(base + 3 * hour).toISOString(),
      );
      expect(listed.map((v) => [v.reference, v.status])).toEqual([
        [early.viewing.reference, 'booked'],
        [late.viewing.reference, 'cancelled'],
      ]);
    });

    it('marks a viewing attended or no-show, and corrects the mark, but never a cancelled one', async () => {
      const start = Math.floor(subject.time.now() / hour) * hour + 20 * 24 * hour;
      const booked = await subject.repository.book(aViewing(subject.placeId, start), 5, noMail);
      const other = await subject.repository.book(aViewing(subject.placeId, start), 5, noMail);
      if (booked.outcome !== 'booked' || other.outcome !== 'booked') throw new Error('not booked');
      expect(await desk.mark(booked.viewing.reference, 'attended', entry('mark', 'attended'))).toMatchObject({
        reference: booked.viewing.reference,
        status: 'attended',
      });
      expect((await desk.mark(booked.viewing.reference, 'no_show', entry('mark', 'no-show')))?.status).toBe('no_show');
      await subject.repository.cancel(other.viewing.reference, noMail);
      expect(await desk.mark(other.viewing.reference, 'attended', entry('mark', 'refused'))).toBeNull();
      expect(await desk.mark('VW-NOSUCH', 'attended', entry('mark', 'unknown'))).toBeNull();
      const summaries = (await subject.auditEntries()).map((e) => e.summary);
      expect(summaries).toEqual(expect.arrayContaining(['attended', 'no-show']));
      expect(summaries).not.toContain('refused');
    });

    it('finds a residence by its live feed token hash only: a new one replaces the old, a revoked one finds nothing', async () => {
      expect(await desk.setFeedToken(subject.placeId, 'a'.repeat(64), entry('feed', 'issued'))).toBe(true);
      expect(await desk.feedResidence('a'.repeat(64))).toEqual({ id: subject.placeId, name: 'Test House' });
      expect((await desk.rules(subject.placeId))?.feedIssued).toBe(true);
      expect(await desk.setFeedToken(subject.placeId, 'b'.repeat(64), entry('feed', 'reissued'))).toBe(true);
      expect(await desk.feedResidence('a'.repeat(64))).toBeNull();
      expect(await desk.feedResidence('b'.repeat(64))).toEqual({ id: subject.placeId, name: 'Test House' });
      expect(await desk.setFeedToken(subject.placeId, null, entry('feed', 'revoked'))).toBe(true);
      expect(await desk.feedResidence('b'.repeat(64))).toBeNull();
      expect((await desk.rules(subject.placeId))?.feedIssued).toBe(false);
      expect(await desk.setFeedToken(randomUUID(), 'c'.repeat(64), entry('feed', 'nobody'))).toBe(false);
    });
  });
}
