import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import type { OutgoingMail } from '../../src/domain/mail/mail';
import type { AuditEntry } from '../../src/domain/staff/audit-entry';
import { isViewingReference, type NewViewing, type StoredViewing } from '../../src/domain/viewings/viewing';
import type { AuditLog } from '../../src/ports/audit-log.port';
import type { MailQueue } from '../../src/ports/mail-queue.port';
import type { ViewingPlace, ViewingRepository } from '../../src/ports/viewing-repository.port';

export interface ViewingRepositoryUnderTest {
  readonly repository: ViewingRepository;
  /** The outbox the repository queues its e-mails in. */
  readonly outbox: MailQueue;
  /** The audit log a staff member's change is written to, with the change. */
  readonly audit: AuditLog;
  readonly time: ManualTime;
  /** A property offering viewings (slug 'test-house', capacity 2), and one without rules ('no-viewings'). */
  readonly placeId: string;
  readonly close?: () => Promise<void>;
}

export type MakeViewingRepository = (options?: {
  readonly newReference?: () => string;
}) => Promise<ViewingRepositoryUnderTest>;

const hour = 3_600_000;
const day = 24 * hour;

/** Every slot in these tests starts on a whole hour some days after the test clock's start. */
let nextSlot = 0;
function freshSlot(time: ManualTime, daysAhead = 3): { start: string; end: string } {
  nextSlot += 1;
  const start = Math.floor(time.now() / hour) * hour + daysAhead * day + nextSlot * hour;
  return { start: new Date(start).toISOString(), end: new Date(start + 30 * 60_000).toISOString() };
}

function aViewing(propertyId: string, slot: { start: string; end: string }, overrides: Partial<NewViewing> = {}) {
  return {
    propertyId,
    kind: 'in-person',
    ...slot,
    name: 'Zoë Ng',
    email: `zoe.${randomUUID().slice(0, 8)}@example.com`,
    countryCode: '+44',
    phone: '07700 900123',
    partySize: 2,
    message: 'Is there a gym?',
    idempotencyKey: randomUUID(),
    ...overrides,
  } satisfies NewViewing;
}

const mailFor =
  (what: string) =>
  (viewing: StoredViewing): OutgoingMail[] => [
    { to: viewing.email, subject: `${what} ${viewing.reference}`, text: `${what} at ${viewing.start}` },
  ];

const staffEntry =
  (action: string) =>
  (viewing: StoredViewing): AuditEntry => ({
    at: Date.parse(viewing.updatedAt),
    staffId: null,
    actor: 'sam@staff.test',
    action,
    entity: 'viewing',
    entityId: viewing.reference,
    summary: `${action} ${viewing.reference} ${viewing.start}`,
    before: null,
    after: { status: viewing.status, start: viewing.start },
    ip: null,
  });

const failingEntry = (): AuditEntry => {
  throw new Error('the audit log is unavailable');
};

async function drain(outbox: MailQueue): Promise<string[]> {
  const due = await outbox.claimDue(Date.now() + 365 * day, 1000);
  for (const m of due) await outbox.markSent(m.id, Date.now());
  return due.map((m) => m.mail.subject);
}

/**
 * What every ViewingRepository does, whatever keeps the viewings: capacity held under concurrent
 * bookings, one booking per idempotency key, e-mails queued exactly with the changes that
 * happened, cancel and move freeing places, reminders queued once.
 */
