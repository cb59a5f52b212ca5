import { currencySymbol } from '../pricing/price-format';
import { formatMoney, lengthText } from '../pricing/weekly-price';
import { formatLondonDate } from '../shared/london-date';
import type { TenancyOption } from './catalogue';

/**
 * A tenancy option's total as its row on the room page shows it, from its sale of the day (ADR
 * 083): "£12,444" for the whole tenancy; for one that has started, "£7,815.29" with beneath it
 * "for 32 weeks and 3 days from 2 Dec 2026, no fees" (together, the one wording of a let's total);
 * null when it is no longer offered.
 */
export function optionTotalParts(
  option: Pick<TenancyOption, 'sale' | 'currency'>,
): { readonly amount: string; readonly detail: string | null } | null {
  const sale = option.sale;
  if (sale.kind === 'not_offered') return null;
  const amount = `${currencySymbol(option.currency)}${formatMoney(sale.total)}`;
  if (sale.kind === 'full') return { amount, detail: null };
  return { amount, detail: `for ${lengthText(sale.days)} from ${formatLondonDate(sale.move_in)}, no fees` };
}

/** Why an option has no Reserve link: "No longer offered: this tenancy began on 5 Sep 2026"; null when it is offered. */
export function notOfferedText(option: Pick<TenancyOption, 'sale' | 'start_date'>): string | null {
  return option.sale.kind === 'not_offered'
    ? `No longer offered: this tenancy began on ${formatLondonDate(option.start_date)}`
    : null;
}
