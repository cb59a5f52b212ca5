import { referenceAlphabet } from '../../domain/enquiries/enquiry';
import { tenancySale } from '../../domain/pricing/tenancy-sale';
import { defaultReservationTerms, type ReservationTerms } from '../../domain/reservations/price-summary';
import { holdExpiresAt, type Reservation, releasesRoom } from '../../domain/reservations/reservation';
import { anonymised, erasureStep } from '../../domain/reservations/reservation-erasure';
import { londonDate } from '../../domain/shared/london-date';
import type { AuditEntry } from '../../domain/staff/audit-entry';
import type { AuditLog } from '../../ports/audit-log.port';
import type { MailQueue } from '../../ports/mail-queue.port';
import type {
  AgreedDetails,
  ComposeReservationMail,
  HoldLimits,
  HoldOutcome,
  LatePaymentOutcome,
  PlacedReservation,
  ReservableOption,
  ReservationRepository,
  ReservationsErased,
  StaffReservationFilter,
  StaffReservationPage,
  StatusChange,
  TermsRecord,
  TermsWrite,
} from '../../ports/reservation-repository.port';
import { holdAlternatives } from '../../ports/reservation-repository.port';
import { MemoryAuditLog } from './memory-audit-log';

/**
 * Reservations in memory, for tests and QA: the database adapter's rules, each change made in one
 * synchronous step (so concurrent calls interleave only between steps, as rows locks would order them).
 */
export class MemoryReservationRepository implements ReservationRepository {
  private readonly options = new Map<string, ReservableOption>();
  private readonly reservations: Reservation[] = [];
  private readonly keys = new Map<string, string>();
  /** Who took each hold (by reservation id), for the caps on live holds. */
  private readonly holders = new Map<string, { visitor: string; address: string }>();
  private savedTerms: TermsRecord = { terms: defaultReservationTerms, version: 0, updatedAt: null };

  constructor(
    options: readonly ReservableOption[],
    private readonly outbox: MailQueue,
    private readonly newReference: () => string = fakeReference,
    /** Where console changes write their audit entries (with the change, as the database's transaction would). */
    readonly audit: AuditLog = new MemoryAuditLog(),
  ) {
    for (const option of options) this.options.set(option.tenancyOptionId, option);
  }

  /** Offers one more tenancy option (QA scenarios and tests set their stock up this way). */
  addOption(option: ReservableOption): void {
    this.options.set(option.tenancyOptionId, option);
  }

  async findOption(tenancyOptionId: string): Promise<ReservableOption | null> {
    return this.options.get(tenancyOptionId) ?? null;
  }

  async alternativesTo(tenancyOptionId: string, limit: number): Promise<readonly ReservableOption[]> {
    const taken = this.options.get(tenancyOptionId);
    if (!taken) return [];
    const sameType = (o: ReservableOption) => (o.roomPath === taken.roomPath ? 0 : 1);
    return [...this.options.values()]
      .filter(
        (o) => o.tenancyOptionId !== tenancyOptionId && o.propertyName === taken.propertyName && o.roomsAvailable > 0,
      )
      .sort((a, b) => sameType(a) - sameType(b) || a.pricePerWeekPence - b.pricePerWeekPence)
      .slice(0, limit);
  }

  async terms(): Promise<ReservationTerms> {
    return this.savedTerms.terms;
  }

  async saveTerms(terms: ReservationTerms, now: number): Promise<void> {
    this.savedTerms = { terms, version: this.savedTerms.version + 1, updatedAt: new Date(now).toISOString() };
  }

  async termsRecord(): Promise<TermsRecord> {
    return this.savedTerms;
  }

  async saveTermsFrom(version: number, terms: ReservationTerms, now: number, audit: AuditEntry): Promise<TermsWrite> {
    if (this.savedTerms.version !== version) return { outcome: 'stale', current: this.savedTerms };
    this.savedTerms = { terms, version: version + 1, updatedAt: new Date(now).toISOString() };
    await this.audit.record(audit);
    return { outcome: 'saved', record: this.savedTerms };
  }

  async listForStaff(filter: StaffReservationFilter, limit: number): Promise<StaffReservationPage> {
    const matching = this.reservations
      .flatMap((r) => this.placed(r) ?? [])
      .filter(({ reservation: r, option }) => {
        if (filter.status && r.status !== filter.status) return false;
        if (filter.residence && option.roomPath.split('/')[2] !== filter.residence) return false;
        const heldAt = Date.parse(r.heldAt);
        if (filter.from !== undefined && heldAt < filter.from) return false;
        if (filter.to !== undefined && heldAt >= filter.to) return false;
        const text = [r.reference, r.details?.name, r.details?.email].filter(Boolean).join(' ').toLowerCase();
        return (filter.words ?? []).every((word) => text.includes(word.toLowerCase()));
      })
      .sort(
        (a, b) =>
          Date.parse(b.reservation.heldAt) - Date.parse(a.reservation.heldAt) ||
          b.reservation.reference.localeCompare(a.reservation.reference),
      );
    return { rows: matching.slice(0, limit), total: matching.length };
  }

