import { describe, expect, it } from 'vitest';
import { HmacManageTokens } from '../../../src/adapters/crypto/hmac-manage-tokens';
import { ManualTime } from '../../../src/adapters/memory/manual-time.adapter';
import { MemoryCatalogue } from '../../../src/adapters/memory/memory-catalogue.adapter';
import { MemoryMailQueue } from '../../../src/adapters/memory/memory-mail-queue';
import { MemoryViewingRepository } from '../../../src/adapters/memory/memory-viewing.repository';
import { LibPhoneNumbers } from '../../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import { unknownViewingId, ViewingBookings } from '../../../src/application/viewings/viewing-bookings.use-case';
import type { OpeningPeriod } from '../../../src/domain/viewings/viewing';
import type { ManageTokens, ViewingPlace } from '../../../src/ports/viewing-repository.port';
import { fixtureSettings, fixtureSlice } from '../../support/catalogue-fixture';
import { squareGardensPlace } from '../../support/viewing-fixture';

/**
 * A manage link's lookup does the same work for a reference nobody holds as for a real one: the
 * token is compared either way, so the time an answer takes does not tell which references exist.
 * Proven by the comparisons made, not by timing.
 */

const weekdays: readonly OpeningPeriod[] = [{ open: '09:30', close: '12:00' }];
const id = '00000000-0000-4000-8000-00000000e001';
const place: ViewingPlace = {
  ...squareGardensPlace,
  id,
  rules: {
    propertyId: id,
    openingHours: { 1: weekdays, 2: weekdays, 3: weekdays, 4: weekdays, 5: weekdays },
    slotMinutes: 30,
    capacity: 2,
    kinds: ['in-person'],
    closedDates: [],
    noticeMinutes: 120,
    horizonDays: 14,
    staffEmail: 'viewings@test.example',
  },
};

/** Real tokens, with every comparison written down. */
class CountedTokens implements ManageTokens {
  readonly compared: { viewingId: string; token: string }[] = [];
  private readonly real = new HmacManageTokens(new Uint8Array(32).fill(5));
  tokenFor(viewingId: string): string {
    return this.real.tokenFor(viewingId);
  }
  matches(viewingId: string, token: string): boolean {
    this.compared.push({ viewingId, token });
    return this.real.matches(viewingId, token);
  }
}

async function setUp() {
  const time = new ManualTime(Date.UTC(2026, 10, 23, 7, 0));
  const tokens = new CountedTokens();
  const bookings = new ViewingBookings(
    new MemoryViewingRepository([place], new MemoryMailQueue(), time),
    tokens,
    new MemoryCatalogue(fixtureSlice, fixtureSettings),
    time,
    new LibPhoneNumbers(),
    { publicUrl: 'https://digs.test' },
  );
  const booked = await bookings.book({
    propertySlug: 'square-gardens',
    kind: 'in-person',
    start: new Date(Date.UTC(2026, 10, 23, 10, 0)).toISOString(),
    name: 'Zoë Ng',
    email: 'zoe@example.com',
    countryCode: '+44',
    phone: '07700 900123',
    partySize: 1,
    message: '',
    idempotencyKey: '6f1c2a9e-3b4d-4e5f-8a6b-7c8d9e0f1a2b',
  });
  if (!booked.ok) throw new Error(booked.message);
  const token = new URL(booked.manageUrl, 'https://digs.test').searchParams.get('token') ?? '';
  tokens.compared.length = 0;
  return { bookings, tokens, viewing: booked.viewing, token };
}

describe('manage-link lookups', () => {
  it('compare the token for an unknown reference too, against an id no viewing has, and answer as for a wrong token', async () => {
    const { bookings, tokens, viewing, token } = await setUp();
    const unknown = viewing.reference === 'VW-ZZZZZZ' ? 'VW-YYYYYY' : 'VW-ZZZZZZ';

    const wrongToken = await bookings.find(viewing.reference, 'x'.repeat(token.length));
    const unknownReference = await bookings.find(unknown, token);
    expect(unknownReference).toEqual(wrongToken);
    expect(unknownReference.ok).toBe(false);
    expect(tokens.compared).toEqual([
      { viewingId: expect.not.stringMatching(unknownViewingId), token: 'x'.repeat(token.length) },
      { viewingId: unknownViewingId, token },
    ]);
  });

  it('compare once per cancel and move of an unknown reference, and never cancel or move anything', async () => {
    const { bookings, tokens, viewing, token } = await setUp();
    const unknown = viewing.reference === 'VW-ZZZZZZ' ? 'VW-YYYYYY' : 'VW-ZZZZZZ';
    expect((await bookings.cancel(unknown, token)).ok).toBe(false);
    expect(
      (
        await bookings.move(unknown, token, {
          kind: 'in-person',
          start: new Date(Date.UTC(2026, 10, 23, 11)).toISOString(),
        })
      ).ok,
    ).toBe(false);
    expect(tokens.compared).toEqual([
      { viewingId: unknownViewingId, token },
      { viewingId: unknownViewingId, token },
    ]);
    expect(await bookings.find(viewing.reference, token)).toMatchObject({ ok: true, viewing: { status: 'booked' } });
  });
});
