import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw-server';
import { renderConsole } from './render-console';

/** Typing and clicking as the member would (the value set at once, as Testing Library's fireEvent does). */
const user = () => ({
  type: async (element: HTMLElement, text: string) =>
    void fireEvent.change(element, { target: { value: `${(element as HTMLInputElement).value}${text}` } }),
  clear: async (element: HTMLElement) => void fireEvent.change(element, { target: { value: '' } }),
  click: async (element: HTMLElement) => void fireEvent.click(element),
  keyboard: async (key: string) => void fireEvent.keyDown(document, { key: key.replace(/[{}]/g, '') }),
});

describe('the console shell', () => {
  it('shows the sign-in screen where a signed-out member wanted to go, then that screen once in', async () => {
    const { history } = renderConsole('/admin/staff', 'signed-out');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    const u = user();
    await u.type(screen.getByLabelText('E-mail address'), 'olivia.owner@digs.test');
    await u.type(screen.getByLabelText('Password'), 'owner passphrase 2026');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    expect(history.at(-1)).toBe('/admin/staff');
    // The title follows the screen in an effect after it is drawn.
    await waitFor(() => expect(document.title).toBe('Staff | Digs console'));
  });

  it('answers an unknown address and a wrong password with the same message, and asks for empty fields', async () => {
    renderConsole('/admin', 'signed-out');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(/Enter your e-mail address/);
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await u.type(screen.getByLabelText('E-mail address'), 'nobody@digs.test');
    await u.type(screen.getByLabelText('Password'), 'whatever it is');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    const problem = () => document.querySelector('.admin-alert');
    await waitFor(() => expect(problem()).not.toBeNull());
    expect(problem()).toHaveAttribute('role', 'alert');
    const unknown = problem()?.textContent;
    await u.clear(screen.getByLabelText('E-mail address'));
    await u.type(screen.getByLabelText('E-mail address'), 'olivia.owner@digs.test');
    await u.type(screen.getByLabelText('Password'), 'not her password');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    expect(problem()?.textContent).toBe(unknown);
    expect(unknown).toMatch(/do not match/);
  });

  it('says how long to wait once sign-in is rate-limited', async () => {
    renderConsole('/admin', 'signed-out');
    const u = user();
    await screen.findByRole('heading', { name: 'Sign in' });
    await u.type(screen.getByLabelText('E-mail address'), 'sam.sales@digs.test');
    for (let i = 0; i < 6; i++) {
      await u.clear(screen.getByLabelText('Password'));
      await u.type(screen.getByLabelText('Password'), `wrong ${i}`);
      await u.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    }
    expect(await screen.findByText(/Wait about 15 minutes/)).toBeVisible();
  });

  it("shows each role only the sections it may open, and the member's name and role", async () => {
    const owner = renderConsole('/admin', 'owner');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Staff' })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent(/Olivia Hart\s*Owner/);
    owner.unmount();
    renderConsole('/admin', 'editor');
    const editorNav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(editorNav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(within(editorNav).queryByRole('link', { name: 'Audit log' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Welcome, Eddie' })).toBeVisible();
  });

  it('refuses a screen the role may not open, with a way back', async () => {
    renderConsole('/admin/audit', 'sales');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this screen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('signs out, back to the sign-in screen', async () => {
    renderConsole('/admin', 'owner');
    await user().click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('asks before signing out everywhere', async () => {
    renderConsole('/admin', 'owner');
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out everywhere?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await u.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  it('after signing out everywhere in another tab, this tab says the session ended when a call finds it, and signs in back to the same page', async () => {
    await import('../../../src/ui/admin/screens/viewings.screen');
    const { fake, history } = renderConsole('/admin/viewings', 'sales');
    expect(await screen.findByRole('heading', { name: 'Viewings desk', level: 1 })).toBeVisible();
    await fake?.signOutEverywhere(); // the other tab
    // The desk's next call finds the session gone (once: signed in again, the desk reads as usual).
    server.use(
      http.get('*/api/admin/viewings/*', () => HttpResponse.json({ error: 'signed_out' }, { status: 401 }), {
        once: true,
      }),
    );
    await user().click(await screen.findByRole('button', { name: 'Next week' }));
    expect(
      await screen.findByText(
        'Your session has ended: you were signed out everywhere, or it expired. Sign in again to go back to this page.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(history.at(-1)).toBe('/admin/viewings');
    const u = user();
    await u.type(screen.getByLabelText('E-mail address'), 'sam.sales@digs.test');
    await u.type(screen.getByLabelText('Password'), 'sales passphrase 2026');
    await u.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Viewings desk', level: 1 })).toBeVisible();
  });

  it('looks again when the tab is shown: a session ended elsewhere shows sign-in with why', async () => {
    const { fake } = renderConsole('/admin', 'owner');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeVisible();
    fireEvent.focus(window);
    expect(screen.queryByRole('heading', { name: 'Sign in' })).toBeNull();
    await fake?.signOutEverywhere();
    fireEvent.focus(window);
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(screen.getByText(/^Your session has ended/)).toBeVisible();
  });

  it('says so when the console cannot reach the server', async () => {
    renderConsole('/admin', 'api-error');
    expect(await screen.findByRole('heading', { name: 'The console could not start' })).toBeVisible();
    expect(screen.getByText(/Something went wrong on our side/)).toHaveAttribute('role', 'alert');
  });

  it('folds the sidebar into a menu button that says whether it is open', async () => {
    renderConsole('/admin', 'owner');
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'admin-sidebar');
    await user().click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user().keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('one-time links', () => {
  it('sets up the first owner: name and password, with the policy shown, then signed in', async () => {
    const { history } = renderConsole('/admin/link/setup-link', 'signed-out');
    expect(await screen.findByRole('heading', { name: 'Set up the console' })).toBeVisible();
    // A set-up link names nobody: the first owner gives the address they will sign in with.
    const email = screen.getByLabelText(/^E-mail address/);
    expect(email).toHaveValue('');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription(/At least 12 characters/);
    const u = user();
    await u.type(email, 'first.owner@digs.test');
    await u.type(screen.getByLabelText(/Your name/), 'Fran First');
    await u.type(password, 'short');
    await u.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await u.clear(password);
    await u.type(password, 'a long first passphrase');
    await u.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Fran' })).toBeVisible();
    expect(history.at(-1)).toBe('/admin');
  });

  it('explains an expired link and a used one', async () => {
    const first = renderConsole('/admin/link/expired-link', 'signed-out');
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeVisible();
    first.unmount();
    renderConsole('/admin/link/used-link', 'signed-out');
    expect(await screen.findByRole('heading', { name: 'This link has been used' })).toBeVisible();
  });

  it('asks for a reset link and answers the same whatever the address', async () => {
    const { fake } = renderConsole('/admin/forgot-password', 'signed-out');
    const u = user();
    await u.type(await screen.findByLabelText('E-mail address'), 'someone@digs.test');
    await u.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    expect(fake?.resetsAsked).toEqual(['someone@digs.test']);
  });
});
