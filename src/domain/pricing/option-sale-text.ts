import type { TenancyOption } from '../catalogue/catalogue';
import { formatLondonDate } from '../shared/london-date';
import { currencySymbol } from './price-format';
import { formatMoney, letTotalText } from './weekly-price';

/**
 * A tenancy option's total as its row on the room page shows it, from its sale of the day (ADR
 * 083): "£12,648" for the whole tenancy, "£9,530 for 33 weeks and 3 days from 2 Dec 2026, no fees"
 * for one that has started (the one wording of a let's total); null when it is no longer offered.
 */
export function optionTotalText(option: Pick<TenancyOption, 'sale' | 'currency'>): string | null {
  const sale = option.sale;
  if (sale.kind === 'not_offered') return null;
  if (sale.kind === 'full') return `${currencySymbol(option.currency)}${formatMoney(sale.total)}`;
  return letTotalText(sale.total, option.currency, sale.days, sale.move_in);
}

/** Why an option has no Reserve link: "No longer offered: this tenancy began on 5 Sep 2026"; null when it is offered. */
export function notOfferedText(option: Pick<TenancyOption, 'sale' | 'start_date'>): string | null {
  return option.sale.kind === 'not_offered'
    ? `No longer offered: this tenancy began on ${formatLondonDate(option.start_date)}`
    : null;
}
