import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeAddress } from '../../../src/domain/analytics/safe-address';

describe('the address analytics may keep', () => {
  it('drops a viewing manage link’s token and reference, keeping the page', () => {
    expect(safeAddress('https://digs.example/viewing-detail?ref=VW-ABC123&token=s3cr3t')).toBe(
      'https://digs.example/viewing-detail',
    );
  });

  it('keeps what the reports read (the booking step, filters, paging, campaigns) and drops the rest', () => {
    expect(
      safeAddress('https://digs.example/book-a-viewing/ancoats-works?step=done&email=ada%40example.com#form'),
    ).toBe('https://digs.example/book-a-viewing/ancoats-works?step=done');
    expect(safeAddress('/manchester?university=uom&price=under-180&sort=price&page=2&utm_source=tiktok')).toBe(
      '/manchester?university=uom&price=under-180&sort=price&page=2&utm_source=tiktok',
    );
    expect(safeAddress('/friend?sent=EQ-1234&code=REF-ABCDEF')).toBe('/friend');
  });

  it('never keeps a parameter outside the list, whatever the address', () => {
    const keyArb = fc.oneof(fc.constantFrom('token', 'ref', 'code', 'email', 'name', 'q'), fc.string());
    fc.assert(
      fc.property(fc.webUrl(), keyArb, fc.string(), (url, key, value) => {
        const withSecret = new URL(url);
        withSecret.searchParams.append(key, value);
        const kept = new URL(safeAddress(withSecret.href));
        for (const name of kept.searchParams.keys())
          expect(
            ['step', 'page', 'category', 'view', 'offer', 'university', 'price', 'room', 'available', 'sort']
              .concat(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'])
              .includes(name),
          ).toBe(true);
        expect(kept.hash).toBe('');
        expect(kept.pathname).toBe(withSecret.pathname);
      }),
    );
  });

  it('gives back text that is not an address as it is, less anything after ? or #', () => {
    expect(safeAddress('')).toBe('');
    expect(safeAddress('not a url?token=x')).toBe('not a url');
  });
});
