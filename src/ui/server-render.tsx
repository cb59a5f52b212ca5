/**
 * The server's render of the UI (ADR 012): the same App, routed at the request's path, over a
 * container whose stores hold exactly the answers the server injects into the page, so the
 * browser hydrates the same markup from the same data. It never fetches: an answer that was
 * not primed renders as loading, and the browser loads it.
 */
import { Container, ContainerModule } from 'inversify';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { ManualTime } from '../adapters/memory/manual-time.adapter';
import { MemoryKeyValueStorage } from '../adapters/memory/memory-storage.adapter';
import { RESOURCE_STREAMS } from '../application/catalogue/catalogue.tokens';
import { VISIT_UTM } from '../application/enquiries/enquiries.tokens';
import { ResourceStreams } from '../domain/catalogue/resource-streams';
import { utmFromSearch } from '../domain/enquiries/first-touch';
import { CATALOGUE_READER, type CatalogueReader } from '../ports/catalogue-reader.port';
import { CLOCK } from '../ports/clock.port';
import { CONSENT_RECORDER, type ConsentRecorder } from '../ports/consent-recorder.port';
import { CONTENT_READER, type ContentReader } from '../ports/content-reader.port';
import { ENQUIRY_SENDER, type EnquirySender } from '../ports/enquiry-sender.port';
import { KEY_VALUE_STORAGE } from '../ports/key-value-storage.port';
import { PHONE_NUMBERS, type PhoneNumbers } from '../ports/phone-numbers.port';
import { RESERVATION_CLIENT, type ReservationClient } from '../ports/reservation-client.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { VIEWING_CLIENT, type ViewingClient } from '../ports/viewing-client.port';
import { App } from './app';
import { applicationModules } from './application-modules';
import { ServicesProvider } from './hooks/use-service';

/** A reader that never answers: on the server a page shows only what was primed. */
function primedOnly<T extends object>(): T {
  // Not a thenable: the container would take it for a value still to come.
  return new Proxy({} as T, {
    get: (_target, name) => (name === 'then' ? undefined : () => new Promise<never>(() => undefined)),
  });
}

/**
 * The server render's composition root: its ports are the primed answers and inert fakes; the
 * stores and use cases over them are the browser's own (application-modules.ts).
 */
function renderContainer(initialData: Readonly<Record<string, unknown>>, nowMs: number, search: string): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  const renderPorts = new ContainerModule(({ bind }) => {
    const streams = new ResourceStreams();
    streams.prime(initialData);
    bind(RESOURCE_STREAMS).toConstantValue(streams);
    // The server holds no visitor's device storage, and a render is one instant.
    const time = new ManualTime(nowMs);
    bind(KEY_VALUE_STORAGE).toConstantValue(new MemoryKeyValueStorage());
    bind(CLOCK).toConstantValue(time);
    bind(SCHEDULER).toConstantValue(time);
    bind(CATALOGUE_READER).toConstantValue(primedOnly<CatalogueReader>());
    bind(CONTENT_READER).toConstantValue(primedOnly<ContentReader>());
    // Free times and bookings are the browser's to ask for: on the server they stay loading.
    const never = () => new Promise<never>(() => undefined);
    const viewings: ViewingClient = { availability: never, book: never, find: never, cancel: never, move: never };
    bind(VIEWING_CLIENT).toConstantValue(viewings);
    // Reservations are the browser's to make.
    const reservationClient: ReservationClient = {
      start: never,
      find: never,
      confirm: never,
      cancel: never,
      releaseOnLeave: () => undefined,
    };
    bind(RESERVATION_CLIENT).toConstantValue(reservationClient);
    // Enquiries are the browser's to send; a form shows the token and the reply the page holds.
    const sender: EnquirySender = { sendRoomFinder: never, sendForm: never, sendChat: never, formToken: never };
    bind(ENQUIRY_SENDER).toConstantValue(sender);
    // Phone numbers are checked in the browser (and by the server's use cases when sent).
    const phones: PhoneNumbers = { check: never };
    bind(PHONE_NUMBERS).toConstantValue(phones);
    // The page's own address is where this visit landed, as the browser will read it.
    bind(VISIT_UTM).toConstantValue(utmFromSearch(search));
    // Consent is decided in the browser: the banner never shows in a server render.
    const recorder: ConsentRecorder = { record: never };
    bind(CONSENT_RECORDER).toConstantValue(recorder);
  });
  container.load(renderPorts, ...applicationModules);
  return container;
}

/** A Suspense boundary left unfinished (`<!--$?-->`) or given up to the browser (`<!--$!-->`). */
const unfinishedBoundary = /<!--\$[?!]/;

/**
 * The HTML of the page at `path` (`search` is its query string), in one synchronous pass. A
 * page's code is loaded lazily: the first render in this process that meets it would show the
 * skeleton, so the code is loaded (a throwaway prerender waits for it) and the page rendered
 * again. Loaded code stays, so later renders of that page take one pass. (renderToString, not a
 * streaming render: React streams large boundaries in later by inline script, which the CSP
 * forbids and which would leave crawlers a skeleton.)
 */
export async function renderPageHtml(
  path: string,
  search: string,
  initialData: Readonly<Record<string, unknown>>,
  nowMs = Date.now(),
): Promise<string> {
  const tree = () => pageTree(path, search, renderContainer(initialData, nowMs, search));
  for (let attempt = 0; attempt < 3; attempt++) {
    const html = renderToString(tree());
    if (!unfinishedBoundary.test(html)) return html;
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(tree(), { onError: (error) => void errors.push(error) });
    prelude.resume(); // nothing to read: the prerender only waited for the page's code
    if (errors.length > 0) throw errors[0];
  }
  throw new Error(`the render of ${path} did not finish`);
}

function pageTree(path: string, search: string, container: Container) {
  return (
    <StrictMode>
      <Router ssrPath={path} ssrSearch={search.replace(/^\?/, '')}>
        <ServicesProvider container={container}>
          <App />
        </ServicesProvider>
      </Router>
    </StrictMode>
  );
}