export function viewingRepositoryContract(name: string, make: MakeViewingRepository) {
  describe(`ViewingRepository contract: ${name}`, () => {
    let subject: ViewingRepositoryUnderTest;
    let repository: ViewingRepository;
    beforeAll(async () => {
      subject = await make();
      repository = subject.repository;
    });
    afterAll(async () => {
      await subject?.close?.();
    });

    it('finds a property that offers viewings with its rules, and nothing for one without rules or an unknown slug', async () => {
      const place = (await repository.findPlace('test-house')) as ViewingPlace;
      expect(place).toMatchObject({
        id: subject.placeId,
        slug: 'test-house',
        name: 'Test House',
        citySlug: 'testford',
        cityName: 'Testford',
        rules: { propertyId: subject.placeId, capacity: 2, slotMinutes: 30, kinds: ['in-person', 'video-call'] },
      });
      expect(place.rules.openingHours[1]).toEqual([{ open: '09:00', close: '17:00' }]);
      expect(await repository.findPlace('no-viewings')).toBeNull();
      expect(await repository.findPlace('nowhere')).toBeNull();
    });

    it('books a viewing, counts its place and queues its e-mails with it', async () => {
      await drain(subject.outbox);
      const slot = freshSlot(subject.time);
      const result = await repository.book(aViewing(subject.placeId, slot), 2, mailFor('Booked'));
      expect(result.outcome).toBe('booked');
      const viewing = (result as { viewing: StoredViewing }).viewing;
      expect(isViewingReference(viewing.reference)).toBe(true);
      expect(viewing).toMatchObject({
        status: 'booked',
        start: slot.start,
        end: slot.end,
        name: 'Zoë Ng',
        partySize: 2,
      });
      expect(await repository.bookedCounts(subject.placeId, slot.start, slot.start)).toEqual(
        new Map([[slot.start, 1]]),
      );
      expect(await drain(subject.outbox)).toEqual([`Booked ${viewing.reference}`]);
      expect((await repository.find(viewing.reference))?.viewing).toEqual(viewing);
      expect((await repository.find(viewing.reference))?.place.slug).toBe('test-house');
      expect(await repository.find('VW-ZZZZZZ')).toBeNull();
    });

    it('books once per idempotency key, even when ten copies arrive at once, and sends one set of e-mails', async () => {
      await drain(subject.outbox);
      const slot = freshSlot(subject.time);
      const request = aViewing(subject.placeId, slot);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => repository.book(request, 2, mailFor('Booked'))),
      );
      const references = new Set(results.map((r) => (r.outcome === 'full' ? 'full' : r.viewing.reference)));
      expect(references.size).toBe(1);
      expect(results.filter((r) => r.outcome === 'booked')).toHaveLength(1);
      expect(results.filter((r) => r.outcome === 'repeat')).toHaveLength(9);
      expect(await repository.bookedCounts(subject.placeId, slot.start, slot.start)).toEqual(
        new Map([[slot.start, 1]]),
      );
      expect(await drain(subject.outbox)).toHaveLength(1);
    });

    it('answers a later copy of a booked request as a repeat, taking no second place and queuing nothing', async () => {
      await drain(subject.outbox);
      const slot = freshSlot(subject.time);
      // A key in capitals is the same key; the booking answered is the booking as it is read back.
      const request = aViewing(subject.placeId, slot, { idempotencyKey: randomUUID().toUpperCase() });
      const first = await repository.book(request, 2, mailFor('Booked'));
      expect(first.outcome).toBe('booked');
      const viewing = (first as { viewing: StoredViewing }).viewing;
      expect((await repository.find(viewing.reference))?.viewing).toEqual(viewing);
      const again = await repository.book(
        { ...request, idempotencyKey: request.idempotencyKey.toLowerCase() },
        2,
        mailFor('Again'),
      );
      expect(again).toEqual({ outcome: 'repeat', viewing });
      expect(await repository.bookedCounts(subject.placeId, slot.start, slot.start)).toEqual(
        new Map([[slot.start, 1]]),
      );
      expect(await drain(subject.outbox)).toEqual([`Booked ${viewing.reference}`]);
    });

    it('queues a booking’s e-mails in the order they were composed', async () => {
      await drain(subject.outbox);
      const slot = freshSlot(subject.time);
      const three = (viewing: StoredViewing): OutgoingMail[] =>
        ['first', 'second', 'third'].map((n) => ({ to: viewing.email, subject: n, text: n }));
      expect((await repository.book(aViewing(subject.placeId, slot), 2, three)).outcome).toBe('booked');
      expect(await drain(subject.outbox)).toEqual(['first', 'second', 'third']);
    });

    it('answers a copy of a request that took the last place as a repeat, not as full', async () => {
      const slot = freshSlot(subject.time);
      const request = aViewing(subject.placeId, slot);
      const results = await Promise.all([1, 2, 3].map(() => repository.book(request, 1, mailFor('Booked'))));
      expect(results.map((r) => r.outcome).sort()).toEqual(['booked', 'repeat', 'repeat']);
    });

    it('gives 30 concurrent bookings of one slot of capacity 2 exactly two places, and queues mail only for those', async () => {
      await drain(subject.outbox);
      const slot = freshSlot(subject.time);
      const results = await Promise.all(
        Array.from({ length: 30 }, () => repository.book(aViewing(subject.placeId, slot), 2, mailFor('Booked'))),
      );
      expect(results.filter((r) => r.outcome === 'booked')).toHaveLength(2);
      expect(results.filter((r) => r.outcome === 'full')).toHaveLength(28);
      expect(await repository.bookedCounts(subject.placeId, slot.start, slot.start)).toEqual(
        new Map([[slot.start, 2]]),
      );
      expect(await drain(subject.outbox)).toHaveLength(2);
    });

    it('cancels a booking once, frees its place for the next visitor, and queues the notice', async () => {
      await drain(subject.outbox);
      const slot = freshSlot(subject.time);
      const first = await repository.book(aViewing(subject.placeId, slot), 1, mailFor('Booked'));
      expect((await repository.book(aViewing(subject.placeId, slot), 1, mailFor('Booked'))).outcome).toBe('full');
      const reference = (first as { viewing: StoredViewing }).viewing.reference;
      subject.time.advance(60_000);
      const cancelled = await repository.cancel(reference, mailFor('Cancelled'));
      expect(cancelled).toMatchObject({ reference, status: 'cancelled' });
      expect(Date.parse(cancelled?.updatedAt ?? '')).toBe(subject.time.now());
      expect(await repository.cancel(reference, mailFor('Cancelled'))).toBeNull();
      expect(await repository.cancel('VW-ZZZZZZ', mailFor('Cancelled'))).toBeNull();
      expect(await repository.bookedCounts(subject.placeId, slot.start, slot.start)).toEqual(new Map());
      expect((await repository.book(aViewing(subject.placeId, slot), 1, mailFor('Booked'))).outcome).toBe('booked');
      expect(await drain(subject.outbox)).toEqual([
        `Booked ${reference}`,
        `Cancelled ${reference}`,
        expect.stringMatching(/^Booked VW-/),
      ]);
    });

    it('moves a booking to a slot with room, freeing the old place; refuses a full slot and changes nothing', async () => {
      await drain(subject.outbox);
      const [from, to, full] = [freshSlot(subject.time), freshSlot(subject.time), freshSlot(subject.time)];
      const booked = await repository.book(aViewing(subject.placeId, from), 2, mailFor('Booked'));
      const viewing = (booked as { viewing: StoredViewing }).viewing;
      await repository.book(aViewing(subject.placeId, full), 1, mailFor('Booked'));

      expect(await repository.move(viewing.reference, { kind: 'video-call', ...full }, 1, mailFor('Moved'))).toEqual({
        outcome: 'full',
      });
      expect((await repository.find(viewing.reference))?.viewing.start).toBe(from.start);

      const moved = await repository.move(viewing.reference, { kind: 'video-call', ...to }, 2, mailFor('Moved'));
      expect(moved).toMatchObject({ outcome: 'moved', viewing: { kind: 'video-call', start: to.start, end: to.end } });
      expect(await repository.bookedCounts(subject.placeId, from.start, to.start)).toEqual(new Map([[to.start, 1]]));

      const sameSlot = await repository.move(viewing.reference, { kind: 'in-person', ...to }, 1, mailFor('Moved'));
      expect(sameSlot).toMatchObject({ outcome: 'moved', viewing: { kind: 'in-person', start: to.start } });
      expect(await repository.bookedCounts(subject.placeId, to.start, to.start)).toEqual(new Map([[to.start, 1]]));

      await repository.cancel(viewing.reference, mailFor('Cancelled'));
      expect(await repository.move(viewing.reference, { kind: 'in-person', ...from }, 2, mailFor('Moved'))).toEqual({
        outcome: 'not_booked',
      });
      expect((await drain(subject.outbox)).filter((s) => s.startsWith('Moved'))).toHaveLength(2);
    });

    it('writes a staff member’s audit entry with the booking, move or cancellation it records', async () => {
      await drain(subject.outbox);
      const [from, to] = [freshSlot(subject.time), freshSlot(subject.time)];
      const booked = await repository.book(aViewing(subject.placeId, from), 2, mailFor('Booked'), staffEntry('book'));
      const reference = (booked as { viewing: StoredViewing }).viewing.reference;
      await repository.move(reference, { kind: 'in-person', ...to }, 2, mailFor('Moved'), staffEntry('move'));
      await repository.cancel(reference, mailFor('Cancelled'), staffEntry('cancel'));
      const entries = await subject.audit.list({ entity: 'viewing', entityId: reference, limit: 10 });
      expect(entries.map((e) => e.summary).sort()).toEqual(
        [`book ${reference} ${from.start}`, `cancel ${reference} ${to.start}`, `move ${reference} ${to.start}`].sort(),
      );
      expect(entries.find((e) => e.action === 'cancel')?.after).toEqual({ status: 'cancelled', start: to.start });
    });

    it('changes nothing and queues no e-mail when the audit entry cannot be written', async () => {
      await drain(subject.outbox);
      const [from, to] = [freshSlot(subject.time), freshSlot(subject.time)];
      const refused = aViewing(subject.placeId, from);
      await expect(repository.book(refused, 1, mailFor('Booked'), failingEntry)).rejects.toThrow(/audit/);
      expect(await repository.findByIdempotencyKey(refused.idempotencyKey)).toBeNull();
      expect(await repository.bookedCounts(subject.placeId, from.start, from.start)).toEqual(new Map());

      const booked = await repository.book(aViewing(subject.placeId, from), 1, mailFor('Booked'));
      const reference = (booked as { viewing: StoredViewing }).viewing.reference;
      await expect(
        repository.move(reference, { kind: 'video-call', ...to }, 1, mailFor('Moved'), failingEntry),
      ).rejects.toThrow(/audit/);
      expect((await repository.find(reference))?.viewing).toMatchObject({ start: from.start, kind: 'in-person' });
      expect(await repository.bookedCounts(subject.placeId, from.start, to.start)).toEqual(new Map([[from.start, 1]]));

      await expect(repository.cancel(reference, mailFor('Cancelled'), failingEntry)).rejects.toThrow(/audit/);
      expect((await repository.find(reference))?.viewing.status).toBe('booked');
      expect(await repository.bookedCounts(subject.placeId, from.start, from.start)).toEqual(
        new Map([[from.start, 1]]),
      );
      expect(await drain(subject.outbox)).toEqual([`Booked ${reference}`]);
      expect(await subject.audit.list({ entity: 'viewing', entityId: reference, limit: 10 })).toEqual([]);
    });

    it('queues each reminder once when its time comes, none for a viewing booked inside the window, again after a move', async () => {
      await drain(subject.outbox);
      const within = 24 * hour;
      const early = freshSlot(subject.time, 10);
      const booked = await repository.book(aViewing(subject.placeId, early), 2, mailFor('Booked'));
      const viewing = (booked as { viewing: StoredViewing }).viewing;
      const remind = ({ viewing: v, place }: { viewing: StoredViewing; place: ViewingPlace }) => [
        { to: v.email, subject: `Reminder ${v.reference} at ${place.name}`, text: 'See you tomorrow' },
      ];
      const startMs = Date.parse(early.start);
      expect(await repository.queueReminders(startMs - within - 60_000, within, remind)).toBe(0);
      subject.time.advance(startMs - within + 60_000 - subject.time.now());
      expect(await repository.queueReminders(subject.time.now(), within, remind)).toBe(1);
      expect(await repository.queueReminders(subject.time.now(), within, remind)).toBe(0);

      // Booked an hour before it starts: the confirmation is the reminder.
      const soon = {
        start: new Date(startMs + hour).toISOString(),
        end: new Date(startMs + 90 * 60_000).toISOString(),
      };
      await repository.book(aViewing(subject.placeId, soon), 2, mailFor('Booked'));
      expect(await repository.queueReminders(subject.time.now(), within, remind)).toBe(0);

      // Moved to next week, then the day before that comes round: reminded again.
      const later = {
        start: new Date(startMs + 7 * day).toISOString(),
        end: new Date(startMs + 7 * day + 30 * 60_000).toISOString(),
      };
      await repository.move(viewing.reference, { kind: 'in-person', ...later }, 2, mailFor('Moved'));
      subject.time.advance(7 * day);
      expect(await repository.queueReminders(subject.time.now(), within, remind)).toBe(1);
      const subjects = await drain(subject.outbox);
      expect(subjects.filter((s) => s === `Reminder ${viewing.reference} at Test House`)).toHaveLength(2);
    });
  });
}

