import { describe, expect, it } from 'vitest';
import {
  offerCodeFromSearch,
  sentFromSearch,
  sentSearch,
  withoutSent,
} from '../../../src/domain/enquiries/form-address';

describe('the thank-you in the address (?sent=<reference>[&code=<referral code>])', () => {
  it('reads a sent enquiry from the query the server redirects to', () => {
    expect(sentFromSearch('?sent=EQ-7K3P9Q')).toEqual({ reference: 'EQ-7K3P9Q' });
    expect(sentFromSearch('?sent=EQ-7K3P9Q#form-contact')).toEqual({ reference: 'EQ-7K3P9Q' });
    expect(sentFromSearch('sent=EQ-7K3P9Q&code=ADA-7K3P')).toEqual({
      reference: 'EQ-7K3P9Q',
      referralCode: 'ADA-7K3P',
    });
  });

  it('ignores anything that is not a reference, and a code that is not a code', () => {
    expect(sentFromSearch('')).toBeNull();
    expect(sentFromSearch('?sent=hello')).toBeNull();
    expect(sentFromSearch('?sent=EQ-7K3P9Q&code=<script>')).toEqual({ reference: 'EQ-7K3P9Q' });
  });

  it('writes the query it reads, keeping what else was there (but an earlier thank-you)', () => {
    expect(sentSearch('', { reference: 'EQ-7K3P9Q' })).toBe('?sent=EQ-7K3P9Q');
    expect(
      sentSearch('?utm_source=x&sent=EQ-222222&code=A', { reference: 'EQ-7K3P9Q', referralCode: 'ADA-7K3P' }),
    ).toBe('?utm_source=x&sent=EQ-7K3P9Q&code=ADA-7K3P');
    expect(sentFromSearch(sentSearch('', { reference: 'EQ-7K3P9Q', referralCode: 'ADA-7K3P' }))).toEqual({
      reference: 'EQ-7K3P9Q',
      referralCode: 'ADA-7K3P',
    });
  });
});

describe('withoutSent', () => {
  it('drops the thank-you and keeps the rest', () => {
    expect(withoutSent('?sent=EQ-7K3P9Q&code=ADA-7K3P')).toBe('');
    expect(withoutSent('?offer=EARLY27&sent=EQ-7K3P9Q')).toBe('?offer=EARLY27');
  });
});

describe('offerCodeFromSearch (?offer=<code>, a claim from an offer card)', () => {
  it('reads an offer code, in capitals', () => {
    expect(offerCodeFromSearch('?offer=early27')).toBe('EARLY27');
    expect(offerCodeFromSearch('?offer=%20SUMMER-25%20')).toBe('SUMMER-25');
    expect(offerCodeFromSearch('?offer=EARLY27#form-offer')).toBe('EARLY27');
  });

  it('is null without one or for something that is not a code', () => {
    expect(offerCodeFromSearch('')).toBeNull();
    expect(offerCodeFromSearch('?offer=a b')).toBeNull();
    expect(offerCodeFromSearch('?offer=x')).toBeNull();
  });
});
