import { Suspense, use, useEffect } from 'react';
import { Route, Router, Switch } from 'wouter';
import { CONSOLE_SESSION } from '../../application/staff/staff-console.tokens';
import { adminModule } from './admin-modules';
import { loadAdminStylesheet } from './admin-stylesheet';
import { type AdminKit, AdminServicesProvider, useAdminService } from './components/admin-services';
import { useConsoleSession } from './components/use-console';
import { ConsoleLayout } from './console-layout';
import { ForgotPasswordScreen } from './screens/forgot-password.screen';
import { LinkScreen } from './screens/link.screen';
import { SignInScreen } from './screens/sign-in.screen';

/** Asked for as soon as the console's code runs, so it arrives with the first screen. */
const stylesheet = loadAdminStylesheet();

function ConsoleGate() {
  const session = useConsoleSession();
  const store = useAdminService(CONSOLE_SESSION);
  useEffect(() => {
    void store.check();
    // A tab shown again looks whether its session still holds (signed out everywhere from another tab).
    const look = () => {
      if (document.visibilityState === 'visible') void store.recheck();
    };
    document.addEventListener('visibilitychange', look);
    window.addEventListener('focus', look);
    return () => {
      document.removeEventListener('visibilitychange', look);
      window.removeEventListener('focus', look);
    };
  }, [store]);
  switch (session.status) {
    case 'checking':
      return (
        <div className="admin-centre" aria-busy="true">
          <p className="admin-loading">Loading the console…</p>
        </div>
      );
    case 'unreachable':
      return (
        <main className="admin-centre">
          <div className="admin-card admin-auth-card">
            <h1 className="admin-auth-title">The console could not start</h1>
            <p role="alert">{session.message}</p>
            <button type="button" className="admin-button admin-button-primary" onClick={() => void store.check()}>
              Try again
            </button>
          </div>
        </main>
      );
    case 'signed-out':
      // The sign-in screen stands where they wanted to go (or were, when the session ended): once
      // signed in, that screen shows.
      return <SignInScreen ended={session.ended === true} />;
    case 'signed-in':
      return <ConsoleLayout staff={session.staff} />;
  }
}

/**
 * The operator console (issue 18), the route group at /admin: loaded lazily by app.tsx, with its
 * own bindings (admin-modules.ts), its own stylesheet and none of the site's header, footer,
 * compare tray, chat or consent banner. Paths inside are relative to /admin.
 */
export default function AdminApp({ container, ToastRegion }: AdminKit) {
  if (!container.isBound(CONSOLE_SESSION)) container.load(adminModule());
  // Suspends (app.tsx's Suspense shows nothing) until the console's stylesheet is in: no unstyled flash.
  if (stylesheet) use(stylesheet);
  return (
    <AdminServicesProvider container={container}>
      <Router base="/admin">
        <div className="admin">
          <Suspense fallback={null}>
            <Switch>
              <Route path="/link/:token">{(params) => <LinkScreen token={params.token} />}</Route>
              <Route path="/forgot-password" component={ForgotPasswordScreen} />
              <Route>
                <ConsoleGate />
              </Route>
            </Switch>
          </Suspense>
          <ToastRegion />
        </div>
      </Router>
    </AdminServicesProvider>
  );
}
