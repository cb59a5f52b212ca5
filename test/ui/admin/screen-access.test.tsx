import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLES, screenAccess } from '../../../src/domain/staff/staff-roles';
import { ADMIN_ROUTES } from '../../../src/ui/admin/admin-routes';
import { renderConsole } from './render-console';

const route = (path: string) => {
  const found = ADMIN_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`No console route ${path}`);
  return found;
};

describe('the console fitted to the role, from the one permission table (issue 36 item 3)', () => {
  it('names a change permission on a screen only where changing needs more than opening', () => {
    const more = ADMIN_ROUTES.filter((r) => r.change !== null);
    expect(more.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/catalogue/residences', '/catalogue/prices', '/pictures', '/reservations/terms']),
    );
    for (const r of more) expect(r.change, r.path).not.toBe(r.permission);
  });

  it('has a dashboard line for every listed screen a role may only read, unless its line offers no change', () => {
    const offersChange = /\b(add|edit|delete|upload|apply|publish|set|change|invite|remove|erase)\b/i;
    for (const role of STAFF_ROLES) {
      for (const r of ADMIN_ROUTES.filter((r) => r.nav !== false && screenAccess(role, r) === 'read')) {
        const line = r.readDescription ?? r.description ?? '';
        expect(line, `${role} on ${r.path}`).not.toMatch(offersChange);
      }
    }
  });

  it('describes each of sales’ dashboard tiles by what sales may do there', async () => {
    renderConsole('/admin', 'sales');
    const tiles = within(await screen.findByRole('list', { name: 'Your screens' }));
    for (const path of ['/catalogue/residences', '/catalogue/prices', '/pictures', '/reservations/terms']) {
      const { title, readDescription } = route(path);
      expect(tiles.getByRole('link', { name: new RegExp(title) }), path).toHaveTextContent(readDescription ?? '');
    }
    expect(tiles.getByRole('link', { name: /Viewings desk/ })).toHaveTextContent(route('/viewings').description ?? '');
    expect(tiles.queryByText(/publish, draft or withdraw|apply it|Upload pictures/)).toBeNull();
  });

  it('describes an editor’s catalogue tiles by the changes they may make', async () => {
    renderConsole('/admin', 'editor');
    const tiles = within(await screen.findByRole('list', { name: 'Your screens' }));
    const { title, description } = route('/catalogue/prices');
    expect(tiles.getByRole('link', { name: new RegExp(title) })).toHaveTextContent(description ?? '');
  });

  it('shows sales the picture library to read: no upload, the alt text as text, and a line saying why', async () => {
    renderConsole('/admin/pictures', 'sales');
    expect(await screen.findByRole('heading', { name: 'Pictures', level: 1 })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('Your role (Sales) can read this, not change it.');
    expect(await screen.findByText('The study room')).toBeVisible();
    expect(screen.queryByLabelText('Choose files')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Alt text' })).toBeNull();
  });

  it('shows an editor the picture library to change, without the read-only line', async () => {
    renderConsole('/admin/pictures', 'editor');
    expect(await screen.findByRole('heading', { name: 'Pictures', level: 1 })).toBeVisible();
    expect(screen.getByLabelText('Choose files')).toBeEnabled();
    expect((await screen.findAllByRole('textbox', { name: 'Alt text' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows sales the residences with their status as text and no new one, under the read-only line', async () => {
    renderConsole('/admin/catalogue/residences', 'sales');
    expect(await screen.findByRole('note')).toHaveTextContent('Your role (Sales) can read this, not change it.');
    expect(screen.queryByRole('link', { name: 'New residence' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Status of / })).toBeNull();
  });
});
