import type { Container } from 'inversify';
import { catalogueConsoleRoutes } from '../adapters/http-api/catalogue-console.routes';
import type { ConsoleDeps } from '../adapters/http-api/http-app';
import { staffRoutes } from '../adapters/http-api/staff.routes';
import { EDIT_CATALOGUE, PRICE_SHEET } from '../application/catalogue/catalogue-console.tokens';
import type { AuthenticateStaff } from '../application/staff/sign-in.use-case';
import { AUTHENTICATE_STAFF } from '../application/staff/staff.tokens';
import { picturesConsoleRoutes } from './pictures-console';
import { staffUseCases } from './staff-console';

/**
 * The operator console's API (issue 18, ADR 043): who holds a session, and every area's routes
 * behind the console's guard. The server's root and the role-matrix test build it the same way.
 */
export function consoleApi(container: Container, publicUrl: string): ConsoleDeps {
  const authenticateStaff = container.get<AuthenticateStaff>(AUTHENTICATE_STAFF);
  return {
    authenticate: (sessionId) => authenticateStaff.run(sessionId),
    routes: [
      staffRoutes(staffUseCases(container), { publicUrl }),
      catalogueConsoleRoutes(container.get(EDIT_CATALOGUE), container.get(PRICE_SHEET)),
      picturesConsoleRoutes(container),
    ],
  };
}
