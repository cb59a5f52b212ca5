import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { catalogueKey } from '../../../src/domain/catalogue/catalogue-keys';
import CityPage from '../../../src/ui/pages/city.page';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';
import { renderApp, renderWithServices } from '../render-app';

/** What the server injects into the page for /manchester, as the browser's main.tsx primes it. */
async function serverData(): Promise<Record<string, unknown>> {
  const memory = new MemoryCatalogue(fixtureSlice, fixtureSettings);
  return {
    [catalogueKey.settings()]: await memory.getSiteSettings(),
    [catalogueKey.cities()]: await memory.listCities(),
    [catalogueKey.city('manchester')]: await memory.getCity('manchester'),
  };
}

/** The app's requests go through window.fetch (src/ui/container.ts), called when they start. */
let fetches: MockInstance<typeof window.fetch>;
/** Paths of the requests the app started. */
const asked = () =>
  fetches.mock.calls.map(
    ([input]) => new URL(input instanceof Request ? input.url : String(input), location.href).pathname,
  );

/** Runs the effects the renders scheduled (they start any request) and what they queued, before counting. */
const settle = () => act(async () => {});

describe('Primed data', () => {
  beforeEach(() => {
    fetches = vi.spyOn(window, 'fetch');
  });
  afterEach(() => {
    fetches.mockRestore();
  });

  it('renders the city page on its first render, with no request', async () => {
    const data = await serverData();
    renderWithServices(
      <Switch>
        <Route path="/:cityId" component={CityPage} />
      </Switch>,
      '/manchester',
      { initialData: { settings: data.settings, 'city:manchester': data['city:manchester'] } },
    );
    // getBy, not findBy: it is there on the first render, no loading state in between.
    expect(screen.getByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
    await settle();
    expect(asked()).toEqual([]);
  });

  it('renders the whole app at a primed city with no request', async () => {
    renderApp('/manchester', { initialData: await serverData() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Test Living, home' })).toBeVisible();
    await settle();
    expect(asked()).toEqual([]);
  });

  it('asks the API for what was not primed', async () => {
    const { settings } = await serverData();
    renderApp('/manchester', { initialData: { settings } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeVisible();
    await settle();
    expect(asked().sort()).toEqual(['/api/cities', '/api/cities/manchester']);
  });

  it('shows Not Found for a city or page primed as missing, with no request', async () => {
    const { settings, cities } = await serverData();
    // As the server primes an unknown single segment: neither a city nor a content page.
    renderApp('/atlantis', { initialData: { settings, cities, 'city:atlantis': null, 'page:atlantis': null } });
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
    await settle();
    expect(asked()).toEqual([]);
  });
});
