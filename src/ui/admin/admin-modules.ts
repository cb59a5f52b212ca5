import { ContainerModule } from 'inversify';
import { HttpAnalyticsConsole } from '../../adapters/http-client/http-analytics-console.adapter';
import { HttpCatalogueConsole } from '../../adapters/http-client/http-catalogue-console.adapter';
import { HttpInboxConsole } from '../../adapters/http-client/http-inbox-console.adapter';
import { HttpPagesConsole } from '../../adapters/http-client/http-pages-console.adapter';
import { HttpPicturesConsole } from '../../adapters/http-client/http-pictures-console.adapter';
import { HttpPostsConsole } from '../../adapters/http-client/http-posts-console.adapter';
import { HttpReservationsConsole } from '../../adapters/http-client/http-reservations-console.adapter';
import { HttpStaffConsole } from '../../adapters/http-client/http-staff-console.adapter';
import { HttpTrashConsole } from '../../adapters/http-client/http-trash-console.adapter';
import { HttpViewingDesk } from '../../adapters/http-client/http-viewing-desk.adapter';
import { AnalyticsDashboardStore } from '../../application/analytics-report/analytics-dashboard.store';
import { ANALYTICS_DASHBOARD_STORE } from '../../application/analytics-report/analytics-report.tokens';
import { CATALOGUE_CONSOLE_STORE } from '../../application/catalogue/catalogue-console.tokens';
import { TRASH_CONSOLE_STORE } from '../../application/content/content-trash.tokens';
import { PAGES_CONSOLE_STORE } from '../../application/content/pages-console.tokens';
import { POSTS_CONSOLE_STORE } from '../../application/content/posts-console.tokens';
import { INBOX_CHOICES, INBOX_CONSOLE_STORE } from '../../application/enquiries/inbox.tokens';
import { PICTURES_CONSOLE_STORE } from '../../application/pictures/pictures.tokens';
import { PicturesConsoleStore } from '../../application/pictures/pictures-console.store';
import {
  RESERVATIONS_CONSOLE_STORE,
  RESERVATIONS_RESIDENCES,
} from '../../application/reservations/reservations.tokens';
import { NOW } from '../../application/shared/now';
import { readOnce } from '../../application/shared/read-once';
import { ConsoleSessionStore } from '../../application/staff/console-session.store';
import { StaffConsoleStore } from '../../application/staff/staff-console.store';
import { CONSOLE_SESSION, STAFF_CONSOLE_STORE } from '../../application/staff/staff-console.tokens';
import { ViewingDeskConsoleStore } from '../../application/viewings/viewing-desk-console.store';
import { VIEWING_DESK_CONSOLE_STORE } from '../../application/viewings/viewings.tokens';
import { ANALYTICS_CONSOLE, type AnalyticsConsole } from '../../ports/analytics-console.port';
import { CATALOGUE_CONSOLE } from '../../ports/catalogue-console.port';
import { CLOCK, type Clock } from '../../ports/clock.port';
import { INBOX_CONSOLE, type InboxConsole } from '../../ports/inbox-console.port';
import { PAGES_CONSOLE } from '../../ports/pages-console.port';
import { PICTURES_CONSOLE, type PicturesConsole } from '../../ports/pictures-console.port';
import { POSTS_CONSOLE } from '../../ports/posts-console.port';
import { RESERVATIONS_CONSOLE, type ReservationsConsole } from '../../ports/reservations-console.port';
import { STAFF_CONSOLE, type StaffConsole } from '../../ports/staff-console.port';
import { TRASH_CONSOLE } from '../../ports/trash-console.port';
import { VIEWING_DESK_CONSOLE, type ViewingDeskConsole } from '../../ports/viewing-desk-console.port';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The console's composition (issue 18), loaded into the browser's container by the console's chunk
 * only (admin-app.tsx), so none of it reaches a visitor. Each console area binds its ports (HTTP
 * adapters) and its stores or use cases here; tests and QA pass their own fetch (msw) or rebind a port.
 */
export const adminModule = (fetchFn: Fetch = (input, init) => window.fetch(input, init)) =>
  new ContainerModule(({ bind }) => {
    const staffConsole = new HttpStaffConsole(fetchFn);
    const session = new ConsoleSessionStore(staffConsole);
    // Every console area's calls: a 401 means the session ended (signed out everywhere in another
    // tab, removed, expired), so the whole console says so and offers sign-in where the member is.
    const areaFetch: Fetch = async (input, init) => {
      const response = await fetchFn(input, init);
      if (response.status === 401) session.ended();
      return response;
    };
    bind(STAFF_CONSOLE).toConstantValue(staffConsole);
    bind(CATALOGUE_CONSOLE).toConstantValue(new HttpCatalogueConsole(areaFetch));
    bind(CATALOGUE_CONSOLE_STORE).toService(CATALOGUE_CONSOLE);
    bind(CONSOLE_SESSION).toConstantValue(session);
    bind(STAFF_CONSOLE_STORE).toResolvedValue(
      (api: StaffConsole, session: ConsoleSessionStore) => new StaffConsoleStore(api, session),
      [STAFF_CONSOLE, CONSOLE_SESSION],
    );
    bind(PAGES_CONSOLE).toConstantValue(new HttpPagesConsole(areaFetch));
    bind(PAGES_CONSOLE_STORE).toService(PAGES_CONSOLE);
    bind(PICTURES_CONSOLE).toConstantValue(new HttpPicturesConsole(areaFetch));
    bind(PICTURES_CONSOLE_STORE).toResolvedValue(
      (api: PicturesConsole) => new PicturesConsoleStore(api),
      [PICTURES_CONSOLE],
    );
    bind(ANALYTICS_CONSOLE).toConstantValue(new HttpAnalyticsConsole(areaFetch));
    bind(ANALYTICS_DASHBOARD_STORE).toResolvedValue(
      (api: AnalyticsConsole, clock: Clock) => new AnalyticsDashboardStore(api, clock),
      [ANALYTICS_CONSOLE, CLOCK],
    );
    bind(POSTS_CONSOLE).toConstantValue(new HttpPostsConsole(areaFetch));
    bind(POSTS_CONSOLE_STORE).toService(POSTS_CONSOLE);
    bind(TRASH_CONSOLE).toConstantValue(new HttpTrashConsole(areaFetch));
    bind(TRASH_CONSOLE_STORE).toService(TRASH_CONSOLE);
    bind(NOW).toResolvedValue((clock: Clock) => () => clock.now(), [CLOCK]);
    bind(VIEWING_DESK_CONSOLE).toConstantValue(new HttpViewingDesk(areaFetch));
    bind(VIEWING_DESK_CONSOLE_STORE).toResolvedValue(
      (api: ViewingDeskConsole, clock: Clock) => new ViewingDeskConsoleStore(api, clock),
      [VIEWING_DESK_CONSOLE, CLOCK],
    );
    bind(INBOX_CONSOLE).toConstantValue(new HttpInboxConsole(areaFetch));
    bind(INBOX_CONSOLE_STORE).toService(INBOX_CONSOLE);
    bind(INBOX_CHOICES).toResolvedValue((api: InboxConsole) => readOnce(() => api.choices()), [INBOX_CONSOLE]);
    bind(RESERVATIONS_CONSOLE).toConstantValue(new HttpReservationsConsole(areaFetch));
    bind(RESERVATIONS_CONSOLE_STORE).toService(RESERVATIONS_CONSOLE);
    bind(RESERVATIONS_RESIDENCES).toResolvedValue(
      (api: ReservationsConsole) => readOnce(() => api.residences()),
      [RESERVATIONS_CONSOLE],
    );
  });