  async hold(
    tenancyOptionId: string,
    idempotencyKey: string,
    now: number,
    holdForMs?: number,
    limits?: HoldLimits,
  ): Promise<HoldOutcome> {
    const key = idempotencyKey.toLowerCase();
    if (!this.options.has(tenancyOptionId)) return { outcome: 'not_found' };
    const earlier = this.reservations.find((r) => r.id === this.keys.get(key));
    if (earlier) return { outcome: 'repeat', reservation: earlier, option: this.optionOf(tenancyOptionId) };
    const option = this.optionOf(tenancyOptionId);
    if (tenancySale(option, londonDate(now), this.savedTerms.terms).kind === 'not_offered')
      return { outcome: 'not_offered', option };
    if (limits) {
      const live = this.reservations.filter((r) => r.status === 'held' && Date.parse(r.holdExpiresAt) > now);
      for (const by of ['visitor', 'address'] as const) {
        const theirs = live.filter((r) => this.holders.get(r.id)?.[by] === limits[by]);
        const cap = by === 'visitor' ? limits.perVisitor : limits.perAddress;
        if (theirs.length >= cap) {
          const freeAt = Math.min(...theirs.map((r) => Date.parse(r.holdExpiresAt)));
          return { outcome: 'too_many', by, freeAt: new Date(freeAt).toISOString() };
        }
      }
    }
    if (!this.takeRoom(tenancyOptionId))
      return {
        outcome: 'sold_out',
        terms: this.savedTerms.terms,
        alternatives: await this.alternativesTo(tenancyOptionId, holdAlternatives),
      };
    let reference = this.newReference();
    while (this.reservations.some((r) => r.reference === reference)) reference = this.newReference();
    const reservation: Reservation = {
      id: globalThis.crypto.randomUUID(),
      reference,
      tenancyOptionId,
      status: 'held',
      heldAt: new Date(now).toISOString(),
      holdExpiresAt: new Date(holdExpiresAt(now, holdForMs)).toISOString(),
      details: null,
      termsVersion: null,
      totalPence: null,
      depositPence: null,
      paymentMethod: null,
      paymentReference: null,
      confirmedAt: null,
      cancelledAt: null,
      refundPence: null,
    };
    this.reservations.push(reservation);
    this.keys.set(key, reservation.id);
    if (limits) this.holders.set(reservation.id, { visitor: limits.visitor, address: limits.address });
    return { outcome: 'held', reservation, option: this.optionOf(tenancyOptionId), terms: this.savedTerms.terms };
  }

  async find(reference: string): Promise<PlacedReservation | null> {
    return this.placed(this.reservations.find((r) => r.reference === reference));
  }

  async findByPaymentReference(paymentReference: string): Promise<PlacedReservation | null> {
    return this.placed(this.reservations.find((r) => r.paymentReference === paymentReference));
  }

  async saveDetails(reference: string, agreed: AgreedDetails, now: number): Promise<Reservation | null> {
    const current = this.reservations.find((r) => r.reference === reference);
    if (current?.status !== 'held' || Date.parse(current.holdExpiresAt) <= now) return null;
    const { details, termsVersion, totalPence, depositPence, paymentMethod } = agreed;
    return this.replace({ ...current, details, termsVersion, totalPence, depositPence, paymentMethod });
  }

  async setPaymentReference(reference: string, paymentReference: string, _now?: number): Promise<Reservation | null> {
    const current = this.reservations.find((r) => r.reference === reference);
    return current ? this.replace({ ...current, paymentReference }) : null;
  }

  async change(reference: string, change: StatusChange, now: number): Promise<Reservation | null> {
    const current = this.reservations.find((r) => r.reference === reference);
    if (!current || !change.from.includes(current.status)) return null;
    if (change.holdMustBeLive && current.status === 'held' && Date.parse(current.holdExpiresAt) <= now) return null;
    const at = new Date(now).toISOString();
    const next = this.replace({
      ...current,
      status: change.to,
      ...(change.to === 'cancelled' ? { cancelledAt: at } : {}),
      ...(change.to === 'awaiting_payment' || change.to === 'paid' ? { confirmedAt: at } : {}),
      ...(change.refundPence !== undefined ? { refundPence: change.refundPence } : {}),
    });
    if (releasesRoom(current.status, next.status)) this.giveRoomBack(next.tenancyOptionId);
    if (change.audit) await this.audit.record(change.audit);
    if (change.compose) await this.queue(next, change.compose);
    return next;
  }

