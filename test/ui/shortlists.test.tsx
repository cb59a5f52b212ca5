import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { comparedItem } from '../../src/domain/compare/compared-item';
import { favouriteRef } from '../../src/domain/favourites/favourite';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { createTestContainer } from '../support/test-container';
import { renderApp, textOf } from './render-app';

await import('../../src/ui/pages/compare.page');
await import('../../src/ui/pages/favourites.page');

const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
const city = await catalogue.getCity('manchester');
const residences = await Promise.all((city?.properties ?? []).map((p) => catalogue.getProperty(p.city_id, p.id)));
const [first, second] = residences;
if (!first || !second) throw new Error('the fixture needs two Manchester residences');

function stored() {
  const a = comparedItem(first);
  const b = comparedItem(second);
  if (!a || !b) throw new Error('fixture residences have ids');
  // The second was added when it cost £10 less; a third has since been withdrawn.
  const cheaper = { ...b, price: String(Number(b.price.replace(/,/g, '')) - 10) };
  return JSON.stringify([a, cheaper, { ...a, id: 'withdrawn-id', display_name: 'Old Mill House' }]);
}

describe('Compare page', () => {
  it('shows the visitor’s residences side by side with live prices, a changed price and a withdrawn one', async () => {
    const services = createTestContainer({
      catalogue: 'memory',
      content: 'memory',
      storage: { compareProperties: stored() },
    });
    renderApp('/compare', { services });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => textOf(h.querySelector('.compare-name'))),
    ).toEqual([first.display_name, second.display_name]);
    expect(textOf(table.querySelector('.badge-changed'))).toMatch(
      /^Price changed: was £[\d,]+ per week, now £[\d,]+ per week$/,
    );
    expect(screen.getByText(/is no longer listed|are no longer listed/)).toBeVisible();
    expect(screen.getByText('Old Mill House', { exact: false })).toBeVisible();
    // The share link names the residences the visitor kept, withdrawn one included, in order.
    const link = (screen.getByLabelText('Share this comparison') as HTMLInputElement).value;
    expect(link).toMatch(new RegExp(`/compare\\?properties=${first._id},${second._id},withdrawn-id$`));
    // The tray is not shown on the compare page itself.
    expect(screen.queryByRole('complementary', { name: 'Your compare lists' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: /only the differences/ }));
    for (const row of within(table)
      .getAllByRole('row')
      .filter((r) => r.querySelector('th[scope="row"]')))
      expect(row.className).toBe('differs');

    fireEvent.click(screen.getByRole('button', { name: 'Remove it' }));
    await waitFor(() =>
      expect(services.compare.current('properties').map((i) => i.id)).toEqual([first._id, second._id]),
    );
  });

  it('opens a share link’s comparison without touching the visitor’s own list, and can keep it', async () => {
    const services = createTestContainer({ catalogue: 'memory', content: 'memory' });
    renderApp(`/compare?properties=${second._id},${first._id}`, { services });
    await screen.findByText('Someone shared this comparison with you. Prices and availability are as of now.');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => textOf(h.querySelector('.compare-name'))),
    ).toEqual([second.display_name, first.display_name]);
    expect(services.compare.current('properties')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add these to my compare list' }));
    expect(services.compare.current('properties').map((i) => i.id)).toEqual([second._id, first._id]);
  });

  it('shows the tray with counts elsewhere, and its panel lists the items with remove buttons', async () => {
    const services = createTestContainer({
      catalogue: 'memory',
      content: 'memory',
      storage: { compareProperties: stored() },
    });
    renderApp('/', { services });
    const tray = await screen.findByRole('complementary', { name: 'Your compare lists' });
    const toggle = within(tray).getByRole('button', { name: /Residences 3/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.click(within(tray).getByRole('button', { name: `Remove ${first.display_name} from compare` }));
    expect(services.compare.current('properties')).toHaveLength(2);
    expect(within(tray).getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe('/compare?view=properties');
  });
});

describe('Favourites page', () => {
  it('lists saved residences with live prices, and says when one is gone', async () => {
    const ref = favouriteRef('property', first);
    if (!ref) throw new Error('fixture residence is a favourite');
    const services = createTestContainer({
      catalogue: 'memory',
      content: 'memory',
      storage: { favourites: JSON.stringify([ref, { ...ref, id: 'gone-id', display_name: 'Old Mill House' }]) },
    });
    renderApp('/favourite', { services });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Residences' });
    const section = heading.closest('section');
    if (!section) throw new Error('no section');
    await within(section).findByRole('link', { name: first.display_name });
    expect(within(section).getByText('Old Mill House is no longer listed.', { exact: false })).toBeVisible();
    expect(section.textContent).toMatch(/from £[\d,]+ \/ week£[\d,]+ for \d+ weeks, no fees/);
  });

  it('leads somewhere useful when empty', async () => {
    renderApp('/favourite', { services: createTestContainer({ catalogue: 'memory', content: 'memory' }) });
    await screen.findByRole('heading', { name: 'No favourites yet' });
    expect(screen.getByRole('link', { name: 'Browse residences' }).getAttribute('href')).toBe('/city-listing');
  });
});
