import { type MailBrand, mailBrand } from '../../domain/mail/mail';
import { londonDate } from '../../domain/shared/london-date';
import { phoneNumberMessage } from '../../domain/shared/phone-number';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import {
  checkSlot,
  nearestFreeSlots,
  type SlotRefusal,
  slotRefusalMessage,
  viewingDays,
  viewingWindow,
} from '../../domain/viewings/slots';
import {
  bookingDetailsOf,
  maxPartySize,
  type NewViewing,
  type Slot,
  type StoredViewing,
  type ViewingKind,
} from '../../domain/viewings/viewing';
import {
  bookedMails,
  cancelledMails,
  movedMails,
  reminderMails,
  type ViewingMailContext,
} from '../../domain/viewings/viewing-emails';
import type {
  BookingResult,
  ManageResult,
  ViewingAvailability,
  ViewingBookingRequest,
  ViewingDetail,
  ViewingRefusal,
} from '../../domain/viewings/viewing-outcomes';
import { viewingClock } from '../../domain/viewings/viewing-time';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import type { PhoneNumbers } from '../../ports/phone-numbers.port';
import type { ManageTokens, PlacedViewing, ViewingPlace, ViewingRepository } from '../../ports/viewing-repository.port';

/** A booking request that passed the form's schema (fields trimmed, terms accepted, no honeypot). */
export type BookingRequest = Omit<ViewingBookingRequest, 'agreedToTerms' | 'website'>;

/** A booking answered, and whether it was made now (false: the same request came before). */
export type BookingAnswer = (BookingResult & { readonly ok: true; readonly created: boolean }) | ViewingRefusal;

export interface ViewingBookingsOptions {
  /** The site's public address, for the links in e-mails. */
  readonly publicUrl: string;
  /** Told after a change committed e-mails to the outbox, so they go now rather than at the next sweep. */
  readonly mailQueued?: () => void;
}

/** How long before a viewing its reminder goes. */
export const reminderLeadMs = 24 * 60 * 60 * 1000;

/** Refusals that time or other visitors caused: the visitor gets the nearest free times instead. */
const takenMeanwhile: ReadonlySet<SlotRefusal> = new Set(['full', 'too_soon', 'past']);

/**
 * The viewing id a token is checked against when no viewing has the reference: no booking has this
 * id, so the check fails, but it takes the time a real one takes.
 */
export const unknownViewingId = '00000000-0000-4000-8000-000000000000';

const notFound: ViewingRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'We could not find that viewing. Check the link in your confirmation e-mail.',
};

/**
 * Booking, reading, moving and cancelling viewings, and queueing their reminders. Every rule is
 * checked again here, whatever the browser showed: the slot exists, is open, is far enough ahead
 * and inside the window; the database then takes the place atomically. A manage link's token that
 * does not match is answered exactly like an unknown reference.
 */
/** A staff member's audit entry for a desk change, from the viewing as it is after the change. */
export type DeskAudit = (viewing: ViewingDetail) => AuditEntry;

export class ViewingBookings {
  constructor(
    private readonly repository: ViewingRepository,
    private readonly tokens: ManageTokens,
    private readonly catalogue: CatalogueReader,
    private readonly clock: Clock,
    private readonly phones: PhoneNumbers,
    private readonly options: ViewingBookingsOptions,
  ) {}

  async availability(propertySlug: string): Promise<ViewingAvailability | null> {
    const place = await this.repository.findPlace(propertySlug);
    return place ? this.window(place) : null;
  }

  /** The place's booking window as it is now. */
  private async window(place: ViewingPlace): Promise<ViewingAvailability> {
    return {
      property: publicPlace(place),
      kinds: place.rules.kinds,
      slotMinutes: place.rules.slotMinutes,
      maxPartySize,
      days: await this.days(place),
    };
  }

