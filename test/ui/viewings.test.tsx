import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryViewingClient } from '../../src/adapters/memory/memory-viewing-client.adapter';
import { phoneNumberMessage } from '../../src/domain/shared/phone-number';
import type { ViewingBookingRequest } from '../../src/domain/viewings/viewing-outcomes';
import { createTestContainer } from '../support/test-container';
import { fixtureAvailabilities } from '../support/viewing-fixture';
import { renderApp, textOf } from './render-app';

// The pages load lazily; load them before the first test so that test does not pay for it.
await import('../../src/ui/pages/book-a-viewing.page');
await import('../../src/ui/pages/viewing-detail.page');

// The memory client's window: two weeks from Monday 23 November 2026 (GMT), Sundays closed,
// Tuesday 24th full, Monday 10:00 with one place left.

function setUp(path: string, client = new MemoryViewingClient(fixtureAvailabilities())) {
  const services = createTestContainer({ catalogue: 'memory', content: 'memory', viewingClient: client });
  const view = renderApp(path, { services });
  return { ...view, client };
}

const stepHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 2, name });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const summary = () => screen.getByRole('alert', { name: 'There is a problem' });
const lastOf = (history: string[] | undefined) => history?.at(-1);
/** Each summary row as "label value [Change …]". */
const rowsIn = (scope: ParentNode = document) =>
  [...scope.querySelectorAll('.form-summary-row')].map((row) => [...row.children].map((c) => textOf(c)).join(' '));
/** The notice (role alert) with this text (the polite announcement may say it too). */
const noticeWith = async (text: RegExp) => {
  const found = await screen.findAllByText(text);
  const notice = found.map((e) => e.closest<HTMLElement>('[role="alert"]')).find(Boolean);
  if (!notice) throw new Error(`no alert around ${text}`);
  return notice;
};

/** Through the first three steps: a kind, Monday 23 November, a time. */
async function chooseTime(kind: 'In person' | 'Video call', time: string | RegExp = '09:30') {
  await stepHeading('How would you like to see Square Gardens?');
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(kind) }));
  fireEvent.click(button('Continue'));
  await stepHeading('Which day suits you?');
  fireEvent.click(button('Monday 23 November: 7 times free'));
  await stepHeading('What time on Monday 23 November?');
  fireEvent.click(button(time));
}

function fillDetails() {
  fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Zoë Ng' } });
  fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'zoe@example.com' } });
  fireEvent.change(screen.getByLabelText('Phone number without the country code'), {
    target: { value: '07700 900123' },
  });
  fireEvent.change(screen.getByLabelText('How many people are coming, including you?'), { target: { value: '2' } });
  fireEvent.change(screen.getByLabelText(/Anything we should know/), { target: { value: 'Can my mum join?' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the terms and conditions/ }));
}

async function toConfirm(kind: 'In person' | 'Video call' = 'Video call') {
  await chooseTime(kind);
  await stepHeading('Your details');
  fillDetails();
  fireEvent.click(button('Continue'));
  await stepHeading('Check your viewing, then book');
}

