import { billingPeriod } from '../pricing/price-format';
import { tenancyTotal } from '../pricing/tenancy-total';
import { WEEKS_PER_PERIOD } from '../pricing/weekly-price';
import type { BillingFrequency, StartingPrice } from './catalogue';

/** The part of a tenancy option the starting price is derived from. */
export interface PricedOption {
  readonly price_per_week: number;
  readonly rooms_available: number;
  readonly billing_frequency: BillingFrequency;
  readonly currency: string;
  /** How long the let is: its total is quoted beside the starting price. */
  readonly weeks: number;
}

const noPrice: StartingPrice = {
  room_starting_price: null,
  room_starting_price_billing_frequency: null,
  room_starting_price_currency: null,
  room_starting_total: null,
  room_starting_total_weeks: null,
};

/** A weekly price expressed per billing period (a month is 52/12 weeks), to the penny. */
export function pricePerPeriod(pricePerWeek: number, frequency: PricedOption['billing_frequency']): number {
  return Math.round(pricePerWeek * WEEKS_PER_PERIOD[billingPeriod(frequency)] * 100) / 100;
}

/**
 * A room's (or a property's, or a city's) starting price is derived from its tenancy options,
 * never typed twice: the lowest weekly price among options that still have rooms, or the lowest
 * overall when everything is sold out, so a sold-out room still shows what it cost. The amount is
 * quoted per the chosen option's billing period, so "£1,191.67 / month" means what it says. Beside
 * it, what that let costs in all (`startingTenancyTotal`, issue 37): every document that carries a
 * starting price carries its total, computed here on the server, so no surface adds one up itself.
 */
export function startingPrice(options: readonly PricedOption[]): StartingPrice {
  const best = cheapestOption(options);
  const total = startingTenancyTotal(options);
  if (best === undefined || total === null) return noPrice;
  return {
    room_starting_price: pricePerPeriod(best.price_per_week, best.billing_frequency),
    room_starting_price_billing_frequency: best.billing_frequency,
    room_starting_price_currency: best.currency,
    room_starting_total: total.total,
    room_starting_total_weeks: total.weeks,
  };
}

/** The option a starting price is quoted from: the cheapest with rooms left, else the cheapest of all. */
export function cheapestOption<T extends PricedOption>(options: readonly T[]): T | undefined {
  const open = options.filter((o) => o.rooms_available > 0);
  const pool = open.length > 0 ? open : options;
  let best: T | undefined;
  for (const o of pool) if (best === undefined || cheaper(o, best)) best = o;
  return best;
}

const frequencyOrder: Readonly<Record<PricedOption['billing_frequency'], number>> = {
  weekly: 0,
  monthly: 1,
  yearly: 2,
};

/**
 * Lower weekly price first; on a tie, the shorter billing period, then the currency code, then the
 * shorter let (the lower total, so a "from" total is the lowest), so order never matters.
 */
function cheaper(a: PricedOption, b: PricedOption): boolean {
  if (a.price_per_week !== b.price_per_week) return a.price_per_week < b.price_per_week;
  if (a.billing_frequency !== b.billing_frequency)
    return frequencyOrder[a.billing_frequency] < frequencyOrder[b.billing_frequency];
  if (a.currency !== b.currency) return a.currency < b.currency;
  return a.weeks < b.weeks;
}

/** Whether any option still has a room to let. */
export function hasAvailability(options: readonly Pick<PricedOption, 'rooms_available'>[]): boolean {
  return options.some((o) => o.rooms_available > 0);
}

/** What a tenancy costs in all, beside a starting price. */
export interface StartingTotal {
  /** In the option's currency, to the penny. */
  readonly total: number;
  readonly weeks: number;
  readonly currency: string;
}

/**
 * The whole tenancy of the option a starting price is quoted from (`cheapestOption`), so a weekly
 * price is never the first price alone: "from £235 / week, £10,340 for 44 weeks". Null without options.
 */
export function startingTenancyTotal(
  options: readonly (PricedOption & { readonly weeks: number })[],
): StartingTotal | null {
  const best = cheapestOption(options);
  return best ? { total: tenancyTotal(best), weeks: best.weeks, currency: best.currency } : null;
}
