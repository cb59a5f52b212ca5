import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  holdingDepositCap,
  paymentVerdict,
  TENANT_FEES_ACT,
  tenancyDeposit,
  tenancyDepositCap,
  tenancyDepositCapWeeks,
  termsRefusals,
} from '../../../src/domain/reservations/permitted-payments';
import { defaultReservationTerms } from '../../../src/domain/reservations/price-summary';

const weeklyRent = fc.integer({ min: 1, max: 500_000 });

describe('what may be charged for a let (Tenant Fees Act 2019, England)', () => {
  it('names the rule and links to the gov.uk guidance', () => {
    expect(TENANT_FEES_ACT.bannedPayment).toBe('Tenant Fees Act 2019: banned payment');
    expect(TENANT_FEES_ACT.guidanceUrl).toBe('https://www.gov.uk/government/publications/tenant-fees-act');
  });

  it('caps a holding deposit at one week of rent', () => {
    expect(holdingDepositCap(24_900)).toBe(24_900);
  });

  it('caps a tenancy deposit at five weeks of rent below £50,000 a year and six from it', () => {
    // £961.53 a week is £49,999.56 a year; £961.54 is £50,000.08.
    expect(tenancyDepositCapWeeks(96_153)).toBe(5);
    expect(tenancyDepositCapWeeks(96_154)).toBe(6);
    expect(tenancyDepositCap(20_000)).toBe(100_000);
    expect(tenancyDepositCap(100_000)).toBe(600_000);
  });

  it('charges the weeks of deposit the operator asks, never more than the cap for that rent', () => {
    expect(tenancyDeposit(4, 20_000)).toBe(80_000);
    expect(tenancyDeposit(6, 20_000)).toBe(100_000);
    expect(tenancyDeposit(6, 100_000)).toBe(600_000);
    expect(tenancyDeposit(undefined, 20_000)).toBe(0);
  });

  it('permits rent, deposits within their caps and extras the visitor chooses, and refuses every other mandatory fee', () => {
    expect(paymentVerdict({ kind: 'rent' }, 20_000)).toEqual({ permitted: true });
    expect(paymentVerdict({ kind: 'holding-deposit', pence: 20_000 }, 20_000)).toEqual({ permitted: true });
    expect(paymentVerdict({ kind: 'tenancy-deposit', pence: 100_000 }, 20_000)).toEqual({ permitted: true });
    expect(paymentVerdict({ kind: 'optional-extra', label: 'Bedding pack', pence: 4_000 }, 20_000)).toEqual({
      permitted: true,
    });
    expect(paymentVerdict({ kind: 'mandatory-fee', label: 'Admin fee', pence: 7_500 }, 20_000)).toEqual({
      permitted: false,
      rule: TENANT_FEES_ACT.bannedPayment,
      message:
        'Tenant Fees Act 2019: banned payment. A fee every tenant must pay, other than rent and the deposits, may not be charged.',
      guidanceUrl: TENANT_FEES_ACT.guidanceUrl,
    });
    expect(paymentVerdict({ kind: 'holding-deposit', pence: 20_001 }, 20_000)).toMatchObject({
      permitted: false,
      message: "Tenant Fees Act 2019: a holding deposit is at most one week's rent.",
    });
    expect(paymentVerdict({ kind: 'tenancy-deposit', pence: 100_001 }, 20_000)).toMatchObject({
      permitted: false,
      message:
        "Tenant Fees Act 2019: a tenancy deposit is at most five weeks' rent (six where the rent is £50,000 a year or more).",
    });
  });

  it('refuses any mandatory fee, whatever it is called or costs', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10_000_000 }), weeklyRent, (label, pence, week) => {
        const verdict = paymentVerdict({ kind: 'mandatory-fee', label, pence }, week);
        expect(verdict).toMatchObject({ permitted: false, rule: TENANT_FEES_ACT.bannedPayment });
      }),
    );
  });

  it('permits a deposit exactly when it is within its cap, for any rent', () => {
    fc.assert(
      fc.property(weeklyRent, fc.integer({ min: 0, max: 5_000_000 }), (week, pence) => {
        expect(paymentVerdict({ kind: 'holding-deposit', pence }, week).permitted).toBe(pence <= week);
        expect(paymentVerdict({ kind: 'tenancy-deposit', pence }, week).permitted).toBe(
          pence <= tenancyDepositCap(week),
        );
      }),
    );
  });

  it('charges a tenancy deposit that is always permitted, whole pence, never above the setting', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), weeklyRent, (weeks, week) => {
        const deposit = tenancyDeposit(weeks, week);
        expect(Number.isInteger(deposit)).toBe(true);
        expect(deposit).toBeLessThanOrEqual(weeks * week);
        expect(paymentVerdict({ kind: 'tenancy-deposit', pence: deposit }, week)).toEqual({ permitted: true });
      }),
    );
  });

  it('allows six weeks of deposit exactly when a year of rent is £50,000 or more', () => {
    fc.assert(
      fc.property(weeklyRent, (week) => {
        expect(tenancyDepositCapWeeks(week) === 6).toBe(week * 52 >= 5_000_000);
      }),
    );
  });
});

describe('termsRefusals: the operator terms the law refuses', () => {
  it('finds nothing in the starting terms', () => {
    expect(termsRefusals(defaultReservationTerms)).toEqual({});
  });

  it('refuses each mandatory fee by name, and a tenancy deposit above six weeks', () => {
    const refusals = termsRefusals({
      ...defaultReservationTerms,
      fees: [
        { label: 'Admin fee', pence: 7_500 },
        { label: 'Cleaning', pence: 5_000 },
      ],
      tenancyDepositWeeks: 7,
    });
    expect(refusals).toEqual({
      'fees.0.label': expect.stringContaining('Tenant Fees Act 2019: banned payment'),
      'fees.1.label': expect.stringContaining('Tenant Fees Act 2019: banned payment'),
      tenancyDepositWeeks: expect.stringContaining("at most five weeks' rent"),
    });
  });

  it('accepts any tenancy deposit up to six weeks (charged at five below £50,000 a year)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), (weeks) => {
        expect(termsRefusals({ ...defaultReservationTerms, tenancyDepositWeeks: weeks })).toEqual({});
      }),
    );
  });
});
