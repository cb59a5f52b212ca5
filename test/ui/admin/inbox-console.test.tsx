import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import type { InboxEnquiry, InboxRow } from '../../../src/ports/enquiry-inbox.port';
import { inboxHandlers } from '../../qa/inbox-handlers';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';
import { TEST_ORIGIN } from '../../support/test-container';
import { server } from '../msw-server';
import { holdAnswers } from './held-answers';
import { renderConsole } from './render-console';

await Promise.all([
  import('../../../src/ui/admin/screens/inbox.screen'),
  import('../../../src/ui/admin/screens/inbox-enquiry.screen'),
]);

const api = (path: string, init?: RequestInit) => fetch(new URL(path, TEST_ORIGIN).href, init);
const enquiry = async (reference: string) =>
  ((await (await api(`/api/admin/inbox/${reference}`)).json()) as { enquiry: InboxEnquiry }).enquiry;

/** The inbox over the server's own use case on the memory inbox: a fresh one per test, as Sam (sales). */
function renderInbox(path: string) {
  server.use(...inboxHandlers(new MemoryCatalogue(fixtureSlice, fixtureSettings), 'staff-sales'));
  return renderConsole(path, 'sales');
}

const references = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent?.match(/EQ-[0-9A-Z]{6}/)?.[0]);

