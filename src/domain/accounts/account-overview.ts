/** What the browser is told about the signed-in visitor's account (GET /api/account, ADR 053). */

export interface AccountSummary {
  readonly email: string;
  readonly name: string;
  readonly marketingEmails: boolean;
}

export interface OverviewViewing {
  readonly reference: string;
  readonly kind: string;
  /** ISO 8601, UTC. */
  readonly start: string;
  readonly end: string;
  readonly status: 'booked' | 'cancelled';
  readonly propertyName: string;
  readonly managePath: string;
}

export interface OverviewEnquiry {
  readonly reference: string;
  readonly kind: string;
  readonly createdAt: string;
  readonly status: 'new' | 'closed';
}

export interface OverviewReservation {
  readonly reference: string;
  readonly title: string;
  readonly status: string;
  readonly path: string;
  /** A holding deposit still to pay the operator directly: how much, and the last London day (YYYY-MM-DD). */
  readonly depositDue?: { readonly pence: number; readonly by: string } | null;
}

export interface AccountOverview {
  readonly account: AccountSummary;
  readonly viewings: readonly OverviewViewing[];
  readonly enquiries: readonly OverviewEnquiry[];
  /** Null when the site takes no reservations. */
  readonly reservations: readonly OverviewReservation[] | null;
  /** What "Your name" offers: the account's name, or else the one last given with its address. */
  readonly suggestedName: string;
}
