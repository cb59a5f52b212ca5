import type { OutgoingMail } from '../../domain/mail/mail';
import type { NewViewing, ViewingTime } from '../../domain/viewings/viewing';
import type { Clock } from '../../ports/clock.port';
import type {
  BookingOutcome,
  ComposeAudit,
  ComposeMail,
  MoveOutcome,
  PlacedViewing,
  ViewingPlace,
  ViewingRepository,
} from '../../ports/viewing-repository.port';
import { ReadThroughCache } from './read-through-cache';

/**
 * A ViewingRepository whose places (a residence, its city and its viewing rules) are kept for
 * `ttlMs`, as the catalogue's read cache keeps residences (ADR 061): every booking and every look
 * at the availability asks for its place, and on PGlite that join cost as much as the booking's own
 * statement. Everything else goes to the database every time, the taking of a place above all: a
 * slot's capacity is held by the booking's statement, whatever was kept.
 *
 * A change of the rules, a residence or a city clears it (the catalogue's change notice, ADR 056),
 * on the writing server at once and on the others when the notice arrives.
 */
export class CachingViewingPlaces implements ViewingRepository {
  private readonly places: ReadThroughCache;

  constructor(
    private readonly inner: ViewingRepository,
    clock: Clock,
    ttlMs = 30_000,
    maxEntries = 2_000,
  ) {
    this.places = new ReadThroughCache(clock, ttlMs, maxEntries);
  }

  /** Forgets every place, e.g. after an operator changed the rules or the catalogue. */
  clear(): void {
    this.places.clear();
  }

  findPlace(propertySlug: string): Promise<ViewingPlace | null> {
    return this.places.get(propertySlug, () => this.inner.findPlace(propertySlug));
  }

  bookedCounts(propertyId: string, from: string, to: string) {
    return this.inner.bookedCounts(propertyId, from, to);
  }

  findByIdempotencyKey(key: string) {
    return this.inner.findByIdempotencyKey(key);
  }

  book(viewing: NewViewing, capacity: number, compose: ComposeMail, audit?: ComposeAudit): Promise<BookingOutcome> {
    return this.inner.book(viewing, capacity, compose, audit);
  }

  find(reference: string): Promise<PlacedViewing | null> {
    return this.inner.find(reference);
  }

  cancel(reference: string, compose: ComposeMail, audit?: ComposeAudit) {
    return this.inner.cancel(reference, compose, audit);
  }

  move(
    reference: string,
    to: ViewingTime,
    capacity: number,
    compose: ComposeMail,
    audit?: ComposeAudit,
  ): Promise<MoveOutcome> {
    return this.inner.move(reference, to, capacity, compose, audit);
  }

  queueReminders(now: number, withinMs: number, compose: (placed: PlacedViewing) => readonly OutgoingMail[]) {
    return this.inner.queueReminders(now, withinMs, compose);
  }
}
