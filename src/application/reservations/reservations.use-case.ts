import { type MailBrand, mailBrand } from '../../domain/mail/mail';
import { cancellationRefund } from '../../domain/reservations/cancellation';
import { paymentMismatch } from '../../domain/reservations/payment-check';
import {
  formatPence,
  type PriceSummary,
  priceOnDay,
  type ReservationTerms,
  reservationPrice,
} from '../../domain/reservations/price-summary';
import {
  defaultHoldCaps,
  type Guarantor,
  type Reservation,
  type ReservationDetails,
  tooManyHoldsMessage,
} from '../../domain/reservations/reservation';
import {
  awaitingPaymentMails,
  cancelledMails,
  directPaymentDeadline,
  directPaymentInstructions,
  holdExpiredMails,
  latePaymentMails,
  paidMails,
  type ReservationAlternative,
  type ReservationMailContext,
} from '../../domain/reservations/reservation-emails';
import type { ReservationView } from '../../domain/reservations/reservation-view';
import { formatLondonDate, londonDate } from '../../domain/shared/london-date';
import { addYearsTo } from '../../domain/shared/london-time';
import { phoneNumberMessage } from '../../domain/shared/phone-number';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { CatalogueReader } from '../../ports/catalogue-reader.port';
import type { Clock } from '../../ports/clock.port';
import type { Payments } from '../../ports/payments.port';
import type { PhoneNumbers } from '../../ports/phone-numbers.port';
import {
  type ComposeReservationMail,
  holdAlternatives,
  type PlacedReservation,
  type ReservableOption,
  type ReservationRepository,
} from '../../ports/reservation-repository.port';
import type { ManageTokens } from '../../ports/viewing-repository.port';
import type { AccountReservation } from '../accounts/my-account.use-case';

/** The details and acceptance a visitor sends to confirm a hold (already through the form's schema). */
export interface ConfirmRequest {
  readonly name: string;
  readonly email: string;
  readonly countryCode: string;
  readonly phone: string;
  readonly dateOfBirth: string;
  readonly university: string;
  readonly yearOfStudy: string;
  readonly guarantor: Guarantor;
  readonly acceptedTermsVersion: string;
  readonly shownTotalPence: number;
}

export type ReservationRefusal = {
  readonly ok: false;
  readonly reason:
    | 'invalid'
    | 'sold_out'
    | 'not_offered'
    | 'expired'
    | 'price_changed'
    | 'terms_changed'
    | 'not_found'
    | 'not_allowed'
    | 'payments_unavailable'
    | 'too_many_holds';
  readonly message: string;
  /** For a room just taken: up to three tenancies that still have rooms. */
  readonly alternatives?: readonly ReservationAlternative[];
  /** For a tenancy no longer offered: its room's page, the way back to the room's other tenancies. */
  readonly room?: ReservationAlternative;
  readonly fields?: Readonly<Record<string, string>>;
  /** The reservation as it is now, for a price or terms that changed. */
  readonly reservation?: ReservationView;
};

export type ReservationAnswer = { readonly ok: true; readonly reservation: ReservationView } | ReservationRefusal;

export type StartAnswer =
  | { readonly ok: true; readonly reservation: ReservationView; readonly token: string; readonly created: boolean }
  | ReservationRefusal;

export type ConfirmAnswer =
  | { readonly ok: true; readonly reservation: ReservationView; readonly redirectUrl: string | null }
  | ReservationRefusal;

export type PaymentEventAnswer = {
  readonly outcome: 'forged' | 'ignored' | 'mismatch' | 'booked' | 'repeat' | 'refunded' | 'refund_pending';
  readonly reference?: string;
  /** Why a payment did not match its reservation (logged by the route). */
  readonly problem?: string;
};

/** How often the job tries a refund the provider refused again (src/server/jobs.ts). */
export const refundRetryMinutes = 1;

/** What the payments' own entries in a reservation's history are signed with. */
export const PAYMENTS_ACTOR = 'payments (automatic)';

function systemEntry(
  at: number,
  action: string,
  reference: string,
  summary: string,
  before: unknown,
  after: unknown,
): AuditEntry {
  return {
    at,
    staffId: null,
    actor: PAYMENTS_ACTOR,
    action,
    entity: 'reservation',
    entityId: reference,
    summary,
    before,
    after,
    ip: null,
  };
}

