import { referenceAlphabet } from '../../domain/enquiries/enquiry';
import type { Slot, ViewingDay, ViewingKind } from '../../domain/viewings/viewing';
import type {
  AvailabilityResult,
  BookingResult,
  ManageResult,
  ViewingAvailability,
  ViewingBookingRequest,
  ViewingDetail,
  ViewingRefusal,
} from '../../domain/viewings/viewing-outcomes';
import type { ViewingClient } from '../../ports/viewing-client.port';
import { fieldErrors } from '../forms/field-errors';
import { viewingBookingSchema, viewingMessages, viewingMoveSchema } from '../forms/viewing-booking.schema';

interface Place {
  /** The window as given: each slot's `remaining` is its capacity before any booking made here. */
  readonly given: ViewingAvailability;
  /** Places taken here (bookings, and slots filled by `fill`), by slot start. */
  readonly taken: Map<string, number>;
}

interface Booking {
  viewing: ViewingDetail;
  readonly token: string;
  readonly propertySlug: string;
}

const notFoundViewing: ViewingRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'We could not find that viewing. Check the link in your confirmation e-mail.',
};

/**
 * A ViewingClient for UI tests and QA that answers as the server would, without a network: it
 * holds each property's window (the availability it is given) and the bookings made through it,
 * checks requests with the server's own schema, takes one place per booking from the slot's
 * count (unavailable, with the three nearest free times and the window as it is now, when none is left), books a repeated idempotency
 * key once, keeps a secret token per booking (a wrong one looks exactly like an unknown
 * reference), and gives the places back on a cancel or a move. References are VW-222222,
 * VW-222223, … in order; tokens `token-1`, `token-2`, …
 *
 * For tests: `fill(slug, start)` plays other visitors taking a slot's last places, `refuse(…)`
 * makes every call a refusal until `accept()`, and `requests` keeps every booking asked for.
 */
export class MemoryViewingClient implements ViewingClient {
  /** Every booking it was asked to make, in order, refused ones included. */
  readonly requests: ViewingBookingRequest[] = [];
  private readonly places = new Map<string, Place>();
  private readonly bookings = new Map<string, Booking>();
  private readonly byKey = new Map<string, BookingResult & { ok: true }>();
  private refusal: ViewingRefusal | null = null;

  constructor(availabilities: readonly ViewingAvailability[]) {
    for (const given of availabilities) this.places.set(given.property.slug, { given, taken: new Map() });
  }

  /** Every call from now on is refused like this (try_again plays a lost connection). */
  refuse(refusal: ViewingRefusal): void {
    this.refusal = refusal;
  }

  /** Calls are answered again. */
  accept(): void {
    this.refusal = null;
  }

  /** Other visitors take every place left in a slot. */
  fill(propertySlug: string, start: string): void {
    const place = this.places.get(propertySlug);
    const slot = place && this.givenSlot(place, start);
    if (place && slot) place.taken.set(start, slot.remaining);
  }

  /** The bookings made, as their owners see them, in order. */
  viewings(): ViewingDetail[] {
    return [...this.bookings.values()].map((b) => b.viewing);
  }

  async availability(propertySlug: string): Promise<AvailabilityResult> {
    if (this.refusal) return this.refusal;
    const place = this.places.get(propertySlug);
    if (!place) {
      return {
        ok: false,
        reason: 'not_found',
        message: 'We could not find that property. It may no longer offer viewings.',
      };
    }
    return { ok: true, availability: this.window(place) };
  }

  async book(request: ViewingBookingRequest): Promise<BookingResult> {
    this.requests.push(request);
    if (this.refusal) return this.refusal;
    const parsed = viewingBookingSchema.safeParse(request);
    if (!parsed.success) {
      return {
        ok: false,
        reason: 'invalid',
        message: 'Please check the highlighted fields.',
        fields: fieldErrors(parsed.error),
      };
    }
    const body = parsed.data;
    const place = this.places.get(body.propertySlug);
    if (!place) return { ok: false, reason: 'not_found', message: 'We could not find that property.' };
    const before = this.byKey.get(body.idempotencyKey);
    if (before) return before;
    const refused = this.slotRefusal(place, body.kind, body.start, 0);
    if (refused) return refused;
    const slot = this.givenSlot(place, body.start) as Slot;
    const n = this.bookings.size;
    const reference = nthReference(n);
    const token = `token-${n + 1}`;
    const { idempotencyKey: _key, agreedToTerms: _terms, website, propertySlug: _slug, ...asked } = body;
    const viewing: ViewingDetail = {
      ...asked,
      reference,
      status: 'booked',
      start: slot.start,
      end: slot.end,
      date: slot.date,
      time: slot.time,
      property: place.given.property,
    };
    const manageUrl = `/viewing-detail?ref=${reference}&token=${token}`;
    // A filled-in honeypot is answered like a person, and nothing is kept.
    if (website?.trim()) return { ok: true, viewing, manageUrl: `/viewing-detail?ref=${reference}` };
    this.take(place, slot.start, 1);
    this.bookings.set(reference, { viewing, token, propertySlug: body.propertySlug });
    const booked = { ok: true as const, viewing, manageUrl };
    this.byKey.set(body.idempotencyKey, booked);
    return booked;
  }

