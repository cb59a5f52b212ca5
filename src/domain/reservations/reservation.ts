import { londonParts } from '../shared/london-time';
/**
 * A reservation of one room of a tenancy option. It starts as a hold (the room is taken from the
 * option's rooms available for 15 minutes); the visitor then pays the holding deposit online
 * (paid) or chooses to pay the operator directly (awaiting payment). A hold not confirmed in time
 * expires; any reservation may be cancelled. A reservation that ends gives its room back.
 * A payment the provider takes after the hold ended, when no room is left for it (the visitor
 * paid on Stripe's page after their 15 minutes), is owed back (`refund_due`) until the provider
 * has refunded it (`refunded`): neither holds a room.
 */

export type ReservationStatus =
  | 'held'
  | 'awaiting_payment'
  | 'paid'
  | 'expired'
  | 'cancelled'
  | 'refund_due'
  | 'refunded';

export const reservationStatuses: readonly ReservationStatus[] = [
  'held',
  'awaiting_payment',
  'paid',
  'expired',
  'cancelled',
  'refund_due',
  'refunded',
];

/** A reservation's status as staff read it (the console, its export). */
export const RESERVATION_STATUS_LABELS: Readonly<Record<ReservationStatus, string>> = {
  held: 'Held (15 minutes)',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refund_due: 'Paid too late: refund due',
  refunded: 'Paid too late: refunded',
};

/** How a deposit is paid, as staff read it: online (Stripe) or directly to the operator. */
export function paymentLabel(method: string | null): string {
  if (method === null) return '';
  return method === 'stripe' ? 'online' : 'direct';
}

/** How long a hold keeps the room. */
export const holdMs = 15 * 60_000;

/** When a hold taken at `heldAt` ends: 15 minutes later, or after `lengthMs` on a test server. */
export function holdExpiresAt(heldAt: number, lengthMs = holdMs): number {
  return heldAt + lengthMs;
}

/**
 * How many rooms may be held at once (issue 37 item 5): by one visitor (a browser), and from one
 * network address, which a script that drops its cookies cannot get round. Fifty lets a college
 * behind one address reserve on results day; a setting changes both.
 */
export const defaultHoldCaps = { perVisitor: 2, perAddress: 50 } as const;

/** Why a hold was refused at a cap, with when the first of the holds counted against it ends (London time). */
export function tooManyHoldsMessage(by: 'visitor' | 'address', cap: number, freeAt: string): string {
  const at = londonParts(Date.parse(freeAt)).time;
  return by === 'visitor'
    ? `You are already holding ${cap} ${cap === 1 ? 'room' : 'rooms'}, the most one visitor may hold at once. Finish reserving one, or close its page to let it go; otherwise the first is let go at ${at}.`
    : `Too many rooms are being held from this network just now (${cap}). Please try again after ${at}.`;
}

/**
 * What is left of a hold, like 14:05, on a clock that may not be the server's: never more than the
 * hold's own length (a browser clock behind the server's, or a slow answer, would say 15:01), never below 0:00.
 */
export function holdCountdown(heldAt: string, holdExpiresAt: string, now: number): string {
  const ends = Date.parse(holdExpiresAt);
  const ms = Math.min(ends - now, ends - Date.parse(heldAt));
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A hold's length: 15 minutes, or the seconds a test server was started with (RESERVATION_HOLD_SECONDS). */
export function holdLengthMs(testSeconds: number | undefined): number {
  return testSeconds === undefined ? holdMs : testSeconds * 1000;
}

/** Whether going from one status to the other gives the room back to the tenancy option. */
export function releasesRoom(from: ReservationStatus, to: ReservationStatus): boolean {
  const holdsRoom = (s: ReservationStatus) => s === 'held' || s === 'awaiting_payment' || s === 'paid';
  return holdsRoom(from) && !holdsRoom(to);
}

/** RS- and six letters or digits of the reference alphabet. */
export function isReservationReference(value: string): boolean {
  return /^RS-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/.test(value);
}

export type Guarantor = 'uk_guarantor' | 'pay_upfront' | 'international';

export const guarantors: readonly Guarantor[] = ['uk_guarantor', 'pay_upfront', 'international'];

export const guarantorLabels: Readonly<Record<Guarantor, string>> = {
  uk_guarantor: 'A UK guarantor',
  pay_upfront: 'I will pay the rent upfront',
  international: 'International student (guarantor service)',
};

/** What the visitor tells us about themselves. */
export interface ReservationDetails {
  readonly name: string;
  readonly email: string;
  readonly countryCode: string;
  /** E.164, checked by the phone port. */
  readonly phone: string;
  /** YYYY-MM-DD. */
  readonly dateOfBirth: string;
  readonly university: string;
  readonly yearOfStudy: string;
  readonly guarantor: Guarantor;
}

/** A reservation as stored. */
export interface Reservation {
  readonly id: string;
  readonly reference: string;
  readonly tenancyOptionId: string;
  readonly status: ReservationStatus;
  /** ISO instants. */
  readonly heldAt: string;
  readonly holdExpiresAt: string;
  readonly details: ReservationDetails | null;
  /** The terms version accepted, when details were given. */
  readonly termsVersion: string | null;
  /** The price shown and agreed, in pence, fixed when the details were given. */
  readonly totalPence: number | null;
  readonly depositPence: number | null;
  /** How the deposit is paid: 'direct' (to the operator) or 'stripe'. */
  readonly paymentMethod: string | null;
  /** The payment provider's reference (a Checkout Session id). */
  readonly paymentReference: string | null;
  readonly confirmedAt: string | null;
  readonly cancelledAt: string | null;
  readonly refundPence: number | null;
}

/** Days a visitor has to pay the holding deposit directly to the operator, from the London day they reserved. */
export const DIRECT_PAYMENT_DAYS = 7;
