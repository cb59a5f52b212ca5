import type { Container } from 'inversify';
import { analyticsConsoleRoutes } from '../adapters/http-api/analytics-console.routes';
import { catalogueConsoleRoutes } from '../adapters/http-api/catalogue-console.routes';
import type { ConsoleDeps } from '../adapters/http-api/http-app';
import { inboxConsoleRoutes } from '../adapters/http-api/inbox-console.routes';
import { pagesConsoleRoutes } from '../adapters/http-api/pages-console.routes';
import { picturesRoutes } from '../adapters/http-api/pictures.routes';
import { postsConsoleRoutes } from '../adapters/http-api/posts-console.routes';
import { reservationsConsoleRoutes } from '../adapters/http-api/reservations-console.routes';
import { staffRoutes } from '../adapters/http-api/staff.routes';
import { trashConsoleRoutes } from '../adapters/http-api/trash-console.routes';
import { viewingDeskRoutes } from '../adapters/http-api/viewing-desk.routes';
import { READ_ANALYTICS_REPORT } from '../application/analytics-report/analytics-report.tokens';
import { EDIT_CATALOGUE, PRICE_SHEET } from '../application/catalogue/catalogue-console.tokens';
import { CONTENT_TRASH_DESK } from '../application/content/content-trash.tokens';
import { EDIT_PAGES, EDIT_SITE_SETTINGS, PREVIEW_PAGE } from '../application/content/pages-console.tokens';
import { EDIT_POSTS_CONTENT } from '../application/content/posts-console.tokens';
import { MANAGE_INBOX, PERSONAL_DATA_CONSOLE } from '../application/enquiries/inbox.tokens';
import { MANAGE_GALLERIES, MANAGE_PICTURE_LIBRARY, UPLOAD_PICTURES } from '../application/pictures/pictures.tokens';
import { MANAGE_RESERVATIONS } from '../application/reservations/reservations.tokens';
import type { AuthenticateStaff } from '../application/staff/sign-in.use-case';
import {
  AUTHENTICATE_STAFF,
  CHANGE_PASSWORD,
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
import { VIEWING_DESK } from '../application/viewings/viewings.tokens';
import { CLOCK } from '../ports/clock.port';

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
          changePassword: container.get(CHANGE_PASSWORD),
          requestPasswordReset: container.get(REQUEST_PASSWORD_RESET),
          listStaff: container.get(LIST_STAFF),
          changeRole: container.get(CHANGE_ROLE),
          removeStaff: container.get(REMOVE_STAFF),
          readAuditLog: container.get(READ_AUDIT_LOG),
        },
        { publicUrl },
      ),
      catalogueConsoleRoutes(container.get(EDIT_CATALOGUE), container.get(PRICE_SHEET)),
      pagesConsoleRoutes(container.get(EDIT_PAGES), container.get(PREVIEW_PAGE), container.get(EDIT_SITE_SETTINGS)),
      picturesRoutes({
        upload: container.get(UPLOAD_PICTURES),
        library: container.get(MANAGE_PICTURE_LIBRARY),
        galleries: container.get(MANAGE_GALLERIES),
      }),
      analyticsConsoleRoutes(container.get(READ_ANALYTICS_REPORT)),
      postsConsoleRoutes(container.get(EDIT_POSTS_CONTENT)),
      trashConsoleRoutes(container.get(CONTENT_TRASH_DESK)),
      viewingDeskRoutes(container.get(VIEWING_DESK), { publicUrl, clock: container.get(CLOCK) }),
      inboxConsoleRoutes(container.get(MANAGE_INBOX), container.get(PERSONAL_DATA_CONSOLE)),
      reservationsConsoleRoutes(container.get(MANAGE_RESERVATIONS)),
    ],
  };
}
