import { describe, expect, it } from 'vitest';
import { LibPhoneNumbers } from '../../../src/adapters/phone/libphonenumber-phone-numbers.adapter';
import { CheckPhoneNumber } from '../../../src/application/enquiries/check-phone-number.use-case';
import { phoneNumberMessage } from '../../../src/domain/shared/phone-number';
import type { PhoneNumbers } from '../../../src/ports/phone-numbers.port';

describe('CheckPhoneNumber', () => {
  const check = new CheckPhoneNumber(new LibPhoneNumbers());

  it('has nothing to say about a number that can be called, or an empty field (required is the form’s rule)', async () => {
    expect(await check.problem({ countryCode: '+44', phone: '07700 900123' })).toBeNull();
    expect(await check.problem({ countryCode: '+1', phone: '201 555 0123' })).toBeNull();
    expect(await check.problem({ countryCode: '', phone: ' 020 7946 0018 ' })).toBeNull();
    expect(await check.problem({ countryCode: '+44', phone: '  ' })).toBeNull();
  });

  it('gives the forms’ message for a number that cannot be called, or is not written like one', async () => {
    expect(await check.problem({ countryCode: '+44', phone: '12345' })).toBe(phoneNumberMessage);
    expect(await check.problem({ countryCode: '+44', phone: 'call me' })).toBe(phoneNumberMessage);
  });

  it('lets the form go when the checker cannot load: the server checks again', async () => {
    const asked: string[] = [];
    const failing: PhoneNumbers = {
      check: (number) => {
        asked.push(number.phone);
        return Promise.reject(new Error('chunk failed to load'));
      },
    };
    expect(await new CheckPhoneNumber(failing).problem({ countryCode: '+44', phone: '12345' })).toBeNull();
    expect(asked).toEqual(['12345']);
  });
});
