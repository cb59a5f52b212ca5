import { Container } from 'inversify';
import { HttpCatalogueReader } from '../../src/adapters/http-client/http-catalogue.adapter';
import { HttpContentReader } from '../../src/adapters/http-client/http-content.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryConsentRecorder } from '../../src/adapters/memory/memory-consent-recorder';
import { MemoryContent } from '../../src/adapters/memory/memory-content.adapter';
import { MemoryKeyValueStorage } from '../../src/adapters/memory/memory-storage.adapter';
import { ErrorReporter } from '../../src/application/analytics/error-reporter';
import { CatalogueStore } from '../../src/application/catalogue/catalogue.store';
import { CATALOGUE_STORE, RESOURCE_STREAMS } from '../../src/application/catalogue/catalogue.tokens';
import type { CompareStore } from '../../src/application/compare/compare.store';
import { COMPARE_STORE } from '../../src/application/compare/compare.tokens';
import type { ConsentStore } from '../../src/application/consent/consent.store';
import { CONSENT_STORE } from '../../src/application/consent/consent.tokens';
import { ContentStore } from '../../src/application/content/content.store';
import { CONTENT_STORE } from '../../src/application/content/content.tokens';
import { ENQUIRY_FORM_STORE, SEND_ENQUIRY, VISIT_UTM } from '../../src/application/enquiries/enquiries.tokens';
import { EnquiryFormStore } from '../../src/application/enquiries/form-streams';
import { SendEnquiry } from '../../src/application/enquiries/send-enquiry.use-case';
import type { FavouritesStore } from '../../src/application/favourites/favourites.store';
import { FAVOURITES_STORE } from '../../src/application/favourites/favourites.tokens';
import { TOAST_STORE } from '../../src/application/notifications/notifications.tokens';
import { ToastStore } from '../../src/application/notifications/toast.store';
import { RoomFinderStore } from '../../src/application/room-finder/room-finder.store';
import { ROOM_FINDER_STORE } from '../../src/application/room-finder/room-finder.tokens';
import { loaded } from '../../src/application/shared/lazy';
import { Access } from '../../src/application/site/access';
import { ACCESS } from '../../src/application/site/site.tokens';
import { ResourceStreams } from '../../src/domain/catalogue/resource-streams';
import type { Utm } from '../../src/domain/enquiries/enquiry';
import { CATALOGUE_READER, type CatalogueReader } from '../../src/ports/catalogue-reader.port';
import { CLOCK } from '../../src/ports/clock.port';
import { CONSENT_RECORDER, type ConsentRecorder } from '../../src/ports/consent-recorder.port';
import { CONTENT_READER, type ContentReader } from '../../src/ports/content-reader.port';
import { ENQUIRY_SENDER, type EnquirySender } from '../../src/ports/enquiry-sender.port';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../src/ports/key-value-storage.port';
import { SCHEDULER } from '../../src/ports/scheduler.port';
import { VIEWING_CLIENT, type ViewingClient } from '../../src/ports/viewing-client.port';
import { consentModule, shortlistModule } from '../../src/ui/application-modules';
import { createBrowserContainer } from '../../src/ui/container';
import { fixtureSettings, fixtureSlice } from './catalogue-fixture';
import { contentNow, fixtureContent } from './content-fixture';

/** The origin the UI tests' HTTP reader calls; msw/node answers it (see test/ui/msw-server.ts). */
export const TEST_ORIGIN = 'http://digs.test';

export interface TestContainerOptions {
  /**
   * Where the catalogue comes from: 'http' (default) is the real HttpCatalogueReader over
   * `fetch` at {@link TEST_ORIGIN}, for msw to answer; 'memory' is a MemoryCatalogue over the
   * fixture; or any CatalogueReader.
   */
  readonly catalogue?: 'http' | 'memory' | CatalogueReader;
  /** Where the content comes from: 'http' (default, msw answers) or 'memory' (the content fixture), or any ContentReader. */
  readonly content?: 'http' | 'memory' | ContentReader;
  /** Answers the server would have injected into the page, by catalogue key (CatalogueStore.prime). */
  readonly initialData?: Readonly<Record<string, unknown>>;
  /** What device storage starts with. */
  readonly storage?: Readonly<Record<string, string>>;
  /** Where the manual clock starts, in ms since the epoch. */
  readonly startMs?: number;
  /** Where enquiries go (e.g. a MemoryEnquirySender); by default the browser root's HTTP sender. */
  readonly enquirySender?: EnquirySender;
  /** The campaign the visit landed from (first touch); none by default. */
  readonly utm?: Utm;
  /** Where viewings are booked and managed (e.g. a MemoryViewingClient); by default the browser root's HTTP client. */
  readonly viewingClient?: ViewingClient;
  /** The server's consent log; a MemoryConsentRecorder by default. */
  readonly consentRecorder?: ConsentRecorder;
}

