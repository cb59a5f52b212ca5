import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, Route, Switch, useLocation } from 'wouter';
import { CONSOLE_SESSION } from '../../application/staff/staff-console.tokens';
import { type SignedInStaff, screenAccess } from '../../domain/staff/staff-roles';
import { ADMIN_ROUTES, ADMIN_SECTIONS, type AdminRoute } from './admin-routes';
import { useAdminService, useToastActions } from './components/admin-services';
import { ConfirmDialog } from './components/confirm-dialog';
import { ConsoleNavContext } from './components/console-nav';
import { roleLabels } from './components/role-labels';
import { ScreenPermissions } from './components/screen-access';

/** The screens the member's role may open. */
export function routesFor(staff: SignedInStaff): readonly AdminRoute[] {
  return ADMIN_ROUTES.filter((r) => screenAccess(staff.role, r) !== 'none');
}

const pathPrefix = (path: string) => path.replace(/\/:.*$/, '');

function Sidebar({ staff, onNavigate }: { staff: SignedInStaff; onNavigate: () => void }) {
  const [location] = useLocation();
  const allowed = routesFor(staff).filter((r) => r.nav !== false);
  const current = (path: string) =>
    location === path || (path !== '/' && location.startsWith(`${pathPrefix(path)}/`)) ? 'page' : undefined;
  return (
    <nav id="admin-sidebar" className="admin-sidebar" aria-label="Console">
      <ul className="admin-nav">
        <li>
          <Link
            href="~/admin"
            className="admin-nav-link"
            aria-current={location === '/' ? 'page' : undefined}
            onClick={onNavigate}
          >
            Dashboard
          </Link>
        </li>
      </ul>
      {ADMIN_SECTIONS.map((section) => {
        const entries = allowed.filter((r) => r.section === section);
        if (entries.length === 0) return null;
        return (
          <div key={section} className="admin-nav-section">
            <h2 className="admin-nav-heading">{section}</h2>
            <ul className="admin-nav">
              {entries.map((r) => (
                <li key={r.path}>
                  <Link href={r.path} className="admin-nav-link" aria-current={current(r.path)} onClick={onNavigate}>
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}

/** Sets the tab title, and gives the screen its permissions (what the member may change on it). */
function Screen({ route }: { route: AdminRoute }) {
  useEffect(() => {
    document.title = `${route.title} | Digs console`;
  }, [route.title]);
  const Component = route.component;
  return (
    <ScreenPermissions value={route}>
      <Component />
    </ScreenPermissions>
  );
}

function NoAccess() {
  useEffect(() => {
    document.title = 'No access | Digs console';
  }, []);
  return (
    <div className="admin-card admin-message-card">
      <h1 className="admin-screen-title">You do not have access to this screen</h1>
      <p>Your role does not include it. An owner can change your role on the Staff screen.</p>
      <Link href="~/admin" className="admin-button admin-button-primary">
        Back to the dashboard
      </Link>
    </div>
  );
}

function ConsoleNotFound() {
  useEffect(() => {
    document.title = 'Not found | Digs console';
  }, []);
  return (
    <div className="admin-card admin-message-card">
      <h1 className="admin-screen-title">There is no such screen</h1>
      <p>The address may be mistyped, or the screen has moved.</p>
      <Link href="~/admin" className="admin-button admin-button-primary">
        Back to the dashboard
      </Link>
    </div>
  );
}

function ScreenLoading() {
  return (
    <div className="admin-screen-loading" aria-busy="true">
      <span className="visually-hidden">Loading…</span>
      <div className="admin-skeleton admin-skeleton-title" />
      <div className="admin-skeleton admin-skeleton-block" />
    </div>
  );
}

/**
 * The signed-in console (issue 18): a top bar with the member and the ways out, a sidebar grouped
 * by section showing what the role may open, and the screen. Under 900 px the sidebar folds into
 * a menu button.
 */
export function ConsoleLayout({ staff }: { staff: SignedInStaff }) {
  const session = useAdminService(CONSOLE_SESSION);
  const toasts = useToastActions();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [askEverywhere, setAskEverywhere] = useState(false);
  const [busy, setBusy] = useState(false);
  const main = useRef<HTMLElement>(null);
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    setMenuOpen(false);
    main.current?.focus();
  }, [location]);
  useEffect(() => {
    if (!menuOpen) return;
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [menuOpen]);

  const signOut = async (everywhere: boolean) => {
    setBusy(true);
    try {
      if (everywhere) await session.signOutEverywhere();
      else await session.signOut();
      toasts.show('info', everywhere ? 'You are signed out on every device.' : 'You are signed out.');
    } catch (error) {
      toasts.show('error', error instanceof Error ? error.message : 'We could not sign you out. Please try again.');
    } finally {
      setBusy(false);
      setAskEverywhere(false);
    }
  };

  const allowed = routesFor(staff);
  return (
    <div className={menuOpen ? 'admin-layout admin-menu-open' : 'admin-layout'}>
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="admin-menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
          Menu
        </button>
        <Link href="~/admin" className="admin-brand">
          Digs <span className="admin-brand-console">console</span>
        </Link>
        <div className="admin-account">
          <p className="admin-account-who">
            <span className="admin-account-name">{staff.name || staff.email}</span>
            <span className={`admin-role admin-role-${staff.role}`}>{roleLabels[staff.role]}</span>
          </p>
          <button
            type="button"
            className="admin-button admin-button-quiet admin-button-small"
            disabled={busy}
            onClick={() => void signOut(false)}
          >
            Sign out
          </button>
          <button
            type="button"
            className="admin-button admin-button-quiet admin-button-small"
            disabled={busy}
            onClick={() => setAskEverywhere(true)}
          >
            Sign out everywhere
          </button>
        </div>
      </header>
      <div className="admin-body">
        <Sidebar staff={staff} onNavigate={() => setMenuOpen(false)} />
        {menuOpen && (
          <button
            type="button"
            className="admin-scrim"
            aria-label="Close the menu"
            onClick={() => setMenuOpen(false)}
          />
        )}
        <main id="admin-main" ref={main} tabIndex={-1} className="admin-main">
          <ConsoleNavContext.Provider value={allowed}>
            <Suspense fallback={<ScreenLoading />}>
              <Switch>
                {ADMIN_ROUTES.map((r) => (
                  <Route key={r.path} path={r.path}>
                    {allowed.includes(r) ? <Screen route={r} /> : <NoAccess />}
                  </Route>
                ))}
                <Route>
                  <ConsoleNotFound />
                </Route>
              </Switch>
            </Suspense>
          </ConsoleNavContext.Provider>
        </main>
      </div>
      <ConfirmDialog
        open={askEverywhere}
        title="Sign out everywhere?"
        confirmLabel="Sign out everywhere"
        busy={busy}
        onConfirm={() => void signOut(true)}
        onCancel={() => setAskEverywhere(false)}
      >
        <p>This ends your sessions on every computer, phone and tablet, this one included.</p>
      </ConfirmDialog>
    </div>
  );
}
