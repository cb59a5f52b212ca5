import { Container, ContainerModule } from 'inversify';
import { HttpConsentRecorder } from '../adapters/http-client/http-consent-recorder.adapter';
import { LocalStorageAdapter } from '../adapters/local-storage/local-storage.adapter';
import { MatchMediaViewport } from '../adapters/match-media/match-media-viewport.adapter';
import { SystemTime } from '../adapters/timers/system-time.adapter';
import { CatalogueStore } from '../application/catalogue/catalogue.store';
import { CATALOGUE_STORE, RESOURCE_STREAMS } from '../application/catalogue/catalogue.tokens';
import { ContentStore } from '../application/content/content.store';
import { CONTENT_STORE } from '../application/content/content.tokens';
import { DeviceStore } from '../application/device/device.store';
import { DEVICE_STORE } from '../application/device/device.tokens';
import { ENQUIRY_FORM_STORE, VISIT_UTM } from '../application/enquiries/enquiries.tokens';
import { EnquiryFormStore } from '../application/enquiries/form-streams';
import { TOAST_STORE } from '../application/notifications/notifications.tokens';
import { ToastStore } from '../application/notifications/toast.store';
import { ResourceStreams } from '../domain/catalogue/resource-streams';
import { utmFromSearch } from '../domain/enquiries/first-touch';
import { CATALOGUE_READER, type CatalogueReader } from '../ports/catalogue-reader.port';
import { CLOCK } from '../ports/clock.port';
import { CONSENT_RECORDER } from '../ports/consent-recorder.port';
import { CONTENT_READER, type ContentReader } from '../ports/content-reader.port';
import { ENQUIRY_SENDER, type EnquirySender } from '../ports/enquiry-sender.port';
import { KEY_VALUE_STORAGE } from '../ports/key-value-storage.port';
import { SCHEDULER, type Scheduler } from '../ports/scheduler.port';
import { VIEWING_CLIENT } from '../ports/viewing-client.port';
import { VIEWPORT, type Viewport } from '../ports/viewport.port';
import { chatModule } from './components/chat/chat-module';
import { consentModule } from './components/consent/consent-module';
import { lazyPort } from './lazy-port';
import { shortlistModule } from './shortlist-module';

/** The browser's composition root: one ContainerModule per area, bound without decorators. */

export const deviceModule = new ContainerModule(({ bind }) => {
  bind(KEY_VALUE_STORAGE).toDynamicValue(() => new LocalStorageAdapter(window));
  const time = new SystemTime();
  bind(CLOCK).toConstantValue(time);
  bind(SCHEDULER).toConstantValue(time);
  bind(VIEWPORT).toDynamicValue(() => new MatchMediaViewport(window));
  bind(DEVICE_STORE).toResolvedValue((viewport: Viewport) => new DeviceStore(viewport), [VIEWPORT]);
});

export const notificationsModule = new ContainerModule(({ bind }) => {
  bind(TOAST_STORE).toResolvedValue((scheduler: Scheduler) => new ToastStore(scheduler), [SCHEDULER]);
});

export const catalogueModule = new ContainerModule(({ bind }) => {
  const fetchFn = (input: string, init?: RequestInit) => window.fetch(input, init);
  const streams = new ResourceStreams();
  bind(RESOURCE_STREAMS).toConstantValue(streams);
  // The readers' code (and zod) loads on first use: the first page comes with its answers.
  bind(CATALOGUE_READER).toConstantValue(
    lazyPort(() =>
      import('../adapters/http-client/http-catalogue.adapter').then((m) => new m.HttpCatalogueReader(fetchFn)),
    ),
  );
  bind(CONTENT_READER).toConstantValue(
    lazyPort(() =>
      import('../adapters/http-client/http-content.adapter').then((m) => new m.HttpContentReader(fetchFn)),
    ),
  );
  bind(CATALOGUE_STORE).toResolvedValue(
    (reader: CatalogueReader) => new CatalogueStore(reader, streams),
    [CATALOGUE_READER],
  );
  bind(CONTENT_STORE).toResolvedValue((reader: ContentReader) => new ContentStore(reader, streams), [CONTENT_READER]);
});

export const enquiriesModule = new ContainerModule(({ bind }) => {
  const fetchFn = (input: string, init?: RequestInit) => window.fetch(input, init);
  // Loaded when the visitor first sends something.
  bind(ENQUIRY_SENDER).toConstantValue(
    lazyPort(() =>
      import('../adapters/http-client/http-enquiry-sender.adapter').then((m) => new m.HttpEnquirySender(fetchFn)),
    ),
  );
  bind(ENQUIRY_FORM_STORE).toResolvedValue(
    (sender: EnquirySender, streams: ResourceStreams) => new EnquiryFormStore(sender, streams),
    [ENQUIRY_SENDER, RESOURCE_STREAMS],
  );
  // First touch: the address the visit landed on, read as the app starts (before any navigation).
  bind(VISIT_UTM).toConstantValue(utmFromSearch(window.location.search));
});

export const viewingsModule = new ContainerModule(({ bind }) => {
  const fetchFn = (input: string, init?: RequestInit) => window.fetch(input, init);
  // Loaded when a booking page first asks for free times or a booking.
  bind(VIEWING_CLIENT).toConstantValue(
    lazyPort(() =>
      import('../adapters/http-client/http-viewing-client.adapter').then((m) => new m.HttpViewingClient(fetchFn)),
    ),
  );
});

/** The consent log on the server; the store itself comes from the consent module. */
export const consentLogModule = new ContainerModule(({ bind }) => {
  bind(CONSENT_RECORDER).toConstantValue(new HttpConsentRecorder((input, init) => window.fetch(input, init)));
});

export function createBrowserContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(deviceModule, catalogueModule, notificationsModule, shortlistModule, enquiriesModule, viewingsModule);
  container.load(chatModule, consentLogModule, consentModule);
  return container;
}