export interface ReservationsOptions {
  readonly publicUrl: string;
  readonly mailQueued?: () => void;
  /** Told after rooms available changed (a hold, a release): the catalogue caches forget. */
  readonly stockChanged?: () => void;
  /** Holds expired per sweep. */
  readonly expiryBatch?: number;
  /** How long a hold lasts (the domain's 15 minutes unless a test server says otherwise). */
  readonly holdMs?: number;
  /** How many rooms one visitor and one address may hold at once (the domain's defaults unless set). */
  readonly holdCaps?: { readonly perVisitor: number; readonly perAddress: number };
}

/** Who asks for a hold: the browser's own key (a cookie) and the address the request came from. */
export interface HoldRequester {
  readonly visitor: string;
  readonly address: string;
}

const notFound: ReservationRefusal = {
  ok: false,
  reason: 'not_found',
  message: 'We could not find that reservation. Check the link in your e-mail.',
};

const expired: ReservationRefusal = {
  ok: false,
  reason: 'expired',
  message: 'Your 15 minutes to reserve this room ran out and the room was released. Please start again.',
};

const paymentsUnavailable: ReservationRefusal = {
  ok: false,
  reason: 'payments_unavailable',
  message: 'We could not reach our payment provider just now. Your room is still held: please try again in a minute.',
};

/** The id a token is checked against when no reservation has the reference (the same work, no match). */
const unknownId = '00000000-0000-4000-8000-000000000000';

/** Youngest age a tenant may be. */
const minimumAge = 16;

/**
 * Reserving a room (issue 20 item 3): a hold of one room for 15 minutes, the visitor's details and
 * acceptance of the terms against the price in full (computed here from the catalogue and the
 * operator's terms, never from the browser), then the holding deposit through the Payments port.
 * The owner's token (an HMAC of the reservation's id) is needed for everything after the hold.
 */
export class Reservations {
  constructor(
    private readonly repository: ReservationRepository,
    private readonly payments: Payments,
    private readonly tokens: ManageTokens,
    private readonly catalogue: CatalogueReader,
    private readonly clock: Clock,
    private readonly phones: PhoneNumbers,
    private readonly options: ReservationsOptions,
  ) {}

  /** The price in full for an option today (pro rata once it has started); null when unknown or not offered today. */
  async quote(tenancyOptionId: string): Promise<{ option: ReservableOption; price: PriceSummary } | null> {
    const option = await this.repository.findOption(tenancyOptionId);
    const priced = option && priceOnDay(option, await this.repository.terms(), londonDate(this.clock.now()));
    return option && priced ? { option, price: priced.price } : null;
  }

  /**
   * Holds a room. With `requester`, the visitor and their address are each held to their cap of
   * rooms at once; both are stored only as keyed hashes (the manage-link key), never as they are.
   */
  async start(tenancyOptionId: string, idempotencyKey: string, requester?: HoldRequester): Promise<StartAnswer> {
    const caps = this.options.holdCaps ?? defaultHoldCaps;
    const limits = requester && {
      visitor: this.tokens.tokenFor(`hold-visitor:${requester.visitor}`),
      address: this.tokens.tokenFor(`hold-address:${requester.address}`),
      ...caps,
    };
    const outcome = await this.repository.hold(
      tenancyOptionId,
      idempotencyKey,
      this.clock.now(),
      this.options.holdMs,
      limits,
    );
    if (outcome.outcome === 'not_found')
      return { ok: false, reason: 'not_found', message: 'We could not find that tenancy.' };
    if (outcome.outcome === 'not_offered') {
      // The hold's one statement checked the day's sale (ADR 083, ADR 085): only a refusal reads more.
      const alternatives = await this.alternatives(outcome.option.tenancyOptionId);
      return {
        ok: false,
        reason: 'not_offered',
        message: `No longer offered: this tenancy began on ${formatLondonDate(outcome.option.startDate)}.${alternatives.length > 0 ? ' These still have rooms:' : ''}`,
        alternatives,
        room: {
          title: `${outcome.option.roomTypeName}, ${outcome.option.propertyName}`,
          url: `${this.options.publicUrl}${outcome.option.roomPath}`,
        },
      };
    }
    if (outcome.outcome === 'too_many') {
      const cap = outcome.by === 'visitor' ? caps.perVisitor : caps.perAddress;
      return { ok: false, reason: 'too_many_holds', message: tooManyHoldsMessage(outcome.by, cap, outcome.freeAt) };
    }
    if (outcome.outcome === 'sold_out') {
      const alternatives = await this.alternatives(tenancyOptionId, outcome.terms, outcome.alternatives);
      return {
        ok: false,
        reason: 'sold_out',
        message:
          alternatives.length > 0
            ? 'Sorry, the last room of this tenancy has just been reserved. These still have rooms:'
            : 'Sorry, the last room of this tenancy has just been reserved, and this residence has no other rooms left.',
        alternatives,
      };
    }
    if (outcome.outcome === 'held') this.options.stockChanged?.();
    const placed = { reservation: outcome.reservation, option: outcome.option };
    return {
      ok: true,
      reservation: await this.view(placed, outcome.outcome === 'held' ? outcome.terms : undefined),
      token: this.tokens.tokenFor(outcome.reservation.id),
      created: outcome.outcome === 'held',
    };
  }

