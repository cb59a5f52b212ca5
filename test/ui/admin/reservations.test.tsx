import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { reservationsHandlers } from '../../qa/reservations-console-handlers';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';
import { server } from '../msw-server';
import { holdAnswers } from './held-answers';
import { renderConsole } from './render-console';

await Promise.all([
  import('../../../src/ui/admin/screens/reservations.screen'),
  import('../../../src/ui/admin/screens/reservation.screen'),
  import('../../../src/ui/admin/screens/reservation-terms.screen'),
]);

const withReservations = (signedIn: string, options: { othersSaveTermsFirst?: boolean } = {}) =>
  server.use(...reservationsHandlers(new MemoryCatalogue(fixtureSlice, fixtureSettings), signedIn, options));

describe('the console’s reservations (issue 20 item 6)', () => {
  it('lists every reservation for sales, newest first, and narrows them by status and words', async () => {
    withReservations('staff-sales');
    renderConsole('/admin/reservations', 'sales');
    const table = await screen.findByRole('table', { name: 'Reservations, newest first' });
    await within(table).findByText('Priya Shah');
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Reservations' })).toHaveAttribute('aria-current', 'page');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'awaiting_payment' } });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'luca' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table')).getByText('Luca Romano')).toBeVisible();
    // The export downloads what the list shows: the same filters.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/reservations.csv?status=awaiting_payment&q=luca',
    );
    const exported = await fetch(
      `${location.origin}${screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')}`,
    );
    const lines = (await exported.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',Awaiting payment,Luca Romano,');
  });

  it('keeps the filters in the address, so a reload or Back from a reservation shows the same list', async () => {
    withReservations('staff-sales');
    const { history } = renderConsole('/admin/reservations?status=awaiting_payment&q=luca', 'sales');
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByLabelText('Status')).toHaveValue('awaiting_payment');
    expect(screen.getByLabelText('Search')).toHaveValue('luca');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(history?.at(-1)).toBe('/admin/reservations?q=luca'));
    expect(history).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(8));
    expect(history).toEqual(['/admin/reservations']);
  });

  it('shows the reservations of the status last chosen, whatever order the answers come in', async () => {
    withReservations('staff-sales');
    renderConsole('/admin/reservations', 'sales');
    // Every reservation's answer is held until the awaiting ones' has been drawn: it must not replace it.
    const first = holdAnswers(
      '*/api/admin/reservations',
      (url) => url.pathname.endsWith('/reservations') && !url.searchParams.has('status'),
    );
    fireEvent.change(await screen.findByLabelText('Status'), { target: { value: 'awaiting_payment' } });
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    first.release();
    await first.answeredAndRead();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
  });

  it('shows a late payment whose refund the provider refused as failed, tried again, with its history', async () => {
    withReservations('staff-sales');
    renderConsole('/admin/reservations', 'sales');
    fireEvent.click(await screen.findByText('Mei Lin'));
    expect(await screen.findByRole('heading', { level: 1, name: /^Reservation RS-/ })).toBeVisible();
    expect(await screen.findByText('Paid too late: refund due', { selector: '.admin-status' })).toBeVisible();
    expect(screen.getByText(/paid after their hold ended, and the room had gone to someone else/)).toBeVisible();
    expect(screen.getAllByText(/£100.00 to refund: failed, the payment provider refused it/)).toHaveLength(2);
    expect(screen.getAllByText(/refused the refund of £100.00 \(Stripe is down\)/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel reservation' })).toBeNull();
  });

  it('marks a direct payment paid after asking, then offers only cancel', async () => {
    withReservations('staff-sales');
    renderConsole('/admin/reservations', 'sales');
    fireEvent.click(await screen.findByText('Tom Becker'));
    expect(await screen.findByRole('heading', { level: 1, name: /^Reservation RS-/ })).toBeVisible();
    expect(screen.getByText('Awaiting payment')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/£100.00 holding deposit has reached your account/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Marked paid. The student has been e-mailed.')).toBeVisible();
    expect(screen.getByText('Paid', { selector: '.admin-status' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark paid' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
    expect(screen.getByText(/marked paid \(£100.00 received directly\)/)).toBeVisible();
  });

  it('cancels a paid reservation within cooling-off, saying the whole deposit is due back', async () => {
    withReservations('staff-sales');
    renderConsole('/admin/reservations', 'sales');
    fireEvent.click(await screen.findByText('Amara Okoye'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel reservation' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Within the 14-day cooling-off period/)).toBeVisible();
    expect(within(dialog).getByText(/£100.00 of the £100.00 deposit is due back/)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('Reservation cancelled. The room is back on sale.')).toBeVisible();
    expect(screen.getByText('Nothing more can be done: this reservation has ended.')).toBeVisible();
  });

  it('releases a hold; keeping it as it is does nothing', async () => {
    withReservations('staff-sales');
    renderConsole('/admin/reservations', 'sales');
    fireEvent.click(await screen.findByText('Priya Shah'));
    fireEvent.click(await screen.findByRole('button', { name: 'Release hold' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it as it is' }));
    expect(screen.getByText('Held (15 minutes)', { selector: '.admin-status' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Release hold' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release hold' }));
    expect(await screen.findByText('Hold released. The room is back on sale.')).toBeVisible();
    expect(screen.getByText('Cancelled', { selector: '.admin-status' })).toBeVisible();
  });

  it('lets sales read the terms but not change them', async () => {
    withReservations('staff-sales');
    renderConsole('/admin/reservations/terms', 'sales');
    expect(await screen.findByRole('note')).toHaveTextContent('Your role (Sales) can read this, not change it.');
    expect(screen.getByLabelText(/Holding deposit/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save terms' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a fee' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove fee/ })).toBeNull();
  });

  it('saves the owner’s terms with a tenancy deposit, and shows each field’s message from the server', async () => {
    withReservations('staff-owner');
    renderConsole('/admin/reservations/terms', 'owner');
    const deposit = await screen.findByLabelText(/Holding deposit/);
    expect(deposit).toHaveValue('100.00');
    fireEvent.change(screen.getByLabelText(/Refundable tenancy deposit/), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText(/Refunded after cooling-off/), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Tenancy terms version'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('A whole percentage, 0 to 100.')).toBeVisible();
    expect(screen.getByLabelText('Tenancy terms version')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText(/Refunded after cooling-off/), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText('Tenancy terms version'), { target: { value: '2027-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('Reservation terms saved. New reservations are priced with them.')).toBeVisible();
    expect(screen.getByText(/Last saved/)).toBeVisible();
    expect(screen.getByLabelText(/Refundable tenancy deposit/)).toHaveValue('4');
  });

  it('refuses a mandatory fee by the Tenant Fees Act 2019, with the guidance linked', async () => {
    withReservations('staff-owner');
    renderConsole('/admin/reservations/terms', 'owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a fee' }));
    fireEvent.change(screen.getByLabelText('Fee 1: what it is'), { target: { value: 'Admin fee' } });
    fireEvent.change(screen.getByLabelText('Fee 1: amount (£)'), { target: { value: '75' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByRole('link', { name: /guidance on the Tenant Fees Act/ })).toHaveAttribute(
      'href',
      'https://www.gov.uk/government/publications/tenant-fees-act',
    );
    expect(screen.getByLabelText('Fee 1: what it is')).toHaveAccessibleDescription(
      /Tenant Fees Act 2019: banned payment/,
    );
  });

  it('refuses a save over someone else’s and loads their version when asked', async () => {
    withReservations('staff-owner', { othersSaveTermsFirst: true });
    renderConsole('/admin/reservations/terms', 'owner');
    fireEvent.change(await screen.findByLabelText(/Refunded after cooling-off/), { target: { value: '60' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText(/alex.owner@digs.test .* changed this since you opened it/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(screen.getByLabelText(/Refunded after cooling-off/)).toHaveValue('20');
  });
});