  /**
   * `audit`: a staff member's entry for the booking (the desk's), written in the booking's own
   * transaction; the visitor's own bookings have none.
   */
  async book(request: BookingRequest, audit?: DeskAudit): Promise<BookingAnswer> {
    const place = await this.repository.findPlace(request.propertySlug);
    if (!place) {
      return {
        ok: false,
        reason: 'not_found',
        message: 'We could not find that property. It may no longer offer viewings.',
      };
    }
    // A repeat of a request that booked is answered with its booking on every path below, without a
    // look-up first: a slot refused (past, changed) looks for it, and so does the repository when
    // the key is taken or the slot full. A first request costs two queries: the place and the booking.

    // The number is stored as E.164, whatever way it was typed.
    const phone = await this.phones.check({ countryCode: request.countryCode, phone: request.phone });
    if (!phone.valid) {
      return {
        ok: false,
        reason: 'invalid',
        message: 'Please check the highlighted fields.',
        fields: { phone: phoneNumberMessage },
      };
    }
    // Whether the slot has room is the database's to say, as it takes the place (book, below).
    const checked = await this.checked(place, request.kind, request.start, undefined, { counted: false });
    // A copy of this request may have taken the place meanwhile: that is its booking, not a refusal.
    if (!checked.ok) return (await this.repeat(request.idempotencyKey)) ?? checked;
    const newViewing: NewViewing = {
      ...bookingDetailsOf(request),
      countryCode: phone.countryCode,
      phone: phone.e164,
      kind: request.kind,
      idempotencyKey: request.idempotencyKey,
      propertyId: place.id,
      start: checked.slot.start,
      end: checked.slot.end,
    };
    const brand = await this.brand();
    const outcome = await this.repository.book(
      newViewing,
      place.rules.capacity,
      (viewing) => bookedMails(this.mailContext(viewing, place, brand)),
      audit && ((viewing) => audit(detail(viewing, place))),
    );
    if (outcome.outcome === 'full') return this.unavailable(place, checked.slot.start, 'full');
    if (outcome.outcome === 'booked') this.options.mailQueued?.();
    return { ...this.booked(outcome.viewing, place), created: outcome.outcome === 'booked' };
  }

  /**
   * What a bot that filled the honeypot is told: the answer a booking would get, complete, with a
   * reference and link that belong to nothing. Nothing is stored and nothing is sent.
   */
  async decoy(request: BookingRequest, reference: string): Promise<BookingAnswer> {
    const place = await this.repository.findPlace(request.propertySlug);
    if (!place)
      return {
        ok: false,
        reason: 'not_found',
        message: 'We could not find that property. It may no longer offer viewings.',
      };
    const now = new Date(this.clock.now()).toISOString();
    const start = Number.isNaN(Date.parse(request.start)) ? now : new Date(request.start).toISOString();
    const viewing: StoredViewing = {
      ...bookingDetailsOf(request),
      kind: request.kind,
      idempotencyKey: request.idempotencyKey,
      id: reference,
      reference,
      propertyId: place.id,
      start,
      end: new Date(Date.parse(start) + place.rules.slotMinutes * 60_000).toISOString(),
      status: 'booked',
      createdAt: now,
      updatedAt: now,
    };
    return { ...this.booked(viewing, place), created: true };
  }

  async find(reference: string, token: string): Promise<ManageResult> {
    const placed = await this.owned(reference, token);
    return placed ? { ok: true, viewing: detail(placed.viewing, placed.place) } : notFound;
  }

  async cancel(reference: string, token: string): Promise<ManageResult> {
    const placed = await this.owned(reference, token);
    return placed ? this.cancelPlaced(placed) : notFound;
  }

  /**
   * The desk's cancellation on a caller's behalf (staff are signed in; no manage link): the same
   * rules, e-mails and database step as the visitor's own.
   */
  async cancelForVisitor(reference: string, audit?: DeskAudit): Promise<ManageResult> {
    const placed = await this.repository.find(reference);
    return placed ? this.cancelPlaced(placed, audit) : notFound;
  }

