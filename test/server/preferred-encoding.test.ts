import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../src/adapters/http-api/preferred-encoding';

describe('preferredEncoding', () => {
  it('takes br, then gzip, refusing one with q=0, and answers the same when asked again', () => {
    for (let i = 0; i < 2; i++) {
      expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
      expect(preferredEncoding('BR;q=0.5')).toBe('br');
      expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBeNull();
      expect(preferredEncoding('')).toBeNull();
    }
  });

  it('answers made-up values rightly however many come (only the first few are kept)', () => {
    for (let i = 0; i < 200; i++) expect(preferredEncoding(`x-${i}, gzip`)).toBe('gzip');
    expect(preferredEncoding('x-999, br;q=0, gzip;q=0')).toBeNull();
  });
});
