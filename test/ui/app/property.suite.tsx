import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { siteSettingsDoc } from '../../../src/domain/catalogue/site-settings';
import { fixtureSettings } from '../../support/catalogue-fixture';
import { server } from '../msw-server';
import { cardIn, renderApp, textOf } from '../render-app';

async function renderSquareGardens() {
  const rendered = renderApp('/manchester/square-gardens');
  await screen.findByRole('heading', { level: 1, name: 'Square Gardens' });
  // The settings have arrived too (they decide whether floor levels show).
  await screen.findByRole('link', { name: 'Test Living, home' });
  return rendered;
}

function roomsSection(): HTMLElement {
  const section = screen.getByRole('heading', { name: 'Rooms at Square Gardens' }).closest('section');
  if (!section) throw new Error('No rooms section');
  return section;
}

/** The items of the list that follows a heading. */
function itemsAfter(heading: string): string[] {
  const list = screen.getByRole('heading', { name: heading }).nextElementSibling;
  if (!(list instanceof HTMLElement)) throw new Error(`No list after "${heading}"`);
  return within(list)
    .getAllByRole('listitem')
    .map((item) => textOf(item));
}

describe('Property page', () => {
  it('shows the name, tagline, address and breadcrumbs', async () => {
    await renderSquareGardens();
    expect(screen.getByText('Garden-square living')).toBeVisible();
    expect(textOf(document.querySelector('.address'))).toBe('12 Grosvenor Square, Manchester M1 7HL');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Manchester' }).getAttribute('href')).toBe('/manchester');
    expect(within(trail).getByText('Square Gardens').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('A calm building.')).toBeVisible();
    expect(screen.getByText('Close to everything.')).toBeVisible();
  });

  it('leads to booking a viewing at this residence, and to an enquiry about it', async () => {
    await renderSquareGardens();
    const next = screen.getByRole('region', { name: 'Next steps for Square Gardens' });
    expect(within(next).getByRole('link', { name: 'Book a viewing' }).getAttribute('href')).toBe(
      '/book-a-viewing/square-gardens',
    );
    expect(within(next).getByRole('link', { name: 'Enquire' }).getAttribute('href')).toBe(
      '/contact-us?about=Square%20Gardens',
    );
  });

  it('lists the distances to each university and the amenities', async () => {
    await renderSquareGardens();
    expect(itemsAfter('Getting to campus')).toEqual([
      'Manchester Metropolitan University0.2 km · 3 min walk',
      'The University of Manchester0.7 km · 10 min walk',
    ]);
    expect(itemsAfter('Amenities')).toEqual(['Gym', 'Study spaces']);
  });

  it('lists the room types with their bed, size, weeks and price', async () => {
    await renderSquareGardens();
    const rooms = roomsSection();
    expect(within(rooms).getAllByRole('article')).toHaveLength(2);

    const studio = cardIn(rooms, 'Classic Studio');
    expect(within(studio).getByRole('link', { name: 'Classic Studio' }).getAttribute('href')).toBe(
      '/manchester/square-gardens/classic-studio',
    );
    expect(textOf(studio)).toContain('Studio');
    expect(within(studio).getByText('Double bed')).toBeVisible();
    expect(within(studio).getByText('21 m²')).toBeVisible();
    expect(within(studio).getByText('44, 51 weeks')).toBeVisible();
    expect(textOf(studio)).toContain('from £249 / week£10,102.29 for 40 weeks and 4 days from 24 Nov 2026, no fees');

    const enSuite = cardIn(rooms, 'En-suite');
    expect(within(enSuite).getByText('Small double bed')).toBeVisible();
    expect(textOf(enSuite)).toContain('from £199 / week£6,680.71 for 33 weeks and 4 days from 24 Nov 2026, no fees');
    expect(textOf(enSuite)).toContain('Rooms available');
  });

  it('hides the floor levels when the settings say not to show them', async () => {
    await renderSquareGardens();
    expect(screen.queryByText(/floors/i)).toBeNull();
  });

  it('shows the floor levels when the settings say show_level', async () => {
    server.use(
      http.get('*/api/settings', () => HttpResponse.json(siteSettingsDoc({ ...fixtureSettings, showLevel: true }))),
    );
    await renderSquareGardens();
    expect(await screen.findByText('Rooms on floors Ground, 1, 2.')).toBeVisible();
    const rooms = roomsSection();
    expect(within(cardIn(rooms, 'Classic Studio')).getByText('Floors 1, 2')).toBeVisible();
    expect(within(cardIn(rooms, 'En-suite')).getByText('Floors Ground')).toBeVisible();
  });

  it('shows the Not Found page for a residence the city does not have', async () => {
    renderApp('/manchester/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
  });
});
