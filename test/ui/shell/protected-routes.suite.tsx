import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { ProtectedRoutes } from '../../../src/ui/components/protected-routes';
import { renderWithServices } from '../render-app';

/** The group as app.tsx mounts it: a nested /account group behind the guard, and a stand-in login page. */
const site = (
  <Switch>
    <Route path="/account" nest>
      <ProtectedRoutes>
        <Switch>
          <Route path="/bookings">
            <h1>Your bookings</h1>
          </Route>
          <Route>
            <h1>Your account</h1>
          </Route>
        </Switch>
      </ProtectedRoutes>
    </Route>
    <Route path="/login">
      <h1>Log in</h1>
    </Route>
  </Switch>
);

describe('Protected route group', () => {
  it('sends a visitor with no token to /login, replacing the protected address in history', async () => {
    const { history } = renderWithServices(site, '/account/bookings?tab=2');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your bookings' })).toBeNull();
    // The page wanted goes with it, to be returned to after sign-in (ADR 053).
    expect(history).toEqual([`/login?next=${encodeURIComponent('/account/bookings?tab=2')}`]);
  });

  it('treats an empty token as no token', async () => {
    const { history } = renderWithServices(site, '/account', { storage: { token: '' } });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(history).toEqual(['/login?next=%2Faccount']);
  });

  it('shows the group to a visitor with a token, and stays where it is', () => {
    const { history } = renderWithServices(site, '/account/bookings', { storage: { token: 'abc' } });
    expect(screen.getByRole('heading', { name: 'Your bookings' })).toBeVisible();
    expect(history).toEqual(['/account/bookings']);
  });

  it('sends the visitor to /login when another tab signs out', async () => {
    const { services, history } = renderWithServices(site, '/account', { storage: { token: 'abc' } });
    expect(screen.getByRole('heading', { name: 'Your account' })).toBeVisible();
    act(() => services.storage.simulateOtherTab('token', null));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(history).toEqual(['/login?next=%2Faccount']);
  });
});
