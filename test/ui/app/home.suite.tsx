import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardIn, renderApp, textOf } from '../render-app';

/** Types into the hero search and submits it; returns the search form (which holds its message). */
async function searchFor(query: string): Promise<HTMLFormElement> {
  const input = await screen.findByLabelText('City or university');
  const form = input.closest('form');
  if (!form) throw new Error('The search box is not in a form');
  fireEvent.change(input, { target: { value: query } });
  fireEvent.click(within(form).getByRole('button', { name: 'Find rooms' }));
  return form;
}

describe('Home page', () => {
  it('shows the brand from the site settings', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Test Living, home' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Why students choose Test Living' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Test Living | Homes for students'));
  });

  it('starts a viewing by choosing a residence, and the room finder at its first step', async () => {
    renderApp('/');
    const starts = await screen.findByRole('region', { name: 'Ways to start' });
    expect(within(starts).getByRole('link', { name: 'Choose a residence to view' }).getAttribute('href')).toBe(
      '/city-listing',
    );
    expect(within(starts).getByRole('link', { name: 'Start the room finder' }).getAttribute('href')).toBe(
      '/find-your-room/city',
    );
  });

  it('lists both cities, Manchester from £199 a week and Leeds on request', async () => {
    renderApp('/');
    const cities = await screen.findByRole('region', { name: 'Choose your city' });
    await within(cities).findByRole('link', { name: 'Manchester' });
    const manchester = cardIn(cities, 'Manchester');
    expect(textOf(manchester)).toContain('from £199 / week£6,680.71 for 33 weeks and 4 days from 24 Nov 2026, no fees');
    expect(textOf(manchester)).toContain('2 residences · Man Met, UoM');
    expect(textOf(cardIn(cities, 'Leeds'))).toContain('Price on request');
    expect(within(cities).getAllByRole('article')).toHaveLength(2);
  });

  it('features Square Gardens, with its city and price', async () => {
    renderApp('/');
    const featured = await screen.findByRole('region', { name: 'Featured residences' });
    const card = cardIn(featured, 'Square Gardens');
    expect(textOf(card)).toContain('Manchester');
    expect(textOf(card)).toContain('from £199 / week£6,680.71 for 33 weeks and 4 days from 24 Nov 2026, no fees');
    expect(textOf(card)).toContain('3 min walk to Man Met');
    expect(within(featured).queryByRole('link', { name: 'Canal View' })).toBeNull();
  });

  it('searches a city and goes to its page', async () => {
    const { history } = renderApp('/');
    await searchFor('Manchester');
    expect(history.at(-1)).toBe('/manchester');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeVisible();
  });

  it('searches a university by its short name and goes to its city, near that university', async () => {
    const { history } = renderApp('/');
    await searchFor('UoM');
    expect(history.at(-1)).toBe('/manchester?university=university-of-manchester');
    expect(await screen.findByRole('heading', { name: 'Residences in Manchester near UoM' })).toBeVisible();
  });

  it('says so when there are no residences near the place searched, and stays on the page', async () => {
    const { history } = renderApp('/');
    const search = await searchFor('Atlantis');
    expect(textOf(search)).toContain('We have no residences near “Atlantis” yet. Try one of our cities.');
    expect(history).toEqual(['/']);
  });

  it('asks for a place when the search is empty', async () => {
    const { history } = renderApp('/');
    const search = await searchFor('   ');
    expect(textOf(search)).toContain('Type a city or university.');
    expect(history).toEqual(['/']);
  });
});
