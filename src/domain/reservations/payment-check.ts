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
