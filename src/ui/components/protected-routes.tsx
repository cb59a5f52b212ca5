import { type ReactNode, useMemo } from 'react';
import { Redirect } from 'wouter';
import { isSignedIn, LOGIN_PATH, signedIn$ } from '../../application/site/access';
import { KEY_VALUE_STORAGE } from '../../ports/key-value-storage.port';
import { useService } from '../hooks/use-service';
import { useStream } from '../hooks/use-stream';

/**
 * The protected route group's guard (spec sections 2 and 6): its children for a visitor with a
 * token, otherwise a redirect to /login (from the site's root, even inside a nested route).
 */
export function ProtectedRoutes({ children }: { children: ReactNode }) {
  const storage = useService(KEY_VALUE_STORAGE);
  const signedIn = useStream(
    useMemo(() => signedIn$(storage), [storage]),
    isSignedIn(storage),
  );
  if (!signedIn) return <Redirect to={`~${LOGIN_PATH}`} replace />;
  return <>{children}</>;
}
