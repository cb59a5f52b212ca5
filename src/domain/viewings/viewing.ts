import type { Weekday as IsoWeekday } from '../shared/london-time';
/**
 * Viewings: a visitor books a tour of a property (15–30 minutes, in person or by video call) in a
 * slot the operator opened, and can move or cancel it afterwards with a secret link.
 *
 * Times: a slot is stored and sent as an ISO 8601 instant in UTC (`2026-03-30T08:00:00.000Z`);
 * what people read is its date and time in Europe/London, where the properties are.
 */

export const viewingKinds = ['in-person', 'video-call'] as const;
export type ViewingKind = (typeof viewingKinds)[number];

/** ISO weekday: 1 Monday … 7 Sunday. */
export type Weekday = IsoWeekday;

/** One opening on a weekday, local London wall-clock times `HH:mm`; `close` is exclusive. */
export interface OpeningPeriod {
  readonly open: string;
  readonly close: string;
}

/** Opening periods per ISO weekday; a weekday that is absent or empty is closed. */
export type OpeningHours = Readonly<Partial<Record<Weekday, readonly OpeningPeriod[]>>>;

/** A property's viewing rules, kept in the database and edited by the operator. */
export interface ViewingRules {
  readonly propertyId: string;
  readonly openingHours: OpeningHours;
  /** Length of one slot in minutes (default 30). */
  readonly slotMinutes: number;
  /** Parties (bookings) one slot takes (default 2). */
  readonly capacity: number;
  readonly kinds: readonly ViewingKind[];
  /** London dates (YYYY-MM-DD) with no viewings at all, or ranges of them (YYYY-MM-DD/YYYY-MM-DD, both included). */
  readonly closedDates: readonly string[];
  /** A slot must start at least this many minutes from now (default 120). */
  readonly noticeMinutes: number;
  /** Slots are offered up to this many days ahead (default 60). */
  readonly horizonDays: number;
  /** Who at the property is told about bookings, moves and cancellations. */
  readonly staffEmail: string;
}

/** The largest party one booking may bring. */
export const maxPartySize = 6;

/** A bookable time: its UTC instants and how it reads in London. */
export interface Slot {
  /** ISO 8601 instant, UTC. */
  readonly start: string;
  readonly end: string;
  /** London date YYYY-MM-DD and time HH:mm of the start. */
  readonly date: string;
  readonly time: string;
  /** Parties that can still book it. */
  readonly remaining: number;
}

/** One London day in the booking window, with its free slots. */
export interface ViewingDay {
  readonly date: string;
  readonly weekday: Weekday;
  /** open: has free slots; full: had slots, all taken or too soon; closed: none on this day. */
  readonly status: 'open' | 'full' | 'closed';
  /** Free slots only, earliest first. */
  readonly slots: readonly Slot[];
}

/** booked until cancelled; once its time has come, staff mark it attended or no_show. */
export const viewingStatuses = ['booked', 'cancelled', 'attended', 'no_show'] as const;
export type ViewingStatus = (typeof viewingStatuses)[number];

/**
 * Who is coming and what they told us: the details a visitor gives when booking a viewing. The one
 * description of them: the booking form (booking-flow.ts), the request and the answer
 * (viewing-client.port.ts), the wire schemas and the database row are all derived from it.
 */
export interface BookingDetails {
  readonly name: string;
  readonly email: string;
  /** Like +44. */
  readonly countryCode: string;
  readonly phone: string;
  readonly partySize: number;
  readonly message: string;
}

/** The details' keys in the order the form asks them (every key, and only those: the compiler checks). */
const detailKeyOrder = {
  name: 0,
  email: 1,
  countryCode: 2,
  phone: 3,
  partySize: 4,
  message: 5,
} as const satisfies Record<keyof BookingDetails, number>;
export const bookingDetailKeys = Object.keys(detailKeyOrder) as readonly (keyof BookingDetails)[];

/** The booking details of anything that carries them (a request, a stored viewing, a row), and nothing else. */
export function bookingDetailsOf(from: BookingDetails): BookingDetails {
  return Object.fromEntries(bookingDetailKeys.map((key) => [key, from[key]])) as unknown as BookingDetails;
}

/** When a viewing is and how: in person or by video, its slot's UTC instants. */
export interface ViewingTime {
  readonly kind: ViewingKind;
  readonly start: string;
  readonly end: string;
}

/** A booking as the visitor asked for it, validated. */
export interface NewViewing extends ViewingTime, BookingDetails {
  readonly propertyId: string;
  /** Chosen by the visitor's browser for one submission: a repeated submit books once. */
  readonly idempotencyKey: string;
}

export interface StoredViewing extends NewViewing {
  readonly id: string;
  /** What the visitor is told and quotes, like VW-7K3P9Q. */
  readonly reference: string;
  readonly status: ViewingStatus;
  /** ISO 8601, UTC. */
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** VW- and six characters of the reference alphabet (no 0/O or 1/I/L). */
export function isViewingReference(value: string): boolean {
  return /^VW-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/.test(value);
}
