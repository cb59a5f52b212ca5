import { Link, useParams } from 'wouter';
import type { PropertyDetail, RoomTypeSummary } from '../../domain/catalogue/catalogue';
import { faqsForProperty } from '../../domain/content/faq-rules';
import { offersFor } from '../../domain/content/offer-rules';
import { AvailabilityBadge } from '../components/availability-badge';
import { Breadcrumbs } from '../components/breadcrumbs';
import { FaqSection } from '../components/content/faq-accordion';
import { OfferCard } from '../components/content/offer-card';
import { Gallery } from '../components/gallery';
import { NextSteps } from '../components/next-steps';
import { Picture } from '../components/picture';
import { PriceTag } from '../components/price-tag';
import { ShortlistActions } from '../components/shortlist-buttons';
import { useCatalogue } from '../hooks/use-catalogue';
import { useContent } from '../hooks/use-content';
import { useBrandedTitle } from '../hooks/use-document-title';
import { ResourceView } from './resource-view';

const kindLabels: Record<RoomTypeSummary['kind'], string> = {
  studio: 'Studio',
  'premium-studio': 'Premium studio',
  ensuite: 'En-suite',
  twodio: 'Twodio',
  accessible: 'Accessible',
  'shared-flat': 'Shared flat',
};

function RoomRow({ room, showLevel }: { room: RoomTypeSummary; showLevel: boolean }) {
  return (
    <article className="room-row">
      <Picture media={room.media_gallery[0]} sizes="(min-width: 768px) 240px, 100vw" className="room-row-image" />
      <div className="room-row-body">
        <p className="card-eyebrow">{kindLabels[room.kind]}</p>
        <h3 className="card-title">
          <Link href={`/${room.city_id}/${room.property_id}/${room.id}`} className="card-link">
            {room.display_name}
          </Link>
        </h3>
        <ul className="facts">
          <li>{room.bed_type} bed</li>
          <li>{room.size_sqm} m²</li>
          <li>{room.weeks_offered.join(', ')} weeks</li>
          {showLevel && room.floor_levels.length > 0 && <li>Floors {room.floor_levels.join(', ')}</li>}
        </ul>
      </div>
      <div className="room-row-aside">
        <PriceTag doc={room} />
        <AvailabilityBadge available={room.available} />
        <ShortlistActions kind="room" doc={room} />
      </div>
    </article>
  );
}

export default function PropertyPage() {
  const { cityId = '', propertyId = '' } = useParams<{ cityId: string; propertyId: string }>();
  const property = useCatalogue((s) => s.property$(cityId, propertyId));
  const settings = useCatalogue((s) => s.settings$());
  const showLevel = settings.status === 'ready' && settings.value.show_level;
  useBrandedTitle(property.status === 'ready' ? `${property.value.name}, ${property.value.city_name}` : null);
  return <ResourceView resource={property}>{(p) => <PropertyDetails p={p} showLevel={showLevel} />}</ResourceView>;
}

/** The residence once it is known; its offers and questions are asked for only then. */
function PropertyDetails({ p, showLevel }: { p: PropertyDetail; showLevel: boolean }) {
  const allOffers = useContent((s) => s.offers$());
  const allFaqs = useContent((s) => s.faqs$());
  const offers =
    allOffers.status === 'ready' ? offersFor(allOffers.value, { cityId: p.city_id, propertyId: p.id }) : [];
  const faqs =
    allFaqs.status === 'ready' ? faqsForProperty(allFaqs.value, { cityId: p.city_id, propertyId: p.id }) : [];
  return (
    <div className="container section">
      <Breadcrumbs
        trail={[
          ['Home', '/'],
          [p.city_name, `/${p.city_id}`],
          [p.name, null],
        ]}
      />
      <header className="page-head property-head">
        <div>
          <h1>{p.name}</h1>
          <p className="lead">{p.tagline}</p>
          <p className="address">
            {p.address.line1}, {p.address.city} {p.address.postcode}
          </p>
        </div>
        <div className="property-price">
          <PriceTag doc={p} />
          <AvailabilityBadge available={p.available} />
          <ShortlistActions kind="property" doc={p} />
        </div>
      </header>
      <Gallery media={p.media_gallery} label={`Pictures of ${p.name}`} />
      <div className="two-column">
        <div className="prose">
          <h2>About {p.name}</h2>
          {p.description.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {showLevel && p.floor_levels.length > 0 && <p>Rooms on floors {p.floor_levels.join(', ')}.</p>}
        </div>
        <aside className="side-panel">
          <NextSteps propertyName={p.name} propertySlug={p.id} about={p.name} />
          <h2 className="subheading">Getting to campus</h2>
          <ul className="distances">
            {p.distances.map((d) => (
              <li key={d.university_id}>
                <span>{d.name}</span>
                <span className="distance">
                  {d.distance_km} km · {d.walk_minutes} min walk
                </span>
              </li>
            ))}
          </ul>
          <h2 className="subheading">Amenities</h2>
          <ul className="amenities">
            {p.amenities.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </aside>
      </div>
      <section aria-labelledby="rooms-heading" className="section-tight">
        <h2 id="rooms-heading">Rooms at {p.name}</h2>
        <div className="room-list">
          {p.room_types.map((r) => (
            <RoomRow key={r.id} room={r} showLevel={showLevel} />
          ))}
        </div>
      </section>
      {offers.length > 0 && (
        <section aria-labelledby="offers-heading" className="section-tight">
          <h2 id="offers-heading">Offers at {p.name}</h2>
          <div className="offer-grid">
            {offers.map((o) => (
              <OfferCard key={o._id} offer={o} headingLevel={3} />
            ))}
          </div>
        </section>
      )}
      {faqs.length > 0 && <FaqSection heading={`Questions about ${p.name}`} faqs={faqs} className="section-tight" />}
    </div>
  );
}
