import { describe, expect, it } from 'vitest';
import { LibPhoneNumbers } from '../../src/adapters/phone/libphonenumber-phone-numbers.adapter';

const phones = new LibPhoneNumbers();
const check = (phone: string, countryCode = '+44') => phones.check({ countryCode, phone });
const valid = (e164: string, countryCode = '+44') => ({ valid: true, e164, countryCode });

describe('LibPhoneNumbers (libphonenumber-js, min metadata)', () => {
  it('reads UK mobiles typed the ways people type them, as E.164', async () => {
    for (const typed of ['07700 900123', '07700900123', '07700-900-123', '(07700) 900123', '7700 900123'])
      expect(await check(typed), typed).toEqual(valid('+447700900123'));
    expect(await check('07912 345678')).toEqual(valid('+447912345678'));
  });

  it('reads UK landlines and freephone numbers', async () => {
    expect(await check('020 7946 0018')).toEqual(valid('+442079460018'));
    expect(await check('0161 496 0000')).toEqual(valid('+441614960000'));
    expect(await check('01632 960001')).toEqual(valid('+441632960001'));
    expect(await check('0800 123 4567')).toEqual(valid('+448001234567'));
  });

  it('reads a number typed with +44 and spaces, with the trunk 0 in brackets, or with 0044', async () => {
    expect(await check('+44 7700 900 123')).toEqual(valid('+447700900123'));
    expect(await check('  +44 7700 900123  ')).toEqual(valid('+447700900123'));
    expect(await check('+44 (0)7700 900123')).toEqual(valid('+447700900123'));
    expect(await check('0044 7700 900123')).toEqual(valid('+447700900123'));
  });

  it('reads national numbers after the chosen code, and a number typed with its own + whatever the code chosen', async () => {
    expect(await check('(201) 555-0123', '+1')).toEqual(valid('+12015550123', '+1'));
    expect(await check('139 1234 5678', '+86')).toEqual(valid('+8613912345678', '+86'));
    expect(await check('085 123 4567', '+353')).toEqual(valid('+353851234567', '+353'));
    expect(await check('98765 43210', '+91')).toEqual(valid('+919876543210', '+91'));
    expect(await check('+1 201 555 0123', '+44')).toEqual(valid('+12015550123', '+1'));
    expect(await check('+49 30 901820', '+44')).toEqual(valid('+4930901820', '+49'));
  });

  it('refuses junk: too short, too long, words, extensions, an empty field, a code that is not one', async () => {
    for (const junk of [
      '',
      '   ',
      '1',
      '12345',
      '0770090012399',
      '+44 7700 900123 999',
      'abc',
      'call me',
      '07700 900123 ext 5',
      '0770090012x',
      '+',
      '++44 7700 900123',
      '07700\n900123',
      '0'.repeat(31),
    ])
      expect(await check(junk), JSON.stringify(junk)).toEqual({ valid: false });
    expect(await check('07700 900123', '44')).toEqual({ valid: false });
    expect(await check('07700 900123', '')).toEqual({ valid: false });
    expect(await check('07700 900123', '+99999')).toEqual({ valid: false });
    // Shaped like a code but no country's (libphonenumber-js throws "Unknown calling code" for these).
    for (const unknown of ['+2', '+0', '+999', '+8'])
      expect(await check('07700 900123', unknown), unknown).toEqual({ valid: false });
  });
});
