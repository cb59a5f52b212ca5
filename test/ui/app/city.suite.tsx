import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardIn, renderApp, textOf } from '../render-app';

const residences = (city: string) => screen.getByRole('heading', { name: `Residences in ${city}` }).parentElement;
const universityChips = () => {
  const list = screen.getByRole('heading', { name: 'Universities' }).nextElementSibling;
  if (!(list instanceof HTMLElement)) throw new Error('No university list');
  return list;
};
/** The residences' names in the order shown. */
const shownNames = () => screen.queryAllByRole('article').map((card) => textOf(card.querySelector('h3')));
const filters = () => screen.getByRole('form', { name: 'Filter residences' });
/** The polite result count under the filters (the page may hold other status regions). */
const count = () => textOf(within(filters().parentElement ?? document.body).getByRole('status'));

describe('City page', () => {
  it('lists the residences with their prices and availability', async () => {
    renderApp('/manchester');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' })).toBeVisible();
    const list = residences('Manchester');
    if (!list) throw new Error('No residences section');
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const squareGardens = cardIn(list, 'Square Gardens');
    expect(textOf(squareGardens)).toContain('Rooms available');
    expect(textOf(squareGardens)).toContain(
      'from £199 / week£6,680.71 for 33 weeks and 4 days from 24 Nov 2026, no fees',
    );
    expect(textOf(squareGardens)).toContain('2 room types');
    expect(within(squareGardens).getByRole('link', { name: 'Square Gardens' }).getAttribute('href')).toBe(
      '/manchester/square-gardens',
    );

    const canalView = cardIn(list, 'Canal View');
    expect(textOf(canalView)).toContain('Sold out');
    expect(textOf(canalView)).not.toContain('Rooms available');
    expect(textOf(canalView)).toContain('from £210 / week£8,520 for 40 weeks and 4 days from 24 Nov 2026, no fees');
    expect(textOf(canalView)).toContain('1 room type');
    expect(textOf(canalView)).toContain('12 min walk to Man Met');
  });

  it('sums the city up and shows its universities', async () => {
    renderApp('/manchester');
    await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' });
    expect(textOf(screen.getByRole('heading', { level: 1 }).nextElementSibling)).toBe(
      '2 residences · from £199 / week£6,680.71 for 33 weeks and 4 days from 24 Nov 2026, no fees',
    );
    expect(screen.getByText('A big student city.')).toBeVisible();
    expect(within(universityChips()).getByText('The University of Manchester')).toBeVisible();
    expect(within(universityChips()).getByText('Manchester Metropolitan University')).toBeVisible();
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
    expect(await screen.findByRole('heading', { name: 'Residences in Manchester near UoM' })).toBeVisible();
    expect(within(universityChips()).getByText('The University of Manchester').className).toContain('chip-active');
    expect(within(universityChips()).getByText('Manchester Metropolitan University').className).not.toContain(
      'chip-active',
    );
    expect((screen.getByLabelText('University') as HTMLSelectElement).value).toBe('university-of-manchester');
  });

  it('says when a city has no residences yet', async () => {
    renderApp('/leeds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Leeds' })).toBeVisible();
    expect(screen.getByText('We are opening residences in Leeds soon.')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('form', { name: 'Filter residences' })).toBeNull();
  });

  it('shows the Not Found page for a city we do not have', async () => {
    renderApp('/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Student accommodation in/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Page not found | Test Living'));
  });

  it('shows the Not Found page for a path no route matches', async () => {
    renderApp('/manchester/square-gardens/classic-studio/extra');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('City page filters', () => {
  it('offers labelled controls for university, price, room type, availability and order', async () => {
    renderApp('/manchester');
    await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' });
    const form = filters();
    for (const name of ['University', 'Price per week', 'Room type', 'Sort by']) {
      expect(within(form).getByRole('combobox', { name })).toBeVisible();
    }
    expect(within(form).getByRole('checkbox', { name: 'Only rooms still available' })).toBeVisible();
    const kinds = within(within(form).getByRole('combobox', { name: 'Room type' })).getAllByRole('option');
    expect(kinds.map((o) => o.textContent)).toEqual(['Any room type', 'En-suite', 'Studio']);
    expect(count()).toBe('2 residences');
    expect(screen.queryByRole('link', { name: 'Clear filters' })).toBeNull();
  });

  it('applies the filters in the address on the first load', async () => {
    renderApp('/manchester?room=ensuite');
    await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' });
    expect(shownNames()).toEqual(['Square Gardens']);
    expect(count()).toBe('1 of 2 residences');
    expect((screen.getByLabelText('Room type') as HTMLSelectElement).value).toBe('ensuite');
  });

  it('sorts by price from the address, lowest first', async () => {
    renderApp('/manchester?sort=price');
    await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' });
    expect(shownNames()).toEqual(['Square Gardens', 'Canal View']);
    expect(count()).toBe('2 residences, lowest price first');
  });

  it('sorts by the walk to the chosen university, and shows that walk on the cards', async () => {
    renderApp('/manchester?university=university-of-manchester&sort=distance');
    await screen.findByRole('heading', { name: 'Residences in Manchester near UoM' });
    expect(count()).toBe('2 residences, shortest walk to UoM first');
    const list = residences('Manchester near UoM');
    if (!list) throw new Error('No residences section');
    expect(textOf(cardIn(list, 'Canal View'))).toContain('12 min walk to Man Met');
  });

  it('writes a changed control into the address, replacing it, and shows the matching residences', async () => {
    const { history } = renderApp('/manchester');
    await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' });
    fireEvent.click(within(filters()).getByRole('checkbox', { name: 'Only rooms still available' }));
    await waitFor(() => expect(shownNames()).toEqual(['Square Gardens']));
    expect(history).toEqual(['/manchester?available=true']);
    expect(count()).toBe('1 of 2 residences');

    fireEvent.change(screen.getByLabelText('Price per week'), { target: { value: '180-220' } });
    await waitFor(() => expect(history).toEqual(['/manchester?price=180-220&available=true']));
    expect(shownNames()).toEqual(['Square Gardens']);
  });

  it('clears every filter with one link', async () => {
    const { history } = renderApp('/manchester?room=studio&sort=price');
    await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' });
    expect(shownNames()).toEqual(['Canal View', 'Square Gardens']);
    fireEvent.click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(history.at(-1)).toBe('/manchester'));
    expect(count()).toBe('2 residences');
    expect((screen.getByLabelText('Room type') as HTMLSelectElement).value).toBe('');
  });

  it('says when nothing matches, and offers what to let go of', async () => {
    const { history } = renderApp('/manchester?room=studio&price=under-180');
    await screen.findByRole('heading', { level: 1, name: 'Student accommodation in Manchester' });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(count()).toBe('0 of 2 residences');
    expect(screen.getByText('No residences in Manchester match all of these filters.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Any room type/ })).toBeNull();
    const anyPrice = screen.getByRole('link', { name: 'Any price, not only under £180' });
    expect(textOf(anyPrice.parentElement)).toBe('Any price, not only under £180 (2 residences)');
    fireEvent.click(anyPrice);
    await waitFor(() => expect(history.at(-1)).toBe('/manchester?room=studio'));
    expect(shownNames()).toEqual(['Square Gardens', 'Canal View']);
  });

  it('ignores what it does not understand in the address', async () => {
    renderApp('/manchester?price=cheap&room=castle&university=oxford&sort=name');
    await screen.findByRole('heading', { name: 'Residences in Manchester' });
    expect(count()).toBe('2 residences');
    expect(shownNames()).toEqual(['Square Gardens', 'Canal View']);
  });
});
