/**
 * Price display rules of spec section 5: en-US thousands separators, empty when the value is
 * missing or not numeric; billing frequency weekly->week, monthly->month, yearly->year,
 * anything else->week.
 */

export type BillingPeriod = 'week' | 'month' | 'year';

const enUs = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

function toFiniteNumber(value: unknown): number | null {
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

/** "£1,191.67 per month": an amount quoted per its billing period; "" when there is no price. */
export function quotedPrice(amount: unknown, currency: unknown, frequency: unknown): string {
  const formatted = formatPrice(amount);
  return formatted === '' ? '' : `${currencySymbol(currency)}${formatted} per ${billingPeriod(frequency)}`;
}

/** A document's starting price as a sentence fragment: "from £199 per week"; "" when it has none. */
export function fromPriceText(doc: {
  readonly room_starting_price: unknown;
  readonly room_starting_price_billing_frequency: unknown;
  readonly room_starting_price_currency: unknown;
}): string {
  const quoted = quotedPrice(
    doc.room_starting_price,
    doc.room_starting_price_currency,
    doc.room_starting_price_billing_frequency,
  );
  return quoted === '' ? '' : `from ${quoted}`;
}