  private async cancelPlaced({ viewing, place }: PlacedViewing, audit?: DeskAudit): Promise<ManageResult> {
    if (viewing.status === 'cancelled') return { ok: true, viewing: detail(viewing, place) };
    if (Date.parse(viewing.start) <= this.clock.now()) return this.alreadyHappened();
    const brand = await this.brand();
    const cancelled = await this.repository.cancel(
      viewing.reference,
      (v) => cancelledMails(this.mailContext(v, place, brand)),
      audit && ((v) => audit(detail(v, place))),
    );
    if (cancelled) this.options.mailQueued?.();
    // Null: cancelled meanwhile by another request; read it back as it is now.
    const now = cancelled ?? (await this.repository.find(viewing.reference))?.viewing ?? viewing;
    return { ok: true, viewing: detail(now, place) };
  }

  async move(
    reference: string,
    token: string,
    to: { readonly kind: ViewingKind; readonly start: string },
  ): Promise<ManageResult> {
    const placed = await this.owned(reference, token);
    return placed ? this.movePlaced(placed, to) : notFound;
  }

  /** The desk's move on a caller's behalf: the same rules, capacity step and e-mails as the visitor's own. */
  async moveForVisitor(
    reference: string,
    to: { readonly kind: ViewingKind; readonly start: string },
    audit?: DeskAudit,
  ): Promise<ManageResult> {
    const placed = await this.repository.find(reference);
    return placed ? this.movePlaced(placed, to, audit) : notFound;
  }

  private async movePlaced(
    { viewing, place }: PlacedViewing,
    to: { readonly kind: ViewingKind; readonly start: string },
    audit?: DeskAudit,
  ): Promise<ManageResult> {
    if (viewing.status !== 'booked') return this.cancelledMeanwhile();
    if (Date.parse(viewing.start) <= this.clock.now()) return this.alreadyHappened();
    const checked = await this.checked(place, to.kind, to.start, viewing.start);
    if (!checked.ok) return checked;
    const { start, end } = checked.slot;
    const brand = await this.brand();
    const outcome = await this.repository.move(
      viewing.reference,
      { kind: to.kind, start, end },
      place.rules.capacity,
      (v) => movedMails(this.mailContext(v, place, brand)),
      audit && ((v) => audit(detail(v, place))),
    );
    if (outcome.outcome === 'full') return this.unavailable(place, start, 'full');
    if (outcome.outcome === 'not_booked') return this.cancelledMeanwhile();
    this.options.mailQueued?.();
    return { ok: true, viewing: detail(outcome.viewing, place) };
  }

  /** Queues the reminders now due (the scheduled job calls this); returns how many. */
  async queueReminders(): Promise<number> {
    const brand = await this.brand();
    const queued = await this.repository.queueReminders(this.clock.now(), reminderLeadMs, ({ viewing, place }) =>
      reminderMails(this.mailContext(viewing, place, brand)),
    );
    if (queued > 0) this.options.mailQueued?.();
    return queued;
  }

  /** The manage link's path and query. */
  managePath(viewing: StoredViewing): string {
    const query = new URLSearchParams({ ref: viewing.reference, token: this.tokens.tokenFor(viewing.id) });
    return `/viewing-detail?${query}`;
  }

  /** The booking this idempotency key made before, answered as it was (at its own property). */
  private async repeat(key: string): Promise<BookingAnswer | null> {
    const earlier = await this.repository.findByIdempotencyKey(key);
    const placed = earlier && (await this.repository.find(earlier.reference));
    return placed ? { ...this.booked(placed.viewing, placed.place), created: false } : null;
  }

  private booked(viewing: StoredViewing, place: ViewingPlace) {
    return { ok: true as const, viewing: detail(viewing, place), manageUrl: this.managePath(viewing) };
  }

  private async owned(reference: string, token: string): Promise<PlacedViewing | null> {
    const placed = await this.repository.find(reference);
    // An unknown reference and a wrong token get the same answer (the caller's 404), after the same
    // work: the token is checked for an unknown reference too, so the time taken does not tell an
    // attacker which references are real.
    const matches = this.tokens.matches(placed?.viewing.id ?? unknownViewingId, token);
    return placed && matches ? placed : null;
  }

