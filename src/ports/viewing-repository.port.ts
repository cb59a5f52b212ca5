import type { OutgoingMail } from '../domain/mail/mail';
import type { AuditEntry } from '../domain/staff/audit-entry';
import type { BookedCounts } from '../domain/viewings/slots';
import type { NewViewing, StoredViewing, ViewingRules, ViewingTime } from '../domain/viewings/viewing';
import type { ViewingProperty } from '../domain/viewings/viewing-outcomes';
import { type Token, token } from './token';

/** A property that offers viewings, as the booking rules and e-mails need it. */
export interface ViewingPlace extends ViewingProperty {
  readonly id: string;
  readonly rules: ViewingRules;
}

/** A viewing with the property it is at. */
export interface PlacedViewing {
  readonly viewing: StoredViewing;
  readonly place: ViewingPlace;
}

/** The e-mails a change sends, composed from the viewing as stored (its reference and id included). */
export type ComposeMail = (viewing: StoredViewing) => readonly OutgoingMail[];

/**
 * A staff member's audit entry for a change, composed from the viewing as stored and written with
 * the change (one transaction): a change without its entry, or an entry without its change, never
 * exists. If it throws, or the entry cannot be written, nothing changes and nothing is sent.
 */
export type ComposeAudit = (viewing: StoredViewing) => AuditEntry;

export type BookingOutcome =
  | { readonly outcome: 'booked'; readonly viewing: StoredViewing }
  /** This idempotency key booked before: the first booking, unchanged, and no new e-mail. */
  | { readonly outcome: 'repeat'; readonly viewing: StoredViewing }
  /** The slot had no place left when the database looked. */
  | { readonly outcome: 'full' };

export type MoveOutcome =
  | { readonly outcome: 'moved'; readonly viewing: StoredViewing }
  | { readonly outcome: 'full' }
  /** Cancelled (or gone) meanwhile: nothing to move. */
  | { readonly outcome: 'not_booked' };

/**
 * Viewings and their rules. Capacity is the database's to enforce: `book` and `move` take a place
 * in a slot only while fewer than `capacity` parties hold it, atomically, and every change stores
 * its e-mails in the outbox in the same transaction, so a committed change always sends them and
 * a refused one never does. Times are the injected clock's.
 */
export interface ViewingRepository {
  /** The property with this slug and its viewing rules; null when unknown or it offers no viewings. */
  findPlace(propertySlug: string): Promise<ViewingPlace | null>;
  /** Parties booked per slot start (ISO instant) for slots starting from `from` to `to`, both included. */
  bookedCounts(propertyId: string, from: string, to: string): Promise<BookedCounts>;
  /** The booking an idempotency key made, if any. */
  findByIdempotencyKey(key: string): Promise<StoredViewing | null>;
  book(viewing: NewViewing, capacity: number, compose: ComposeMail, audit?: ComposeAudit): Promise<BookingOutcome>;
  find(reference: string): Promise<PlacedViewing | null>;
  /** Cancels a booked viewing and frees its place; null when it was not booked (already cancelled or unknown). */
  cancel(reference: string, compose: ComposeMail, audit?: ComposeAudit): Promise<StoredViewing | null>;
  move(
    reference: string,
    to: ViewingTime,
    capacity: number,
    compose: ComposeMail,
    audit?: ComposeAudit,
  ): Promise<MoveOutcome>;
  /**
   * Queues the reminder of every booked viewing starting within `withinMs` after `now` whose
   * reminder is not queued yet, marking each so it is queued once (restarts included). A viewing
   * booked or moved after its reminder time has come gets none: its confirmation was the reminder.
   * Returns how many were queued.
   */
  queueReminders(
    now: number,
    withinMs: number,
    compose: (placed: PlacedViewing) => readonly OutgoingMail[],
  ): Promise<number>;
}

export const VIEWING_REPOSITORY: Token<ViewingRepository> = token<ViewingRepository>('ViewingRepository');

/** The secret in a manage link: derived from the viewing's id with a server key, never stored. */
export interface ManageTokens {
  tokenFor(viewingId: string): string;
  /** Constant-time check of a token someone presented. */
  matches(viewingId: string, token: string): boolean;
}

export const MANAGE_TOKENS: Token<ManageTokens> = token<ManageTokens>('ManageTokens');
