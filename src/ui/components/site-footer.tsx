import { Link } from 'wouter';
import { CONSENT_STORE } from '../../application/consent/consent.tokens';
import { isHttpsLink } from '../../domain/shared/safe-link';
import { useCatalogue } from '../hooks/use-catalogue';
import { useService } from '../hooks/use-service';
import { BrandMark } from './site-header';
import { SmartLink } from './smart-link';

export function SiteFooter() {
  const settings = useCatalogue((s) => s.settings$());
  const cities = useCatalogue((s) => s.cities$());
  const s = settings.status === 'ready' ? settings.value : null;
  const consent = useService(CONSENT_STORE);
  // https only, again here: whatever the settings hold, a visitor is never given a script address.
  const social = s?.social_links.filter((l) => isHttpsLink(l.url)) ?? [];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-about">
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
          {social.length > 0 && (
            <nav aria-label={`${s?.brand_name} elsewhere`} className="footer-social">
              <ul>
                {social.map((l) => (
                  <li key={l.network}>
                    <a href={l.url} rel="me noopener">
                      {l.name}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p className="footer-note">
            All bills included, an on-site team, and rooms you can see before you book. Prices are per person per week
            unless stated.
          </p>
        </div>
        <nav aria-labelledby="footer-cities">
          <h2 className="footer-heading" id="footer-cities">
            Cities
          </h2>
          <ul className="footer-links">
            {cities.status === 'ready' &&
              cities.value.map((c) => (
                <li key={c.id}>
                  <Link href={`/${c.id}`}>{c.name}</Link>
                </li>
              ))}
          </ul>
        </nav>
        {s?.footer_nav.map((group, i) => (
          <nav key={group.heading} aria-labelledby={`footer-nav-${i}`}>
            <h2 className="footer-heading" id={`footer-nav-${i}`}>
              {group.heading}
            </h2>
            <ul className="footer-links">
              {group.links.map((link) => (
                <li key={link.href}>
                  <SmartLink href={link.href}>{link.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container footer-bottom">
        <p>
          © {s?.brand_name}. Student accommodation in the UK. Powered by <span className="digs">Digs</span>.
        </p>
        {/* Reopens the cookie banner to change or withdraw consent (PECR); /cookie-policy explains it. */}
        <button type="button" className="link-button" onClick={() => consent.openSettings()}>
          Cookie settings
        </button>
      </div>
    </footer>
  );
}