  async find(reference: string, token: string): Promise<ReservationAnswer> {
    const placed = await this.owned(reference, token);
    return placed ? { ok: true, reservation: await this.view(placed) } : notFound;
  }

  async confirm(reference: string, token: string, request: ConfirmRequest): Promise<ConfirmAnswer> {
    const placed = await this.owned(reference, token);
    if (!placed) return notFound;
    const now = this.clock.now();
    const { reservation, option } = placed;
    if (reservation.status !== 'held') {
      // Confirmed before (a repeat of this request): answer it as it is.
      if (reservation.status === 'expired') return expired;
      return { ok: true, reservation: await this.view(placed), redirectUrl: null };
    }
    if (Date.parse(reservation.holdExpiresAt) <= now) return expired;
    const latestBirthday = addYearsTo(londonDate(now), -minimumAge);
    if (request.dateOfBirth > latestBirthday) {
      const message = `You must be ${minimumAge} or over to reserve a room.`;
      return { ok: false, reason: 'invalid', message, fields: { dateOfBirth: message } };
    }
    const phone = await this.phones.check({ countryCode: request.countryCode, phone: request.phone });
    if (!phone.valid) {
      return {
        ok: false,
        reason: 'invalid',
        message: 'Please check the highlighted fields.',
        fields: { phone: phoneNumberMessage },
      };
    }
    const terms = await this.repository.terms();
    const price = reservationPrice(option, terms, reservation.heldAt);
    if (request.acceptedTermsVersion !== terms.termsVersion) {
      return {
        ok: false,
        reason: 'terms_changed',
        message: 'The tenancy terms have changed since you opened this page. Please read them again.',
        reservation: await this.view(placed),
      };
    }
    if (request.shownTotalPence !== price.totalPence) {
      return {
        ok: false,
        reason: 'price_changed',
        message: 'The price is not the one we hold for this room. Please check the price in full again.',
        reservation: await this.view(placed),
      };
    }
    const details: ReservationDetails = {
      name: request.name,
      email: request.email,
      countryCode: phone.countryCode,
      phone: phone.e164,
      dateOfBirth: request.dateOfBirth,
      university: request.university,
      yearOfStudy: request.yearOfStudy,
      guarantor: request.guarantor,
    };
    const saved = await this.repository.saveDetails(
      reference,
      {
        details,
        termsVersion: terms.termsVersion,
        totalPence: price.totalPence,
        depositPence: price.holdingDepositPence,
        paymentMethod: this.payments.method,
      },
      now,
    );
    if (!saved) return expired;
    const brand = await this.brand();
    let start: Awaited<ReturnType<Payments['start']>>;
    try {
      start = await this.payments.start({
        reservationReference: reference,
        amountPence: price.holdingDepositPence,
        currency: option.currency,
        email: details.email,
        description: `Holding deposit: ${option.roomTypeName}, ${option.propertyName} (${reference})`,
        returnUrl: `${this.options.publicUrl}${this.reservationPath(saved)}`,
        cancelUrl: `${this.options.publicUrl}${option.roomPath}`,
        expiresAt: Date.parse(saved.holdExpiresAt),
        payee: brand,
      });
    } catch {
      // The provider could not be reached (down, timed out): the room stays held to try again.
      return { ...paymentsUnavailable, reservation: await this.view({ reservation: saved, option }) };
    }
    if (start.kind === 'redirect') {
      const withPayment = await this.repository.setPaymentReference(reference, start.paymentReference, now);
      return {
        ok: true,
        reservation: await this.view({ reservation: withPayment ?? saved, option }),
        redirectUrl: start.url,
      };
    }
    const confirmed = await this.repository.change(
      reference,
      {
        from: ['held'],
        to: 'awaiting_payment',
        holdMustBeLive: true,
        compose: this.compose(awaitingPaymentMails, brand),
      },
      now,
    );
    if (!confirmed) return expired;
    this.options.mailQueued?.();
    return { ok: true, reservation: await this.view({ reservation: confirmed, option }), redirectUrl: null };
  }

