import { Link } from 'wouter';
import type { PropertySummary, StartingPrice } from '../../domain/catalogue/catalogue';
import { AvailabilityBadge } from './availability-badge';
import { Picture } from './picture';
import { pictureSizes } from './picture-sizes';
import { PriceTag } from './price-tag';
import { ShortlistActions } from './shortlist-buttons';

/** A residence's card; `price` is the starting price to show when a filter asks about some rooms only. */
export function PropertyCard({
  property,
  price = property,
  showCity = false,
  priority = false,
}: {
  property: PropertySummary;
  price?: StartingPrice;
  showCity?: boolean;
  /** The first card of a list that starts above the fold: its picture loads at once (it is the LCP). */
  priority?: boolean;
}) {
  const href = `/${property.city_id}/${property.id}`;
  const nearest = property.nearest_university;
  return (
    <article className="card property-card">
      <div className="card-media">
        <Picture media={property.media_gallery[0]} sizes={pictureSizes.card} priority={priority} />
        <AvailabilityBadge available={property.available} />
      </div>
      <div className="card-body">
        {showCity && <p className="card-eyebrow">{property.city_name}</p>}
        <h3 className="card-title">
          <Link href={href} className="card-link">
            {property.display_name}
          </Link>
        </h3>
        <p className="card-text">{property.tagline}</p>
        {nearest && (
          <p className="card-meta">
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 3 1 9l11 6 9-4.9V17h2V9L12 3zM5 13.2v4L12 21l7-3.8v-4L12 17l-7-3.8z" />
            </svg>{' '}
            {nearest.walk_minutes} min walk to {nearest.short_name}
          </p>
        )}
        <div className="card-footer">
          <PriceTag doc={price} />
          <span className="card-count">
            {property.room_type_count} room type{property.room_type_count === 1 ? '' : 's'}
          </span>
        </div>
        <ShortlistActions kind="property" doc={property} />
      </div>
    </article>
  );
}
