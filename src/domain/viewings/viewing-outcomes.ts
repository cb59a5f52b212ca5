import type { BookingDetails, NewViewing, Slot, StoredViewing, ViewingDay, ViewingKind } from './viewing';

/**
 * What booking and managing a viewing answer, in the domain's words: the same values on the
 * server (the use case) and in the browser (the viewing client port), whatever carries them. The
 * HTTP adapters on both sides map them to and from status codes; nothing here knows of HTTP.
 */

/** The property a viewing is at, as the booking pages show it. */
export interface ViewingProperty {
  readonly slug: string;
  readonly name: string;
  readonly citySlug: string;
  readonly cityName: string;
  readonly addressLine1: string;
  readonly postcode: string;
}

/** A property's booking window as it is now: the free slots from now to the horizon. */
export interface ViewingAvailability {
  readonly property: ViewingProperty;
  readonly kinds: readonly ViewingKind[];
  readonly slotMinutes: number;
  readonly maxPartySize: number;
  /** Every London day in the booking window, closed and full ones included. */
  readonly days: readonly ViewingDay[];
}

/** A booking as its owner sees it. */
export interface ViewingDetail
  extends BookingDetails,
    Pick<StoredViewing, 'reference' | 'status' | 'kind' | 'start' | 'end'> {
  /** The start in London: `date` YYYY-MM-DD, `time` HH:mm. */
  readonly date: string;
  readonly time: string;
  readonly property: ViewingProperty;
}

/** The booking form as the visitor sends it. */
export interface ViewingBookingRequest extends BookingDetails, Pick<NewViewing, 'kind' | 'start'> {
  readonly propertySlug: string;
  readonly agreedToTerms: boolean;
  /** A fresh id per booking attempt: sending it again books once. */
  readonly idempotencyKey: string;
  /** The honeypot. */
  readonly website?: string;
}

/** Why a booking, a look-up, a move or a cancellation did not happen, and what the visitor needs next. */
export type ViewingRefusal =
  /**
   * Something the visitor can fix: one message per field. When the time itself was refused (the
   * operator changed the hours or closed the day), `availability` is the window as it is now.
   */
  | {
      readonly ok: false;
      readonly reason: 'invalid';
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
      readonly availability?: ViewingAvailability;
    }
  /**
   * The slot filled, passed or came inside the notice period meanwhile (or the viewing can no
   * longer be changed): the nearest free times instead, and the window as it is now when there
   * is one to choose from, so nothing needs asking for again.
   */
  | {
      readonly ok: false;
      readonly reason: 'unavailable';
      readonly message: string;
      readonly alternatives: readonly Slot[];
      readonly availability?: ViewingAvailability;
    }
  /** No such property, or no such booking for this token (the two look the same). */
  | { readonly ok: false; readonly reason: 'not_found'; readonly message: string }
  /** Too many attempts, trouble on the way or no answer: try again; nothing the visitor typed is lost. */
  | { readonly ok: false; readonly reason: 'try_again'; readonly message: string };

export type AvailabilityResult = { readonly ok: true; readonly availability: ViewingAvailability } | ViewingRefusal;

export type BookingResult =
  | {
      readonly ok: true;
      readonly viewing: ViewingDetail;
      /** The secret manage link, like /viewing-detail?ref=VW-7K3P9Q&token=… (path and query). */
      readonly manageUrl: string;
    }
  | ViewingRefusal;

export type ManageResult = { readonly ok: true; readonly viewing: ViewingDetail } | ViewingRefusal;
