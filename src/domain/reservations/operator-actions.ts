import { cancellationRefund, coolingOffEnds } from './cancellation';
import type { Reservation } from './reservation';

/**
 * What the operator may do to a reservation from the console (issue 20 item 6): release a hold,
 * mark a direct payment as received, cancel a confirmed reservation (with its refund).
 */
export type OperatorAction = 'mark_paid' | 'cancel' | 'release';

/** The actions the console offers on a reservation, in the order it shows them. */
export function operatorActions(reservation: Pick<Reservation, 'status' | 'paymentMethod'>): readonly OperatorAction[] {
  switch (reservation.status) {
    case 'held':
      return ['release'];
    case 'awaiting_payment':
      // A provider's payment is marked paid by its webhook, never by hand.
      return reservation.paymentMethod === 'stripe' ? ['cancel'] : ['mark_paid', 'cancel'];
    case 'paid':
      return ['cancel'];
    default:
      return [];
  }
}

export interface CancellationPlan {
  readonly coolingOff: boolean;
  /** When the cooling-off period ends (ms since the epoch), counted from the payment (or the hold, if never paid). */
  readonly coolingOffEnds: number;
  readonly refundPence: number;
  /** Who gives the money back: the payment provider (through the Payments port), the operator by hand, or nobody. */
  readonly refundBy: 'provider' | 'operator' | 'none';
}

/**
 * What cancelling now refunds: only a paid deposit is refunded, in full within the cooling-off
 * period and by the operator's percentage after it (./cancellation.ts). The provider refunds what it
 * took; a deposit paid to the operator directly is paid back by them.
 */
export function cancellationPlan(
  reservation: Pick<Reservation, 'status' | 'depositPence' | 'heldAt' | 'confirmedAt' | 'paymentReference'>,
  now: number,
  lateRefundPercent: number,
): CancellationPlan {
  const since = Date.parse(reservation.confirmedAt ?? reservation.heldAt);
  const ends = coolingOffEnds(since);
  if (reservation.status !== 'paid')
    return { coolingOff: now < ends, coolingOffEnds: ends, refundPence: 0, refundBy: 'none' };
  const refund = cancellationRefund(Math.max(0, reservation.depositPence ?? 0), since, now, lateRefundPercent);
  const refundBy = refund.refundPence === 0 ? 'none' : reservation.paymentReference ? 'provider' : 'operator';
  return { coolingOff: refund.coolingOff, coolingOffEnds: ends, refundPence: refund.refundPence, refundBy };
}
