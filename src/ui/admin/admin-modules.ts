import { ContainerModule } from 'inversify';
import { HttpCatalogueConsole } from '../../adapters/http-client/http-catalogue-console.adapter';
import { HttpInboxConsole } from '../../adapters/http-client/http-inbox-console.adapter';
import { HttpPicturesConsole } from '../../adapters/http-client/http-pictures-console.adapter';
import { HttpStaffConsole } from '../../adapters/http-client/http-staff-console.adapter';
import { CatalogueConsoleStore } from '../../application/catalogue/catalogue-console.store';
import { CATALOGUE_CONSOLE_STORE } from '../../application/catalogue/catalogue-console.tokens';
import { INBOX_CONSOLE_STORE } from '../../application/enquiries/inbox.tokens';
import { InboxConsoleStore } from '../../application/enquiries/inbox-console.store';
import { PICTURES_CONSOLE_STORE } from '../../application/pictures/pictures.tokens';
import { PicturesConsoleStore } from '../../application/pictures/pictures-console.store';
import { ConsoleSessionStore } from '../../application/staff/console-session.store';
import { StaffConsoleStore } from '../../application/staff/staff-console.store';
import { CONSOLE_SESSION, STAFF_CONSOLE_STORE } from '../../application/staff/staff-console.tokens';
import { CATALOGUE_CONSOLE, type CatalogueConsole } from '../../ports/catalogue-console.port';
import { INBOX_CONSOLE, type InboxConsole } from '../../ports/inbox-console.port';
import { PICTURES_CONSOLE, type PicturesConsole } from '../../ports/pictures-console.port';
import { STAFF_CONSOLE, type StaffConsole } from '../../ports/staff-console.port';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The console's composition (issue 18), loaded into the browser's container by the console's chunk
 * only (admin-app.tsx), so none of it reaches a visitor. Each console area binds its ports (HTTP
 * adapters) and its stores or use cases here; tests and QA pass their own fetch (msw) or rebind a port.
 */
export const adminModule = (fetchFn: Fetch = (input, init) => window.fetch(input, init)) =>
  new ContainerModule(({ bind }) => {
    bind(STAFF_CONSOLE).toConstantValue(new HttpStaffConsole(fetchFn));
    bind(CATALOGUE_CONSOLE).toConstantValue(new HttpCatalogueConsole(fetchFn));
    bind(CATALOGUE_CONSOLE_STORE).toResolvedValue(
      (api: CatalogueConsole) => new CatalogueConsoleStore(api),
      [CATALOGUE_CONSOLE],
    );
    bind(CONSOLE_SESSION).toResolvedValue((api: StaffConsole) => new ConsoleSessionStore(api), [STAFF_CONSOLE]);
    bind(STAFF_CONSOLE_STORE).toResolvedValue(
      (api: StaffConsole, session: ConsoleSessionStore) => new StaffConsoleStore(api, session),
      [STAFF_CONSOLE, CONSOLE_SESSION],
    );
    bind(PICTURES_CONSOLE).toConstantValue(new HttpPicturesConsole(fetchFn));
    bind(PICTURES_CONSOLE_STORE).toResolvedValue(
      (api: PicturesConsole) => new PicturesConsoleStore(api),
      [PICTURES_CONSOLE],
    );
    bind(INBOX_CONSOLE).toConstantValue(new HttpInboxConsole(fetchFn));
    bind(INBOX_CONSOLE_STORE).toResolvedValue((api: InboxConsole) => new InboxConsoleStore(api), [INBOX_CONSOLE]);
  });
