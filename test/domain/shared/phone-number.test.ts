import { describe, expect, it } from 'vitest';
import { phoneForDisplay } from '../../../src/domain/shared/phone-number';

describe('phoneForDisplay', () => {
  it('writes an E.164 number with a space after its country code', () => {
    expect(phoneForDisplay('+44', '+447700900123')).toBe('+44 7700900123');
    expect(phoneForDisplay('+351', '+351912345678')).toBe('+351 912345678');
  });

  it('keeps a number stored before normalising after its code (+44 when none), and shows nothing for none', () => {
    expect(phoneForDisplay('+44', '07700 900123')).toBe('+44 07700 900123');
    expect(phoneForDisplay('', ' 07700 900123 ')).toBe('+44 07700 900123');
    expect(phoneForDisplay('+44', '  ')).toBe('');
    // A + number whose code is not the one stored beside it is shown as it is.
    expect(phoneForDisplay('+44', '+12015550123')).toBe('+12015550123');
  });
});
