import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tenancyTotal } from '../../../src/domain/pricing/tenancy-total';

describe('tenancyTotal', () => {
  it('is the weekly price times the weeks, to the penny', () => {
    expect(tenancyTotal({ price_per_week: 249, weeks: 51 })).toBe(12699);
    expect(tenancyTotal({ price_per_week: 189.99, weeks: 44 })).toBe(8359.56);
  });

  it('never loses a penny to floating point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100000 }), fc.integer({ min: 1, max: 52 }), (pence, weeks) => {
        expect(Math.round(tenancyTotal({ price_per_week: pence / 100, weeks }) * 100)).toBe(pence * weeks);
        expect(tenancyTotal({ price_per_week: pence / 100, weeks }).toFixed(2)).toBe(
          ((pence * weeks) / 100).toFixed(2),
        );
      }),
    );
  });
});