  /**
   * A payment provider's webhook: unsigned or forged is refused; the payment is then read from the
   * provider by its id (the event's body is not trusted for amounts) and must be paid, for this
   * reservation, in its currency and of its deposit exactly, or nothing changes (`mismatch`, which
   * the route logs and answers 200 so the provider does not send it again for days). A payment
   * confirmed twice books once. One that comes after the hold ended with no room left for it is
   * recorded as owed back (`refund_due`, an entry in its history, the visitor e-mailed why), then
   * refunded; a refund the provider refuses is tried again by the `reservation-refunds` job.
   */
  async paymentEvent(rawBody: Buffer, signature: string): Promise<PaymentEventAnswer> {
    const event = this.payments.verifyEvent(rawBody, signature);
    if (!event) return { outcome: 'forged' };
    if (event.kind === 'ignored') return { outcome: 'ignored' };
    const placed = await this.repository.findByPaymentReference(event.paymentReference);
    if (!placed || placed.reservation.reference !== event.reservationReference) return { outcome: 'ignored' };
    const reference = placed.reservation.reference;
    const payment = await this.payments.payment(event.paymentReference);
    const problem = payment
      ? paymentMismatch(placed.reservation, placed.option.currency, payment)
      : 'the provider knows no such payment';
    if (problem) return { outcome: 'mismatch', reference, problem };
    const brand = await this.brand();
    const now = this.clock.now();
    const outcome = await this.repository.confirmPayment(reference, now, this.compose(paidMails, brand));
    if (outcome.outcome === 'paid') {
      this.options.mailQueued?.();
      if (placed.reservation.status === 'expired') this.options.stockChanged?.();
      return { outcome: 'booked', reference };
    }
    // Cancelled after it was paid: this is that payment again, refunded when it was cancelled.
    if (outcome.outcome !== 'too_late' || outcome.reservation.confirmedAt !== null)
      return { outcome: 'repeat', reference };
    const deposit = placed.reservation.depositPence ?? 0;
    const alternatives = await this.alternatives(placed.option.tenancyOptionId);
    const due = await this.repository.change(
      reference,
      {
        from: ['expired', 'cancelled'],
        to: 'refund_due',
        refundPence: deposit,
        compose: this.compose((context) => latePaymentMails({ ...context, alternatives }), brand),
        audit: systemEntry(
          now,
          'late_payment',
          reference,
          `${reference}: ${formatPence(deposit)} paid after the hold ended, and no room was left: refund due`,
          { status: outcome.reservation.status },
          { status: 'refund_due', refundPence: deposit },
        ),
      },
      now,
    );
    // Another delivery of this event recorded it first.
    if (!due) return { outcome: 'repeat', reference };
    this.options.mailQueued?.();
    return (await this.refundDue(due)) ? { outcome: 'refunded', reference } : { outcome: 'refund_pending', reference };
  }

  /**
   * The `reservation-refunds` job's run: late payments still owed back are refunded again (the
   * provider's idempotency key per reservation and amount makes two tries one refund). Returns how many were refunded.
   */
  async retryRefunds(): Promise<number> {
    const due = await this.repository.listForStaff({ status: 'refund_due' }, this.options.expiryBatch ?? 500);
    let refunded = 0;
    for (const { reservation } of due.rows) if (await this.refundDue(reservation)) refunded++;
    return refunded;
  }

  /** Asks the provider to give a late payment back; records the refund, or the failure (tried again later). */
  private async refundDue(reservation: Reservation): Promise<boolean> {
    const amount = reservation.refundPence ?? reservation.depositPence ?? 0;
    const reference = reservation.reference;
    if (!reservation.paymentReference) return false;
    try {
      await this.payments.refund(reservation.paymentReference, amount, reference);
    } catch (error) {
      const now = this.clock.now();
      const reason = error instanceof Error ? error.message : String(error);
      // The same status, with the failure in its history: the console shows the refund as failed, tried again.
      await this.repository.change(
        reference,
        {
          from: ['refund_due'],
          to: 'refund_due',
          audit: systemEntry(
            now,
            'refund_failed',
            reference,
            `${reference}: the payment provider refused the refund of ${formatPence(amount)} (${reason.slice(0, 200)}); tried again every ${Math.round(refundRetryMinutes)} minute`,
            { status: 'refund_due' },
            { status: 'refund_due' },
          ),
        },
        now,
      );
      return false;
    }
    const now = this.clock.now();
    const done = await this.repository.change(
      reference,
      {
        from: ['refund_due'],
        to: 'refunded',
        audit: systemEntry(
          now,
          'refund',
          reference,
          `${reference}: ${formatPence(amount)} refunded by the payment provider`,
          { status: 'refund_due' },
          { status: 'refunded', refundPence: amount },
        ),
      },
      now,
    );
    return done !== null;
  }

