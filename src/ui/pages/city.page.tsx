import { useParams, useSearch } from 'wouter';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Picture } from '../components/picture';
import { PriceTag } from '../components/price-tag';
import { PropertyCard } from '../components/property-card';
import { ResourceView } from '../components/resource-view';
import { useCatalogue } from '../hooks/use-catalogue';
import { useDocumentTitle } from '../hooks/use-document-title';

export default function CityPage() {
  const { cityId = '' } = useParams<{ cityId: string }>();
  const search = useSearch();
  const university = new URLSearchParams(search).get('university');
  const city = useCatalogue((s) => s.city$(cityId));
  const settings = useCatalogue((s) => s.settings$());
  useDocumentTitle(
    city.status === 'ready' && settings.status === 'ready'
      ? `Student accommodation in ${city.value.name} | ${settings.value.brand_name}`
      : null,
  );
  return (
    <ResourceView resource={city}>
      {(c) => {
        const chosen = c.universities.find((u) => u.id === university);
        return (
          <>
            <section className="page-hero">
              <Picture media={c.media[0]} sizes="100vw" className="page-hero-image" priority />
              <div className="hero-scrim" />
              <div className="container page-hero-content">
                <Breadcrumbs
                  trail={[
                    ['Home', '/'],
                    ['Cities', '/city-listing'],
                    [c.name, null],
                  ]}
                />
                <h1>Student accommodation in {c.name}</h1>
                <p className="hero-lead">
                  {c.property_count} residence{c.property_count === 1 ? '' : 's'} · <PriceTag doc={c} />
                </p>
              </div>
            </section>
            <div className="container section">
              <p className="lead">{c.intro}</p>
              <h2 className="subheading">Universities</h2>
              <ul className="chips">
                {c.universities.map((u) => (
                  <li key={u.id} className={`chip ${u.id === chosen?.id ? 'chip-active' : ''}`}>
                    {u.name}
                  </li>
                ))}
              </ul>
              <h2 className="subheading">
                Residences in {c.name}
                {chosen ? ` near ${chosen.short_name}` : ''}
              </h2>
              {c.properties.length === 0 ? (
                <p className="empty">We are opening residences in {c.name} soon.</p>
              ) : (
                <div className="card-grid">
                  {c.properties.map((p) => (
                    <PropertyCard key={p.id} property={p} />
                  ))}
                </div>
              )}
            </div>
          </>
        );
      }}
    </ResourceView>
  );
}
