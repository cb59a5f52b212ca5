import { type ReactNode, useMemo } from 'react';
import { Redirect } from 'wouter';
import { LOGIN_PATH } from '../../application/site/access';
import { ACCESS } from '../../application/site/site.tokens';
import { useService } from '../hooks/use-service';
import { useStream } from '../hooks/use-stream';

/**
 * The protected route group's guard (spec sections 2 and 6): its children for a visitor with a
 * token, otherwise a redirect to /login (from the site's root, even inside a nested route).
 */
export function ProtectedRoutes({ children }: { children: ReactNode }) {
  const access = useService(ACCESS);
  const signedIn = useStream(
    useMemo(() => access.signedIn$(), [access]),
    access.isSignedIn(),
  );
  if (!signedIn) return <Redirect to={`~${LOGIN_PATH}`} replace />;
  return <>{children}</>;
}
