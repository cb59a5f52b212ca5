import type { StartingPrice } from '../../domain/catalogue/catalogue';
import { billingPeriod, currencySymbol, formatPrice } from '../../domain/pricing/price-format';

/** "from £199 / week", by the pricing rules of spec section 5; nothing when there is no price. */
export function PriceTag({
  doc,
  prefix = 'from',
  className,
}: {
  doc: StartingPrice;
  prefix?: string;
  className?: string;
}) {
  const amount = formatPrice(doc.room_starting_price);
  if (amount === '') return <span className={`price-tag price-tag-none ${className ?? ''}`}>Price on request</span>;
  return (
    <span className={`price-tag ${className ?? ''}`}>
      {prefix && <span className="price-prefix">{prefix} </span>}
      <strong>
        {currencySymbol(doc.room_starting_price_currency)}
        {amount}
      </strong>
      <span className="price-period"> / {billingPeriod(doc.room_starting_price_billing_frequency)}</span>
    </span>
  );
}
