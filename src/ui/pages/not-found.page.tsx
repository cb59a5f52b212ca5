import { Link } from 'wouter';
import { CitySearch } from '../components/city-search';
import { useCatalogue } from '../hooks/use-catalogue';
import { useBrandedTitle } from '../hooks/use-document-title';

export default function NotFoundPage() {
  const cities = useCatalogue((s) => s.cities$());
  useBrandedTitle('Page not found');
  return (
    <div className="container section not-found">
      <p className="hero-eyebrow">Error 404</p>
      <h1>We couldn’t find that page</h1>
      <p className="lead">The link may be old, or the room may have moved. Search for a city or university instead.</p>
      {cities.status === 'ready' && (
        <>
          <CitySearch cities={cities.value} />
          <h2 className="subheading">Our cities</h2>
          <ul className="chips">
            {cities.value.map((c) => (
              <li key={c.id} className="chip">
                <Link href={`/${c.id}`}>{c.name}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link href="/" className="button">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
