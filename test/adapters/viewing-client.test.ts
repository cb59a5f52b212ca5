import { describe, expect, it } from 'vitest';
import { HmacManageTokens } from '../../src/adapters/crypto/hmac-manage-tokens';
import { HttpViewingClient, viewingMessages } from '../../src/adapters/http-client/http-viewing-client.adapter';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryMailQueue } from '../../src/adapters/memory/memory-mail-queue';
import { MemoryViewingRepository } from '../../src/adapters/memory/memory-viewing.repository';
import { MemoryViewingClient } from '../../src/adapters/memory/memory-viewing-client.adapter';
import { LibPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import { ViewingBookings } from '../../src/application/viewings/viewing-bookings.use-case';
import type { OpeningPeriod, ViewingKind } from '../../src/domain/viewings/viewing';
import type { ViewingBookingRequest, ViewingProperty } from '../../src/domain/viewings/viewing-outcomes';
import type { ViewingPlace } from '../../src/ports/viewing-repository.port';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { startTestServer } from '../support/test-server';
import { availabilityFor, canalViewPlace, fixtureAvailabilities, squareGardensPlace } from '../support/viewing-fixture';
import { viewingClientContract } from './viewing-client.contract';

viewingClientContract('memory fake', async () => ({
  client: new MemoryViewingClient(fixtureAvailabilities()),
  propertySlug: 'square-gardens',
  singleKindSlug: 'canal-view',
}));

const weekdays: readonly OpeningPeriod[] = [{ open: '09:30', close: '12:00' }];
const place = (id: string, property: ViewingProperty, kinds: readonly ViewingKind[]): ViewingPlace => ({
  ...property,
  id,
  rules: {
    propertyId: id,
    openingHours: { 1: weekdays, 2: weekdays, 3: weekdays, 4: weekdays, 5: weekdays },
    slotMinutes: 30,
    capacity: 2,
    kinds,
    closedDates: [],
    noticeMinutes: 120,
    horizonDays: 14,
    staffEmail: 'viewings@test.example',
  },
});

viewingClientContract('HTTP client against the real API', async () => {
  const catalogue = new MemoryCatalogue(fixtureSlice, fixtureSettings);
  // Monday 23 November 2026, 07:00 in London.
  const time = new ManualTime(Date.UTC(2026, 10, 23, 7, 0));
  const places = [
    place('00000000-0000-4000-8000-00000000e001', squareGardensPlace, ['in-person', 'video-call']),
    place('00000000-0000-4000-8000-00000000e002', canalViewPlace, ['in-person']),
  ];
  const viewings = new ViewingBookings(
    new MemoryViewingRepository(places, new MemoryMailQueue(), time),
    new HmacManageTokens(new Uint8Array(32).fill(7)),
    catalogue,
    time,
    new LibPhoneNumbers(),
    { publicUrl: 'https://digs.test' },
  );
  const server = await startTestServer({ catalogue, viewings, apiRateLimit: 10_000, enquiryRateLimit: 10_000 });
  return {
    client: new HttpViewingClient(fetch, server.url),
    propertySlug: 'square-gardens',
    singleKindSlug: 'canal-view',
    close: server.close,
  };
});

const availability = availabilityFor(squareGardensPlace);
const slot = availability.days[0]?.slots[0];
if (!slot) throw new Error('the fixture has no slot');

const detail = {
  reference: 'VW-7K3P9Q',
  status: 'booked',
  kind: 'in-person',
  start: slot.start,
  end: slot.end,
  date: slot.date,
  time: slot.time,
  name: 'Zoë Ng',
  email: 'zoe@example.com',
  countryCode: '+44',
  phone: '07700 900123',
  partySize: 2,
  message: '',
  property: squareGardensPlace,
} as const;

const request: ViewingBookingRequest = {
  propertySlug: 'square-gardens',
  kind: 'in-person',
  start: slot.start,
  name: 'Zoë Ng',
  email: 'zoe@example.com',
  countryCode: '+44',
  phone: '07700 900123',
  partySize: 2,
  message: '',
  agreedToTerms: true,
  idempotencyKey: '6f1c1d3e-5b7a-4c1e-9d2f-0a1b2c3d4e5f',
};

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that answers every request with one response, and keeps what it was asked. */
function answering(status: number, body: unknown, headers: Record<string, string> = {}) {
  const seen: Seen[] = [];
  const fetchFn = async (url: string, init?: RequestInit) => {
    seen.push({
      url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {})),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  };
  return { client: new HttpViewingClient(fetchFn, 'http://digs.test'), seen };
}

describe('HttpViewingClient', () => {
  it('asks for a property’s availability and checks the answer', async () => {
    const { client, seen } = answering(200, availability);
    expect(await client.availability('square-gardens')).toEqual({ ok: true, availability });
    expect(seen[0]).toMatchObject({
      url: 'http://digs.test/api/viewings/availability/square-gardens',
      method: 'GET',
      headers: { accept: 'application/json' },
    });
    expect(seen[0]?.headers).not.toHaveProperty('authorization');
  });

  it('posts a booking and reads the booking and its manage link from 201 or a repeat’s 200', async () => {
    for (const status of [201, 200]) {
      const { client, seen } = answering(status, {
        viewing: detail,
        manageUrl: '/viewing-detail?ref=VW-7K3P9Q&token=t',
      });
      expect(await client.book(request)).toEqual({
        ok: true,
        viewing: detail,
        manageUrl: '/viewing-detail?ref=VW-7K3P9Q&token=t',
      });
      expect(seen[0]).toMatchObject({
        url: 'http://digs.test/api/viewings',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: request,
      });
    }
  });

  it('sends the manage token as a Bearer credential to read, cancel and move', async () => {
    const { client, seen } = answering(200, { viewing: detail });
    expect(await client.find('VW-7K3P9Q', 'secret-1')).toEqual({ ok: true, viewing: detail });
    await client.cancel('VW-7K3P9Q', 'secret-1');
    await client.move('VW-7K3P9Q', 'secret-1', { kind: 'video-call', start: slot.start });
    expect(seen.map((s) => [s.method, s.url, s.headers.authorization, s.body])).toEqual([
      ['GET', 'http://digs.test/api/viewings/VW-7K3P9Q', 'Bearer secret-1', undefined],
      ['POST', 'http://digs.test/api/viewings/VW-7K3P9Q/cancel', 'Bearer secret-1', undefined],
      [
        'POST',
        'http://digs.test/api/viewings/VW-7K3P9Q/move',
        'Bearer secret-1',
        { kind: 'video-call', start: slot.start },
      ],
    ]);
  });

  it('turns each refusal of the API into the port’s, with the server’s messages', async () => {
    const invalid = answering(400, {
      error: 'invalid',
      message: 'Please check.',
      fields: { email: 'Enter your email.' },
    });
    expect(await invalid.client.book(request)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Please check.',
      fields: { email: 'Enter your email.' },
    });
    const alternatives = availability.days[0]?.slots.slice(1, 3);
    const taken = answering(409, { error: 'unavailable', message: 'That time has just filled up.', alternatives });
    expect(await taken.client.book(request)).toEqual({
      ok: false,
      reason: 'unavailable',
      message: 'That time has just filled up.',
      alternatives,
    });
    const missing = answering(404, { error: 'not_found', message: 'We could not find that viewing.' });
    expect(await missing.client.find('VW-7K3P9Q', 't')).toEqual({
      ok: false,
      reason: 'not_found',
      message: 'We could not find that viewing.',
    });
    const tooLarge = answering(413, { error: 'too_large', message: 'Too large.' });
    expect(await tooLarge.client.book(request)).toMatchObject({ ok: false, reason: 'invalid', fields: {} });
  });

  it('says when to try again after too many attempts, from Retry-After', async () => {
    const limited = answering(429, { error: 'rate_limited', message: 'Too many requests.' }, { 'retry-after': '12' });
    expect(await limited.client.book(request)).toEqual({
      ok: false,
      reason: 'try_again',
      message: 'Too many attempts from your connection; please try again in 12 seconds.',
    });
  });

  it('never rejects: a server error, an answer it does not understand, no network or no answer are try_again', async () => {
    expect(await answering(500, { error: 'internal' }).client.book(request)).toEqual({
      ok: false,
      reason: 'try_again',
      message: viewingMessages.serverTrouble,
    });
    // A booking may have been made: sending it again with the same key is safe, and says so.
    expect(await answering(201, { viewing: { reference: 'VW-7K3P9Q' } }).client.book(request)).toEqual({
      ok: false,
      reason: 'try_again',
      message: viewingMessages.unconfirmed,
    });
    expect(await answering(200, '<html>').client.availability('square-gardens')).toMatchObject({
      ok: false,
      reason: 'try_again',
    });
    const offline = new HttpViewingClient(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.find('VW-7K3P9Q', 't')).toEqual({
      ok: false,
      reason: 'try_again',
      message: viewingMessages.unreachable,
    });
    const hanging = (_: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    expect(await new HttpViewingClient(hanging, '', 20).book(request)).toMatchObject({
      ok: false,
      reason: 'try_again',
    });
  });
});

describe('MemoryViewingClient', () => {
  it('refuses every call when told to, until told to accept again, and keeps the bookings asked for', async () => {
    const client = new MemoryViewingClient(fixtureAvailabilities());
    client.refuse({ ok: false, reason: 'try_again', message: 'Offline.' });
    expect(await client.book(request)).toEqual({ ok: false, reason: 'try_again', message: 'Offline.' });
    expect(await client.availability('square-gardens')).toMatchObject({ ok: false, reason: 'try_again' });
    client.accept();
    expect(await client.book(request)).toMatchObject({ ok: true, viewing: { reference: 'VW-222222' } });
    expect(client.requests).toEqual([request, request]);
    expect(client.viewings().map((v) => v.reference)).toEqual(['VW-222222']);
  });

  it('plays other visitors filling a slot', async () => {
    const client = new MemoryViewingClient(fixtureAvailabilities());
    client.fill('square-gardens', slot.start);
    expect(await client.book(request)).toMatchObject({ ok: false, reason: 'unavailable' });
    const answer = await client.availability('square-gardens');
    expect(answer.ok && answer.availability.days[0]?.slots.map((s) => s.start)).not.toContain(slot.start);
  });

  it('answers a filled-in honeypot like a booking, and keeps nothing', async () => {
    const client = new MemoryViewingClient(fixtureAvailabilities());
    expect(await client.book({ ...request, website: 'http://spam.example' })).toMatchObject({ ok: true });
    expect(client.viewings()).toEqual([]);
  });
});
