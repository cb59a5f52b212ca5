import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryStaffConsole } from '../../../src/adapters/memory/memory-staff-console';
import { adminModule } from '../../../src/ui/admin/admin-modules';
import { consoleHandlers } from '../../qa/console-handlers';
import { consoleSeed } from '../../support/staff-console-fixture';
import { createTestContainer, TEST_ORIGIN } from '../../support/test-container';
import { server } from '../msw-server';
import { renderApp } from '../render-app';

describe('the /admin route group in the app', () => {
  it("renders the console alone: none of the site's header, footer, compare tray, chat or consent banner", async () => {
    server.use(...consoleHandlers(new MemoryStaffConsole(consoleSeed('staff-editor'))));
    const services = createTestContainer();
    services.container.load(adminModule((input, init) => fetch(new URL(input, TEST_ORIGIN).href, init)));
    const { container } = renderApp('/admin', { services });
    expect(await screen.findByRole('heading', { name: 'Welcome, Eddie' }, { timeout: 10_000 })).toBeVisible();
    expect(
      container.querySelector('.site-header, .site-footer, .compare-tray, .chat-widget, .consent-banner'),
    ).toBeNull();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getByRole('banner')).toHaveClass('admin-topbar');
  });

  it('leaves the site as it is elsewhere', async () => {
    renderApp('/');
    await waitFor(() => expect(document.querySelector('.admin')).toBeNull());
    expect(screen.getAllByRole('banner').some((b) => !b.classList.contains('admin-topbar'))).toBe(true);
  });
});
