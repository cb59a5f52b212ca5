import { londonDate } from '../shared/london-date';
import { addDays, londonInstant } from '../shared/london-time';

/** Days a consumer may cancel in, after the day the contract was made (Consumer Contracts Regulations 2013). */
export const coolingOffDays = 14;

/**
 * When the cooling-off period ends: midnight in London at the end of the 14th day after the
 * London day the reservation was made.
 */
export function coolingOffEnds(reservedAt: number): number {
  const lastDay = addDays(londonDate(reservedAt), coolingOffDays);
  const end = londonInstant(addDays(lastDay, 1), '00:00');
  if (end === null) throw new Error(`No London midnight on ${lastDay}`);
  return end;
}

export interface CancellationRefund {
  readonly coolingOff: boolean;
  readonly refundPence: number;
}

/**
 * What a cancellation refunds of the holding deposit: all of it within the cooling-off period;
 * after it, the operator's terms (a percentage, clamped to 0 to 100, rounded down to the penny).
 */
export function cancellationRefund(
  depositPence: number,
  reservedAt: number,
  cancelledAt: number,
  lateRefundPercent: number,
): CancellationRefund {
  if (cancelledAt < coolingOffEnds(reservedAt)) return { coolingOff: true, refundPence: depositPence };
  const percent = Math.min(100, Math.max(0, lateRefundPercent));
  return { coolingOff: false, refundPence: Math.floor((depositPence * percent) / 100) };
}
