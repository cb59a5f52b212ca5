import { randomUUID } from 'node:crypto';
import type { OutgoingMail } from '../../domain/mail/mail';
import type { BookedCounts } from '../../domain/viewings/slots';
import type { NewViewing, StoredViewing, ViewingStatus, ViewingTime } from '../../domain/viewings/viewing';
import type { AuditLog } from '../../ports/audit-log.port';
import type { Clock } from '../../ports/clock.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import type {
  BookingOutcome,
  ComposeAudit,
  ComposeMail,
  MoveOutcome,
  PlacedViewing,
  ViewingPlace,
  ViewingRepository,
} from '../../ports/viewing-repository.port';
import { randomViewingReference } from '../crypto/references';
import { MemoryAuditLog } from './memory-audit-log';

/**
 * Viewings held in memory, for tests and QA: the database adapter's rules (places counted per
 * slot, capacity checked and taken in one synchronous step, one booking per idempotency key,
 * e-mails queued only for changes that happened) with times from the clock it is given.
 */
export class MemoryViewingRepository implements ViewingRepository {
  private readonly viewings: StoredViewing[] = [];
  private readonly reminded = new Set<string>();
  private readonly slots = new Map<string, number>();

  constructor(
    private readonly places: readonly ViewingPlace[],
    private readonly outbox: MailQueue,
    private readonly clock: Clock,
    private readonly newReference: () => string = randomViewingReference,
    /** Where staff members' entries go, with their changes. */
    readonly audit: AuditLog = new MemoryAuditLog(),
  ) {}

  async findPlace(propertySlug: string): Promise<ViewingPlace | null> {
    return this.places.find((p) => p.slug === propertySlug) ?? null;
  }

  async bookedCounts(propertyId: string, from: string, to: string): Promise<BookedCounts> {
    const counts = new Map<string, number>();
    const [low, high] = [Date.parse(from), Date.parse(to)];
    for (const [key, booked] of this.slots) {
      const [id, start] = splitKey(key);
      const at = Date.parse(start);
      if (id === propertyId && booked > 0 && at >= low && at <= high) counts.set(start, booked);
    }
    return counts;
  }

  async findByIdempotencyKey(key: string): Promise<StoredViewing | null> {
    return this.viewings.find((v) => v.idempotencyKey === key.toLowerCase()) ?? null;
  }

  async book(
    viewing: NewViewing,
    capacity: number,
    compose: ComposeMail,
    audit?: ComposeAudit,
  ): Promise<BookingOutcome> {
    const key = viewing.idempotencyKey.toLowerCase();
    const earlier = this.viewings.find((v) => v.idempotencyKey === key);
    if (earlier) return { outcome: 'repeat', viewing: earlier };
    if (!this.takePlace(viewing.propertyId, viewing.start, capacity)) return { outcome: 'full' };
    let reference = this.newReference();
    while (this.viewings.some((v) => v.reference === reference)) reference = this.newReference();
    const now = new Date(this.clock.now()).toISOString();
    const stored: StoredViewing = {
      ...viewing,
      start: new Date(viewing.start).toISOString(),
      end: new Date(viewing.end).toISOString(),
      idempotencyKey: key,
      id: randomUUID(),
      reference,
      status: 'booked',
      createdAt: now,
      updatedAt: now,
    };
    try {
      // The entry first: one that cannot be written leaves the place free and nothing booked.
      if (audit) await this.audit.record(audit(stored));
    } catch (error) {
      this.freePlace(viewing.propertyId, viewing.start);
      throw error;
    }
    this.viewings.push(stored);
    await this.outbox.enqueue(compose(stored));
    return { outcome: 'booked', viewing: stored };
  }

  async find(reference: string): Promise<PlacedViewing | null> {
    const viewing = this.viewings.find((v) => v.reference === reference);
    const place = viewing && this.places.find((p) => p.id === viewing.propertyId);
    return viewing && place ? { viewing, place } : null;
  }

