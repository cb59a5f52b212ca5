import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utmFormFields, utmFromSearch } from '../../../src/domain/enquiries/first-touch';

describe('utmFromSearch: the campaign a visit landed from', () => {
  it('reads the five utm parameters, with or without the question mark', () => {
    expect(
      utmFromSearch(
        '?utm_source=newsletter&utm_medium=email&utm_campaign=spring+27&utm_term=studio%20flat&utm_content=hero&page=2',
      ),
    ).toEqual({ source: 'newsletter', medium: 'email', campaign: 'spring 27', term: 'studio flat', content: 'hero' });
    expect(utmFromSearch('utm_source=google')).toEqual({ source: 'google' });
  });

  it('is empty for an address without any, and leaves out empty or blank ones', () => {
    expect(utmFromSearch('')).toEqual({});
    expect(utmFromSearch('?city=leeds')).toEqual({});
    expect(utmFromSearch('?utm_source=&utm_medium=%20%20&utm_campaign=x')).toEqual({ campaign: 'x' });
  });

  it('takes the first of a repeated parameter, trims, and cuts a value to what an enquiry carries (200)', () => {
    expect(utmFromSearch('?utm_source=a&utm_source=b')).toEqual({ source: 'a' });
    expect(utmFromSearch(`?utm_source=%20${'x'.repeat(300)}`).source).toBe('x'.repeat(200));
  });

  it('ignores names in other cases and malformed escapes', () => {
    expect(utmFromSearch('?UTM_SOURCE=a&utm_medium=%E0%A4%A')).toEqual({});
  });

  it('never throws and every value it keeps is 1 to 200 characters without surrounding space', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (search) => {
        for (const value of Object.values(utmFromSearch(search))) {
          expect(value.length).toBeGreaterThan(0);
          expect(value.length).toBeLessThanOrEqual(200);
          expect(value).toBe(value.trim());
        }
      }),
    );
  });
});

describe('utmFormFields: the hidden inputs a form posts without JavaScript', () => {
  it('names each parameter as in the address, in a fixed order, only those present', () => {
    expect(utmFormFields({ campaign: 'spring', source: 'newsletter' })).toEqual([
      ['utm_source', 'newsletter'],
      ['utm_campaign', 'spring'],
    ]);
    expect(utmFormFields({})).toEqual([]);
  });
});
