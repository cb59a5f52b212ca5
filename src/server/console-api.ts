import type { Container } from 'inversify';
import { catalogueConsoleRoutes } from '../adapters/http-api/catalogue-console.routes';
import type { ConsoleDeps } from '../adapters/http-api/http-app';
import { inboxConsoleRoutes } from '../adapters/http-api/inbox-console.routes';
import { picturesRoutes } from '../adapters/http-api/pictures.routes';
import { staffRoutes } from '../adapters/http-api/staff.routes';
import { EDIT_CATALOGUE, PRICE_SHEET } from '../application/catalogue/catalogue-console.tokens';
import { MANAGE_INBOX, PERSONAL_DATA_CONSOLE } from '../application/enquiries/inbox.tokens';
import { MANAGE_GALLERIES, MANAGE_PICTURE_LIBRARY, UPLOAD_PICTURES } from '../application/pictures/pictures.tokens';
import type { AuthenticateStaff } from '../application/staff/sign-in.use-case';
import {
  AUTHENTICATE_STAFF,
  CHANGE_ROLE,
  INVITE_STAFF,
  LIST_STAFF,
  READ_AUDIT_LOG,
  READ_LINK,
  REMOVE_STAFF,
  REQUEST_PASSWORD_RESET,
  SIGN_IN,
  SIGN_OUT,
  SIGN_OUT_EVERYWHERE,
  USE_LINK,
} from '../application/staff/staff.tokens';

/**
 * The operator console's API (issue 18, ADR 043): who holds a session, and every area's routes
 * over the container's use cases, behind the console's guard. The server's root and the
 * role-matrix test build it the same way.
 */
export function consoleApi(container: Container, publicUrl: string): ConsoleDeps {
  const authenticateStaff = container.get<AuthenticateStaff>(AUTHENTICATE_STAFF);
  return {
    authenticate: (sessionId) => authenticateStaff.run(sessionId),
    routes: [
      staffRoutes(
        {
          signIn: container.get(SIGN_IN),
          signOut: container.get(SIGN_OUT),
          signOutEverywhere: container.get(SIGN_OUT_EVERYWHERE),
          inviteStaff: container.get(INVITE_STAFF),
          readLink: container.get(READ_LINK),
          useLink: container.get(USE_LINK),
          requestPasswordReset: container.get(REQUEST_PASSWORD_RESET),
          listStaff: container.get(LIST_STAFF),
          changeRole: container.get(CHANGE_ROLE),
          removeStaff: container.get(REMOVE_STAFF),
          readAuditLog: container.get(READ_AUDIT_LOG),
        },
        { publicUrl },
      ),
      catalogueConsoleRoutes(container.get(EDIT_CATALOGUE), container.get(PRICE_SHEET)),
      picturesRoutes({
        upload: container.get(UPLOAD_PICTURES),
        library: container.get(MANAGE_PICTURE_LIBRARY),
        galleries: container.get(MANAGE_GALLERIES),
      }),
      inboxConsoleRoutes(container.get(MANAGE_INBOX), container.get(PERSONAL_DATA_CONSOLE)),
    ],
  };
}
