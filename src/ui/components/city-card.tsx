import { Link } from 'wouter';
import type { CitySummary } from '../../domain/catalogue/catalogue';
import { Picture } from './picture';
import { pictureSizes } from './picture-sizes';
import { PriceTag } from './price-tag';

export function CityCard({ city }: { city: CitySummary }) {
  return (
    <article className="card city-card">
      <div className="card-media">
        <Picture media={city.media[0]} sizes={pictureSizes.card} />
      </div>
      <div className="card-body">
        <p className="card-eyebrow">{city.region}</p>
        <h3 className="card-title">
          <Link href={`/${city.id}`} className="card-link">
            {city.display_name}
          </Link>
        </h3>
        <p className="card-meta">
          {city.property_count} residence{city.property_count === 1 ? '' : 's'} ·{' '}
          {city.universities.map((u) => u.short_name).join(', ')}
        </p>
        <div className="card-footer">
          <PriceTag doc={city} />
        </div>
      </div>
    </article>
  );
}