  /**
   * Up to three other tenancies with rooms left: the same room type's other years or lengths first,
   * then the residence's other rooms. `read` and `readOptions`: the terms and the candidates, when
   * the hold read them already (ADR 098).
   */
  private async alternatives(
    tenancyOptionId: string,
    read?: ReservationTerms,
    readOptions?: readonly ReservableOption[],
  ): Promise<readonly ReservationAlternative[]> {
    const [candidates, terms] = await Promise.all([
      readOptions ?? this.repository.alternativesTo(tenancyOptionId, holdAlternatives),
      read ?? this.repository.terms(),
    ]);
    const today = londonDate(this.clock.now());
    // Only what is offered today: a tenancy that has started is offered pro rata, or not at all.
    const others = candidates.filter((o) => priceOnDay(o, terms, today)).slice(0, 3);
    return others.map((o) => ({
      title: `${o.roomTypeName}, ${o.propertyName}: ${o.academicYear}, ${o.weeks} weeks at ${formatPence(o.pricePerWeekPence)} a week`,
      url: `${this.options.publicUrl}${o.roomPath}`,
    }));
  }

  /**
   * Cancels a reservation: a hold is released; a paid one is refunded in full within the
   * cooling-off period, by the operator's terms after it. Cancelling twice changes nothing more.
   */
  async cancel(reference: string, token: string): Promise<ReservationAnswer> {
    const placed = await this.owned(reference, token);
    if (!placed) return notFound;
    const { reservation, option } = placed;
    if (reservation.status === 'cancelled' || reservation.status === 'expired')
      return { ok: true, reservation: await this.view(placed) };
    const now = this.clock.now();
    const terms = await this.repository.terms();
    const refundPence =
      reservation.status === 'paid'
        ? cancellationRefund(
            reservation.depositPence ?? 0,
            Date.parse(reservation.confirmedAt ?? reservation.heldAt),
            now,
            terms.lateCancellationRefundPercent,
          ).refundPence
        : 0;
    const brand = await this.brand();
    const cancelled = await this.repository.change(
      reference,
      {
        from: ['held', 'awaiting_payment', 'paid'],
        to: 'cancelled',
        refundPence,
        ...(reservation.details ? { compose: this.compose(cancelledMails, brand) } : {}),
      },
      now,
    );
    if (!cancelled)
      return { ok: true, reservation: await this.view((await this.repository.find(reference)) ?? placed) };
    this.options.stockChanged?.();
    if (reservation.details) this.options.mailQueued?.();
    if (refundPence > 0 && reservation.paymentReference)
      await this.payments.refund(reservation.paymentReference, refundPence, reference);
    return { ok: true, reservation: await this.view({ reservation: cancelled, option }) };
  }

  /** Releases a hold the visitor left (the tab closed): only a hold, never a confirmed reservation. */
  async release(reference: string, token: string): Promise<boolean> {
    const placed = await this.owned(reference, token);
    if (placed?.reservation.status !== 'held' || placed.reservation.paymentReference) return false;
    const released = await this.repository.change(
      reference,
      { from: ['held'], to: 'cancelled', refundPence: 0 },
      this.clock.now(),
    );
    if (released) this.options.stockChanged?.();
    return released !== null;
  }

  /** The expiry job's run: holds past their 15 minutes give their rooms back, and those who gave their address are told. Returns how many. */
  async expireHolds(): Promise<number> {
    const brand = await this.brand();
    const expiredNow = await this.repository.expireDue(
      this.clock.now(),
      this.options.expiryBatch ?? 500,
      ({ reservation, option }) =>
        holdExpiredMails({
          reservation,
          room: option,
          brand,
          reservationUrl: `${this.options.publicUrl}${this.reservationPath(reservation)}`,
          roomUrl: `${this.options.publicUrl}${option.roomPath}`,
        }),
    );
    if (expiredNow.length > 0) this.options.stockChanged?.();
    if (expiredNow.some((r) => r.details)) this.options.mailQueued?.();
    return expiredNow.length;
  }

