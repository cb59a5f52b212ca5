/**
 * The reserve page and the account pages (issue 20) under the QA build's named scenarios
 * (test/qa/handlers.ts, README "QA mode"): the same msw answers QA clicks through, in Node.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpAccountClient } from '../../src/adapters/http-client/http-account-client.adapter';
import { HttpReservationClient } from '../../src/adapters/http-client/http-reservation-client.adapter';
import { RESERVE_ROOM, ReserveRoom } from '../../src/application/reservations/reserve-room';
import { ACCOUNT_CLIENT } from '../../src/ports/account-client.port';
import { handlersFor, type ScenarioName } from '../qa/handlers';
import { qaSignInCode, qaVisitorEmail } from '../qa/reservation-handlers';
import { createTestContainer, TEST_ORIGIN } from '../support/test-container';
import { server } from './msw-server';
import { renderApp, textOf } from './render-app';

await Promise.all([
  import('../../src/ui/pages/reserve.page'),
  import('../../src/ui/pages/login.page'),
  import('../../src/ui/pages/account.page'),
]);

/** The alert that says `text` (the toast region is an alert too, empty until a toast). */
async function alertSaying(text: string | RegExp) {
  const message = await screen.findByText(text);
  const alert = message.closest('[role=alert]');
  expect(alert, `an alert around "${textOf(message)}"`).not.toBeNull();
  return alert as HTMLElement;
}

/** The app at `path` in `scenario`, its reservation and account clients over HTTP to the msw answers. */
function openIn(scenario: ScenarioName, path: string, storage: Record<string, string> = {}) {
  server.use(...handlersFor(scenario));
  const services = createTestContainer({ storage });
  const fetchFn = (input: string, init?: RequestInit) => fetch(new URL(input, TEST_ORIGIN), init);
  services.container
    .bind(RESERVE_ROOM)
    .toConstantValue(new ReserveRoom(new HttpReservationClient(fetchFn, () => true)));
  services.container.bind(ACCOUNT_CLIENT).toConstantValue(new HttpAccountClient(fetchFn));
  return renderApp(path, { services });
}

const reserveButton = /Reserve and pay the operator directly|Pay the .* holding deposit/;

async function acceptAndPay() {
  await screen.findByRole('timer');
  fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept the tenancy terms/ }));
  fireEvent.click(screen.getByRole('button', { name: reserveButton }));
}

