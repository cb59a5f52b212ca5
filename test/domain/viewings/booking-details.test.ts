import { describe, expect, it } from 'vitest';
import { bookingDetailKeys, bookingDetailsOf } from '../../../src/domain/viewings/viewing';

describe('booking details', () => {
  it('are asked in the form’s order: name, email, phone with its code, party, message', () => {
    expect(bookingDetailKeys).toEqual(['name', 'email', 'countryCode', 'phone', 'partySize', 'message']);
  });

  it('are taken from anything that carries them, and nothing else comes along', () => {
    const row = {
      id: 'v1',
      reference: 'VW-ABCDEF',
      name: 'Ada',
      email: 'ada@example.com',
      countryCode: '+44',
      phone: '07700 900123',
      partySize: 2,
      message: '',
      idempotencyKey: 'k',
    };
    expect(bookingDetailsOf(row)).toStrictEqual({
      name: 'Ada',
      email: 'ada@example.com',
      countryCode: '+44',
      phone: '07700 900123',
      partySize: 2,
      message: '',
    });
  });
});
