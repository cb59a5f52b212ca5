import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { first } from 'rxjs';
import { CONSENT_GATED_ANALYTICS } from '../application/analytics/analytics.tokens';
import type { ConsentGatedAnalytics } from '../application/analytics/consent-gated-analytics.use-case';
import type { ErrorReporter } from '../application/analytics/error-reporter';
import type { CatalogueStore } from '../application/catalogue/catalogue.store';
import { CATALOGUE_STORE } from '../application/catalogue/catalogue.tokens';
import type { ConsentStore } from '../application/consent/consent.store';
import { CONSENT_STORE } from '../application/consent/consent.tokens';
import type { Access } from '../application/site/access';
import { ACCESS } from '../application/site/site.tokens';
import { isConsolePath } from '../domain/site/site-routes';
import { App } from './app';
import { createBrowserContainer } from './container';
import { ServicesProvider } from './hooks/use-service';
import { readPageData } from './page-data';

declare const __QA__: boolean;

/** Starts the app: the composition root, the server's answers, then hydration (or a first render). */
export async function start(drawnByServer: boolean, errors: ErrorReporter) {
  // Without the answers the server drew the page from (a small page that changed since, ADR 067),
  // the app draws it afresh from the API instead of taking it over.
  const data = await readPageData(document);
  const serverRendered = drawnByServer && data !== null;
  // A form posted without the app is answered, when refused, by its page at the form's API address
  // (ADR 020): the app routes by the page's own address, so it takes that one before anything reads it.
  const pageAddress = data?.['page-address'];
  if (location.pathname.startsWith('/api/') && typeof pageAddress === 'string' && /^\/(?!\/)/.test(pageAddress)) {
    history.replaceState(history.state, '', `${pageAddress}${location.hash}`);
  }
  const container = createBrowserContainer(errors);
  if (__QA__) {
    const { startQa } = await import('../../test/qa/start-qa');
    await startQa(container);
  } else {
    container.get<CatalogueStore>(CATALOGUE_STORE).prime(data ?? {});
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const app = (
    <StrictMode>
      <ServicesProvider container={container}>
        <App />
      </ServicesProvider>
    </StrictMode>
  );
  // The server rendered the page from the same data (ADR 012): take it over rather than redraw it.
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  if (serverRendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // A signed-in visitor's shortlists follow the account (ADR 053); its code loads only for them.
  if (container.get<Access>(ACCESS).isSignedIn() && !isConsolePath(location.pathname))
    void import('./account/start-account').then((account) => account.startAccount(container));
  // Analytics, web vitals and replay follow the visitor's consent; their code loads only once allowed.
  // Not in the operator console (issue 18): staff screens are neither measured nor replayed.
  if (isConsolePath(location.pathname)) return;
  // Nor is the gate that follows the consent asked for before there is a decision to follow: a first
  // visit's first load carries none of it (ADR 059), and errors wait in memory meanwhile (ADR 024).
  const analytics = container.get<() => Promise<ConsentGatedAnalytics>>(CONSENT_GATED_ANALYTICS);
  container
    .get<ConsentStore>(CONSENT_STORE)
    .choice$.pipe(first((choice) => choice !== null))
    .subscribe(() => {
      // Where the visitor decided: they may move on while the code loads, and that page counts.
      const landing = { href: location.href, title: document.title, at: Date.now() };
      void analytics().then((gated) => gated.start(landing));
    });
}
