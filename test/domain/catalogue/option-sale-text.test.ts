import { describe, expect, it } from 'vitest';
import { notOfferedText, optionTotalParts } from '../../../src/domain/catalogue/option-sale-text';

describe("a tenancy option's total on the room page (ADR 083)", () => {
  it('is the amount alone for a tenancy sold in full', () => {
    expect(
      optionTotalParts({ currency: 'GBP', sale: { kind: 'full', move_in: '2027-09-04', days: 357, total: 12_444 } }),
    ).toEqual({ amount: '£12,444', detail: null });
  });

  it('says for a tenancy that has started the days it pays for and from when, beneath the amount', () => {
    expect(
      optionTotalParts({
        currency: 'GBP',
        sale: { kind: 'pro_rata', move_in: '2026-12-02', days: 227, total: 7_815.29 },
      }),
    ).toEqual({ amount: '£7,815.29', detail: 'for 32 weeks and 3 days from 2 Dec 2026, no fees' });
  });

  it('has no total, and says why, for a tenancy no longer offered', () => {
    const option = {
      currency: 'GBP',
      start_date: '2026-09-05',
      sale: { kind: 'not_offered', reason: 'stopped' },
    } as const;
    expect(optionTotalParts(option)).toBeNull();
    expect(notOfferedText(option)).toBe('No longer offered: this tenancy began on 5 Sep 2026');
  });
});
