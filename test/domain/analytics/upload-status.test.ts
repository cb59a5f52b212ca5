import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyUpload } from '../../../src/domain/analytics/upload-status';

describe('analytics upload status from the HTTP code (spec section 8)', () => {
  it.each([
    [200, 'success'],
    [204, 'success'],
    [299, 'success'],
    [429, 'rate_limit'],
    [413, 'payload_too_large'],
    [408, 'timeout'],
    [400, 'invalid'],
    [404, 'invalid'],
    [499, 'invalid'],
    [500, 'failed'],
    [503, 'failed'],
    [599, 'failed'],
  ] as const)('%i is %s', (code, status) => {
    expect(classifyUpload(code)).toBe(status);
  });

  it('anything else (no answer, informational, redirects, nonsense) is unknown, which the client retries', () => {
    for (const code of [0, 100, 199, 300, 304, 399, 600, -1, Number.NaN, 200.5])
      expect(classifyUpload(code)).toBe('unknown');
  });

  it('every code in 200-599 falls in exactly the band the spec gives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 599 }), (code) => {
        const status = classifyUpload(code);
        if (code < 300) expect(status).toBe('success');
        else if (code < 400) expect(status).toBe('unknown');
        else if (code >= 500) expect(status).toBe('failed');
        else if (![408, 413, 429].includes(code)) expect(status).toBe('invalid');
      }),
    );
  });
});
