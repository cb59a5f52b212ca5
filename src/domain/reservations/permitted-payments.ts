/**
 * What a landlord may charge for a let in England (Tenant Fees Act 2019, schedule 1): the rent; a
 * holding deposit of at most one week's rent; a refundable tenancy deposit of at most five weeks'
 * rent (six where the rent is £50,000 a year or more); and what the tenant chooses to buy. Any
 * other payment required for the tenancy is banned (the default fees for a lost key or a late rent
 * are not taken through this site). A week's rent is a year's rent over 52. Money is whole pence.
 */

/** The rule as the console names it, and where it is explained. */
export const TENANT_FEES_ACT = {
  bannedPayment: 'Tenant Fees Act 2019: banned payment',
  guidanceUrl: 'https://www.gov.uk/government/publications/tenant-fees-act',
} as const;

/** A year's rent from which a tenancy deposit may be six weeks' rent rather than five: £50,000. */
export const HIGH_RENT_PENCE_A_YEAR = 5_000_000;

/** The most weeks of tenancy deposit an operator may set (charged at five for a room below £50,000 a year). */
export const MOST_TENANCY_DEPOSIT_WEEKS = 6;

/** A payment asked of a tenant, by what the law makes of it. */
export type Payment =
  | { readonly kind: 'rent' }
  | { readonly kind: 'holding-deposit'; readonly pence: number }
  | { readonly kind: 'tenancy-deposit'; readonly pence: number }
  /** Something the visitor chooses to buy; never a condition of the let. */
  | { readonly kind: 'optional-extra'; readonly label: string; readonly pence: number }
  /** Anything else every tenant must pay. */
  | { readonly kind: 'mandatory-fee'; readonly label: string; readonly pence: number };

export type PaymentVerdict =
  | { readonly permitted: true }
  | { readonly permitted: false; readonly rule: string; readonly message: string; readonly guidanceUrl: string };

const week = (weeklyRentPence: number) => Math.max(0, Math.floor(weeklyRentPence));

/** The most a holding deposit may be: one week's rent. */
export const holdingDepositCap = (weeklyRentPence: number): number => week(weeklyRentPence);

/** How many weeks' rent a tenancy deposit may be for this rent: 5, or 6 from £50,000 a year. */
export const tenancyDepositCapWeeks = (weeklyRentPence: number): 5 | 6 =>
  week(weeklyRentPence) * 52 >= HIGH_RENT_PENCE_A_YEAR ? 6 : 5;

/** The most a tenancy deposit may be for this rent. */
export const tenancyDepositCap = (weeklyRentPence: number): number =>
  tenancyDepositCapWeeks(weeklyRentPence) * week(weeklyRentPence);

/** The tenancy deposit asked for a room: the operator's weeks of rent (none when unset), never above the cap. */
export function tenancyDeposit(settingWeeks: number | undefined, weeklyRentPence: number): number {
  const weeks = Math.max(0, Math.floor(settingWeeks ?? 0));
  return Math.min(weeks, tenancyDepositCapWeeks(weeklyRentPence)) * week(weeklyRentPence);
}

const refused = (message: string, rule: string = TENANT_FEES_ACT.bannedPayment): PaymentVerdict => ({
  permitted: false,
  rule,
  message,
  guidanceUrl: TENANT_FEES_ACT.guidanceUrl,
});

export const BANNED_FEE_MESSAGE = `${TENANT_FEES_ACT.bannedPayment}. A fee every tenant must pay, other than rent and the deposits, may not be charged.`;
export const HOLDING_DEPOSIT_MESSAGE = "Tenant Fees Act 2019: a holding deposit is at most one week's rent.";
export const TENANCY_DEPOSIT_MESSAGE =
  "Tenant Fees Act 2019: a tenancy deposit is at most five weeks' rent (six where the rent is £50,000 a year or more).";

/** Whether a payment may be asked of a tenant whose rent is `weeklyRentPence` a week. */
export function paymentVerdict(payment: Payment, weeklyRentPence: number): PaymentVerdict {
  switch (payment.kind) {
    case 'rent':
    case 'optional-extra':
      return { permitted: true };
    case 'holding-deposit':
      return payment.pence <= holdingDepositCap(weeklyRentPence)
        ? { permitted: true }
        : refused(HOLDING_DEPOSIT_MESSAGE, 'Tenant Fees Act 2019: holding deposit cap');
    case 'tenancy-deposit':
      return payment.pence <= tenancyDepositCap(weeklyRentPence)
        ? { permitted: true }
        : refused(TENANCY_DEPOSIT_MESSAGE, 'Tenant Fees Act 2019: tenancy deposit cap');
    case 'mandatory-fee':
      return refused(BANNED_FEE_MESSAGE);
  }
}

/** What of an operator's terms the law refuses, by field (`fees.0.label`, `tenancyDepositWeeks`); empty when lawful. */
export function termsRefusals(terms: {
  readonly fees: readonly { readonly label: string; readonly pence: number }[];
  readonly tenancyDepositWeeks?: number;
}): Readonly<Record<string, string>> {
  const refusals: Record<string, string> = {};
  terms.fees.forEach((fee, index) => {
    const verdict = paymentVerdict({ kind: 'mandatory-fee', ...fee }, 0);
    if (!verdict.permitted) refusals[`fees.${index}.label`] = verdict.message;
  });
  if ((terms.tenancyDepositWeeks ?? 0) > MOST_TENANCY_DEPOSIT_WEEKS)
    refusals.tenancyDepositWeeks = TENANCY_DEPOSIT_MESSAGE;
  return refusals;
}
