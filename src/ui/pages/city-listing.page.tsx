import { CityCard } from '../components/city-card';
import { useCatalogue } from '../hooks/use-catalogue';
import { useBrandedTitle } from '../hooks/use-document-title';
import { ResourceView } from './resource-view';

export default function CityListingPage() {
  const cities = useCatalogue((s) => s.cities$());
  useBrandedTitle('Student accommodation by city');
  return (
    <ResourceView resource={cities}>
      {(list) => (
        <div className="container section">
          <header className="page-head">
            <h1>Our cities</h1>
            <p className="lead">
              {list.length === 1 ? 'One city' : `${list.length} cities`}, each with residences a short walk from campus.
              Prices are per person per week, bills included.
            </p>
          </header>
          {list.length === 0 ? (
            <p className="empty">No cities are open for booking yet. Please check back soon.</p>
          ) : (
            <>
              <h2 className="visually-hidden">All cities</h2>
              <div className="card-grid">
                {list.map((c) => (
                  <CityCard key={c.id} city={c} />
                ))}
              </div>
            </>
          )}
        </div>
      )}
    </ResourceView>
  );
}
