import { Link } from 'wouter';
import { useCatalogue } from '../hooks/use-catalogue';

export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#f3b562" />
    </svg>
  );
}

export function SiteHeader() {
  const settings = useCatalogue((s) => s.settings$());
  const brand = settings.status === 'ready' ? settings.value.brand_name : '';
  const phone = settings.status === 'ready' ? settings.value.phone : '';
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link href="/" className="brand" aria-label={brand ? `${brand}, home` : 'Home'}>
          <BrandMark />
          <span className="brand-name">{brand}</span>
        </Link>
        <nav aria-label="Main" className="main-nav">
          <ul>
            <li>
              <Link href="/city-listing">Cities</Link>
            </li>
            {phone && (
              <li className="nav-phone">
                <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
                  <span className="visually-hidden">Call us on </span>
                  {phone}
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
