import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardIn, renderApp, textOf } from '../render-app';

const residences = (city: string) => screen.getByRole('heading', { name: `Residences in ${city}` }).parentElement;

describe('City page', () => {
  it('lists the residences with their prices and availability', async () => {
    renderApp('/manchester');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeTruthy();
    const list = residences('Manchester');
    if (!list) throw new Error('No residences section');
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const squareGardens = cardIn(list, 'Square Gardens');
    expect(textOf(squareGardens)).toContain('Rooms available');
    expect(textOf(squareGardens)).toContain('from £199 / week');
    expect(textOf(squareGardens)).toContain('2 room types');
    expect(within(squareGardens).getByRole('link', { name: 'Square Gardens' }).getAttribute('href')).toBe(
      '/manchester/square-gardens',
    );

    const canalView = cardIn(list, 'Canal View');
    expect(textOf(canalView)).toContain('Sold out');
    expect(textOf(canalView)).not.toContain('Rooms available');
    expect(textOf(canalView)).toContain('from £210 / week');
    expect(textOf(canalView)).toContain('1 room type');
    expect(textOf(canalView)).toContain('12 min walk to Man Met');
  });

  it('sums the city up and shows its universities', async () => {
    renderApp('/manchester');
    await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' });
    expect(textOf(screen.getByRole('heading', { level: 1 }).nextElementSibling)).toBe(
      '2 residences · from £199 / week',
    );
    expect(screen.getByText('A big student city.')).toBeTruthy();
    expect(screen.getByText('The University of Manchester')).toBeTruthy();
    expect(screen.getByText('Manchester Metropolitan University')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Student accommodation in Manchester | Test Living'));
  });

  it('has breadcrumbs back to the home page and the cities', async () => {
    renderApp('/manchester');
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const items = within(trail).getAllByRole('listitem');
    expect(items.map((item) => textOf(item))).toEqual(['Home', 'Cities', 'Manchester']);
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'Cities' }).getAttribute('href')).toBe('/city-listing');
    expect(within(trail).queryByRole('link', { name: 'Manchester' })).toBeNull();
    expect(within(trail).getByText('Manchester').getAttribute('aria-current')).toBe('page');
  });

  it('marks the university searched for', async () => {
    renderApp('/manchester?university=university-of-manchester');
    expect(await screen.findByRole('heading', { name: 'Residences in Manchester near UoM' })).toBeTruthy();
    expect(screen.getByText('The University of Manchester').className).toContain('chip-active');
    expect(screen.getByText('Manchester Metropolitan University').className).not.toContain('chip-active');
  });

  it('says when a city has no residences yet', async () => {
    renderApp('/leeds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Leeds' })).toBeTruthy();
    expect(screen.getByText('We are opening residences in Leeds soon.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows the Not Found page for a city we do not have', async () => {
    renderApp('/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Student accommodation in/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Page not found | Test Living'));
  });

  it('shows the Not Found page for a path no route matches', async () => {
    renderApp('/manchester/square-gardens/classic-studio/extra');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});
