import { billingPeriod } from '../pricing/price-format';
import { type SaleDay, tenancySale } from '../pricing/tenancy-sale';
import { WEEKS_PER_PERIOD } from '../pricing/weekly-price';
import type { BillingFrequency, OptionSale, StartingPrice } from './catalogue';

/** The part of a tenancy option the starting price is derived from. */
export interface PricedOption {
  readonly price_per_week: number;
  readonly rooms_available: number;
  readonly billing_frequency: BillingFrequency;
  readonly currency: string;
  /** How long the let is: its total is quoted beside the starting price. */
  readonly weeks: number;
  /** The let as sold on the day (ADR 083): its rent in all, to the penny, and the days it pays for. */
  readonly total: number;
  readonly days: number;
  /** The first day it pays for when the tenancy has started (pro rata); null when sold in full. */
  readonly move_in: string | null;
}

/** The part of a tenancy option its sale of the day is worked out from, in the catalogue's units. */
export interface SoldOption {
  readonly start_date: string;
  readonly weeks: number;
  readonly price_per_week: number;
}

/**
 * An option's sale on a London day, as the catalogue's documents carry it (ADR 083): the same rule
 * /reserve charges by (`tenancySale`, in pence), so a total shown is a total charged.
 */
export function optionSale(option: SoldOption, day: SaleDay): OptionSale {
  const sale = tenancySale(
    { startDate: option.start_date, weeks: option.weeks, pricePerWeekPence: Math.round(option.price_per_week * 100) },
    day.today,
    day.rules,
  );
  if (sale.kind === 'not_offered') return { kind: 'not_offered', reason: sale.reason };
  return { kind: sale.kind, move_in: sale.moveIn, days: sale.days, total: sale.rentPence / 100 };
}

/**
 * The option as starting prices are derived from it on the day, or null when it is not offered
 * that day (a started tenancy past the operator's stop date, or with too few days left): such an
 * option is left out of every starting price.
 */
export function offeredOption(
  option: Omit<PricedOption, 'total' | 'days' | 'move_in'> & SoldOption,
  day: SaleDay,
): PricedOption | null {
  const sale = optionSale(option, day);
  if (sale.kind === 'not_offered') return null;
  return {
    price_per_week: option.price_per_week,
    rooms_available: option.rooms_available,
    billing_frequency: option.billing_frequency,
    currency: option.currency,
    weeks: option.weeks,
    total: sale.total,
    days: sale.days,
    move_in: sale.kind === 'pro_rata' ? sale.move_in : null,
  };
}

/** The starting price of what has no tenancy option to price it from: every field null. */
export const NO_STARTING_PRICE: StartingPrice = {
  room_starting_price: null,
  room_starting_price_billing_frequency: null,
  room_starting_price_currency: null,
  room_starting_total: null,
  room_starting_total_weeks: null,
  room_starting_total_days: null,
  room_starting_total_from: null,
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
  if (best === undefined || total === null) return NO_STARTING_PRICE;
  return {
    room_starting_price: pricePerPeriod(best.price_per_week, best.billing_frequency),
    room_starting_price_billing_frequency: best.billing_frequency,
    room_starting_price_currency: best.currency,
    room_starting_total: total.total,
    room_starting_total_weeks: total.weeks,
    room_starting_total_days: total.days,
    room_starting_total_from: total.from,
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
 * shorter let on the day (the lower total, so a "from" total is the lowest), so order never matters.
 */
function cheaper(a: PricedOption, b: PricedOption): boolean {
  if (a.price_per_week !== b.price_per_week) return a.price_per_week < b.price_per_week;
  if (a.billing_frequency !== b.billing_frequency)
    return frequencyOrder[a.billing_frequency] < frequencyOrder[b.billing_frequency];
  if (a.currency !== b.currency) return a.currency < b.currency;
  return a.days < b.days;
}

/** Whether any option still has a room to let. */
export function hasAvailability(options: readonly Pick<PricedOption, 'rooms_available'>[]): boolean {
  return options.some((o) => o.rooms_available > 0);
}

/** What a tenancy costs in all, beside a starting price. */
export interface StartingTotal {
  /** In the option's currency, to the penny. */
  readonly total: number;
  /** Whole weeks it pays for, and days beyond them (a started tenancy is sold by the day). */
  readonly weeks: number;
  readonly days: number;
  /** The first day it pays for when the tenancy has started; null for the whole tenancy. */
  readonly from: string | null;
  readonly currency: string;
}

/**
 * The let of the option a starting price is quoted from (`cheapestOption`) as sold on the day, so a
 * weekly price is never the first price alone: "from £235 / week, £10,340 for 44 weeks", or for a
 * tenancy that has started, what is left of it from the first day a visitor could move in. Null
 * without options (options not offered that day are left out before).
 */
export function startingTenancyTotal(options: readonly PricedOption[]): StartingTotal | null {
  const best = cheapestOption(options);
  return best ? letTotal(best) : null;
}

/** One let's total as a starting price quotes it. */
export function letTotal(option: PricedOption): StartingTotal {
  return {
    total: option.total,
    weeks: Math.floor(option.days / 7),
    days: option.days % 7,
    from: option.move_in,
    currency: option.currency,
  };
}
