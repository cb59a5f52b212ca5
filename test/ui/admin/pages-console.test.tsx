import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { londonInstant } from '../../../src/domain/shared/london-time';
import type { ConsolePageRecord } from '../../../src/ports/pages-console.port';
import { pagesConsoleHandlers } from '../../qa/pages-console-handlers';
import { contentNow, fixtureContent } from '../../support/content-fixture';
import { TEST_ORIGIN } from '../../support/test-container';
import { server } from '../msw-server';
import { renderConsole } from './render-console';

await Promise.all([
  import('../../../src/ui/admin/screens/pages.screen'),
  import('../../../src/ui/admin/screens/page-editor.screen'),
  import('../../../src/ui/admin/screens/site-settings.screen'),
]);

const university = fixtureContent.pages[1];
const universityPath = `/admin/content/pages/${university?.id}`;
const api = (path: string, init?: RequestInit) => fetch(new URL(path, TEST_ORIGIN).href, init);
const stored = async (id = university?.id): Promise<ConsolePageRecord> =>
  (await api(`/api/admin/content/pages/${id}`)).json() as Promise<ConsolePageRecord>;

/** The content pages' screens over the use cases on memory adapters: a fresh set per test. */
function renderPages(path: string) {
  server.use(...pagesConsoleHandlers(fixtureContent.pages, contentNow));
  return renderConsole(path, 'editor');
}

const blocksShown = () =>
  [...document.querySelectorAll('.page-blocks-editor > li > fieldset > legend')].map((l) => l.textContent);