describe('the enquiries inbox', () => {
  it('lists every kind newest first, narrows by kind, status and words, and exports what it shows', async () => {
    renderInbox('/admin/enquiries');
    await screen.findByRole('row', { name: /Ana Silva/ });
    expect(references()).toEqual([
      'EQ-7K3P9Q',
      'EQ-4M8TWX',
      'EQ-9HCR2D',
      'EQ-2VNB6J',
      'EQ-6PQZ8A',
      'EQ-3TRF5K',
      'EQ-8DWS4M',
      'EQ-5YHG7N',
      'EQ-AB2C3D',
    ]);
    const csv = screen.getByRole('link', { name: 'Export CSV' });
    expect(csv).toHaveAttribute('href', '/api/admin/inbox.csv');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'chat' } });
    await waitFor(() => expect(references()).toEqual(['EQ-9HCR2D']));
    expect(csv).toHaveAttribute('href', '/api/admin/inbox.csv?kind=chat');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'open' } });
    await waitFor(() => expect(references()).toEqual(['EQ-7K3P9Q']));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'GUARANTORS germany' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(references()).toEqual(['EQ-9HCR2D']));
    expect(csv.getAttribute('href')).toMatch(/^\/api\/admin\/inbox\.csv\?q=GUARANTORS(\+|%20)germany$/);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nobody wrote this' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No enquiry matches these filters.')).toBeVisible();
  });

  it('shows the enquiries of the filters last chosen, whatever order the answers come in', async () => {
    renderInbox('/admin/enquiries');
    // The whole inbox's answer is held until the chats' has been drawn: it must not replace it.
    const first = holdAnswers(
      '*/api/admin/inbox',
      (url) => url.pathname.endsWith('/inbox') && !url.searchParams.has('kind'),
    );
    fireEvent.change(await screen.findByLabelText('Kind'), { target: { value: 'chat' } });
    await waitFor(() => expect(references()).toEqual(['EQ-9HCR2D']));
    first.release();
    await first.answeredAndRead();
    expect(references()).toEqual(['EQ-9HCR2D']);
  });

  it('sorts on the server by when it came, when it last changed or its status', async () => {
    renderInbox('/admin/enquiries');
    await screen.findByRole('row', { name: /Ana Silva/ });
    expect(screen.getByRole('columnheader', { name: /Received/ })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: /Last change/ }));
    // Never changed: as they came, oldest first; then the two the team has dealt with.
    await waitFor(() => expect(references().slice(-2).sort()).toEqual(['EQ-6PQZ8A', 'EQ-7K3P9Q']));
    expect(references()[0]).toBe('EQ-AB2C3D');
    expect(screen.getByRole('columnheader', { name: /Last change/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /Last change/ }));
    await waitFor(() => expect(references().slice(0, 2)).toEqual(['EQ-7K3P9Q', 'EQ-6PQZ8A']));
    expect(screen.getByRole('columnheader', { name: /Last change/ })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    await waitFor(() => expect(references().at(-1)).toBe('EQ-7K3P9Q'));
    expect(screen.getByRole('columnheader', { name: /Status/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /Received/ }));
    await waitFor(() => expect(references()[0]).toBe('EQ-AB2C3D'));
  });

  it('asks the server for one page at a time, with the filters, and counts them all', async () => {
    renderInbox('/admin/enquiries');
    await screen.findByRole('row', { name: /Ana Silva/ });
    const asked: URLSearchParams[] = [];
    const row = (i: number): InboxRow => ({
      reference: `EQ-P${String(i).padStart(5, '0')}`,
      kind: 'contact',
      name: `Visitor ${i}`,
      email: `v${i}@example.com`,
      status: 'new',
      created_at: new Date(Date.UTC(2026, 7, 1) - i * 60_000).toISOString(),
      updated_at: new Date(Date.UTC(2026, 7, 1) - i * 60_000).toISOString(),
      residence: null,
      assignee: null,
      version: 1,
    });
    server.use(
      http.get('*/api/admin/inbox', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        const page = Number(q.get('page'));
        const size = Number(q.get('pageSize'));
        const rows = Array.from({ length: Math.min(size, 60 - (page - 1) * size) }, (_, i) =>
          row((page - 1) * size + i),
        );
        return HttpResponse.json({ items: rows, total: 60, page, pageSize: size });
      }),
    );
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'contact' } });
    expect(await screen.findByText('1–25 of 60')).toBeVisible();
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26–50 of 60')).toBeVisible();
    expect(references()[0]).toBe('EQ-P00025');
    expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({
      kind: 'contact',
      sort: 'created_at',
      dir: 'desc',
      page: '2',
      pageSize: '25',
    });
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    expect(await screen.findByText('1–50 of 60')).toBeVisible();
    // A new filter starts again from the first page.
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–60 of 60')).toBeVisible();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'new' } });
    expect(await screen.findByText('1–50 of 60')).toBeVisible();
    expect(asked.at(-1)?.get('page')).toBe('1');
  });

  it('narrows by residence, who deals with it and London days', async () => {
    renderInbox('/admin/enquiries');
    await screen.findByRole('row', { name: /Ana Silva/ });
    fireEvent.change(screen.getByLabelText('Residence'), { target: { value: 'canal-view' } });
    // The residence from the answers' property, or the one a rebooker moves to.
    await waitFor(() => expect(references()).toEqual(['EQ-7K3P9Q', 'EQ-6PQZ8A', 'EQ-8DWS4M']));
    fireEvent.change(screen.getByLabelText('With'), { target: { value: 'none' } });
    await waitFor(() => expect(references()).toEqual(['EQ-8DWS4M']));
    fireEvent.change(screen.getByLabelText('Residence'), { target: { value: '' } });
    await waitFor(() => expect(references()).toContain('EQ-9HCR2D'));
    expect(references()).not.toContain('EQ-7K3P9Q');
    fireEvent.change(screen.getByLabelText('With'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: '2026-08-31' } });
    fireEvent.change(screen.getByLabelText(/^To/), { target: { value: '2026-08-31' } });
    await waitFor(() => expect(references()).toEqual(['EQ-2VNB6J']));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/inbox.csv?from=2026-08-31&to=2026-08-31',
    );
  });

  it('opens an enquiry from its row, which takes a new one up (open), moves its status and assigns it', async () => {
    const { history } = renderInbox('/admin/enquiries');
    expect((await enquiry('EQ-9HCR2D')).status).toBe('new');
    fireEvent.click(await screen.findByRole('link', { name: /EQ-9HCR2D/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'EQ-9HCR2D: Lena Fischer' })).toBeVisible();
    expect(history.at(-1)).toBe('/admin/enquiries/EQ-9HCR2D');
    expect(screen.getByText('Do you accept guarantors from Germany?')).toBeVisible();
    // Opening it took it up: it is open on the server and on the screen, with nothing to mark.
    expect((await enquiry('EQ-9HCR2D')).status).toBe('open');
    expect(screen.queryByRole('button', { name: 'Mark as open' })).toBeNull();
    // Nothing goes back to new; a closed one is reopened.
    expect(screen.queryByRole('button', { name: 'Mark as new' })).toBeNull();
    // The buttons are disabled while a change is under way: the click waits for the last one to end.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reopen' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    await waitFor(async () => expect((await enquiry('EQ-9HCR2D')).status).toBe('open'));
    await waitFor(() => expect(screen.getByLabelText('Dealt with by')).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Dealt with by'), {
      target: { value: '5a1e5000-0000-4000-8000-000000000002' },
    });
    await waitFor(async () => expect((await enquiry('EQ-9HCR2D')).assignee?.name).toBe('Olivia Hart'));
    expect(screen.getByLabelText('Dealt with by')).toHaveDisplayValue('Olivia Hart');
  });

  it('keeps an internal note and sends a reply that stays in the thread', async () => {
    renderInbox('/admin/enquiries/EQ-4M8TWX');
    await screen.findByRole('heading', { level: 1, name: 'EQ-4M8TWX: Kwame Mensah' });
    const notes = screen.getByRole('region', { name: 'Internal notes' });
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(notes).getByLabelText('Add a note')).toHaveAttribute('aria-invalid', 'true'));
    fireEvent.change(within(notes).getByLabelText('Add a note'), {
      target: { value: 'Called back: <b>voicemail</b>.' },
    });
    fireEvent.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText('Called back: <b>voicemail</b>.')).toBeVisible();
    await waitFor(() => expect(within(notes).getByLabelText('Add a note')).toHaveValue(''));

    const replies = screen.getByRole('region', { name: 'Replies' });
    expect(within(replies).getByText('No reply has been sent from the console yet.')).toBeVisible();
    // What Kwame will see: Sam and the operator, on the sending address; his answer goes to the support address.
    expect(
      within(replies).getByText(
        'From: Sam Okafor at Test Living <no-reply@test.example>, replies go to hello@test.example.',
      ),
    ).toBeVisible();
    fireEvent.change(within(replies).getByLabelText(/^Message/), {
      target: { value: 'Hello Kwame,\n\nWe have an en-suite from 12 September.' },
    });
    fireEvent.click(within(replies).getByRole('button', { name: 'Send reply' }));
    const sent = await within(replies).findByRole('listitem');
    expect(sent).toHaveTextContent('Sam Okafor');
    expect(sent).toHaveTextContent('kwame@example.com');
    expect(sent).toHaveTextContent('We have an en-suite from 12 September.');
    const kept = await enquiry('EQ-4M8TWX');
    expect(kept.replies).toHaveLength(1);
    expect(kept.notes).toHaveLength(1);
    // A reply opens a new enquiry.
    expect(kept.status).toBe('open');
  });

  it('refuses an edit made from an older version, says who changed it, and shows it as it is now', async () => {
    renderInbox('/admin/enquiries/EQ-2VNB6J');
    await screen.findByRole('heading', { level: 1, name: 'EQ-2VNB6J: Priya Patel' });
    const before = await enquiry('EQ-2VNB6J');
    const other = await api('/api/admin/inbox/EQ-2VNB6J', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ version: before.version, status: 'closed' }),
    });
    expect(other.status).toBe(200);
    fireEvent.change(screen.getByRole('region', { name: 'Replies' }).querySelector('textarea') as HTMLElement, {
      target: { value: 'Hello Priya' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const alert = (await screen.findByText(/What you typed is kept/)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(/^sam\.sales@digs\.test \(1 Sept, \d\d:\d\d\) changed this since you opened it/);
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Replies' }).querySelector('textarea')).toHaveValue('Hello Priya');
    expect((await enquiry('EQ-2VNB6J')).status).toBe('closed');
  });
});
