/**
 * What a reservation costs, set out in full before the visitor pays (DMCC Act 2024: no price
 * dripped in later) and computed on the server from the catalogue and the operator's terms, never
 * from what a browser sent. Only what the Tenant Fees Act 2019 permits is charged
 * (`permitted-payments.ts`): the rent, a holding deposit that goes towards it, and a refundable
 * tenancy deposit stated beside the total. Money is whole pence throughout.
 */
import type { BillingFrequency } from '../catalogue/catalogue';
import { type TenancySale, tenancySale } from '../pricing/tenancy-sale';
import { formatLondonDate, londonDate } from '../shared/london-date';
import { type InstalmentPlan, instalmentPlans } from './instalments';
import { formatPence } from './pence';
import { holdingDepositCap, tenancyDeposit } from './permitted-payments';

export type { InstalmentPlan };
export { formatPence };

/**
 * A fee every resident would pay. Banned (Tenant Fees Act 2019): the console refuses a new one and
 * shows one stored before the rule was applied as refused until it is removed; none is charged.
 */
export interface MandatoryFee {
  readonly label: string;
  readonly pence: number;
}

/** The operator's reservation terms (a setting). */
export interface ReservationTerms {
  /** What the operator asks to hold a room; the domain caps it at one week of rent. */
  readonly holdingDepositPence: number;
  /** Refundable tenancy deposit in weeks of rent, capped per room at five (six from £50,000 a year); none when absent. */
  readonly tenancyDepositWeeks?: number;
  /** Mandatory fees saved before issue 37: banned, never charged, shown refused in the console until removed. */
  readonly fees: readonly MandatoryFee[];
  /**
   * Numbers of instalments an operator chose before issue 37: no longer read. The plans offered
   * come from each room's billing frequency (`instalments.ts`, ADR 082).
   */
  readonly instalmentPlans?: readonly number[];
  /** The last London day (YYYY-MM-DD) a tenancy that has started is sold, pro rata; none: until too few days are left (ADR 083). */
  readonly stopSellingStartedAfter?: string | null;
  /** The version of the tenancy terms a visitor accepts; recorded with the reservation. */
  readonly termsVersion: string;
  /** Where the tenancy terms of that version are read (an https address or a page of the site); none when absent. */
  readonly termsUrl?: string;
  /** Of the holding deposit, what is refunded when a reservation is cancelled after the cooling-off period. */
  readonly lateCancellationRefundPercent: number;
}

/** The terms a new operator starts with: a £100 holding deposit, no fees, three plans, nothing back after cooling-off. */
export const defaultReservationTerms: ReservationTerms = {
  holdingDepositPence: 10_000,
  fees: [],
  termsVersion: '2026-1',
  lateCancellationRefundPercent: 0,
};

export interface PriceLine {
  readonly label: string;
  readonly pence: number;
}

export interface PriceSummary {
  /** What the tenancy costs: the rent (the law permits no mandatory fee). */
  readonly lines: readonly PriceLine[];
  /** The sum of the lines: everything the tenancy costs. */
  readonly totalPence: number;
  /** Paid now to hold the room; counted towards the total (it goes towards the first rent). */
  readonly holdingDepositPence: number;
  /** What is left of the total once the holding deposit is paid. */
  readonly afterDepositPence: number;
  /** Refundable tenancy deposit, paid when the tenancy is signed and protected in a scheme; not part of the total. */
  readonly tenancyDepositPence: number;
  /** The first day rent is charged for (the tenancy's start, or the first day a visitor could move in once it has started). */
  readonly rentFrom: string;
  /** Days of rent charged. */
  readonly rentDays: number;
  /** Whether the tenancy had started, so the rent is for the days left. */
  readonly proRata: boolean;
  /** Ways to pay what is left after the holding deposit, from the billing frequency; each adds up to `afterDepositPence`. */
  readonly instalments: readonly InstalmentPlan[];
}

export interface PricedOption {
  readonly pricePerWeekPence: number;
  readonly weeks: number;
  readonly startDate: string;
  readonly billingFrequency: BillingFrequency;
}

/** A sale that is offered (`tenancySale`'s answer other than not offered). */
export type OfferedSale = Exclude<TenancySale, { kind: 'not_offered' }>;

/**
 * The holding deposit asked: the operator's setting, capped at one week of rent (Tenant Fees Act
 * 2019, schedule 2 paragraph 2), in whole pence, never negative.
 */
export function holdingDeposit(settingPence: number, weeklyRentPence: number): number {
  return Math.min(Math.max(0, Math.floor(settingPence)), holdingDepositCap(weeklyRentPence));
}

const pounds = formatPence;

/**
 * The price in full. `sale` is the day's sale of the option (`tenancySale`): a tenancy that has
 * started is charged for its days left; without it, the whole tenancy from its first day.
 */
export function priceSummary(option: PricedOption, terms: ReservationTerms, sale?: OfferedSale): PriceSummary {
  const proRata = sale?.kind === 'pro_rata';
  const rentFrom = sale?.moveIn ?? option.startDate;
  const rentDays = sale?.days ?? option.weeks * 7;
  const rent = sale?.rentPence ?? option.pricePerWeekPence * option.weeks;
  const lines: PriceLine[] = [
    {
      label: proRata
        ? `Rent: ${rentDays} days from ${formatLondonDate(rentFrom)} at ${pounds(option.pricePerWeekPence)} a week (the tenancy began ${formatLondonDate(option.startDate)}; charged by the day, a week's rent over 7)`
        : `Rent: ${option.weeks} weeks at ${pounds(option.pricePerWeekPence)} a week`,
      pence: rent,
    },
  ];
  const totalPence = lines.reduce((sum, line) => sum + line.pence, 0);
  const deposit = Math.min(holdingDeposit(terms.holdingDepositPence, option.pricePerWeekPence), totalPence);
  return {
    lines,
    totalPence,
    holdingDepositPence: deposit,
    afterDepositPence: totalPence - deposit,
    tenancyDepositPence: tenancyDeposit(terms.tenancyDepositWeeks, option.pricePerWeekPence),
    rentFrom,
    rentDays,
    proRata,
    instalments: instalmentPlans({
      totalPence,
      depositPence: deposit,
      frequency: option.billingFrequency,
      from: rentFrom,
      days: rentDays,
    }),
  };
}

/**
 * The price in full on a London day (YYYY-MM-DD): the tenancy's sale that day (pro rata once it
 * has started), or null when it is not offered that day (ADR 083).
 */
export function priceOnDay(
  option: PricedOption,
  terms: ReservationTerms,
  today: string,
): { readonly price: PriceSummary; readonly sale: OfferedSale } | null {
  const sale = tenancySale(option, today, terms);
  return sale.kind === 'not_offered' ? null : { price: priceSummary(option, terms, sale), sale };
}

/**
 * A reservation's price: the sale on the London day its room was held (a hold fixes the price for
 * its 15 minutes and after). The operator's stop date, set later, does not reprice it.
 */
export function reservationPrice(option: PricedOption, terms: ReservationTerms, heldAt: string): PriceSummary {
  const sale = tenancySale(option, londonDate(Date.parse(heldAt)), {});
  return priceSummary(option, terms, sale.kind === 'not_offered' ? undefined : sale);
}
