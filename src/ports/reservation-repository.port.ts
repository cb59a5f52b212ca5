import type { BillingFrequency } from '../domain/catalogue/catalogue';
import type { OutgoingMail } from '../domain/mail/mail';
import type { ReservationTerms } from '../domain/reservations/price-summary';
import type { Reservation, ReservationDetails, ReservationStatus } from '../domain/reservations/reservation';
import type { AuditEntry } from '../domain/staff/audit-entry';
import { type Token, token } from './token';

/** A tenancy option as a reservation needs it, with its rooms available read live (sold out: 0). */
export interface ReservableOption {
  readonly tenancyOptionId: string;
  readonly academicYear: string;
  readonly weeks: number;
  readonly startDate: string;
  readonly endDate: string;
  readonly pricePerWeekPence: number;
  /** How the rent is billed: the instalment plans follow it (ADR 082). */
  readonly billingFrequency: BillingFrequency;
  readonly currency: string;
  readonly roomsAvailable: number;
  readonly roomTypeName: string;
  readonly propertyName: string;
  readonly cityName: string;
  /** The room type page's path, like /manchester/ember-court/classic-ensuite. */
  readonly roomPath: string;
}

/** A reservation with the option it reserves. */
export interface PlacedReservation {
  readonly reservation: Reservation;
  readonly option: ReservableOption;
}

export type ComposeReservationMail = (placed: PlacedReservation) => readonly OutgoingMail[];

/** How many alternatives to a sold-out tenancy are read (of which those offered today are shown, up to three). */
export const holdAlternatives = 6;

/**
 * What a hold came to. A hold or a repeat comes with its option (rooms available counted after
 * it), so holding a room needs no read of the option before it.
 */
export type HoldOutcome =
  | {
      readonly outcome: 'held';
      readonly reservation: Reservation;
      readonly option: ReservableOption;
      /** The operator's terms as the hold read them, when it did (one read fewer for its answer, ADR 098). */
      readonly terms?: ReservationTerms;
    }
  /** This idempotency key held before: that hold, as it is now. */
  | { readonly outcome: 'repeat'; readonly reservation: Reservation; readonly option: ReservableOption }
  /** No tenancy option has that id. */
  | { readonly outcome: 'not_found' }
  | {
      readonly outcome: 'sold_out';
      readonly terms?: ReservationTerms;
      /** Up to `holdAlternatives` of `alternativesTo`'s, when the hold read them (ADR 098). */
      readonly alternatives?: readonly ReservableOption[];
    }
  /** The tenancy has started and is not offered on the London day of `now` (`tenancySale`, ADR 083): no room was taken. */
  | { readonly outcome: 'not_offered'; readonly option: ReservableOption }
  /** The visitor or their address holds as many rooms as it may at once; `freeAt` is when the first of those holds ends. */
  | { readonly outcome: 'too_many'; readonly by: 'visitor' | 'address'; readonly freeAt: string };

/**
 * How many live holds one visitor (a browser's key) and one address may have at once (issue 37
 * item 5). Both keys are opaque: the caller stores keyed hashes, never a cookie or an address.
 */
export interface HoldLimits {
  readonly visitor: string;
  readonly address: string;
  readonly perVisitor: number;
  readonly perAddress: number;
}

/** The visitor's details and the price they agreed, fixed on the reservation while it is held. */
export interface AgreedDetails {
  readonly details: ReservationDetails;
  readonly termsVersion: string;
  readonly totalPence: number;
  readonly depositPence: number;
  readonly paymentMethod: string;
}

/** A change of status, made only when the reservation is in one of `from` (and, for a hold, not past its expiry). */
export interface StatusChange {
  readonly from: readonly ReservationStatus[];
  readonly to: ReservationStatus;
  /** Refused when the hold expired before `now` (the job may not have run yet). */
  readonly holdMustBeLive?: boolean;
  readonly refundPence?: number;
  readonly compose?: ComposeReservationMail;
  /** A console change's audit entry, written in the same transaction as the change (only when it happens). */
  readonly audit?: AuditEntry;
}

/** What the console's list asks for (issue 20 item 6). */
export interface StaffReservationFilter {
  readonly status?: ReservationStatus;
  /** A residence's slug. */
  readonly residence?: string;
  /** Held at or after (epoch ms). */
  readonly from?: number;
  /** Held before (epoch ms). */
  readonly to?: number;
  /** Words that must all be found (any case, as plain text: no wildcards) in the reference, name or e-mail address. */
  readonly words?: readonly string[];
}

export interface StaffReservationPage {
  /** Newest hold first, at most the limit asked. */
  readonly rows: readonly PlacedReservation[];
  /** How many match, all together. */
  readonly total: number;
}

/** The operator's terms as saved, with the version an edit names (0: never saved, the domain's defaults). */
export interface TermsRecord {
  readonly terms: ReservationTerms;
  readonly version: number;
  /** ISO instant of the last save; null for the defaults. */
  readonly updatedAt: string | null;
}

