import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../msw-server';
import { renderConsole } from './render-console';

const rowOf = (text: string) => {
  const cell = screen.getByText(text, { selector: '.admin-cell-sub' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row as HTMLElement;
};

describe('the Staff screen', () => {
  it('lists members with role and status, and searches them', async () => {
    renderConsole('/admin/staff', 'owner');
    const table = await screen.findByRole('table', { name: 'Staff members' });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(rowOf('sam.sales@digs.test')).getByText('Sales')).toBeVisible();
    expect(within(rowOf('priya.new@digs.test')).getByText('Invited')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/Search by name/), { target: { value: 'invited' } });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('invites someone by e-mail and role, after checking the address', async () => {
    const { fake } = renderConsole('/admin/staff', 'owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const form = screen.getByRole('form', { name: 'Invite someone' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    const email = within(form).getByLabelText(/E-mail address/);
    await waitFor(() => expect(email).toHaveAccessibleDescription(/Enter an e-mail address/));
    fireEvent.change(email, { target: { value: 'new.person@digs.test' } });
    fireEvent.change(within(form).getByLabelText('Role'), { target: { value: 'sales' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to new.person@digs.test/)).toBeVisible();
    await screen.findByText('new.person@digs.test', { selector: '.admin-cell-sub' });
    const list = await fake?.listStaff();
    expect(list?.kind === 'ok' && list.staff.find((m) => m.email === 'new.person@digs.test')?.role).toBe('sales');
  });

  it('changes a role, and explains a change someone else made first', async () => {
    renderConsole('/admin/staff', 'owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Change role of Sam Okafor' }));
    let dialog = screen.getByRole('dialog', { name: 'Change the role of Sam Okafor' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Editor/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('Sam Okafor is now editor.')).toBeVisible();
    await waitFor(() => expect(within(rowOf('sam.sales@digs.test')).getByText('Editor')).toBeVisible());
    // Someone else changes Sam meanwhile: the next save is refused, with their message.
    server.use(
      http.patch('*/api/admin/staff/:id', () =>
        HttpResponse.json(
          { error: 'stale', message: 'Olivia Hart changed this at 10:02. Reload to see their change.' },
          { status: 409 },
        ),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change role of Sam Okafor' }));
    dialog = screen.getByRole('dialog', { name: 'Change the role of Sam Okafor' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Owner/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByText(/Olivia Hart changed this at 10:02/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Reload the list' })).toBeVisible();
  });

  it('asks before removing someone, and explains the last owner', async () => {
    renderConsole('/admin/staff', 'owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Olivia Hart' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Olivia Hart?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(/at least one owner/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Eddie Marsh' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Remove Eddie Marsh?' })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('Eddie Marsh can no longer use the console.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText('eddie.editor@digs.test', { selector: '.admin-cell-sub' })).toBeNull(),
    );
  });
});

describe('the Audit log screen', () => {
  it('shows who, what and when in London time, newest first, and loads older entries', async () => {
    renderConsole('/admin/audit', 'owner');
    const table = await screen.findByRole('table', { name: /Audit log entries/ });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    // 09:00 UTC on 1 September is 10:00 in London (summer time).
    expect(first).toHaveTextContent('1 Sept 2026, 10:00');
    expect(first).toHaveTextContent(
      'Olivia Owner raised Square Gardens · Classic Ensuite · 51 weeks from 5 Sep 2026, from £189 to £195 a week',
    );
    expect(first).toHaveTextContent('Prices and tenancies');
    expect(first).toHaveTextContent(/Price per week£189 → to £195/);
    expect(first.textContent).not.toMatch(/Changed Changed|pricePerWeekPence|[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(screen.getByText('1–25 of 50')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByText('1–25 of 60')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load older entries' })).toBeNull();
  });

  it('keeps the entries read when older ones cannot be read, and reads them on Try again', async () => {
    renderConsole('/admin/audit', 'owner');
    // In front of the console's handlers: the first page of older entries is refused once.
    let refused = false;
    server.use(
      http.get('*/api/admin/audit', ({ request }) => {
        if (refused || !new URL(request.url).searchParams.has('beforeId')) return undefined;
        refused = true;
        return HttpResponse.json({ error: 'unavailable', message: 'The server is busy.' }, { status: 503 });
      }),
    );
    await screen.findByRole('table', { name: /Audit log entries/ });
    fireEvent.click(screen.getByRole('button', { name: 'Load older entries' }));
    expect(await screen.findByText(/^The older entries could not be read\. ./)).toHaveAttribute('role', 'alert');
    expect(screen.getByText('1–25 of 50')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1–25 of 60')).toBeVisible();
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });

  it('filters by kind of record, kept in the address', async () => {
    const { history } = renderConsole('/admin/audit', 'owner');
    await screen.findByRole('table', { name: /Audit log entries/ });
    fireEvent.change(screen.getByLabelText('Kind of record'), { target: { value: 'staff_member' } });
    await waitFor(() => expect(screen.getByText('1–10 of 10')).toBeVisible());
    expect(history).toEqual(['/admin/audit?entity=staff_member']);
    const rows = within(screen.getByRole('table', { name: /Audit log entries/ }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.every((r) => within(r).queryByText('Staff'))).toBe(true);
  });

  it('offers a filter for every kind of record, by its human label only', async () => {
    renderConsole('/admin/audit', 'owner');
    await screen.findByRole('table', { name: /Audit log entries/ });
    const options = within(screen.getByLabelText('Kind of record'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    for (const kind of ['Prices and tenancies', 'Pictures', 'Content pages', 'Posts', 'Offers', 'FAQs'])
      expect(options).toContain(kind);
    for (const kind of ['Enquiries', 'Viewings', 'Reservations', 'Staff', 'Sign-ins']) expect(options).toContain(kind);
    const records = within(screen.getByRole('table', { name: /Audit log entries/ }))
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.querySelector('td[data-label="Record"]')?.textContent ?? '');
    expect(records.filter((r) => /_/.test(r))).toEqual([]);
  });
});
