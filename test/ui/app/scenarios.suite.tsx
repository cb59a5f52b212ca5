import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { filter, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import type { CatalogueReader } from '../../../src/ports/catalogue-reader.port';
import { handlersFor } from '../../qa/handlers';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';
import { server } from '../msw-server';
import { renderApp, textOf } from '../render-app';

const serverMessage = 'Something went wrong on our side. Please try again.';

/** A promise the test settles when it chooses. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('Scenario: empty-catalogue', () => {
  it('says on the home page that no cities are open yet, and features nothing', async () => {
    server.use(...handlersFor('empty-catalogue'));
    const { services } = renderApp('/');
    expect(await screen.findByText('No cities are open for booking yet. Please check back soon.')).toBeVisible();
    const cities = screen.getByRole('region', { name: 'Choose your city' });
    expect(within(cities).queryAllByRole('article')).toHaveLength(0);
    // Nothing shows either while the featured list loads: wait until it has come.
    const featured = await firstValueFrom(services.store.featured$().pipe(filter((r) => r.status !== 'loading')));
    expect(featured).toEqual({ status: 'ready', value: [] });
    expect(screen.queryByRole('region', { name: 'Featured residences' })).toBeNull();
    // Settings still come through: the brand is shown.
    expect(await screen.findByRole('link', { name: 'Test Living, home' })).toBeVisible();
  });

  it('says the same on the city listing', async () => {
    server.use(...handlersFor('empty-catalogue'));
    renderApp('/city-listing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our cities' })).toBeVisible();
    expect(screen.getByText('No cities are open for booking yet. Please check back soon.')).toBeVisible();
  });

  it('has no city pages: a city is Not Found', async () => {
    server.use(...handlersFor('empty-catalogue'));
    renderApp('/manchester');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
  });
});

describe('Scenario: api-error', () => {
  it('offers to try again, and loads the page when the API is back', async () => {
    server.use(...handlersFor('api-error'));
    renderApp('/manchester');
    const alert = await screen.findByRole('alert', { name: 'We could not load this page' });
    expect(within(alert).getByRole('heading', { name: 'We could not load this page' })).toBeVisible();
    expect(textOf(alert)).toContain(serverMessage);
    expect(screen.queryByRole('heading', { name: 'Student accommodation in Manchester' })).toBeNull();

    server.use(...handlersFor('default'));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeVisible();
    expect(screen.queryByRole('alert', { name: 'We could not load this page' })).toBeNull();
    // Every answer that had failed is loaded again, the header's settings too.
    expect(await screen.findByRole('link', { name: 'Test Living, home' })).toBeVisible();
  });

  it('keeps offering to try again while the API still fails', async () => {
    server.use(...handlersFor('api-error'));
    const asked: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      asked.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', onRequest);
    try {
      renderApp('/manchester/square-gardens');
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
      expect(textOf(screen.getByRole('alert', { name: 'We could not load this page' }))).toContain(serverMessage);
      const propertyPath = '/api/cities/manchester/properties/square-gardens';
      await waitFor(() => expect(asked.filter((path) => path === propertyPath)).toHaveLength(2));
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('shows the error in place of the cities on the home page', async () => {
    server.use(...handlersFor('api-error'));
    renderApp('/');
    const cities = await screen.findByRole('region', { name: 'Choose your city' });
    expect(await within(cities).findByText(serverMessage)).toBeVisible();
    expect(screen.queryByLabelText('City or university')).toBeNull();
  });
});

describe('Loading', () => {
  it('shows the page skeleton until the answer arrives', async () => {
    const memory = new MemoryCatalogue(fixtureSlice, fixtureSettings);
    const city = gate();
    const reader: CatalogueReader = {
      listCities: () => memory.listCities(),
      listFeaturedProperties: () => memory.listFeaturedProperties(),
      getProperty: (c, p) => memory.getProperty(c, p),
      getPropertyBySlug: (p) => memory.getPropertyBySlug(p),
      getRoomType: (c, p, r) => memory.getRoomType(c, p, r),
      findProperties: (ids) => memory.findProperties(ids),
      findRoomTypes: (ids) => memory.findRoomTypes(ids),
      listRoomCandidates: (c) => memory.listRoomCandidates(c),
      listPropertyOptions: () => memory.listPropertyOptions(),
      getSiteSettings: () => memory.getSiteSettings(),
      getCity: async (slug) => {
        await city.opened;
        return memory.getCity(slug);
      },
    };
    renderApp('/manchester', { catalogue: reader });
    await screen.findByRole('link', { name: 'Test Living, home' });
    expect(screen.getByText('Loading…').closest('[aria-busy="true"]')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    city.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeVisible();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  /** A retry while another answer is still on its way must let that answer arrive. */
  it('still shows an answer that was loading when the visitor pressed Try again', async () => {
    const memory = new MemoryCatalogue(fixtureSlice, fixtureSettings);
    // The settings (header and footer) are held back while the city fails and is retried.
    const settings = gate();
    let cityCalls = 0;
    const reader: CatalogueReader = {
      listCities: () => memory.listCities(),
      listFeaturedProperties: () => memory.listFeaturedProperties(),
      getProperty: (c, p) => memory.getProperty(c, p),
      getPropertyBySlug: (p) => memory.getPropertyBySlug(p),
      getRoomType: (c, p, r) => memory.getRoomType(c, p, r),
      findProperties: (ids) => memory.findProperties(ids),
      findRoomTypes: (ids) => memory.findRoomTypes(ids),
      listRoomCandidates: (c) => memory.listRoomCandidates(c),
      listPropertyOptions: () => memory.listPropertyOptions(),
      getSiteSettings: async () => {
        await settings.opened;
        return memory.getSiteSettings();
      },
      getCity: async (slug) => {
        cityCalls += 1;
        if (cityCalls === 1) throw new Error(serverMessage);
        return memory.getCity(slug);
      },
    };
    renderApp('/manchester', { catalogue: reader });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' });

    settings.open();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Test Living, home' })).toBeVisible(), {
      timeout: 500,
    });
  });
});