export interface TestContainer {
  /** The child container: the browser's composition root with the memory fakes bound over it. */
  readonly container: Container;
  /** The parent: the real browser root from createBrowserContainer(), untouched. */
  readonly parent: Container;
  readonly storage: MemoryKeyValueStorage;
  readonly time: ManualTime;
  readonly reader: CatalogueReader;
  readonly store: CatalogueStore;
  readonly contentStore: ContentStore;
  readonly toasts: ToastStore;
  readonly compare: CompareStore;
  readonly favourites: FavouritesStore;
  readonly roomFinder: RoomFinderStore;
  readonly consent: ConsentStore;
}

function readerFor(catalogue: TestContainerOptions['catalogue'] = 'http', time: ManualTime): CatalogueReader {
  if (catalogue === 'http') return new HttpCatalogueReader((input, init) => fetch(input, init), TEST_ORIGIN);
  // Priced on the container's clock (ADR 083), so a test's totals do not depend on today's date.
  if (catalogue === 'memory') return new MemoryCatalogue(fixtureSlice, fixtureSettings, time);
  return catalogue;
}

function contentReaderFor(
  content: TestContainerOptions['content'] = 'http',
  catalogue: CatalogueReader,
): ContentReader {
  if (content === 'http') return new HttpContentReader((input, init) => fetch(input, init), TEST_ORIGIN);
  if (content === 'memory') return new MemoryContent(fixtureContent, catalogue, new ManualTime(contentNow));
  return content;
}

/**
 * The browser's composition root as the parent of a child container that binds the fakes.
 *
 * Everything the UI resolves is bound here directly, not just the leaves: in inversify 8 a
 * parent binding resolved through a child is built with the child's bindings, and a singleton
 * is then cached on the parent's binding, so rebinding only CATALOGUE_READER would leak the
 * child's reader into the parent's CatalogueStore (see test/ui/test-container.test.ts).
 */
export function createTestContainer(options: TestContainerOptions = {}): TestContainer {
  const parent = createBrowserContainer(
    new ErrorReporter(new ManualTime(), { lastReloadAt: () => null, reload: () => {} }),
  );
  const container = new Container({ parent, defaultScope: 'Singleton' });
  const storage = new MemoryKeyValueStorage(options.storage);
  const time = new ManualTime(options.startMs);
  const reader = readerFor(options.catalogue, time);
  const streams = new ResourceStreams();
  const store = new CatalogueStore(reader, streams);
  const contentReader = contentReaderFor(options.content, reader);
  const contentStore = new ContentStore(contentReader, streams);
  if (options.initialData) streams.prime(options.initialData);
  const toasts = new ToastStore(time);
  container.bind(KEY_VALUE_STORAGE).toConstantValue(storage);
  container.bind(CLOCK).toConstantValue(time);
  container.bind(SCHEDULER).toConstantValue(time);
  container.bind(CATALOGUE_READER).toConstantValue(reader);
  container.bind(CATALOGUE_STORE).toConstantValue(store);
  container.bind(CONTENT_READER).toConstantValue(contentReader);
  container.bind(CONTENT_STORE).toConstantValue(contentStore);
  container.bind(TOAST_STORE).toConstantValue(toasts);
  // The same module as the browser's, bound on the child so it uses the child's storage and clock.
  container.load(shortlistModule);
  const compare = container.get<CompareStore>(COMPARE_STORE);
  const favourites = container.get<FavouritesStore>(FAVOURITES_STORE);
  // The room finder's code loads on first use in the browser; the tests hold it from the start.
  const roomFinder = new RoomFinderStore(storage, time);
  container.rebind(ROOM_FINDER_STORE).toConstantValue(loaded(roomFinder));
  container.bind(CONSENT_RECORDER).toConstantValue(options.consentRecorder ?? new MemoryConsentRecorder());
  container.load(consentModule);
  const consent = container.get<ConsentStore>(CONSENT_STORE);
  if (options.enquirySender) container.bind(ENQUIRY_SENDER).toConstantValue(options.enquirySender);
  container.bind(RESOURCE_STREAMS).toConstantValue(streams);
  container
    .bind(ENQUIRY_FORM_STORE)
    .toResolvedValue((sender: EnquirySender) => loaded(new EnquiryFormStore(sender, streams)), [ENQUIRY_SENDER]);
  container
    .bind(SEND_ENQUIRY)
    .toResolvedValue((sender: EnquirySender) => loaded(new SendEnquiry(sender)), [ENQUIRY_SENDER]);
  container.bind(VISIT_UTM).toConstantValue(options.utm ?? {});
  container.bind(ACCESS).toResolvedValue((s: KeyValueStorage) => new Access(s), [KEY_VALUE_STORAGE]);
  if (options.viewingClient) container.bind(VIEWING_CLIENT).toConstantValue(options.viewingClient);
  return {
    container,
    parent,
    storage,
    time,
    reader,
    store,
    contentStore,
    toasts,
    compare,
    favourites,
    roomFinder,
    consent,
  };
}
