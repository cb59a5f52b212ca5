/**
 * What a reservation costs, set out in full before the visitor pays (DMCC Act 2024: no price
 * dripped in later) and computed on the server from the catalogue and the operator's terms, never
 * from what a browser sent. Only what the Tenant Fees Act 2019 permits is charged
 * (`permitted-payments.ts`): the rent, a holding deposit that goes towards it, and a refundable
 * tenancy deposit stated beside the total. Money is whole pence throughout.
 */
import { holdingDepositCap, tenancyDeposit } from './permitted-payments';

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
  /** The instalment plans offered, as numbers of instalments (1: all at once). */
  readonly instalmentPlans: readonly number[];
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
  instalmentPlans: [1, 3, 9],
  termsVersion: '2026-1',
  lateCancellationRefundPercent: 0,
};

export interface PriceLine {
  readonly label: string;
  readonly pence: number;
}

export interface InstalmentPlan {
  /** How many payments. */
  readonly count: number;
  /** The first payment: an equal share plus whatever pence do not divide. */
  readonly firstPence: number;
  /** Each later payment. */
  readonly eachPence: number;
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
  readonly instalments: readonly InstalmentPlan[];
}

export interface PricedOption {
  readonly pricePerWeekPence: number;
  readonly weeks: number;
}

/**
 * The holding deposit asked: the operator's setting, capped at one week of rent (Tenant Fees Act
 * 2019, schedule 2 paragraph 2), in whole pence, never negative.
 */
export function holdingDeposit(settingPence: number, weeklyRentPence: number): number {
  return Math.min(Math.max(0, Math.floor(settingPence)), holdingDepositCap(weeklyRentPence));
}

/** Made once: `toLocaleString` makes a formatter on every call, which was 9% of a hold's CPU (ADR 085). */
const poundsFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pounds = (pence: number) => `£${poundsFormat.format(pence / 100)}`;

/** Money as the visitor reads it: £1,234.50. */
export const formatPence = pounds;

export function priceSummary(option: PricedOption, terms: ReservationTerms): PriceSummary {
  const rent = option.pricePerWeekPence * option.weeks;
  const lines: PriceLine[] = [
    {
      label: `Rent: ${option.weeks} weeks at ${pounds(option.pricePerWeekPence)} a week`,
      pence: rent,
    },
  ];
  const totalPence = lines.reduce((sum, line) => sum + line.pence, 0);
  const deposit = Math.min(holdingDeposit(terms.holdingDepositPence, option.pricePerWeekPence), totalPence);
  const instalments = [...new Set(terms.instalmentPlans)]
    .filter((count) => Number.isInteger(count) && count >= 1)
    .sort((a, b) => a - b)
    .map((count) => {
      const eachPence = Math.floor(totalPence / count);
      return { count, firstPence: totalPence - eachPence * (count - 1), eachPence };
    });
  return {
    lines,
    totalPence,
    holdingDepositPence: deposit,
    afterDepositPence: totalPence - deposit,
    tenancyDepositPence: tenancyDeposit(terms.tenancyDepositWeeks, option.pricePerWeekPence),
    instalments,
  };
}
