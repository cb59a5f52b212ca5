import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { siteSettingsDoc } from '../../../src/domain/catalogue/site-settings';
import { fixtureSettings } from '../../support/catalogue-fixture';
import { server } from '../msw-server';
import { renderApp, textOf } from '../render-app';

/** The tenancy table's body rows, each as its cells' text. */
async function tenancyRows(path: string, roomName: string): Promise<string[][]> {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: roomName });
  const table = screen.getByRole('table');
  const [, ...body] = within(table).getAllByRole('row');
  return body.map((row) => Array.from(row.children, (cell) => textOf(cell)));
}

describe('Room type page', () => {
  it('shows a row per tenancy option: year, weeks, dates, price, total, availability and Reserve', async () => {
    const rows = await tenancyRows('/manchester/square-gardens/classic-studio', 'Classic Studio');
    // The fakes' day is 21 Nov 2026 (test/qa/handlers.ts): the 2026/27 lets have started, so each is
    // priced for its days left from 24 Nov, the first day a visitor could move in (ADR 083).
    expect(rows).toEqual([
      [
        '2026/27',
        '44 weeks',
        '12 Sep 2026 – 3 Sep 2027',
        '£265 / week',
        '£8,896.43 for 33 weeks and 4 days from 24 Nov 2026, no fees',
        'Only 2 left',
        'Reserve',
      ],
      [
        '2026/27',
        '51 weeks',
        '12 Sep 2026 – 3 Sep 2027',
        '£249 / week',
        '£10,102.29 for 40 weeks and 4 days from 24 Nov 2026, no fees',
        'Available',
        'Reserve',
      ],
      ['2027/28', '51 weeks', '11 Sep 2027 – 1 Sep 2028', '£259 / week', '£13,209', 'Available', 'Reserve'],
    ]);
  });

  it('shows a sold-out option as Sold out, and three or fewer rooms as how many are left', async () => {
    const rows = await tenancyRows('/manchester/square-gardens/en-suite', 'En-suite');
    const availability = rows.map((cells) => [cells[1], cells[3], cells[5]]);
    expect(availability).toEqual([
      ['44 weeks', '£199 / week', 'Only 3 left'],
      ['51 weeks', '£189 / week', 'Sold out'],
    ]);
  });

  it('heads the page with the room, its residence and city, and its starting price', async () => {
    renderApp('/manchester/square-gardens/classic-studio');
    await screen.findByRole('heading', { level: 1, name: 'Classic Studio' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => textOf(item)),
    ).toEqual(['Home', 'Manchester', 'Square Gardens', 'Classic Studio']);
    expect(textOf(document.querySelector('.property-price .price-tag'))).toBe(
      'from £249 / week£10,102.29 for 40 weeks and 4 days from 24 Nov 2026, no fees',
    );
    expect(textOf(document.querySelector('.property-price .badge'))).toBe('Rooms available');
    // The room can be kept and compared from its page.
    expect(screen.getByRole('button', { name: 'Save Classic Studio to favourites' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Compare Classic Studio' })).toBeVisible();
    expect(screen.getByText('Double bed')).toBeVisible();
    expect(screen.getByText('Private kitchenette')).toBeVisible();
    await screen.findByRole('link', { name: 'Test Living, home' });
    expect(screen.queryByText(/floors/i)).toBeNull();
  });

  it('leads to booking a viewing at the room’s residence', async () => {
    renderApp('/manchester/square-gardens/classic-studio');
    const next = await screen.findByRole('region', { name: 'Next steps for Classic Studio at Square Gardens' });
    expect(within(next).getByRole('link', { name: 'Book a viewing' }).getAttribute('href')).toBe(
      '/book-a-viewing/square-gardens',
    );
  });

  it('shows the floor levels when the settings say show_level', async () => {
    server.use(
      http.get('*/api/settings', () => HttpResponse.json(siteSettingsDoc({ ...fixtureSettings, showLevel: true }))),
    );
    renderApp('/manchester/square-gardens/classic-studio');
    expect(await screen.findByText('Floors 1, 2')).toBeVisible();
  });

  it('shows the Not Found page for a room the residence does not have', async () => {
    renderApp('/manchester/square-gardens/penthouse');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
  });
});
