import type {
  BookingDetails,
  NewViewing,
  Slot,
  StoredViewing,
  ViewingDay,
  ViewingKind,
} from '../domain/viewings/viewing';
import { type Token, token } from './token';

/** The property a viewing is at, as the booking pages show it. */
export interface ViewingProperty {
  readonly slug: string;
  readonly name: string;
  readonly citySlug: string;
  readonly cityName: string;
  readonly addressLine1: string;
  readonly postcode: string;
}

/** GET /api/viewings/availability/:propertySlug — the free slots from now to the horizon. */
export interface ViewingAvailability {
  readonly property: ViewingProperty;
  readonly kinds: readonly ViewingKind[];
  readonly slotMinutes: number;
  readonly maxPartySize: number;
  /** Every London day in the booking window, closed and full ones included. */
  readonly days: readonly ViewingDay[];
}

/** A booking as its owner sees it (GET /api/viewings/:reference with the manage token). */
export interface ViewingDetail
  extends BookingDetails,
    Pick<StoredViewing, 'reference' | 'status' | 'kind' | 'start' | 'end'> {
  /** The start in London: `date` YYYY-MM-DD, `time` HH:mm. */
  readonly date: string;
  readonly time: string;
  readonly property: ViewingProperty;
}

/** The booking form as sent (the body of POST /api/viewings; see viewing-booking.schema.ts). */
export interface ViewingBookingRequest extends BookingDetails, Pick<NewViewing, 'kind' | 'start'> {
  readonly propertySlug: string;
  readonly agreedToTerms: boolean;
  /** A fresh id per booking attempt: sending it again books once. */
  readonly idempotencyKey: string;
  /** The honeypot. */
  readonly website?: string;
}

export type ViewingRefusal =
  /** 400: one message per field the visitor can fix. */
  | {
      readonly ok: false;
      readonly reason: 'invalid';
      readonly message: string;
      readonly fields: Readonly<Record<string, string>>;
    }
  /** 409: the slot filled (or is no longer bookable) meanwhile; the nearest free ones instead. */
  | {
      readonly ok: false;
      readonly reason: 'unavailable';
      readonly message: string;
      readonly alternatives: readonly Slot[];
    }
  /** 404: no such property, or no such booking for this token (the two look the same). */
  | { readonly ok: false; readonly reason: 'not_found'; readonly message: string }
  /** 429, 5xx or no answer: try again; nothing the visitor typed is lost. */
  | { readonly ok: false; readonly reason: 'try_again'; readonly message: string };

export type BookingResult =
  | {
      readonly ok: true;
      readonly viewing: ViewingDetail;
      /** The secret manage link, like /viewing-detail?ref=VW-7K3P9Q&token=… (path and query). */
      readonly manageUrl: string;
    }
  | ViewingRefusal;

export type ManageResult = { readonly ok: true; readonly viewing: ViewingDetail } | ViewingRefusal;

/**
 * The browser's way to the viewings API. Never rejects: failures are refusals with a message to
 * show. The manage calls carry the token from the manage link (sent as a Bearer credential).
 */
export interface ViewingClient {
  availability(
    propertySlug: string,
  ): Promise<{ readonly ok: true; readonly availability: ViewingAvailability } | ViewingRefusal>;
  book(request: ViewingBookingRequest): Promise<BookingResult>;
  find(reference: string, token: string): Promise<ManageResult>;
  cancel(reference: string, token: string): Promise<ManageResult>;
  move(
    reference: string,
    token: string,
    to: { readonly kind: ViewingKind; readonly start: string },
  ): Promise<ManageResult>;
}

export const VIEWING_CLIENT: Token<ViewingClient> = token<ViewingClient>('ViewingClient');
