import { Container, ContainerModule } from 'inversify';
import { HttpConsentRecorder } from '../adapters/http-client/http-consent-recorder.adapter';
import { LocalStorageAdapter } from '../adapters/local-storage/local-storage.adapter';
import { SystemTime } from '../adapters/timers/system-time.adapter';
import { CONSENT_GATED_ANALYTICS, ERROR_REPORTER } from '../application/analytics/analytics.tokens';
import type { ConsentGatedAnalytics } from '../application/analytics/consent-gated-analytics.use-case';
import type { ErrorReporter } from '../application/analytics/error-reporter';
import { RESOURCE_STREAMS } from '../application/catalogue/catalogue.tokens';
import type { ConsentStore } from '../application/consent/consent.store';
import { CONSENT_STORE } from '../application/consent/consent.tokens';
import { VISIT_UTM } from '../application/enquiries/enquiries.tokens';
import { ResourceStreams } from '../domain/catalogue/resource-streams';
import { utmFromSearch } from '../domain/enquiries/first-touch';
import { CATALOGUE_READER } from '../ports/catalogue-reader.port';
import { CLOCK } from '../ports/clock.port';
import { CONSENT_RECORDER } from '../ports/consent-recorder.port';
import { CONTENT_READER } from '../ports/content-reader.port';
import { ENQUIRY_SENDER } from '../ports/enquiry-sender.port';
import { KEY_VALUE_STORAGE } from '../ports/key-value-storage.port';
import { PHONE_NUMBERS } from '../ports/phone-numbers.port';
import { RESERVATION_CLIENT } from '../ports/reservation-client.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { VIEWING_CLIENT } from '../ports/viewing-client.port';
import { applicationModules } from './application-modules';
import { lazyPort } from './lazy-port';

/**
 * The browser's composition root: every binding of the browser program is here (its ports, bound
 * to the browser's adapters) or in application-modules.ts (the stores and use cases over them),
 * loaded from createBrowserContainer, with the consent-gated analytics (browser only). The QA build takes this root and rebinds device storage
 * (test/qa/start-qa.ts); the server render has a root of its own (server-render.tsx) over the same
 * application modules.
 */
export const browserPortsModule = (errors: ErrorReporter) =>
  new ContainerModule(({ bind }) => {
    const fetchFn = (input: string, init?: RequestInit) => window.fetch(input, init);
    // Device and time.
    bind(KEY_VALUE_STORAGE).toDynamicValue(() => new LocalStorageAdapter(window));
    const time = new SystemTime();
    bind(CLOCK).toConstantValue(time);
    bind(SCHEDULER).toConstantValue(time);
    // One set of answer streams for the catalogue, the content and the forms: one priming, one retry.
    bind(RESOURCE_STREAMS).toConstantValue(new ResourceStreams());
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
    // Loaded when the visitor first sends something.
    bind(ENQUIRY_SENDER).toConstantValue(
      lazyPort(() =>
        import('../adapters/http-client/http-enquiry-sender.adapter').then((m) => new m.HttpEnquirySender(fetchFn)),
      ),
    );
    // Loaded when a visitor first leaves a phone field or sends a form with one: libphonenumber-js
    // and its metadata stay out of every page's first load (ADR 041).
    bind(PHONE_NUMBERS).toConstantValue(
      lazyPort(() =>
        import('../adapters/phone/libphonenumber-phone-numbers.adapter').then((m) => new m.LibPhoneNumbers()),
      ),
    );
    // First touch: the address the visit landed on, read as the app starts (before any navigation).
    bind(VISIT_UTM).toConstantValue(utmFromSearch(window.location.search));
    // Loaded when a booking page first asks for free times or a booking.
    bind(VIEWING_CLIENT).toConstantValue(
      lazyPort(() =>
        import('../adapters/http-client/http-viewing-client.adapter').then((m) => new m.HttpViewingClient(fetchFn)),
      ),
    );
    // Loaded when a visitor first reserves a room (issue 20): none of it is in a page's first load.
    bind(RESERVATION_CLIENT).toConstantValue(
      lazyPort(() =>
        import('../adapters/http-client/http-reservation-client.adapter').then(
          (m) => new m.HttpReservationClient(fetchFn),
        ),
      ),
    );
    // The consent log on the server.
    bind(CONSENT_RECORDER).toConstantValue(new HttpConsentRecorder(fetchFn));
    // The errors watched since the first script (main.tsx).
    bind(ERROR_REPORTER).toConstantValue(errors);
  });

/**
 * Analytics as consent allows them: the use case, the loader of the analytics client and the site's
 * analytics settings come in chunks fetched together after the app has rendered (start.tsx); the
 * client's own code (Amplitude, replay, web vitals) only once the visitor allows it.
 */
export const analyticsModule = new ContainerModule(({ bind }) => {
  bind(CONSENT_GATED_ANALYTICS).toResolvedValue(
    (consent: ConsentStore, errors: ErrorReporter) => {
      let loading: Promise<ConsentGatedAnalytics> | undefined;
      return () =>
        (loading ??= Promise.all([
          import('../application/analytics/consent-gated-analytics.use-case'),
          import('../adapters/amplitude/consented-loader.adapter'),
          import('./analytics-config'),
        ]).then(
          ([useCase, loader, config]) =>
            new useCase.ConsentGatedAnalytics(
              consent,
              errors,
              new loader.AmplitudeLoader(config.analyticsSettings(), window),
            ),
        ));
    },
    [CONSENT_STORE, ERROR_REPORTER],
  );
});

export function createBrowserContainer(errors: ErrorReporter): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(browserPortsModule(errors), ...applicationModules, analyticsModule);
  return container;
}
