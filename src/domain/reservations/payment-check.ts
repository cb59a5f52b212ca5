import type { Reservation } from './reservation';

/** A payment as the provider holds it, read from the provider by its id (never from a webhook's body). */
export interface ProviderPayment {
  /** Whether the provider says the money was taken. */
  readonly paid: boolean;
  /** Minor units (pence). */
  readonly amountPence: number;
  /** ISO 4217, any case. */
  readonly currency: string;
  /** The reservation the payment was opened for (the provider's client reference). */
  readonly reservationReference: string | null;
}

/**
 * Why a provider's payment does not pay a reservation, or null when it does: the money must have
 * been taken, for this reservation, in the option's currency, and exactly the holding deposit it
 * agreed. A payment of 1 cent in another currency books nothing.
 */
export function paymentMismatch(
  reservation: Pick<Reservation, 'reference' | 'depositPence'>,
  currency: string,
  payment: ProviderPayment,
): string | null {
  if (!payment.paid) return 'the provider does not say it is paid';
  if (payment.reservationReference !== reservation.reference)
    return `it was opened for ${payment.reservationReference ?? 'no reservation'}, not ${reservation.reference}`;
  if (payment.currency.toUpperCase() !== currency.toUpperCase())
    return `it is in ${payment.currency.toUpperCase()}, not ${currency.toUpperCase()}`;
  if (reservation.depositPence === null || payment.amountPence !== reservation.depositPence)
    return `it is ${payment.amountPence} in minor units, not the deposit of ${reservation.depositPence ?? 'nothing agreed'}`;
  return null;
}

/** Where the refund of a late payment stands, as staff see it. */
export interface LateRefund {
  /** pending: owed back, not yet tried or being tried; failed: the provider refused the last try (tried again); refunded. */
  readonly state: 'pending' | 'failed' | 'refunded';
  readonly pence: number;
  /** The provider's last refusal, while it is not refunded. */
  readonly problem: string | null;
}

/**
 * A late payment's refund from the reservation's status and its history (newest first): failed
 * when the last word of the payments on it is a refused refund.
 */
export function lateRefund(
  reservation: Pick<Reservation, 'status' | 'refundPence' | 'depositPence'>,
  historyNewestFirst: readonly { readonly action: string; readonly summary: string }[],
): LateRefund | null {
  const pence = reservation.refundPence ?? reservation.depositPence ?? 0;
  if (reservation.status === 'refunded') return { state: 'refunded', pence, problem: null };
  if (reservation.status !== 'refund_due') return null;
  const last = historyNewestFirst.find((e) => e.action === 'refund_failed' || e.action === 'late_payment');
  return last?.action === 'refund_failed'
    ? { state: 'failed', pence, problem: last.summary }
    : { state: 'pending', pence, problem: null };
}
