import type { StartingPrice } from '../../domain/catalogue/catalogue';
import type { StartingTotal } from '../../domain/catalogue/starting-price';
import { currencySymbol } from '../../domain/pricing/price-format';
import { formatMoney, weeklyPrice } from '../../domain/pricing/weekly-price';

/**
 * "from £262 / week" with "billed £1,135.33 monthly" beneath when it is not billed weekly: every
 * price the visitor compares is in one unit (spec section 5's separators and frequency words);
 * "Price on request" when there is no price. Given the tenancy's total (`startingTenancyTotal`), it
 * says it beside the weekly price, so the first price seen is never less than what the let costs.
 */
export function PriceTag({
  doc,
  prefix = 'from',
  className,
  total,
}: {
  doc: StartingPrice;
  prefix?: string;
  className?: string;
  total?: StartingTotal | null;
}) {
  const price = weeklyPrice(doc);
  if (price === null) return <span className={`price-tag price-tag-none ${className ?? ''}`}>Price on request</span>;
  return (
    <span className={`price-tag ${className ?? ''}`}>
      <span className="price-weekly">
        {prefix && <span className="price-prefix">{prefix} </span>}
        <strong>{price.weekly}</strong>
        <span className="price-period"> / week</span>
      </span>
      {price.billed && <span className="price-billed">{price.billed}</span>}
      {total && (
        <span className="price-total">
          {currencySymbol(total.currency)}
          {formatMoney(total.total)} for {total.weeks} weeks, no fees
        </span>
      )}
    </span>
  );
}
