import type { PriceSummary } from './price-summary';
import type { ReservationStatus } from './reservation';

/** A reservation as its owner sees it: no ids, no payment provider's references. */
export interface ReservationView {
  readonly reference: string;
  readonly status: ReservationStatus;
  /** ISO instants: when the hold began and ends (the countdown never shows more than their difference). */
  readonly heldAt: string;
  readonly holdExpiresAt: string;
  readonly room: {
    readonly roomTypeName: string;
    readonly propertyName: string;
    readonly cityName: string;
    readonly roomPath: string;
    readonly academicYear: string;
    readonly weeks: number;
    readonly startDate: string;
    readonly endDate: string;
    readonly pricePerWeekPence: number;
  };
  /** The price in full, from the catalogue and the terms as they are now. */
  readonly price: PriceSummary;
  /** The total the visitor agreed to, once they confirmed. */
  readonly agreedTotalPence: number | null;
  readonly termsVersion: string;
  /** Where that version of the terms is read in full; null when the operator gives no address, or the version has changed since. */
  readonly termsUrl: string | null;
  readonly lateCancellationRefundPercent: number;
  readonly paymentMethod: 'direct' | 'stripe';
  /** How to pay, for a reservation awaiting a direct payment. */
  readonly instructions: string | null;
  /** The last London day (YYYY-MM-DD) to pay the holding deposit directly; null unless awaiting a direct payment. */
  readonly paymentDueBy: string | null;
  readonly name: string | null;
  readonly refundPence: number | null;
}
