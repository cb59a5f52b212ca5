import type { StartingPrice } from '../../domain/catalogue/catalogue';
import { tenancyTotalText, weeklyPrice } from '../../domain/pricing/weekly-price';

/**
 * "from £262 / week" with "billed £1,135.33 monthly" beneath when it is not billed weekly: every
 * price the visitor compares is in one unit (spec section 5's separators and frequency words);
 * "Price on request" when there is no price. Beneath it, the total of the let that price is quoted
 * from ("£12,648 for 51 weeks, no fees"), which every priced document carries from the server
 * (`room_starting_total`, ADR 084), so the first price seen is never less than what the let costs.
 */
export function PriceTag({
  doc,
  prefix = 'from',
  className,
}: {
  doc: StartingPrice;
  prefix?: string;
  className?: string;
}) {
  const price = weeklyPrice(doc);
  if (price === null) return <span className={`price-tag price-tag-none ${className ?? ''}`}>Price on request</span>;
  const total = tenancyTotalText(doc);
  return (
    <span className={`price-tag ${className ?? ''}`}>
      <span className="price-weekly">
        {prefix && <span className="price-prefix">{prefix} </span>}
        <strong>{price.weekly}</strong>
        <span className="price-period"> / week</span>
      </span>
      {price.billed && <span className="price-billed">{price.billed}</span>}
      {total && <span className="price-total">{total}</span>}
    </span>
  );
}
