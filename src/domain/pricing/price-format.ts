/**
 * Price display rules of spec section 5: en-US thousands separators, empty when the value is
 * missing or not numeric; billing frequency weekly->week, monthly->month, yearly->year,
 * anything else->week.
 */

export type BillingPeriod = 'week' | 'month' | 'year';

const enUs = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** A finite number from a number or a numeric string; null otherwise. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** `1234` -> `"1,234"`; `"2450"` -> `"2,450"`; missing or not numeric -> `""`. */
export function formatPrice(value: unknown): string {
  const n = toFiniteNumber(value);
  return n === null ? '' : enUs.format(n);
}

/** The unit a price is quoted per, from a document's billing frequency. */
export function billingPeriod(frequency: unknown): BillingPeriod {
  switch (frequency) {
    case 'monthly':
      return 'month';
    case 'yearly':
      return 'year';
    default:
      return 'week';
  }
}

const currencySymbols: Readonly<Record<string, string>> = { GBP: '£', EUR: '€', USD: '$' };

/** The symbol shown before a price: `GBP` -> `£`; an unknown code is shown as itself plus a space. */
export function currencySymbol(currency: unknown): string {
  if (typeof currency !== 'string' || currency === '') return '£';
  return currencySymbols[currency.toUpperCase()] ?? `${currency.toUpperCase()} `;
}
