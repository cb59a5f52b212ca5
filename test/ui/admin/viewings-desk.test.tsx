import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../support/test-container';
import { server } from '../msw-server';
import { renderConsole } from './render-console';

await import('../../../src/ui/admin/screens/viewings.screen');

const squareGardens = '00000000-0000-4000-8000-00000000e001';

/** What the desk asked the server to do with a viewing: its action and body, in order. */
function recordActions() {
  const calls: { reference: string; action: string; body: unknown }[] = [];
  server.use(
    http.post('*/api/admin/viewings/bookings/:reference/:action', async ({ params, request }) => {
      calls.push({
        reference: String(params.reference),
        action: String(params.action),
        body: await request
          .clone()
          .json()
          .catch(() => null),
      });
      return undefined;
    }),
  );
  return calls;
}

const viewing = (name: RegExp) => screen.findByRole('button', { name });
const dialog = (reference: RegExp) => screen.getByRole('dialog', { name: reference });

// The console's clock: Tuesday 1 September 2026, 10:00 in London. QA's desk has the same
// viewings every week: Monday 09:30 (two), Tuesday 11:00, Wednesday 14:00, Thursday 10:00
// (cancelled) and Saturday 10:30.
describe('the viewings desk', () => {
  it('shows the week of the first residence with viewings, then a day, stepping through London days', async () => {
    renderConsole('/admin/viewings', 'sales');
    expect(await screen.findByRole('heading', { level: 2, name: 'Week of Monday 31 August 2026' })).toBeVisible();
    expect(screen.getByLabelText('Residence')).toHaveDisplayValue('Square Gardens, Manchester');
    const week = screen.getByRole('list', { name: "The week's viewings" });
    expect(within(week).getByRole('button', { name: /Amara Okafor/ })).toBeVisible();
    expect(within(week).getByRole('button', { name: /Mei Chen.*Cancelled/ })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Tuesday 1 September 2026' })).toBeVisible();
    expect(await viewing(/Priya Natarajan/)).toHaveTextContent('Video call');
    expect(screen.queryByRole('button', { name: /Amara Okafor/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Wednesday 2 September 2026' })).toBeVisible();
    expect(await viewing(/Liam O’Connor/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Week' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Week of Monday 7 September 2026' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Week of Monday 31 August 2026' })).toBeVisible();
  });

  it('shows today at all residences, steps through days, and opens a viewing from there', async () => {
    renderConsole('/admin/viewings', 'sales');
    await screen.findByRole('heading', { level: 2, name: 'Week of Monday 31 August 2026' });
    fireEvent.change(screen.getByLabelText('Residence'), { target: { value: 'all' } });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'All residences: Tuesday 1 September 2026' }),
    ).toBeVisible();
    // Rules and the feed are a residence's own: they are not offered for all of them.
    expect(screen.queryByRole('button', { name: 'Opening hours and rules' })).toBeNull();
    const residence = await screen.findByRole('region', { name: 'Square Gardens, Manchester' });
    expect(within(residence).getByRole('button', { name: /Priya Natarajan/ })).toHaveTextContent('11:00');
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'All residences: Monday 31 August 2026' }),
    ).toBeVisible();
    expect(await viewing(/Amara Okafor/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(await screen.findByText('No viewings at any residence on this day.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    fireEvent.click(await viewing(/Priya Natarajan/));
    expect(dialog(/VW-/)).toBeVisible();
  });

  it('moves a coming viewing to a free time, and the visitor is e-mailed', async () => {
    renderConsole('/admin/viewings', 'sales');
    const calls = recordActions();
    fireEvent.click(await viewing(/Sofia Rossi/));
    const open = dialog(/^Viewing VW-Q/);
    // It has not started: it can be moved or cancelled, not marked.
    expect(within(open).queryByRole('button', { name: 'Mark attended' })).toBeNull();
    const move = within(open).getByRole('button', { name: 'Move and e-mail the visitor' });
    expect(move).toBeDisabled();
    const time = await within(open).findByLabelText('New time');
    const [, first] = within(time).getAllByRole('option') as HTMLOptionElement[];
    fireEvent.change(time, { target: { value: first?.value } });
    fireEvent.click(move);
    expect(await screen.findByText('Moved. Sofia Rossi has been e-mailed the new time.')).toBeVisible();
    expect(calls).toEqual([
      { reference: expect.stringMatching(/^VW-Q/), action: 'move', body: { kind: 'in-person', start: first?.value } },
    ]);
    expect(screen.queryByRole('dialog', { name: /^Viewing VW-Q/ })).toBeNull();
  });

  it('cancels a viewing after asking, and marks one that has started', async () => {
    renderConsole('/admin/viewings', 'sales');
    const calls = recordActions();
    fireEvent.click(await viewing(/Liam O’Connor/));
    fireEvent.click(within(dialog(/^Viewing VW-Q/)).getByRole('button', { name: 'Cancel this viewing…' }));
    const ask = screen.getByRole('dialog', { name: 'Cancel this viewing?' });
    expect(ask).toHaveTextContent('Liam O’Connor’s viewing on Wednesday 2 September 2026 at 14:00 is cancelled');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel the viewing' }));
    expect(await screen.findByText('Cancelled. Liam O’Connor has been e-mailed.')).toBeVisible();
    expect(await viewing(/Liam O’Connor.*Cancelled/)).toBeVisible();
    // Monday's viewing has started (it is Tuesday): it is marked, not moved.
    fireEvent.click(await viewing(/Amara Okafor/));
    const started = dialog(/^Viewing VW-Q/);
    expect(within(started).queryByRole('button', { name: 'Move and e-mail the visitor' })).toBeNull();
    fireEvent.click(within(started).getByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByText('Amara Okafor marked no-show.')).toBeVisible();
    expect(calls.map((c) => [c.action, c.body])).toEqual([
      // A cancellation carries no body (the contract declares none).
      ['cancel', null],
      ['attendance', { mark: 'no_show' }],
    ]);
  });

  it('books for a caller, showing what is missing beside each field first', async () => {
    renderConsole('/admin/viewings', 'sales');
    await viewing(/Amara Okafor/);
    fireEvent.click(screen.getByRole('button', { name: 'Book for a caller' }));
    const book = screen.getByRole('dialog', { name: /Book/ });
    fireEvent.click(await within(book).findByRole('button', { name: 'Book and e-mail the caller' }));
    await waitFor(() => expect(within(book).getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true'));
    expect(within(book).getByLabelText(/^Name/)).toHaveAccessibleDescription(/Enter your name/);
    expect(within(book).getByLabelText(/^Time/)).toHaveAttribute('aria-invalid', 'true');
    const time = within(book).getByLabelText(/^Time/);
    const [, first] = within(time).getAllByRole('option') as HTMLOptionElement[];
    fireEvent.change(time, { target: { value: first?.value } });
    fireEvent.change(within(book).getByLabelText(/^Name/), { target: { value: 'Ola Nowak' } });
    fireEvent.change(within(book).getByLabelText(/^E-mail/), { target: { value: 'ola@example.com' } });
    fireEvent.change(within(book).getByLabelText(/^Phone/), { target: { value: '7700900999' } });
    fireEvent.click(within(book).getByRole('button', { name: 'Book and e-mail the caller' }));
    expect(await screen.findByText(/Ola Nowak/, { selector: '[role="status"] *, [role="status"]' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: /Book/ })).toBeNull();
  });

  it('saves the rules, shows a refused field beside it, and refuses a stale save', async () => {
    renderConsole('/admin/viewings', 'sales');
    await viewing(/Amara Okafor/);
    fireEvent.click(screen.getByRole('button', { name: 'Opening hours and rules' }));
    const slot = await screen.findByLabelText('Slot length (minutes)');
    expect(slot).toHaveValue(30);
    fireEvent.change(slot, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    await waitFor(() => expect(screen.getByLabelText('Slot length (minutes)')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Slot length (minutes)')).toHaveAccessibleDescription(/from 5 to 240/);
    expect(screen.getByText('Check the highlighted fields.')).toHaveAttribute('role', 'alert');
    fireEvent.change(screen.getByLabelText('Slot length (minutes)'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add opening on Sunday' }));
    fireEvent.change(screen.getByLabelText('Sunday opening 1 from'), { target: { value: '11:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Saved. Visitors see the new times at once.')).toBeVisible();
    const saved = (await (
      await fetch(`${TEST_ORIGIN}/api/admin/viewings/residences/${squareGardens}/rules`)
    ).json()) as {
      propertyId: string;
      feedIssued: boolean;
      slotMinutes: number;
      openingHours: Record<string, unknown>;
      version: number;
    };
    expect(saved).toMatchObject({
      slotMinutes: 45,
      openingHours: { 7: [{ open: '11:00', close: '17:00' }] },
      version: 4,
    });
    // Someone else saves first: the next save from version 4 is refused and the rules shown are theirs.
    await fetch(`${TEST_ORIGIN}/api/admin/viewings/residences/${squareGardens}/rules`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      // As the desk's form sends them: without the residence and the feed, which are not the form's.
      body: JSON.stringify({ ...saved, propertyId: undefined, feedIssued: undefined, capacity: 5 }),
    });
    fireEvent.change(screen.getByLabelText('Bookings per slot'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText(/changed since you opened them/)).toBeVisible();
    expect(screen.getByLabelText('Bookings per slot')).toHaveValue(5);
  });

  it('creates a private feed link, shown once, and revokes it after asking', async () => {
    renderConsole('/admin/viewings', 'sales');
    await viewing(/Amara Okafor/);
    fireEvent.click(screen.getByRole('button', { name: 'Calendar feed' }));
    expect(await screen.findByText(/A link is live/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Revoke the link' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Revoke the feed link?' })).getByRole('button', { name: 'Revoke it' }),
    );
    expect(await screen.findByText('The calendar feed link no longer works.')).toBeVisible();
    expect(await screen.findByText('No link is live.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Create a link' }));
    const link = await screen.findByLabelText(/^Feed link/);
    expect((link as HTMLInputElement).value).toMatch(
      /^https:\/\/digs\.example\/api\/admin\/viewings\/feed\/[\w-]{43}$/,
    );
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Replace the link' })).toBeVisible();
  });
});