describe('the content pages screens', () => {
  it('lists the pages with where each stands, and starts a new one as a draft on its own screen', async () => {
    const { history } = renderPages('/admin/content/pages');
    const row = await screen.findByRole('row', { name: /About us/ });
    expect(row).toHaveTextContent('/about-us');
    expect(row).toHaveTextContent('Published');
    fireEvent.click(screen.getByRole('button', { name: 'New page' }));
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Open days' } });
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'Open Days!' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Come and see.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the page' }));
    await waitFor(() => expect(screen.getByLabelText(/^Address/)).toHaveAttribute('aria-invalid', 'true'));
    fireEvent.change(screen.getByLabelText(/^Address/), { target: { value: 'open-days' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Open days' })).toBeVisible();
    expect(history.at(-1)).toMatch(/^\/admin\/content\/pages\/[0-9a-f-]{36}$/);
    expect(screen.getByText(/Draft \(not on the site\)/)).toBeVisible();
  });

  it('adds, moves and removes blocks, then saves the draft the server keeps', async () => {
    renderPages(universityPath);
    await screen.findByRole('heading', { level: 1, name: 'Universities' });
    expect(blocksShown()).toEqual(['1. Text', '2. Universities', '3. Enquiry form']);
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Add a block'), { target: { value: 'call-to-action' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add block' }));
    expect(blocksShown()).toEqual(['1. Text', '2. Universities', '3. Enquiry form', '4. Call to action']);
    const added = screen.getByRole('group', { name: '4. Call to action' });
    fireEvent.change(within(added).getByLabelText(/^Heading/), { target: { value: 'Book a viewing' } });
    fireEvent.change(within(added).getByLabelText(/^Text/), { target: { value: 'See a room this week.' } });
    fireEvent.change(within(added).getByLabelText(/^Button label/), { target: { value: 'Book' } });
    fireEvent.change(within(added).getByLabelText(/^Button goes to/), { target: { value: '/book-viewing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move block 4 up' }));
    expect(blocksShown()).toEqual(['1. Text', '2. Universities', '3. Call to action', '4. Enquiry form']);
    expect(screen.getByRole('button', { name: 'Move block 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move block 4 down' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move block 1 down' }));
    expect(blocksShown()).toEqual(['1. Universities', '2. Text', '3. Call to action', '4. Enquiry form']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove block 4' }));
    expect(blocksShown()).toEqual(['1. Universities', '2. Text', '3. Call to action']);
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    // Publishing waits for the save.
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved\. Visitors see it once you publish/)).toBeVisible();
    const saved = await stored();
    expect(saved.draft.blocks.map((b) => b.type)).toEqual(['university-list', 'rich-text', 'call-to-action']);
    expect(saved.draft.blocks[2]).toMatchObject({ heading: 'Book a viewing', label: 'Book', href: '/book-viewing' });
    expect(saved.status).toBe('changed');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeEnabled();
  });

  it('shows a refused block field beside it', async () => {
    renderPages(universityPath);
    await screen.findByRole('heading', { level: 1, name: 'Universities' });
    fireEvent.change(screen.getByLabelText('Add a block'), { target: { value: 'call-to-action' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add block' }));
    const added = screen.getByRole('group', { name: '4. Call to action' });
    fireEvent.change(within(added).getByLabelText(/^Button goes to/), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(within(added).getByLabelText(/^Button goes to/)).toHaveAttribute('aria-invalid', 'true'),
    );
    expect((await stored()).draft.blocks).toHaveLength(3);
  });

  it('refuses a stale save, naming who saved, and shows the page as it is now', async () => {
    renderPages(universityPath);
    await screen.findByRole('heading', { level: 1, name: 'Universities' });
    const before = await stored();
    // Someone else saves a new title first.
    const other = await api(`/api/admin/content/pages/${before.id}/draft`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: before.version, ...before.draft, title: 'Universities we serve' }),
    });
    expect(other.status).toBe(200);
    fireEvent.click(screen.getByRole('button', { name: 'Remove block 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(/^eddie@digs\.test \(21 Nov, 12:00\) changed this since you opened it/),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Universities we serve' })).toBeVisible();
    expect(blocksShown()).toHaveLength(3);
    expect((await stored()).draft.blocks).toHaveLength(3);
  });

  it('links to the preview of the saved draft in a new tab', async () => {
    renderPages(universityPath);
    await screen.findByRole('heading', { level: 1, name: 'Universities' });
    const preview = screen.getByRole('link', { name: 'Preview' });
    expect(preview).toHaveAttribute('href', `/api/admin/content/pages/${university?.id}/preview`);
    expect(preview).toHaveAttribute('target', '_blank');
    expect(preview.getAttribute('rel')).toContain('noopener');
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Universities near you' } });
    expect(screen.getByRole('link', { name: 'Preview (last saved draft)' })).toBeVisible();
  });

  it('schedules the saved draft for a London time, and cancels the schedule', async () => {
    renderPages(universityPath);
    await screen.findByRole('heading', { level: 1, name: 'Universities' });
    const schedule = screen.getByRole('region', { name: 'Publish at a set time' });
    expect(within(schedule).getByRole('button', { name: 'Schedule' })).toBeDisabled();
    // 1 April 2027 is summer time: 09:15 in London is 08:15 UTC.
    fireEvent.change(within(schedule).getByLabelText('Date'), { target: { value: '2027-04-01' } });
    fireEvent.change(within(schedule).getByLabelText('Time'), { target: { value: '09:15' } });
    fireEvent.click(within(schedule).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('/university is scheduled.')).toBeVisible();
    const scheduled = await stored();
    expect(scheduled.publishAt).toBe(new Date(londonInstant('2027-04-01', '09:15') ?? Number.NaN).toISOString());
    expect(scheduled.publishAt).toBe('2027-04-01T08:15:00.000Z');
    expect(scheduled.status).toBe('scheduled');
    fireEvent.click(await within(schedule).findByRole('button', { name: 'Cancel the schedule' }));
    expect(await screen.findByText('The schedule is cancelled.')).toBeVisible();
    expect((await stored()).publishAt).toBeNull();
  });
});

describe('the site settings screen', () => {
  it('sets the address replies come from, refusing one on another domain with the reason beside it', async () => {
    renderPages('/admin/content/settings');
    const field = await screen.findByLabelText('Replies come from');
    expect(field).toHaveAccessibleDescription(
      'The address visitors see your inbox replies come from, like enquiries@digs.test. It must be on digs.test, the domain this site sends mail from, so that mail services trust it. Empty: replies come from no-reply@digs.test. Either way, the visitor’s answer goes to the team address for the kind of enquiry below.',
    );
    fireEvent.change(field, { target: { value: 'sam@gmail.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      /^Error: Use an address on digs\.test, the domain this site sends mail from/,
    );
    fireEvent.change(field, { target: { value: 'enquiries@digs.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    const saved = (await (await api('/api/admin/content/settings')).json()) as { settings: { replyFrom: string } };
    expect(saved.settings.replyFrom).toBe('enquiries@digs.test');
  });
});