/** A contract case apart: references that collide are drawn again. */
export function viewingReferenceContract(name: string, make: MakeViewingRepository) {
  describe(`ViewingRepository references: ${name}`, () => {
    it('draws a new reference when one is taken', async () => {
      const draws = ['VW-AAAAAA', 'VW-AAAAAA', 'VW-BBBBBB'];
      const subject = await make({ newReference: () => draws.shift() ?? 'VW-CCCCCC' });
      try {
        const a = await subject.repository.book(aViewing(subject.placeId, freshSlot(subject.time)), 2, () => []);
        const b = await subject.repository.book(aViewing(subject.placeId, freshSlot(subject.time)), 2, () => []);
        expect([a, b].map((r) => (r.outcome === 'full' ? null : r.viewing.reference))).toEqual([
          'VW-AAAAAA',
          'VW-BBBBBB',
        ]);
        // The draw that collided took no place: the slot of capacity 2 holds the two bookings and
        // takes no third (a place counted for the collision would leave room for none).
        const slot = freshSlot(subject.time);
        const c = await subject.repository.book(aViewing(subject.placeId, slot), 2, () => []);
        draws.push('VW-AAAAAA', 'VW-DDDDDD');
        const d = await subject.repository.book(aViewing(subject.placeId, slot), 2, () => []);
        expect([c.outcome, d.outcome]).toEqual(['booked', 'booked']);
        expect(d.outcome === 'full' ? null : d.viewing.reference).toBe('VW-DDDDDD');
        expect(await subject.repository.bookedCounts(subject.placeId, slot.start, slot.start)).toEqual(
          new Map([[slot.start, 2]]),
        );
        expect((await subject.repository.book(aViewing(subject.placeId, slot), 2, () => [])).outcome).toBe('full');
      } finally {
        await subject.close?.();
      }
    });
  });
}