  async cancel(reference: string, compose: ComposeMail, audit?: ComposeAudit): Promise<StoredViewing | null> {
    const index = this.viewings.findIndex((v) => v.reference === reference && v.status === 'booked');
    const current = this.viewings[index];
    if (!current) return null;
    if (audit) await this.audit.record(audit(this.changed(current, { status: 'cancelled' })));
    this.freePlace(current.propertyId, current.start);
    const cancelled = this.replace(index, { status: 'cancelled' });
    await this.outbox.enqueue(compose(cancelled));
    return cancelled;
  }

  async move(
    reference: string,
    to: ViewingTime,
    capacity: number,
    compose: ComposeMail,
    audit?: ComposeAudit,
  ): Promise<MoveOutcome> {
    const index = this.viewings.findIndex((v) => v.reference === reference && v.status === 'booked');
    const current = this.viewings[index];
    if (!current) return { outcome: 'not_booked' };
    const start = new Date(to.start).toISOString();
    const sameSlot = start === current.start;
    const change = { kind: to.kind, start, end: new Date(to.end).toISOString() };
    if (!sameSlot) {
      if (!this.takePlace(current.propertyId, start, capacity)) return { outcome: 'full' };
      try {
        if (audit) await this.audit.record(audit(this.changed(current, change)));
      } catch (error) {
        this.freePlace(current.propertyId, start);
        throw error;
      }
      this.freePlace(current.propertyId, current.start);
      this.reminded.delete(current.id);
    } else if (audit) await this.audit.record(audit(this.changed(current, change)));
    const moved = this.replace(index, change);
    await this.outbox.enqueue(compose(moved));
    return { outcome: 'moved', viewing: moved };
  }

  async queueReminders(
    now: number,
    withinMs: number,
    compose: (placed: PlacedViewing) => readonly OutgoingMail[],
  ): Promise<number> {
    const due = this.viewings.filter((v) => {
      const start = Date.parse(v.start);
      return (
        v.status === 'booked' &&
        !this.reminded.has(v.id) &&
        start > now &&
        start <= now + withinMs &&
        Date.parse(v.updatedAt) < start - withinMs
      );
    });
    const mails: OutgoingMail[] = [];
    for (const viewing of due) {
      this.reminded.add(viewing.id);
      const place = this.places.find((p) => p.id === viewing.propertyId);
      if (place) mails.push(...compose({ viewing, place }));
    }
    if (mails.length > 0) await this.outbox.enqueue(mails);
    return due.length;
  }

  /** Every viewing held, in booking order (the memory desk reads them). */
  all(): readonly StoredViewing[] {
    return this.viewings;
  }

  /** Sets a viewing's status when it is one of `from`; the viewing after, or null (the memory desk marks with it). */
  setStatus(reference: string, from: readonly ViewingStatus[], to: ViewingStatus): StoredViewing | null {
    const index = this.viewings.findIndex((v) => v.reference === reference && from.includes(v.status));
    return index < 0 ? null : this.replace(index, { status: to });
  }

  private takePlace(propertyId: string, start: string, capacity: number): boolean {
    const key = slotKey(propertyId, start);
    const booked = this.slots.get(key) ?? 0;
    if (booked >= capacity) return false;
    this.slots.set(key, booked + 1);
    return true;
  }

  private freePlace(propertyId: string, start: string): void {
    const key = slotKey(propertyId, start);
    this.slots.set(key, Math.max((this.slots.get(key) ?? 0) - 1, 0));
  }

  private replace(index: number, change: Partial<StoredViewing>): StoredViewing {
    const next = this.changed(this.viewings[index] as StoredViewing, change);
    this.viewings[index] = next;
    return next;
  }

  private changed(current: StoredViewing, change: Partial<StoredViewing>): StoredViewing {
    return { ...current, ...change, updatedAt: new Date(this.clock.now()).toISOString() };
  }
}

const slotKey = (propertyId: string, start: string) => `${propertyId}|${new Date(start).toISOString()}`;

function splitKey(key: string): [string, string] {
  const at = key.indexOf('|');
  return [key.slice(0, at), key.slice(at + 1)];
}
