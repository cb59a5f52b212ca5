import { describe, expect, it } from 'vitest';
import {
  holdExpiresAt,
  holdMs,
  isReservationReference,
  nextStatus,
  releasesRoom,
} from '../../../src/domain/reservations/reservation';

describe('a hold', () => {
  it('lasts 15 minutes from when it was taken', () => {
    expect(holdMs).toBe(15 * 60_000);
    expect(holdExpiresAt(Date.parse('2027-01-01T10:00:00Z'))).toBe(Date.parse('2027-01-01T10:15:00Z'));
  });
});

describe('nextStatus', () => {
  it('takes a hold to awaiting payment, paid, expired or cancelled', () => {
    expect(nextStatus('held', 'await_payment')).toBe('awaiting_payment');
    expect(nextStatus('held', 'pay')).toBe('paid');
    expect(nextStatus('held', 'expire')).toBe('expired');
    expect(nextStatus('held', 'cancel')).toBe('cancelled');
  });

  it('lets a reservation awaiting payment be paid or cancelled, but not expire', () => {
    expect(nextStatus('awaiting_payment', 'pay')).toBe('paid');
    expect(nextStatus('awaiting_payment', 'cancel')).toBe('cancelled');
    expect(nextStatus('awaiting_payment', 'expire')).toBeNull();
  });

  it('pays once: a second payment changes nothing', () => {
    expect(nextStatus('paid', 'pay')).toBeNull();
    expect(nextStatus('paid', 'cancel')).toBe('cancelled');
  });

  it('ends at expired and cancelled', () => {
    for (const end of ['expired', 'cancelled'] as const)
      for (const event of ['await_payment', 'pay', 'expire', 'cancel'] as const)
        expect(nextStatus(end, event)).toBeNull();
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