describe('Book a viewing', () => {
  it('books a viewing step by step, naming each step in the address, and shows the booking', async () => {
    const { client, history } = setUp('/book-a-viewing/square-gardens');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a viewing at Square Gardens' })).toBeVisible();
    expect(screen.getByText('12 Grosvenor Square, Manchester M1 7HL')).toBeVisible();
    await stepHeading('How would you like to see Square Gardens?');
    expect(screen.getByText('Step 1 of 5')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Book a viewing at Square Gardens, Manchester | Test Living'));
    // Both kinds, each with a line on what it is.
    const video = screen.getByRole('radio', { name: /Video call/ });
    expect(textOf(video.closest('label'))).toContain('A live tour on your phone or computer');
    fireEvent.click(video);
    fireEvent.click(button('Continue'));

    const dayHeading = await stepHeading('Which day suits you?');
    expect(lastOf(history)).toBe('/book-a-viewing/square-gardens?step=day');
    await waitFor(() => expect(document.activeElement).toBe(dayHeading));
    expect(textOf(document.querySelector('.viewing-step-count'))).toBe('Step 2 of 5 · , so far: Video call');
    // Full and closed days say so and cannot be chosen.
    expect(screen.queryByRole('button', { name: /Tuesday 24 November/ })).toBeNull();
    expect(screen.getByText('Tuesday 24 November: full')).toBeVisible();
    expect(screen.getByText('Sunday 29 November: closed')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: '23–29 November 2026' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: '30 November – 6 December 2026' })).toBeVisible();
    fireEvent.click(button('Monday 23 November: 7 times free'));

    await stepHeading('What time on Monday 23 November?');
    expect(lastOf(history)).toBe('/book-a-viewing/square-gardens?step=time');
    const times = within(screen.getByRole('list', { name: 'Times on Monday 23 November' }));
    expect(times.getAllByRole('button').map((b) => textOf(b))).toEqual([
      '09:30',
      '10:001 place left',
      '10:30',
      '11:00',
      '14:00',
      '14:30',
      '15:00',
    ]);
    fireEvent.click(times.getByRole('button', { name: '09:30' }));

    await stepHeading('Your details');
    expect((screen.getByLabelText('Country code') as HTMLSelectElement).value).toBe('+44');
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
      '/terms-and-conditions',
    );
    fillDetails();
    fireEvent.click(button('Continue'));

    await stepHeading('Check your viewing, then book');
    expect(lastOf(history)).toBe('/book-a-viewing/square-gardens?step=confirm');
    expect(rowsIn()).toEqual([
      'Viewing Video call Change viewing',
      'Day Monday 23 November 2026 Change day',
      'Time 09:30–10:00 UK time Change time',
      'Name Zoë Ng Change name',
      'Email zoe@example.com Change email',
      'Phone +44 07700 900123 Change phone',
      'People 2 people, including you Change people',
      'Message Can my mum join? Change message',
    ]);
    fireEvent.click(button('Book viewing'));

    await stepHeading('Your viewing is booked');
    expect(lastOf(history)).toBe('/book-a-viewing/square-gardens?step=done');
    expect(screen.getByText('VW-222222')).toBeVisible();
    expect(screen.getByText('Monday 23 November 2026, 09:30–10:00 UK time')).toBeVisible();
    expect(screen.getByText(/We have e-mailed your confirmation to zoe@example.com/)).toBeVisible();
    expect(screen.getByText(/an \.ics file/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'manage your viewing here' }).getAttribute('href')).toBe(
      '/viewing-detail?ref=VW-222222&token=token-1',
    );
    expect(screen.getAllByRole('status').map((s) => textOf(s))).toContain(
      'Your viewing is booked. Your reference is VW-222222.',
    );
    const sent = client.requests[0] as ViewingBookingRequest;
    expect(sent).toMatchObject({
      propertySlug: 'square-gardens',
      kind: 'video-call',
      start: '2026-11-23T09:30:00.000Z',
      name: 'Zoë Ng',
      email: 'zoe@example.com',
      countryCode: '+44',
      phone: '07700 900123',
      partySize: 2,
      message: 'Can my mum join?',
      agreedToTerms: true,
      website: '',
    });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(client.viewings()).toHaveLength(1);
  });

  it('asks for a kind before moving on, in a focused summary', async () => {
    const { history } = setUp('/book-a-viewing/square-gardens');
    await stepHeading('How would you like to see Square Gardens?');
    fireEvent.click(button('Continue'));
    const alert = summary();
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(alert).getByRole('link', { name: 'Choose an in-person tour or a video call.' })).toBeVisible();
    expect(lastOf(history)).toBe('/book-a-viewing/square-gardens');
  });

  it('checks the details with the shared schema: a focused summary, and each field marked and described', async () => {
    setUp('/book-a-viewing/square-gardens');
    await chooseTime('In person');
    await stepHeading('Your details');
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'zoe@' } });
    fireEvent.click(button('Continue'));
    // After the phone number's check (asynchronous: its checker loads on first use).
    const alert = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(
      within(alert)
        .getAllByRole('link')
        .map((a) => [textOf(a), a.getAttribute('href')]),
    ).toEqual([
      ['Enter your name.', '#viewing-name'],
      ['Enter your email address, like name@example.com.', '#viewing-email'],
      [phoneNumberMessage, '#viewing-phone'],
      ['Please accept the terms to book your viewing.', '#viewing-agreedToTerms'],
    ]);
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = (email.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => textOf(document.getElementById(id)))).toEqual([
      'Your confirmation and calendar invitation go here.',
      'Error: Enter your email address, like name@example.com.',
    ]);
    // A corrected field's message goes; the step waits until every field is right.
    fireEvent.change(email, { target: { value: 'zoe@example.com' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fillDetails();
    fireEvent.click(button('Continue'));
    await stepHeading('Check your viewing, then book');
  });

  it('checks the phone number against the numbering plans on leaving it and on Continue', async () => {
    setUp('/book-a-viewing/square-gardens');
    await chooseTime('In person');
    await stepHeading('Your details');
    fillDetails();
    const phone = screen.getByLabelText('Phone number without the country code');
    fireEvent.change(phone, { target: { value: '+1 555 01' } });
    fireEvent.blur(phone);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(textOf(document.getElementById('viewing-phone-error'))).toContain(phoneNumberMessage);
    fireEvent.click(button('Continue'));
    const alert = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(alert).getByRole('link', { name: phoneNumberMessage }).getAttribute('href')).toBe('#viewing-phone');
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();

    fireEvent.change(phone, { target: { value: '+1 201 555 0123' } });
    fireEvent.click(button('Continue'));
    await stepHeading('Check your viewing, then book');
  });

  it('returns to the times when the one chosen filled up meanwhile, offering the nearest free ones', async () => {
    const { client, history } = setUp('/book-a-viewing/square-gardens');
    await toConfirm('In person');
    client.fill('square-gardens', '2026-11-23T09:30:00.000Z');
    fireEvent.click(button('Book viewing'));

    const heading = await stepHeading('What time on Monday 23 November?');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(lastOf(history)).toBe('/book-a-viewing/square-gardens?step=time');
    const notice = await noticeWith(/^That time has just filled up\./);
    const alternatives = within(within(notice).getByRole('list', { name: 'The nearest free times' }));
    expect(alternatives.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Monday 23 November, 10:00, 1 place left',
      'Monday 23 November, 10:30',
      'Monday 23 November, 11:00',
    ]);
    // The filled time is gone from the day's times.
    const times = within(screen.getByRole('list', { name: 'Times on Monday 23 November' }));
    await waitFor(() => expect(times.queryByRole('button', { name: '09:30' })).toBeNull());

    // The details are kept: an alternative goes straight back to the summary.
    fireEvent.click(alternatives.getByRole('button', { name: 'Monday 23 November, 10:30' }));
    await stepHeading('Check your viewing, then book');
    fireEvent.click(button('Book viewing'));
    await stepHeading('Your viewing is booked');
    expect(screen.getByText('Monday 23 November 2026, 10:30–11:00 UK time')).toBeVisible();
    // A new time is a new attempt, with a key of its own.
    const [first, second] = client.requests;
    expect(first?.idempotencyKey).not.toBe(second?.idempotencyKey);
  });

  it('keeps everything after a failure, and sends the same attempt again with the same key', async () => {
    const { client } = setUp('/book-a-viewing/square-gardens');
    await toConfirm();
    client.refuse({ ok: false, reason: 'try_again', message: 'We could not reach our server. Try again.' });
    fireEvent.click(button('Book viewing'));
    expect(await noticeWith(/^We could not reach our server\. Try again\.$/)).toBeVisible();
    expect(button('Book viewing')).toBeEnabled();
    client.accept();
    fireEvent.click(button('Book viewing'));
    await stepHeading('Your viewing is booked');
    const [first, second] = client.requests;
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('goes back a step with Back, and a Change link returns to the summary once chosen again', async () => {
    const { history } = setUp('/book-a-viewing/square-gardens');
    await toConfirm();
    fireEvent.click(screen.getByRole('link', { name: 'Change day' }));
    await stepHeading('Which day suits you?');
    fireEvent.click(button('Wednesday 25 November: 7 times free'));
    await stepHeading('What time on Wednesday 25 November?');
    fireEvent.click(button('14:00'));
    await stepHeading('Check your viewing, then book');
    expect(screen.getByText('Wednesday 25 November 2026')).toBeVisible();
    fireEvent.click(screen.getByRole('link', { name: /Back/ }));
    await stepHeading('Your details');
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Zoë Ng');
    expect(lastOf(history)).toBe('/book-a-viewing/square-gardens?step=details');
  });

  it('shows the first step still to fill in for an address that skips ahead', async () => {
    const { history } = setUp('/book-a-viewing/square-gardens?step=confirm');
    await stepHeading('How would you like to see Square Gardens?');
    await waitFor(() => expect(lastOf(history)).toBe('/book-a-viewing/square-gardens'));
  });

  it('chooses the kind for a property that offers only one', async () => {
    setUp('/book-a-viewing/canal-view');
    await stepHeading('How would you like to see Canal View?');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect((screen.getByRole('radio', { name: /In person/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('says when a property takes no bookings online, and shows Not Found for one that does not exist', async () => {
    setUp('/book-a-viewing/square-gardens', new MemoryViewingClient([]));
    expect(await screen.findByText(/Square Gardens is not taking viewing bookings online/)).toBeVisible();
    setUp('/book-a-viewing/no-such-place');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeVisible();
  });
});

/** A client with one booking (VW-222222, token-1) on Monday 23 November at 09:30, in person. */
async function clientWithBooking() {
  const client = new MemoryViewingClient(fixtureAvailabilities());
  const booked = await client.book({
    propertySlug: 'square-gardens',
    kind: 'in-person',
    start: '2026-11-23T09:30:00.000Z',
    name: 'Zoë Ng',
    email: 'zoe@example.com',
    countryCode: '+44',
    phone: '07700 900123',
    partySize: 2,
    message: '',
    agreedToTerms: true,
    idempotencyKey: '6f1c1d3e-5b7a-4c1e-9d2f-0a1b2c3d4e5f',
  });
  if (!booked.ok) throw new Error(booked.message);
  return client;
}

const manage = '/viewing-detail?ref=VW-222222&token=token-1';

describe('Viewing detail', () => {
  it('shows the booking from the link in the e-mail', async () => {
    setUp(manage, await clientWithBooking());
    const card = await screen.findByRole('region', { name: /Square Gardens/ });
    expect(textOf(within(card).getByRole('heading', { level: 2 }))).toBe(
      'Square GardensMonday 23 November 2026, 09:30–10:00 UK time',
    );
    expect(textOf(card.querySelector('.viewing-status'))).toBe('Booked');
    expect(rowsIn(card)).toEqual([
      'Reference VW-222222',
      'Viewing In person at 12 Grosvenor Square, Manchester M1 7HL',
      'People 2 people',
      'Name Zoë Ng',
      'Email zoe@example.com',
      'Phone +44 07700 900123',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your viewing' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Your viewing | Test Living'));
  });

  it('cancels after asking, then offers to book again', async () => {
    const { client, history } = setUp(manage, await clientWithBooking());
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel viewing' }));
    const heading = await stepHeading('Cancel this viewing?');
    expect(lastOf(history)).toBe(`${manage}&do=cancel`);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    fireEvent.click(button('Yes, cancel my viewing'));
    expect(await screen.findByText('Cancelled')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book another viewing at Square Gardens' }).getAttribute('href')).toBe(
      '/book-a-viewing/square-gardens',
    );
    expect(screen.queryByRole('link', { name: 'Change time' })).toBeNull();
    expect(lastOf(history)).toBe(manage);
    expect(screen.getAllByRole('status').map((s) => textOf(s))).toContain(
      'Your viewing is cancelled. We have e-mailed you to confirm.',
    );
    expect(client.viewings()[0]?.status).toBe('cancelled');
  });

  it('keeps the viewing when the visitor thinks better of cancelling', async () => {
    const { history } = setUp(manage, await clientWithBooking());
    fireEvent.click(await screen.findByRole('link', { name: 'Cancel viewing' }));
    fireEvent.click(await screen.findByRole('link', { name: 'No, keep it' }));
    expect(await screen.findByRole('link', { name: 'Change time' })).toBeVisible();
    expect(lastOf(history)).toBe(manage);
  });

  it('moves the viewing to a time chosen with the same pickers as booking', async () => {
    const { client } = setUp(manage, await clientWithBooking());
    fireEvent.click(await screen.findByRole('link', { name: 'Change time' }));
    await stepHeading('Choose a new time');
    fireEvent.click(await screen.findByRole('button', { name: 'Wednesday 25 November: 7 times free' }));
    fireEvent.click(screen.getByRole('button', { name: '11:00' }));
    fireEvent.click(button('Move my viewing to Wednesday 25 November, 11:00'));
    const card = await screen.findByRole('region', { name: /Wednesday 25 November 2026, 11:00–11:30 UK time/ });
    expect(textOf(card)).toContain('Booked');
    expect(screen.getAllByRole('status').map((s) => textOf(s))).toContain(
      'Your viewing is moved to Wednesday 25 November 2026, 11:00–11:30 UK time. We have e-mailed you the new time.',
    );
    expect(client.viewings()[0]).toMatchObject({ start: '2026-11-25T11:00:00.000Z' });
  });

  it('offers the nearest free times when the new one filled up meanwhile', async () => {
    const client = await clientWithBooking();
    setUp(manage, client);
    fireEvent.click(await screen.findByRole('link', { name: 'Change time' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Wednesday 25 November: 7 times free' }));
    fireEvent.click(screen.getByRole('button', { name: '11:00' }));
    client.fill('square-gardens', '2026-11-25T11:00:00.000Z');
    fireEvent.click(button('Move my viewing to Wednesday 25 November, 11:00'));
    const notice = await noticeWith(/^That time has just filled up\./);
    fireEvent.click(within(notice).getByRole('button', { name: 'Wednesday 25 November, 10:30' }));
    fireEvent.click(button('Move my viewing to Wednesday 25 November, 10:30'));
    expect(
      await screen.findByRole('region', { name: /Wednesday 25 November 2026, 10:30–11:00 UK time/ }),
    ).toBeVisible();
  });

  it.each([
    ['a wrong token', '/viewing-detail?ref=VW-222222&token=not-it'],
    ['an unknown reference', '/viewing-detail?ref=VW-ZZZZZZ&token=token-1'],
    ['a link without its token', '/viewing-detail?ref=VW-222222'],
    ['no link at all', '/viewing-detail'],
  ])('says the same for %s: the viewing cannot be found', async (_case, path) => {
    setUp(path, await clientWithBooking());
    expect(
      await screen.findByText('We could not find that viewing. Check the link in your confirmation e-mail.'),
    ).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
