import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/mini';
import { ERASED, eraseAddressFrom, mentionsAddress } from '../../../src/domain/privacy/personal-data';
import { emailPattern, isEmailAddress } from '../../../src/domain/shared/email-address';

describe('isEmailAddress', () => {
  it("is zod's e-mail check, the one the form schemas apply", () => {
    const addressLike = fc.stringMatching(/^[A-Za-z0-9_'+.%!-]{0,8}@[A-Za-z0-9.-]{0,12}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), addressLike), (text) => {
        expect(emailPattern.test(text)).toBe(regexes.email.test(text));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['ada@example.com', 'Ada.Lovelace+digs@Example.co.uk', "o'brien_b-c@sub.example.org"])('takes %s', (a) => {
    expect(isEmailAddress(a)).toBe(true);
  });

  it.each([
    '',
    ' ',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'a b@example.com',
    'ada@example.com, bob@example.com',
    'Ada <ada@example.com>',
    '@.',
  ])('refuses %j, so a lookup can never match everything', (a) => {
    expect(isEmailAddress(a)).toBe(false);
  });
});

describe('mentionsAddress', () => {
  const ada = 'ada@example.com';

  it('finds the address as a value, whatever its case', () => {
    expect(mentionsAddress('ADA@Example.COM', ada)).toBe(true);
    expect(mentionsAddress(' ada@example.com ', ada)).toBe(true);
    expect(mentionsAddress('Ada Lovelace <ada@example.com>', ada)).toBe(true);
  });

  it('finds it inside text, between words, brackets and punctuation', () => {
    expect(mentionsAddress('Write to ada@example.com.', ada)).toBe(true);
    expect(mentionsAddress('(ada@example.com)', ada)).toBe(true);
    expect(mentionsAddress('ATTENDEE;CN=Ada:mailto:ada@example.com\r\n', ada)).toBe(true);
    expect(mentionsAddress('"ada@example.com",', ada)).toBe(true);
  });

  it('does not take a longer address that contains it', () => {
    expect(mentionsAddress('nada@example.com', ada)).toBe(false);
    expect(mentionsAddress('ada.b@example.com', ada)).toBe(false);
    expect(mentionsAddress('x+ada@example.com', ada)).toBe(false);
    expect(mentionsAddress('ada@example.com.au', ada)).toBe(false);
    expect(mentionsAddress('ada@example.community', ada)).toBe(false);
    expect(mentionsAddress('ada@example.com-mail.org', ada)).toBe(false);
    // An apostrophe can be part of an address: brien@example.com is not o'brien@example.com.
    expect(mentionsAddress("o'brien@example.com", 'brien@example.com')).toBe(false);
  });

  it('looks through arrays and objects, values not keys', () => {
    expect(mentionsAddress({ friendEmail: 'Ada@example.com', friendName: 'Ada' }, ada)).toBe(true);
    expect(mentionsAddress({ list: [1, null, { deep: ['see ada@example.com'] }] }, ada)).toBe(true);
    expect(mentionsAddress({ 'ada@example.com': 'key only' }, ada)).toBe(false);
    expect(mentionsAddress({ n: 3, b: true, missing: null }, ada)).toBe(false);
  });

  it('matches nothing for something that is not one address', () => {
    expect(mentionsAddress('anything at all', '')).toBe(false);
    expect(mentionsAddress('a@b.c and more', 'example.com')).toBe(false);
  });

  it('finds any address written anywhere in text, and never a text without it', () => {
    // A dot-atom local part: no dot at either end and never two dots in a row (RFC 5322, and zod).
    const local = fc.stringMatching(/^[a-z0-9]{1,4}([._+-][a-z0-9]{1,4}){0,3}$/);
    const address = fc.tuple(local, fc.stringMatching(/^[a-z]{1,8}\.(com|org|co\.uk)$/)).map(([l, d]) => `${l}@${d}`);
    const separators = `[ ,;:()<>"\n]`;
    const before = fc.stringMatching(new RegExp(`^([A-Za-z .]{0,12}${separators})?$`));
    const after = fc.stringMatching(new RegExp(`^(${separators}[A-Za-z .]{0,12})?$|^\\.$`));
    fc.assert(
      fc.property(address, before, after, (a, before, after) => {
        expect(mentionsAddress(`${before}${a.toUpperCase()}${after}`, a)).toBe(true);
        expect(mentionsAddress(`${before}${after}`, a)).toBe(false);
      }),
    );
  });
});

describe('eraseAddressFrom: one person erased from another’s enquiry', () => {
  const ada = 'ada@example.com';

  it('takes the referred friend’s e-mail and name out of the referral and keeps the resident’s request', () => {
    const referral = {
      property: 'canal-view',
      friendName: 'Ada Lovelace',
      friendEmail: 'Ada@Example.com ',
      referralCode: 'REF-ABCDEF',
    };
    expect(eraseAddressFrom(referral, ada)).toEqual({ property: 'canal-view', referralCode: 'REF-ABCDEF' });
  });

  it('replaces the address where it stands in other text, and leaves longer addresses that contain it', () => {
    const fields = {
      message: 'Write to ADA@example.com or ada@example.com.au, not nada@example.com.',
      list: [`x ${ada}`],
    };
    expect(eraseAddressFrom(fields, ada)).toEqual({
      message: `Write to ${ERASED} or ada@example.com.au, not nada@example.com.`,
      list: [`x ${ERASED}`],
    });
  });

  it('leaves nothing that mentions the address, and changes nothing that did not', () => {
    const part = fc.oneof(
      fc.constant(ada),
      fc.constant('ADA@EXAMPLE.COM'),
      fc.constant('nada@example.com'),
      fc.string(),
    );
    const text = fc.array(part, { maxLength: 5 }).map((parts) => parts.join(' '));
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(text, fc.array(text, { maxLength: 3 }))),
        (fields) => {
          const erased = eraseAddressFrom(fields, ada);
          expect(mentionsAddress(erased, ada)).toBe(false);
          if (!mentionsAddress(fields, ada)) expect(erased).toEqual(fields);
        },
      ),
    );
  });

  it('erases under any field name, those of Object.prototype included', () => {
    expect(eraseAddressFrom({ valueOf: 'ada@example.com', toString: 'x' }, ada)).toEqual({ toString: 'x' });
  });

  it('refuses anything that is not one address', () => {
    expect(() => eraseAddressFrom({ friendEmail: '' }, '')).toThrow(RangeError);
  });
});
