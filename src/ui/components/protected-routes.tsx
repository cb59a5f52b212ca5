import { type ReactNode, useSyncExternalStore } from 'react';
import { Redirect, useLocation, useRouter, useSearch } from 'wouter';
import { loginPathFor } from '../../application/site/access';
import { ACCESS } from '../../application/site/site.tokens';
import { useService } from '../hooks/use-service';
import { PageSkeleton } from './page-skeleton';

/**
 * The protected route group's guard (spec sections 2 and 6, ADR 053): its children for a visitor
 * whose device keeps the signed-in marker, otherwise a redirect to /login?next=<the page wanted>
 * (from the site's root, even inside a nested route). The marker is not the credential: every
 * account request is checked against the session cookie by the server. The server (which has no
 * local storage) and the first render over its page show a skeleton, so hydration matches.
 */
export function ProtectedRoutes({ children }: { children: ReactNode }) {
  const access = useService(ACCESS);
  const signedIn = useSyncExternalStore(
    (changed) => {
      const subscription = access.signedIn$().subscribe(changed);
      return () => subscription.unsubscribe();
    },
    () => access.isSignedIn(),
    () => null,
  );
  const [location] = useLocation();
  const { base } = useRouter();
  const search = useSearch();
  if (signedIn === null) return <PageSkeleton />;
  if (!signedIn) {
    const wanted = `${base}${location === '/' ? '' : location}${search ? `?${search}` : ''}`;
    return <Redirect to={`~${loginPathFor(wanted)}`} replace />;
  }
  return <>{children}</>;
}