export type TermsWrite =
  | { readonly outcome: 'saved'; readonly record: TermsRecord }
  /** Saved by someone else since `version` was read: nothing written. */
  | { readonly outcome: 'stale'; readonly current: TermsRecord };

/** What erasing a person did to their reservations (ADR 076). */
export interface ReservationsErased {
  /** Deleted: no payment was ever started for them. */
  readonly deleted: number;
  /** Kept as a record of a payment, every personal detail taken out. */
  readonly anonymised: number;
  /** Of them all, those that held a room unpaid: cancelled, their rooms free again. */
  readonly released: number;
}

export type LatePaymentOutcome =
  | { readonly outcome: 'paid'; readonly reservation: Reservation }
  /** Paid before: nothing changed (a payment confirmed twice books once). */
  | { readonly outcome: 'already_paid'; readonly reservation: Reservation }
  /** The hold had expired and its room went to someone else: the payment must be refunded. */
  | { readonly outcome: 'too_late'; readonly reservation: Reservation }
  | { readonly outcome: 'unknown' };

/**
 * Reservations and the stock they take. Every change that takes or gives back a room does so in
 * one transaction with the reservation's row, by a conditional update of the option's rooms
 * available (`… set rooms_available = rooms_available - 1 where rooms_available > 0`), so rooms
 * available is exact however many servers and requests run at once; e-mails go to the outbox in
 * the same transaction. Times come from the caller (`now`), from the injected clock.
 */
export interface ReservationRepository {
  findOption(tenancyOptionId: string): Promise<ReservableOption | null>;
  /**
   * Up to `limit` other tenancy options with rooms left to offer instead of this one (a published
   * residence's): the same room type's first, then the residence's other rooms.
   */
  alternativesTo(tenancyOptionId: string, limit: number): Promise<readonly ReservableOption[]>;
  terms(): Promise<ReservationTerms>;
  saveTerms(terms: ReservationTerms, now: number): Promise<void>;
  /**
   * Takes one room for a new hold, if one is left and, with `limits`, the visitor and the address
   * are under their caps of live holds (counted in the same transaction, so concurrent requests
   * cannot pass a cap together). In order: an unknown option is `not_found`; a key that held
   * before is answered with that hold (never refused); a tenancy not offered on the London day of
   * `now` (`tenancySale`) is `not_offered`; then the caps; then the rooms.
   */
  hold(
    tenancyOptionId: string,
    idempotencyKey: string,
    now: number,
    holdForMs?: number,
    limits?: HoldLimits,
  ): Promise<HoldOutcome>;
  find(reference: string): Promise<PlacedReservation | null>;
  findByPaymentReference(paymentReference: string): Promise<PlacedReservation | null>;
  /** Records the details on a live hold; null when it is no longer a live hold. */
  saveDetails(reference: string, agreed: AgreedDetails, now: number): Promise<Reservation | null>;
  setPaymentReference(reference: string, paymentReference: string, now: number): Promise<Reservation | null>;
  /** Applies a change if the reservation is in a state it applies to; the room goes back when it ends. Null otherwise. */
  change(reference: string, change: StatusChange, now: number): Promise<Reservation | null>;
  /**
   * A payment the provider confirmed: a hold or a reservation awaiting payment becomes paid; an
   * expired one takes a room again if one is left (else `too_late`); a paid one stays as it is.
   */
  confirmPayment(reference: string, now: number, compose: ComposeReservationMail): Promise<LatePaymentOutcome>;
  /**
   * Expires up to `limit` holds whose time ran out before `now`, giving their rooms back. Each is
   * claimed by a conditional update, so across servers every hold expires exactly once. Returns those expired.
   * `compose` writes to each visitor who gave their address, in the same transaction (so once).
   */
  expireDue(now: number, limit: number, compose?: ComposeReservationMail): Promise<readonly Reservation[]>;
  /** Holds live at `now` (held, their 15 minutes not over), whether or not expiry has swept the others yet: the operators' metrics. */
  countHeld(now: number): Promise<number>;
  /** A person's reservations (any status but plain holds without details), newest first, by e-mail address, case-insensitively. */
  listByEmail(email: string): Promise<readonly PlacedReservation[]>;
  /**
   * Erases the reservations given with this address (those `listByEmail` finds, any case), in one
   * transaction, each as `erasureStep` says: one holding a room unpaid is cancelled (the room back),
   * one kept as a payment record loses every personal detail, the rest are deleted.
   */
  eraseFor(email: string, now: number): Promise<ReservationsErased>;
  /** The console's list: every reservation matching the filter (holds included), newest first, and how many match. */
  listForStaff(filter: StaffReservationFilter, limit: number): Promise<StaffReservationPage>;
  /** The terms with their version. */
  termsRecord(): Promise<TermsRecord>;
  /** Saves the terms if they are still at `version` (which goes up by one), with `audit`, in one transaction. */
  saveTermsFrom(version: number, terms: ReservationTerms, now: number, audit: AuditEntry): Promise<TermsWrite>;
}

export const RESERVATION_REPOSITORY: Token<ReservationRepository> =
  token<ReservationRepository>('ReservationRepository');
