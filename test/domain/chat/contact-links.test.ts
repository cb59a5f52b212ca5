import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { telHref, whatsappHref } from '../../../src/domain/chat/contact-links';

describe('the floating buttons’ links from the site settings', () => {
  it('makes a WhatsApp link of the number’s digits, in international form', () => {
    expect(whatsappHref('+44 7700 900142')).toBe('https://wa.me/447700900142');
    expect(whatsappHref('0044 (0)7700-900142')).toBe('https://wa.me/447700900142');
    expect(whatsappHref('447700900142')).toBe('https://wa.me/447700900142');
  });

  it('gives no WhatsApp link for a national number (wa.me needs the country code)', () => {
    expect(whatsappHref('07700 900142')).toBeNull();
  });

  it('makes a phone link keeping a leading plus and the digits', () => {
    expect(telHref('+44 161 496 0000')).toBe('tel:+441614960000');
    expect(telHref('+44 (0)161 496 0000')).toBe('tel:+441614960000');
    expect(telHref('0161 496 0000')).toBe('tel:01614960000');
  });

  it('gives no link for a setting that is unset or holds no number', () => {
    for (const unset of ['', '   ', 'n/a', '+', '()']) {
      expect(whatsappHref(unset)).toBeNull();
      expect(telHref(unset)).toBeNull();
    }
  });

  it('only ever gives a link of digits, whatever the setting holds', () => {
    fc.assert(
      fc.property(fc.string(), (setting) => {
        expect(whatsappHref(setting) ?? 'https://wa.me/1').toMatch(/^https:\/\/wa\.me\/[1-9]\d*$/);
        expect(telHref(setting) ?? 'tel:1').toMatch(/^tel:\+?\d+$/);
      }),
    );
  });
});