  async find(reference: string, token: string): Promise<ManageResult> {
    if (this.refusal) return this.refusal;
    const booking = this.owned(reference, token);
    return booking ? { ok: true, viewing: booking.viewing } : notFoundViewing;
  }

  async cancel(reference: string, token: string): Promise<ManageResult> {
    if (this.refusal) return this.refusal;
    const booking = this.owned(reference, token);
    if (!booking) return notFoundViewing;
    if (booking.viewing.status === 'booked') {
      const place = this.places.get(booking.propertySlug) as Place;
      this.take(place, booking.viewing.start, -1);
      booking.viewing = { ...booking.viewing, status: 'cancelled' };
    }
    return { ok: true, viewing: booking.viewing };
  }

  async move(
    reference: string,
    token: string,
    to: { readonly kind: ViewingKind; readonly start: string },
  ): Promise<ManageResult> {
    if (this.refusal) return this.refusal;
    const booking = this.owned(reference, token);
    if (!booking) return notFoundViewing;
    const parsed = viewingMoveSchema.safeParse(to);
    if (!parsed.success) {
      return {
        ok: false,
        reason: 'invalid',
        message: 'Please choose a time from those shown.',
        fields: fieldErrors(parsed.error),
      };
    }
    if (booking.viewing.status === 'cancelled') {
      return {
        ok: false,
        reason: 'unavailable',
        message: 'This viewing was cancelled, so it cannot be moved. Please book a new one.',
        alternatives: [],
      };
    }
    const place = this.places.get(booking.propertySlug) as Place;
    const { kind, start } = parsed.data;
    // Staying in its own slot (a change of kind) takes no new place.
    const own = start === booking.viewing.start ? 1 : 0;
    const refused = this.slotRefusal(place, kind, start, own);
    if (refused) return refused;
    const slot = this.givenSlot(place, start) as Slot;
    this.take(place, booking.viewing.start, -1);
    this.take(place, slot.start, 1);
    booking.viewing = { ...booking.viewing, kind, start: slot.start, end: slot.end, date: slot.date, time: slot.time };
    return { ok: true, viewing: booking.viewing };
  }

  private owned(reference: string, token: string): Booking | null {
    const booking = this.bookings.get(reference);
    return booking && booking.token === token ? booking : null;
  }

  private givenSlot(place: Place, start: string): Slot | undefined {
    const at = new Date(start).toISOString();
    return place.given.days.flatMap((d) => d.slots).find((s) => s.start === at);
  }

  private left(place: Place, slot: Slot): number {
    return Math.max(0, slot.remaining - (place.taken.get(slot.start) ?? 0));
  }

  private take(place: Place, start: string, places: number): void {
    place.taken.set(start, Math.max(0, (place.taken.get(start) ?? 0) + places));
  }

  /** Why a slot cannot be taken (own: the places the asker already holds in it), or null. */
  private slotRefusal(place: Place, kind: ViewingKind, start: string, own: number): ViewingRefusal | null {
    if (!place.given.kinds.includes(kind)) {
      const message = 'This property does not offer that kind of viewing.';
      return { ok: false, reason: 'invalid', message, fields: { kind: message } };
    }
    const slot = this.givenSlot(place, start);
    if (!slot) {
      const message = viewingMessages.start;
      return { ok: false, reason: 'invalid', message, fields: { start: message }, availability: this.window(place) };
    }
    if (this.left(place, slot) + own > 0) return null;
    return {
      ok: false,
      reason: 'unavailable',
      message: 'That time has just filled up. Please choose another; the nearest free times are below.',
      alternatives: this.nearestFree(place, slot.start, 3),
      availability: this.window(place),
    };
  }

  /** The window as it is now. */
  private window(place: Place): ViewingAvailability {
    return { ...place.given, days: this.days(place) };
  }

  /** The window's days as they are now: free slots only, a day with none left full. */
  private days(place: Place): ViewingDay[] {
    return place.given.days.map((day) => {
      const slots = day.slots.flatMap((s) => {
        const remaining = this.left(place, s);
        return remaining > 0 ? [{ ...s, remaining }] : [];
      });
      const status = day.status === 'closed' ? 'closed' : slots.length > 0 ? 'open' : 'full';
      return { ...day, status, slots };
    });
  }

  private nearestFree(place: Place, start: string, count: number): Slot[] {
    const at = Date.parse(start);
    return this.days(place)
      .flatMap((d) => d.slots)
      .filter((s) => s.start !== start)
      .sort(
        (a, b) =>
          Math.abs(Date.parse(a.start) - at) - Math.abs(Date.parse(b.start) - at) || a.start.localeCompare(b.start),
      )
      .slice(0, count)
      .sort((a, b) => a.start.localeCompare(b.start));
  }
}

/** The n-th reference in the alphabet's order: VW-222222, VW-222223, … */
function nthReference(n: number): string {
  let code = '';
  let rest = n;
  for (let i = 0; i < 6; i++) {
    code = referenceAlphabet[rest % referenceAlphabet.length] + code;
    rest = Math.floor(rest / referenceAlphabet.length);
  }
  return `VW-${code}`;
}
