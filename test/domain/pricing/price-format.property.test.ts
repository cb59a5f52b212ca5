import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billingPeriod, formatPrice } from '../../../src/domain/pricing/price-format';

const groupsOfThree = /^-?\d{1,3}(,\d{3})*(\.\d{1,3})?$/;

describe('formatPrice properties', () => {
  it('gives en-US groups of three for every finite number, and removing the commas gives back the rounded number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e12, max: 1e12 }), (n) => {
        const text = formatPrice(n);
        expect(text).toMatch(groupsOfThree);
        expect(Number(text.replaceAll(',', ''))).toBeCloseTo(Number(n.toFixed(3)), 2);
      }),
    );
  });

  it('treats a numeric string exactly like the number it spells', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        expect(formatPrice(String(n))).toBe(formatPrice(n));
      }),
    );
  });

  it('is empty for every string that is not a number', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() === '' || Number.isNaN(Number(s))),
        (s) => {
          expect(formatPrice(s)).toBe('');
        },
      ),
    );
  });

  it('never throws and is empty for anything that is neither a number nor a string', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'number' && typeof v !== 'string'),
        (v) => {
          expect(formatPrice(v)).toBe('');
        },
      ),
    );
  });
});

describe('billingPeriod properties', () => {
  it('is week for anything other than the three known frequencies', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => v !== 'monthly' && v !== 'yearly'),
        (v) => {
          expect(billingPeriod(v)).toBe('week');
        },
      ),
    );
  });
});