  /**
   * The slot a visitor asked for, as the rules and today's bookings allow it, or why not. `heldAt`
   * is the start of the slot the asker already holds (a move): staying in it takes no new place.
   */
  private async checked(
    place: ViewingPlace,
    kind: ViewingKind,
    start: string,
    heldAt?: string,
    { counted = true }: { readonly counted?: boolean } = {},
  ): Promise<{ readonly ok: true; readonly slot: Slot } | ViewingRefusal> {
    const at = Date.parse(start);
    const instant = Number.isNaN(at) ? start : new Date(at).toISOString();
    // Uncounted, the slot is checked as a time alone; the repository refuses it when it is full.
    const counts = counted ? await this.repository.bookedCounts(place.id, instant, instant) : new Map();
    const own = instant === heldAt ? 1 : 0;
    const check = checkSlot(
      place.rules,
      { kind, start: instant },
      Math.max(0, (counts.get(instant) ?? 0) - own),
      this.clock.now(),
    );
    if (check.ok) return check;
    if (takenMeanwhile.has(check.reason)) return this.unavailable(place, instant, check.reason);
    const message = slotRefusalMessage(check.reason);
    if (check.reason === 'kind_not_offered')
      return { ok: false, reason: 'invalid', message, fields: { kind: message } };
    // The time itself was refused (the hours changed, the day closed): the window as it is now comes with it.
    return {
      ok: false,
      reason: 'invalid',
      message,
      fields: { start: message },
      availability: await this.window(place),
    };
  }

  private async unavailable(place: ViewingPlace, start: string, reason: SlotRefusal): Promise<ViewingRefusal> {
    const availability = await this.window(place);
    const alternatives: readonly Slot[] = nearestFreeSlots(availability.days, start, 3);
    return { ok: false, reason: 'unavailable', message: slotRefusalMessage(reason), alternatives, availability };
  }

  private cancelledMeanwhile(): ViewingRefusal {
    return {
      ok: false,
      reason: 'unavailable',
      message: 'This viewing was cancelled, so it cannot be moved. Please book a new one.',
      alternatives: [],
    };
  }

  private alreadyHappened(): ViewingRefusal {
    return {
      ok: false,
      reason: 'unavailable',
      message: 'This viewing has already started or taken place, so it can no longer be changed.',
      alternatives: [],
    };
  }

  private async days(place: ViewingPlace) {
    const now = this.clock.now();
    const span = viewingWindow(place.rules, now);
    const booked = await this.repository.bookedCounts(place.id, span.from, span.to);
    return viewingDays(place.rules, booked, now);
  }

  private async brand(): Promise<MailBrand> {
    const settings = await this.catalogue.getSiteSettings();
    return mailBrand(settings, this.options.publicUrl);
  }

  private mailContext(viewing: StoredViewing, place: ViewingPlace, brand: MailBrand): ViewingMailContext {
    return {
      viewing,
      place: { ...place, staffEmail: place.rules.staffEmail },
      brand,
      manageUrl: `${this.options.publicUrl}${this.managePath(viewing)}`,
    };
  }
}

function publicPlace(place: ViewingPlace) {
  const { slug, name, citySlug, cityName, addressLine1, postcode } = place;
  return { slug, name, citySlug, cityName, addressLine1, postcode };
}

/** A viewing as its owner sees it: no ids, no idempotency key. */
export function detail(viewing: StoredViewing, place: ViewingPlace): ViewingDetail {
  return {
    reference: viewing.reference,
    status: viewing.status,
    kind: viewing.kind,
    start: viewing.start,
    end: viewing.end,
    date: londonDate(Date.parse(viewing.start)),
    time: viewingClock(viewing.start),
    ...bookingDetailsOf(viewing),
    property: publicPlace(place),
  };
}
