import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Access } from '../../../src/application/site/access';
import { ACCESS } from '../../../src/application/site/site.tokens';
import { SiteHeader } from '../../../src/ui/components/site-header';
import { renderWithServices } from '../render-app';

/** The strip under the header and the phone menu both carry the link (site-header.tsx). */
const strip = () => within(screen.getByRole('navigation', { name: 'Your shortlists' }));
const menu = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('The header: sign in, or the visitor’s account (issue 20)', () => {
  it('offers sign-in to a visitor without the marker, in the strip and in the phone menu', () => {
    renderWithServices(<SiteHeader />, '/');
    for (const where of [strip(), menu()]) {
      expect(where.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      expect(where.queryByRole('link', { name: 'Your account' })).toBeNull();
    }
  });

  it('links a signed-in visitor to their account, marked as the page they are on there', () => {
    renderWithServices(<SiteHeader />, '/account', { storage: { token: 'signed-in' } });
    for (const where of [strip(), menu()]) {
      const link = where.getByRole('link', { name: 'Your account' });
      expect(link).toHaveAttribute('href', '/account');
      expect(link).toHaveAttribute('aria-current', 'page');
    }
  });

  it('follows signing in on this tab and signing out on another', async () => {
    const { services } = renderWithServices(<SiteHeader />, '/');
    expect(strip().getByRole('link', { name: 'Sign in' })).toBeVisible();
    act(() => services.container.get<Access>(ACCESS).markSignedIn());
    expect(await strip().findByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    act(() => services.storage.simulateOtherTab('token', null));
    expect(await strip().findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
