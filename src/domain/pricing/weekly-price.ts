import { formatLondonDate } from '../shared/london-date';
import { type BillingPeriod, billingPeriod, currencySymbol, toFiniteNumber } from './price-format';

/**
 * Prices where they are compared, in one unit: a week, as the site leads with. A starting price
 * is quoted per its billing period (spec section 3); it is brought to a week to the penny, and its
 * billing is shown as a second line. Kept apart from price-format (which every page loads) so only
 * the pages that show prices carry it.
 */

/** A document's starting price, and the total of the let it is quoted from where it carries one. */
interface PricedDoc {
  readonly room_starting_price: unknown;
  readonly room_starting_price_billing_frequency: unknown;
  readonly room_starting_price_currency: unknown;
  readonly room_starting_total?: unknown;
  readonly room_starting_total_weeks?: unknown;
  readonly room_starting_total_days?: unknown;
  readonly room_starting_total_from?: unknown;
}

/**
 * A document's starting price as a sentence fragment, in the unit prices are compared in, with
 * the let's total after it: "from £199 per week, £8,756 for 44 weeks, no fees", "from £262 per
 * week (billed £1,135.33 monthly), …"; "" when it has none.
 */
export function fromPriceText(doc: PricedDoc): string {
  const weekly = weeklyPriceText(doc);
  if (weekly === '') return '';
  const total = tenancyTotalText(doc);
  return total === null ? `from ${weekly}` : `from ${weekly}, ${total}`;
}

/**
 * "£12,648 for 51 weeks, no fees": what the let a starting price is quoted from costs in all (the
 * server's `room_starting_total`, issue 37), in the price's currency; for a tenancy that has
 * started, what is left of it from the first day a visitor could move in (ADR 083): "£9,530 for 33
 * weeks and 3 days from 2 Dec 2026, no fees". Null when the document has no total. The one wording
 * of a total beside a first price, wherever it is shown.
 */
export function tenancyTotalText(doc: PricedDoc): string | null {
  const weeks = toFiniteNumber(doc.room_starting_total_weeks);
  if (weeks === null) return null;
  const days = toFiniteNumber(doc.room_starting_total_days) ?? 0;
  const from = typeof doc.room_starting_total_from === 'string' ? doc.room_starting_total_from : null;
  return letTotalText(doc.room_starting_total, doc.room_starting_price_currency, weeks * 7 + days, from);
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** "33 weeks and 3 days", "51 weeks", "5 days". */
export function lengthText(days: number): string {
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  if (rest === 0) return plural(weeks, 'week');
  return weeks === 0 ? plural(rest, 'day') : `${plural(weeks, 'week')} and ${plural(rest, 'day')}`;
}

/**
 * A let's total in the one wording: "£12,648 for 51 weeks, no fees"; with the first day it pays for
 * when the tenancy has started, "£9,530 for 33 weeks and 3 days from 2 Dec 2026, no fees". Null
 * without a total.
 */
export function letTotalText(total: unknown, currency: unknown, days: number, from: string | null): string | null {
  const amount = formatMoney(total);
  if (amount === '') return null;
  const since = from === null ? '' : ` from ${formatLondonDate(from)}`;
  return `${currencySymbol(currency)}${amount} for ${lengthText(days)}${since}, no fees`;
}

/** Weeks in each billing period: a month is 52/12 weeks, a year 52. */
export const WEEKS_PER_PERIOD: Readonly<Record<BillingPeriod, number>> = { week: 1, month: 52 / 12, year: 52 };

const pounds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const poundsAndPence = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money as it is shown wherever prices sit side by side: rounded to the penny, en-US thousands
 * separators, whole amounts without pence ("1,200") and any other with two places ("179.50",
 * "1,135.33"); "" when missing or not numeric.
 */
export function formatMoney(value: unknown): string {
  const n = toFiniteNumber(value);
  if (n === null) return '';
  const pence = Math.round(n * 100);
  return pence % 100 === 0 ? pounds.format(pence / 100) : poundsAndPence.format(pence / 100);
}

/** An amount quoted per billing period brought to a week, to the penny: £1,135.33 a month is £262 a week. */
export function weeklyAmount(amount: unknown, frequency: unknown): number | null {
  const n = toFiniteNumber(amount);
  return n === null ? null : Math.round((n / WEEKS_PER_PERIOD[billingPeriod(frequency)]) * 100) / 100;
}

const billedAdverb: Readonly<Record<BillingPeriod, string>> = { week: 'weekly', month: 'monthly', year: 'yearly' };

/** A starting price in the one unit prices are compared in (a week), and how it is billed when that is not weekly. */
export interface WeeklyPrice {
  /** "£262" */
  readonly weekly: string;
  /** "billed £1,135.33 monthly"; null when it is billed weekly. */
  readonly billed: string | null;
}

/** A document's starting price per week, with its billing as a second line; null when it has no price. */
export function weeklyPrice(doc: {
  readonly room_starting_price: unknown;
  readonly room_starting_price_billing_frequency: unknown;
  readonly room_starting_price_currency: unknown;
}): WeeklyPrice | null {
  const period = billingPeriod(doc.room_starting_price_billing_frequency);
  const weekly = weeklyAmount(doc.room_starting_price, doc.room_starting_price_billing_frequency);
  if (weekly === null) return null;
  const symbol = currencySymbol(doc.room_starting_price_currency);
  return {
    weekly: `${symbol}${formatMoney(weekly)}`,
    billed:
      period === 'week' ? null : `billed ${symbol}${formatMoney(doc.room_starting_price)} ${billedAdverb[period]}`,
  };
}

/** "£262 per week (billed £1,135.33 monthly)", "£199 per week", or "" without a price: one line of text. */
export function weeklyPriceText(doc: Parameters<typeof weeklyPrice>[0]): string {
  const price = weeklyPrice(doc);
  if (price === null) return '';
  return price.billed === null ? `${price.weekly} per week` : `${price.weekly} per week (${price.billed})`;
}