describe('Reserve page, by scenario', () => {
  it('default: holds the room, then reserves it paying the operator directly', async () => {
    const { history } = openIn('default', '/reserve?option=opt-1');
    expect(textOf(await screen.findByRole('timer'))).toMatch(/holding this room for you for 1[45]:\d\d more/);
    expect(screen.getByRole('heading', { level: 1, name: 'Reserve your room' })).toBeVisible();
    await waitFor(() => expect(history.at(-1)).toMatch(/^\/reserve\?ref=RS-QA7K3P&token=/));
    await acceptAndPay();
    const done = await screen.findByRole('region', { name: 'Your room is reserved: pay the holding deposit' });
    expect(textOf(done)).toContain('RS-QA7K3P');
    expect(textOf(done)).toContain('quoting your reference RS-QA7K3P');
    // Next steps, not only "Cancel".
    const next = within(done).getByRole('list', { name: 'What happens next' });
    expect(textOf(next)).toMatch(/tenancy agreement/);
    expect(textOf(next)).toMatch(/photo ID/);
    expect(within(done).getByRole('link', { name: /instalment schedule/ })).toHaveAttribute(
      'href',
      '#reserve-price-title',
    );
    expect(within(done).getByRole('link', { name: /your account/ })).toHaveAttribute('href', '/account');
  });

  it('reserve-last-room-taken: says the last room has just gone, offers tenancies with rooms, and holds nothing', async () => {
    openIn('reserve-last-room-taken', '/reserve?option=opt-1');
    const alert = await alertSaying(
      'Sorry, the last room of this tenancy has just been reserved. These still have rooms:',
    );
    const offered = within(alert).getAllByRole('link');
    expect(offered.map((link) => link.getAttribute('href'))).toEqual([
      '/manchester/square-gardens/classic-studio',
      '/manchester/square-gardens/premium-studio',
    ]);
    expect(offered[0]).toHaveTextContent('Classic Studio, Square Gardens: 2026/27, 44 weeks at £259.00 a week');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: reserveButton })).toBeNull();
  });

  it('reserve-no-longer-offered: says plainly the tenancy is no longer offered, with the way back to its room, and holds nothing', async () => {
    openIn('reserve-no-longer-offered', '/reserve?option=opt-1');
    await alertSaying('No longer offered: this tenancy began on 12 Sep 2026.');
    expect(screen.queryByText(/not find/)).toBeNull();
    const back = screen.getByRole('link', { name: 'Back to Classic Studio, Square Gardens' });
    expect(back).toHaveAttribute('href', '/manchester/square-gardens/classic-studio');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: reserveButton })).toBeNull();
  });

  it('reserve-hold-expiring: the confirmation comes too late; the room is released and the form goes', async () => {
    openIn('reserve-hold-expiring', '/reserve?option=opt-1');
    await acceptAndPay();
    await alertSaying(/^Your 15 minutes to reserve this room ran out/);
    const status = await screen.findByText(/The 15 minutes ran out and the room was released/);
    expect(
      within(status.closest('[role=status]') as HTMLElement).getByRole('link', { name: 'Back to the room' }),
    ).toHaveAttribute('href', '/manchester/square-gardens/classic-studio');
    expect(screen.queryByRole('button', { name: reserveButton })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Your reservation' })).toBeVisible();
  });

  it('reserve-provider-down: says the provider is out of reach, and the room stays held to try again', async () => {
    openIn('reserve-provider-down', '/reserve?option=opt-1');
    expect(await screen.findByRole('button', { name: /^Pay the £100\.00 holding deposit$/ })).toBeVisible();
    await acceptAndPay();
    await alertSaying(
      'We could not reach our payment provider just now. Your room is still held: please try again in a minute.',
    );
    expect(screen.getByRole('timer')).toBeVisible();
    const pay = screen.getByRole('button', { name: /^Pay the £100\.00 holding deposit$/ });
    expect(pay).toBeEnabled();
    // Where the visitor's eyes are: beside the button they pressed, focused (and scrolled to).
    const alert = await alertSaying(/We could not reach our payment provider just now/);
    expect(alert.closest('form')).toBe(pay.closest('form'));
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it('reserve-payment-declined: back from Checkout unpaid, the hold still stands and the deposit can be paid again', async () => {
    openIn('reserve-payment-declined', '/reserve?ref=RS-QA7K3P&token=qa-owner-token');
    expect(textOf(await screen.findByRole('timer'))).toMatch(/holding this room for you for \d+:\d\d more/);
    expect(screen.getByRole('heading', { level: 1, name: 'Reserve your room' })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Pay the £100\.00 holding deposit$/ })).toBeEnabled();
    expect(screen.queryByRole('region', { name: /Your room is reserved/ })).toBeNull();
  });
});

describe('Account pages, by scenario', () => {
  it('visitor-signed-in: /account shows the reservations, viewings, enquiries and details', async () => {
    openIn('visitor-signed-in', '/account', { token: 'signed-in' });
    expect(await screen.findByText(qaVisitorEmail)).toBeVisible();
    const reservations = screen.getByRole('region', { name: 'My reservations' });
    expect(textOf(reservations)).toContain('Classic Studio, Square Gardens (2026/27)');
    expect(textOf(reservations)).toContain('RS-QA2468 · Reserved: holding deposit to pay');
    expect(textOf(screen.getByRole('region', { name: 'My viewings' }))).toContain('Square Gardens');
    expect(screen.getByRole('region', { name: 'My enquiries' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out on every device' })).toBeVisible();
  });

  it('default (signed out): /account sends to /login; a wrong code is refused, the right one returns to /account', async () => {
    const { history } = openIn('default', '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(history.at(-1)).toBe('/login?next=%2Faccount');
    fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: qaVisitorEmail } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a sign-in code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await alertSaying(/^That code did not work/);
    fireEvent.change(screen.getByLabelText('6-digit code'), { target: { value: qaSignInCode } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(history.at(-1)).toBe('/account'));
    expect(await screen.findByRole('region', { name: 'My reservations' })).toBeVisible();
    expect(textOf(screen.getByRole('heading', { level: 1 }).parentElement)).toContain(`Signed in as ${qaVisitorEmail}`);
  });
});
