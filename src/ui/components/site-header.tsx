import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useCatalogue } from '../hooks/use-catalogue';
import { SmartLink } from './smart-link';

export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#f3b562" />
    </svg>
  );
}

/** The header: brand, the operator's navigation (site settings) and its phone; a menu button on small screens. */
export function SiteHeader() {
  const settings = useCatalogue((s) => s.settings$());
  const site = settings.status === 'ready' ? settings.value : null;
  const [location] = useLocation();
  // On small screens the links are a popover the Menu button opens: native, so it works before
  // the app has started and with JavaScript off, and closes on Escape or a click outside.
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = menu.current;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    list?.addEventListener('toggle', onToggle);
    return () => list?.removeEventListener('toggle', onToggle);
  }, []);
  useEffect(() => {
    void location;
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, [location]);
  const phone = site?.phone ?? '';
  return (
    <header className="site-header">
      <div className="container header-inner">
        <Link href="/" className="brand" aria-label={site ? `${site.brand_name}, home` : 'Home'}>
          <BrandMark />
          <span className="brand-name">{site?.brand_name}</span>
        </Link>
        <nav aria-label="Main" className="main-nav">
          <button type="button" className="menu-button" popoverTarget={menuId}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="icon">
              <path d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
            </svg>
            Menu
          </button>
          <ul id={menuId} ref={menu} popover="auto">
            {site?.header_nav.map((item) => (
              <li key={item.href}>
                <SmartLink href={item.href} {...(location === item.href ? { current: true } : {})}>
                  {item.label}
                </SmartLink>
              </li>
            ))}
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
