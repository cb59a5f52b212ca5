import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_MAX_AGE_MS, fillTimeVerdict, MIN_FILL_MS } from '../../../src/domain/enquiries/fill-time';

const now = Date.parse('2027-03-01T12:00:00.000Z');

describe('fillTimeVerdict', () => {
  it('accepts a form sent between three seconds and a day after it was shown', () => {
    expect(fillTimeVerdict(now - MIN_FILL_MS, now)).toBe('ok');
    expect(fillTimeVerdict(now - 60_000, now)).toBe('ok');
    expect(fillTimeVerdict(now - FORM_TOKEN_MAX_AGE_MS, now)).toBe('ok');
  });

  it('refuses a form sent faster than a person fills one', () => {
    expect(fillTimeVerdict(now, now)).toBe('too_fast');
    expect(fillTimeVerdict(now - MIN_FILL_MS + 1, now)).toBe('too_fast');
  });

  it('takes another minimum when a server is told one (a test server sets 0), the day-long lifetime unchanged', () => {
    expect(fillTimeVerdict(now - 499, now, 500)).toBe('too_fast');
    expect(fillTimeVerdict(now - 500, now, 500)).toBe('ok');
    expect(fillTimeVerdict(now, now, 0)).toBe('ok');
    expect(fillTimeVerdict(now - FORM_TOKEN_MAX_AGE_MS - 1, now, 0)).toBe('expired');
    expect(fillTimeVerdict(now + 1, now, 0)).toBe('expired');
  });

  it('asks again for a form shown too long ago, shown in the future, or with no readable token', () => {
    expect(fillTimeVerdict(now - FORM_TOKEN_MAX_AGE_MS - 1, now)).toBe('expired');
    expect(fillTimeVerdict(now + 1, now)).toBe('expired');
    expect(fillTimeVerdict(null, now)).toBe('expired');
    expect(fillTimeVerdict(Number.NaN, now)).toBe('expired');
    expect(fillTimeVerdict(Number.POSITIVE_INFINITY, now)).toBe('expired');
  });

  it('gives every age exactly one verdict, in order: future, too fast, ok, expired', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2 * FORM_TOKEN_MAX_AGE_MS, max: 2 * FORM_TOKEN_MAX_AGE_MS }), (age) => {
        const verdict = fillTimeVerdict(now - age, now);
        const expected =
          age < 0 ? 'expired' : age < MIN_FILL_MS ? 'too_fast' : age <= FORM_TOKEN_MAX_AGE_MS ? 'ok' : 'expired';
        expect(verdict).toBe(expected);
      }),
    );
  });
});