  async confirmPayment(reference: string, now: number, compose: ComposeReservationMail): Promise<LatePaymentOutcome> {
    const current = this.reservations.find((r) => r.reference === reference);
    if (!current) return { outcome: 'unknown' };
    if (current.status === 'paid') return { outcome: 'already_paid', reservation: current };
    if (current.status === 'cancelled') return { outcome: 'too_late', reservation: current };
    if (current.status === 'expired' && !this.takeRoom(current.tenancyOptionId))
      return { outcome: 'too_late', reservation: current };
    const reservation = this.replace({ ...current, status: 'paid', confirmedAt: new Date(now).toISOString() });
    await this.queue(reservation, compose);
    return { outcome: 'paid', reservation };
  }

  async expireDue(now: number, limit: number, compose?: ComposeReservationMail): Promise<readonly Reservation[]> {
    const due = this.reservations
      .filter((r) => r.status === 'held' && Date.parse(r.holdExpiresAt) <= now)
      .sort((a, b) => Date.parse(a.holdExpiresAt) - Date.parse(b.holdExpiresAt))
      .slice(0, limit);
    const expired = due.map((r) => {
      this.giveRoomBack(r.tenancyOptionId);
      return this.replace({ ...r, status: 'expired' });
    });
    if (compose) for (const reservation of expired) if (reservation.details) await this.queue(reservation, compose);
    return expired;
  }

  async countHeld(now: number): Promise<number> {
    return this.reservations.filter((r) => r.status === 'held' && Date.parse(r.holdExpiresAt) > now).length;
  }

  async listByEmail(email: string): Promise<readonly PlacedReservation[]> {
    const address = email.trim().toLowerCase();
    return this.reservations
      .filter((r) => r.details?.email.toLowerCase() === address && r.totalPence !== null)
      .sort((a, b) => Date.parse(b.heldAt) - Date.parse(a.heldAt))
      .flatMap((r) => this.placed(r) ?? []);
  }

  async eraseFor(email: string, now: number): Promise<ReservationsErased> {
    const address = email.trim().toLowerCase();
    const erased = { deleted: 0, anonymised: 0, released: 0 };
    for (const current of this.reservations.filter((r) => r.details?.email.toLowerCase() === address)) {
      const step = erasureStep(current);
      const ended: Reservation = step.cancel
        ? { ...current, status: 'cancelled', cancelledAt: new Date(now).toISOString() }
        : current;
      if (releasesRoom(current.status, ended.status)) {
        this.giveRoomBack(current.tenancyOptionId);
        erased.released += 1;
      }
      if (step.keep) {
        this.replace(anonymised(ended));
        erased.anonymised += 1;
      } else {
        this.reservations.splice(this.reservations.indexOf(current), 1);
        erased.deleted += 1;
      }
    }
    return erased;
  }

  private placed(reservation: Reservation | undefined): PlacedReservation | null {
    const option = reservation && this.options.get(reservation.tenancyOptionId);
    return reservation && option ? { reservation, option } : null;
  }

  /** An option known to be there (its rooms as they are now). */
  private optionOf(id: string): ReservableOption {
    const option = this.options.get(id);
    if (!option) throw new Error(`No tenancy option ${id}`);
    return option;
  }

  private replace(next: Reservation): Reservation {
    const index = this.reservations.findIndex((r) => r.id === next.id);
    this.reservations[index] = next;
    return next;
  }

  private takeRoom(id: string): boolean {
    const option = this.options.get(id);
    if (!option || option.roomsAvailable <= 0) return false;
    this.options.set(id, { ...option, roomsAvailable: option.roomsAvailable - 1 });
    return true;
  }

  private giveRoomBack(id: string): void {
    const option = this.options.get(id);
    if (option) this.options.set(id, { ...option, roomsAvailable: option.roomsAvailable + 1 });
  }

  private async queue(reservation: Reservation, compose: ComposeReservationMail): Promise<void> {
    const placed = this.placed(reservation);
    if (placed) await this.outbox.enqueue(compose(placed));
  }
}

/** A reference like RS-7K3P9Q from the Web Crypto API (the fake runs in QA's browser build too, without node:crypto). */
function fakeReference(): string {
  const draws = globalThis.crypto.getRandomValues(new Uint32Array(6));
  return `RS-${[...draws].map((n) => referenceAlphabet[n % referenceAlphabet.length]).join('')}`;
}