  /** Rooms held right now (holds not past their 15 minutes), for the operators' metrics. */
  activeHolds(): Promise<number> {
    return this.repository.countHeld(this.clock.now());
  }

  /** A person's reservations by their e-mail address (the account page lists them once the address is proven). */
  async listForEmail(email: string): Promise<readonly ReservationView[]> {
    const placed = await this.repository.listByEmail(email);
    return Promise.all(placed.map((p) => this.view(p)));
  }

  /** A person's reservations as their account lists them (issue 20 item 2): what, its state, and its page. */
  async listForAccount(email: string): Promise<readonly AccountReservation[]> {
    const placed = await this.repository.listByEmail(email);
    return placed.map(({ reservation, option }) => ({
      reference: reservation.reference,
      title: `${option.roomTypeName}, ${option.propertyName} (${option.academicYear})`,
      status: reservation.status,
      path: this.reservationPath(reservation),
      givenName: reservation.details?.name ?? null,
      heldAt: reservation.heldAt,
      depositDue:
        reservation.status === 'awaiting_payment'
          ? {
              pence: reservation.depositPence ?? 0,
              by: directPaymentDeadline(reservation.confirmedAt ?? reservation.heldAt),
            }
          : null,
    }));
  }

  /** The reservation page's path: reference and the owner's token. */
  reservationPath(reservation: Reservation): string {
    const query = new URLSearchParams({ ref: reservation.reference, token: this.tokens.tokenFor(reservation.id) });
    return `/reserve?${query}`;
  }

  private async owned(reference: string, token: string): Promise<PlacedReservation | null> {
    const placed = await this.repository.find(reference);
    const matches = this.tokens.matches(placed?.reservation.id ?? unknownId, token);
    return placed && matches ? placed : null;
  }

  /** The reservation as its owner sees it; `read`: the terms when the caller has them already. */
  private async view({ reservation, option }: PlacedReservation, read?: ReservationTerms): Promise<ReservationView> {
    const terms: ReservationTerms = read ?? (await this.repository.terms());
    const price = reservationPrice(option, terms, reservation.heldAt);
    const brand = reservation.status === 'awaiting_payment' ? await this.brand() : null;
    const dueBy =
      reservation.status === 'awaiting_payment'
        ? directPaymentDeadline(reservation.confirmedAt ?? reservation.heldAt)
        : null;
    return {
      reference: reservation.reference,
      status: reservation.status,
      heldAt: reservation.heldAt,
      holdExpiresAt: reservation.holdExpiresAt,
      room: {
        roomTypeName: option.roomTypeName,
        propertyName: option.propertyName,
        cityName: option.cityName,
        roomPath: option.roomPath,
        academicYear: option.academicYear,
        weeks: option.weeks,
        startDate: option.startDate,
        endDate: option.endDate,
        pricePerWeekPence: option.pricePerWeekPence,
      },
      price,
      agreedTotalPence: reservation.totalPence,
      termsVersion: reservation.termsVersion ?? terms.termsVersion,
      termsUrl:
        terms.termsUrl && (reservation.termsVersion ?? terms.termsVersion) === terms.termsVersion
          ? terms.termsUrl
          : null,
      lateCancellationRefundPercent: terms.lateCancellationRefundPercent,
      paymentMethod: this.payments.method,
      instructions: brand
        ? directPaymentInstructions(
            reservation.reference,
            reservation.depositPence ?? price.holdingDepositPence,
            brand,
            dueBy ?? '',
          )
        : null,
      paymentDueBy: dueBy,
      name: reservation.details?.name ?? null,
      refundPence: reservation.refundPence,
    };
  }

  private compose(
    mails: (context: ReservationMailContext) => ReturnType<ComposeReservationMail>,
    brand: MailBrand,
  ): ComposeReservationMail {
    return ({ reservation, option }) =>
      mails({
        reservation,
        room: option,
        brand,
        reservationUrl: `${this.options.publicUrl}${this.reservationPath(reservation)}`,
      });
  }

  private async brand(): Promise<MailBrand> {
    const settings = await this.catalogue.getSiteSettings();
    return mailBrand(settings, this.options.publicUrl);
  }
}
