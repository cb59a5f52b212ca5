import { describe, expect, it } from 'vitest';
import {
  defaultHoldCaps,
  holdCountdown,
  holdExpiresAt,
  holdLengthMs,
  holdMs,
  isReservationReference,
  releasesRoom,
  tooManyHoldsMessage,
} from '../../../src/domain/reservations/reservation';

describe('a hold', () => {
  it('lasts 15 minutes from when it was taken', () => {
    expect(holdMs).toBe(15 * 60_000);
    expect(holdExpiresAt(Date.parse('2027-01-01T10:00:00Z'))).toBe(Date.parse('2027-01-01T10:15:00Z'));
  });

  it('counts down from 15:00, never 15:01, even when this clock is behind the server’s or the answer was slow', () => {
    const heldAt = Date.parse('2027-01-01T10:00:00Z');
    const ends = new Date(holdExpiresAt(heldAt)).toISOString();
    const at = new Date(heldAt).toISOString();
    expect(holdCountdown(at, ends, heldAt)).toBe('15:00');
    expect(holdCountdown(at, ends, heldAt - 1500)).toBe('15:00');
    expect(holdCountdown(at, ends, heldAt + 400)).toBe('15:00');
    expect(holdCountdown(at, ends, heldAt + 1000)).toBe('14:59');
    expect(holdCountdown(at, ends, heldAt + holdMs - 1)).toBe('0:01');
    expect(holdCountdown(at, ends, heldAt + holdMs + 5000)).toBe('0:00');
  });

  it('lasts another length only when told (a test server)', () => {
    expect(holdExpiresAt(Date.parse('2027-01-01T10:00:00Z'), 30_000)).toBe(Date.parse('2027-01-01T10:00:30Z'));
    expect(holdLengthMs(undefined)).toBe(holdMs);
    expect(holdLengthMs(45)).toBe(45_000);
  });
});

describe('releasesRoom', () => {
  it('is true exactly when a reservation that held a room ends', () => {
    expect(releasesRoom('held', 'expired')).toBe(true);
    expect(releasesRoom('paid', 'cancelled')).toBe(true);
    expect(releasesRoom('held', 'paid')).toBe(false);
    expect(releasesRoom('held', 'awaiting_payment')).toBe(false);
  });
});

describe('isReservationReference', () => {
  it('accepts RS- and six reference characters only', () => {
    expect(isReservationReference('RS-7K3P9Q')).toBe(true);
    expect(isReservationReference('VW-7K3P9Q')).toBe(false);
    expect(isReservationReference('RS-7K3P9')).toBe(false);
    expect(isReservationReference('RS-7K3P9Q\n')).toBe(false);
  });
});

describe('holds at once', () => {
  it('lets a visitor hold two rooms and a network fifty, unless set otherwise', () => {
    expect(defaultHoldCaps).toEqual({ perVisitor: 2, perAddress: 50 });
  });

  it("tells a visitor at their cap how many they hold and when the first ends, in London's time", () => {
    // 14:40 UTC in July is 15:40 in London (BST).
    const freeAt = '2027-07-01T14:40:00.000Z';
    expect(tooManyHoldsMessage('visitor', 2, freeAt)).toBe(
      'You are already holding 2 rooms, the most one visitor may hold at once. Finish reserving one, or close its page to let it go; otherwise the first is let go at 15:40.',
    );
    expect(tooManyHoldsMessage('visitor', 1, freeAt)).toContain('already holding 1 room,');
  });

  it('tells a network at its cap to wait for the first hold to end', () => {
    expect(tooManyHoldsMessage('address', 50, '2027-01-10T09:05:00.000Z')).toBe(
      'Too many rooms are being held from this network just now (50). Please try again after 09:05.',
    );
  });
});
