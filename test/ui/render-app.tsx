import { render, within } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/ui/app';
import { ServicesProvider } from '../../src/ui/hooks/use-service';
import { createTestContainer, type TestContainer, type TestContainerOptions } from '../support/test-container';

// The app loads its pages lazily; load them once, before a test file runs, so that its first
// test does not spend its time budget importing them.
await Promise.all([
  import('../../src/ui/pages/home.page'),
  import('../../src/ui/pages/city-listing.page'),
  import('../../src/ui/pages/city.page'),
  import('../../src/ui/pages/property.page'),
  import('../../src/ui/pages/room-type.page'),
  import('../../src/ui/pages/not-found.page'),
]);

export interface RenderOptions extends TestContainerOptions {
  /** A test container already made (to prime or inspect it first); otherwise one is made from the options. */
  readonly services?: TestContainer;
}

/**
 * Renders `ui` with the test container as its services and an in-memory location at `path`
 * (which may carry a `?query`). Returns Testing Library's result, the services, and the
 * location's history (to see where the app navigated) and navigate (to move it from outside).
 */
export function renderWithServices(ui: ReactNode, path = '/', options: RenderOptions = {}) {
  const services = options.services ?? createTestContainer(options);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <ServicesProvider container={services.container}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </ServicesProvider>,
  );
  return { ...result, services, history: location.history, navigate: location.navigate };
}

/** The whole app at `path`, as main.tsx renders it in the browser (in StrictMode) after start-up. */
export function renderApp(path = '/', options: RenderOptions = {}) {
  return renderWithServices(
    <StrictMode>
      <App />
    </StrictMode>,
    path,
    options,
  );
}

/** An element's text as a reader sees it: whitespace collapsed, across child elements. */
export function textOf(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The card (`<article>`) whose title links to `name`, inside `scope`. */
export function cardIn(scope: HTMLElement, name: string): HTMLElement {
  const card = within(scope).getByRole('link', { name }).closest('article');
  if (!card) throw new Error(`No card around the link "${name}"`);
  return card;
}
