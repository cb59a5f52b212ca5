import type { Reservation } from './reservation';

/**
 * What erasing a person (UK GDPR article 17) does to one of their reservations (ADR 076):
 * - `cancel`: a hold or a reservation awaiting payment holds a room unpaid: it is cancelled, so the
 *   room is free again;
 * - `keep`: a record of a payment stays, anonymised (the accounts must keep it, KEPT_AFTER_ERASURE);
 *   that is a paid reservation or a refund owed or made, and any reservation a provider payment was
 *   started for (a payment arriving later finds its row and is owed back). Everything else is deleted.
 * A paid reservation stays paid: erasure moves no money and frees no paid room; the operator cancels
 * and refunds it in the console if the contract ends.
 */
export interface ErasureStep {
  readonly cancel: boolean;
  readonly keep: boolean;
}

export function erasureStep(reservation: Pick<Reservation, 'status' | 'paymentReference'>): ErasureStep {
  const { status } = reservation;
  const paid = status === 'paid' || status === 'refund_due' || status === 'refunded';
  return {
    cancel: status === 'held' || status === 'awaiting_payment',
    keep: paid || reservation.paymentReference !== null,
  };
}

/** A kept reservation without anything that says who made it. */
export function anonymised(reservation: Reservation): Reservation {
  return { ...reservation, details: null };
}

/** What stays of a kept reservation, and why: shown in the export, stated in ADR 076. */
export const KEPT_AFTER_ERASURE = {
  fields: ['reference', 'status', 'amount', 'currency', 'date', 'payment_reference', 'payment_method'],
  why:
    'A record of a payment is kept for six years, as UK law requires of accounting records ' +
    '(HMRC; Companies Act 2006, section 388): its amount, currency, date, the payment provider’s ' +
    'reference and the reservation’s reference. Name, e-mail address, phone, date of birth, ' +
    'university, year of study and guarantor are erased.',
} as const;
