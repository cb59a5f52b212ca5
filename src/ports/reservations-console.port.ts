import type { CancellationPlan, OperatorAction } from '../domain/reservations/operator-actions';
import type { LateRefund } from '../domain/reservations/payment-check';
import type { PriceSummary, ReservationTerms } from '../domain/reservations/price-summary';
import type { Reservation, ReservationStatus } from '../domain/reservations/reservation';
import type { ReservationListRow } from '../domain/reservations/reservation-csv';
import type { ReservableOption, TermsRecord } from './reservation-repository.port';
import { type Token, token } from './token';

/**
 * The console's reservations as the browser reaches them (issue 20 item 6): the list with its
 * filters, one reservation, its actions (each refused as a value when the reservation is no longer
 * in a state for it), and the operator's terms saved from the version read. A failure to reach
 * the server rejects.
 */

/** One line of the console's list (the domain's row, which the CSV export reads too). */
export type StaffReservationRow = ReservationListRow;

export interface StaffReservationList {
  readonly items: readonly StaffReservationRow[];
  readonly total: number;
}

/** One reservation as the console shows it: everything kept, the price, what may be done and what cancelling refunds. */
export interface StaffReservationDetail {
  readonly reservation: Omit<Reservation, 'id'>;
  readonly option: ReservableOption;
  /** The price in full by the terms as they are now (the agreed total is on the reservation). */
  readonly price: PriceSummary;
  readonly actions: readonly OperatorAction[];
  /** What cancelling now would refund, and who pays it back. */
  readonly cancellation: CancellationPlan;
  /** A late payment's refund (paid after the hold ended with no room left): pending, failed or refunded. */
  readonly refund: LateRefund | null;
  /** The console's changes to it, and the payments' own (signed "payments (automatic)"), newest first. */
  readonly history: readonly { readonly at: string; readonly actor: string; readonly summary: string }[];
}

export interface ReservationFilters {
  readonly status?: ReservationStatus;
  readonly residence?: string;
  /** London days, YYYY-MM-DD, both included. */
  readonly from?: string;
  readonly to?: string;
  readonly q?: string;
}

export type ReservationListAnswer =
  | { readonly kind: 'ok'; readonly list: StaffReservationList }
  | { readonly kind: 'invalid'; readonly fields: Readonly<Record<string, string>> };

export type ReservationActionAnswer =
  | { readonly kind: 'saved'; readonly detail: StaffReservationDetail; readonly warning?: string }
  | { readonly kind: 'refused'; readonly message: string; readonly detail: StaffReservationDetail }
  | { readonly kind: 'not_found' };

/** The terms as the form sends them: amounts in pence, the version read. */
export interface TermsInput extends ReservationTerms {
  readonly version: number;
}

export type TermsSaveAnswer =
  | { readonly kind: 'saved'; readonly record: TermsRecord }
  | { readonly kind: 'invalid'; readonly message: string; readonly fields: Readonly<Record<string, string>> }
  /** Refused by the law (Tenant Fees Act 2019): the rule's message, its guidance, the fields refused. */
  | {
      readonly kind: 'unlawful';
      readonly message: string;
      readonly guidanceUrl: string;
      readonly fields: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'stale'; readonly message: string; readonly record: TermsRecord };

export type ReservationActionName = 'mark-paid' | 'cancel' | 'release';

export interface ReservationsConsole {
  list(filters: ReservationFilters): Promise<ReservationListAnswer>;
  /** Where the same list downloads as CSV (a link the browser follows with the session cookie). */
  csvUrl(filters: ReservationFilters): string;
  residences(): Promise<readonly { readonly slug: string; readonly name: string }[]>;
  get(reference: string): Promise<StaffReservationDetail | null>;
  act(reference: string, action: ReservationActionName): Promise<ReservationActionAnswer>;
  terms(): Promise<TermsRecord>;
  saveTerms(input: TermsInput): Promise<TermsSaveAnswer>;
}

export const RESERVATIONS_CONSOLE: Token<ReservationsConsole> = token<ReservationsConsole>('ReservationsConsole');
