import { Link } from 'wouter';
import { useCatalogue } from '../hooks/use-catalogue';
import { BrandMark } from './site-header';

export function SiteFooter() {
  const settings = useCatalogue((s) => s.settings$());
  const cities = useCatalogue((s) => s.cities$());
  const s = settings.status === 'ready' ? settings.value : null;
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">
            <BrandMark /> {s?.brand_name}
          </p>
          <p className="footer-tagline">{s?.tagline}</p>
          {s?.support_email && (
            <p>
              <a href={`mailto:${s.support_email}`}>{s.support_email}</a>
            </p>
          )}
          {s?.phone && (
            <p>
              <a href={`tel:${s.phone.replace(/[^+\d]/g, '')}`}>{s.phone}</a>
            </p>
          )}
        </div>
        <nav aria-label="Cities">
          <h2 className="footer-heading">Cities</h2>
          <ul className="footer-links">
            {cities.status === 'ready' &&
              cities.value.map((c) => (
                <li key={c.id}>
                  <Link href={`/${c.id}`}>{c.name}</Link>
                </li>
              ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-heading">Living with us</h2>
          <p className="footer-note">
            All bills included, an on-site team, and rooms you can see before you book. Prices are per person per week
            unless stated.
          </p>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          © {s?.brand_name}. Student accommodation in the UK. Powered by <span className="digs">Digs</span>.
        </p>
      </div>
    </footer>
  );
}
