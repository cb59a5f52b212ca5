import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'wouter';
import { ACCESS } from '../../application/site/site.tokens';
import { useCatalogue } from '../hooks/use-catalogue';
import { useService } from '../hooks/use-service';
import { useCompareList, useFavourites } from '../hooks/use-shortlists';
import { SmartLink } from './smart-link';

export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="currentColor" />
      <path d="M14 34 32 18l18 16v14a2 2 0 0 1-2 2H38V38H26v12H16a2 2 0 0 1-2-2z" fill="#f3b562" />
    </svg>
  );
}

const roomFinderHref = '/find-your-room';

/** What the visitor keeps, counted live (every tab writes the same device storage; stores follow it). */
function useShortlistCounts() {
  const favourites = useFavourites().length;
  const compare = useCompareList('properties').length + useCompareList('rooms').length;
  return { favourites, compare };
}

/**
 * Whether the device keeps the signed-in marker (ADR 053), live: false in the server's render and
 * hydration (the server has no local storage), the device's answer straight after.
 */
function useSignedIn(): boolean {
  const access = useService(ACCESS);
  return useSyncExternalStore(
    (changed) => {
      const subscription = access.signedIn$().subscribe(changed);
      return () => subscription.unsubscribe();
    },
    () => access.isSignedIn(),
    () => false,
  );
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Favourites, compare, the room finder and sign-in or the visitor's account (issue 20), on every
 * page (issue 22): a strip under the header's row, and again in the phone menu. Counts are 0 in the server's render and hydration (the device
 * is not known there) and follow the device's lists straight after, across tabs.
 */
function ShortlistLinks({ location }: { location: string }) {
  const { favourites, compare } = useShortlistCounts();
  const signedIn = useSignedIn();
  const current = (href: string) => (location === href ? { 'aria-current': 'page' as const } : {});
  // Signed in: the account (the protected group); otherwise sign-in. The marker is not the
  // credential: a stale one is sent from /account to /login by the server's 401 (ADR 053).
  const account = signedIn ? '/account' : '/login';
  return (
    <>
      <li className="tool-finder">
        <Link href={roomFinderHref} {...current(roomFinderHref)}>
          <span className="tool-icon tool-icon-finder" aria-hidden="true" />
          Room finder
        </Link>
      </li>
      <li>
        <Link href="/favourite" aria-label={`Favourites, ${favourites} saved`} {...current('/favourite')}>
          <span className="tool-icon tool-icon-favourites" aria-hidden="true" />
          <span className="tool-label">Favourites</span>
          <span className="tool-count" aria-hidden="true">
            {favourites}
          </span>
        </Link>
      </li>
      <li>
        <Link href="/compare" aria-label={`Compare, ${compare} chosen`} {...current('/compare')}>
          <span className="tool-icon tool-icon-compare" aria-hidden="true" />
          <span className="tool-label">Compare</span>
          <span className="tool-count" aria-hidden="true">
            {compare}
          </span>
        </Link>
      </li>
      <li className="tool-account">
        <Link href={account} {...current(account)}>
          <span className="tool-icon tool-icon-account" aria-hidden="true" />
          <span className="tool-label">{signedIn ? 'Your account' : 'Sign in'}</span>
        </Link>
      </li>
    </>
  );
}

/**
 * The header: brand, the operator's navigation (site settings) and its phone; a menu button on
 * small screens; under its row, the visitor's favourites, compare lists and the room finder.
 */
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
  const { favourites, compare } = useShortlistCounts();
  const kept = favourites + compare;
  return (
    <>
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
              <span className="menu-label">Menu</span>
              {kept > 0 && (
                <span className="tool-count">
                  <span className="visually-hidden">
                    {' '}
                    ({counted(favourites, 'favourite', 'favourites')}, {compare} in compare)
                  </span>
                  <span aria-hidden="true">{kept}</span>
                </span>
              )}
            </button>
            <ul id={menuId} ref={menu} popover="auto">
              {site?.header_nav.map((item) => (
                <li key={item.href}>
                  <SmartLink href={item.href} {...(location === item.href ? { current: true } : {})}>
                    {item.label}
                  </SmartLink>
                </li>
              ))}
              <li className="nav-tools">
                <ul>
                  <ShortlistLinks location={location} />
                </ul>
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
      <nav className="header-tools" aria-label="Your shortlists">
        <ul className="container">
          <ShortlistLinks location={location} />
        </ul>
      </nav>
    </>
  );
}
