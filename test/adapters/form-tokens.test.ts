import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HmacFormTokens } from '../../src/adapters/crypto/hmac-form-tokens';

const tokens = new HmacFormTokens(new Uint8Array(32).fill(3));
const now = Date.parse('2027-03-01T12:00:00.000Z');

describe('HmacFormTokens', () => {
  it('reads back the time it signed, and makes a different token each time', () => {
    const a = tokens.issue(now);
    const b = tokens.issue(now);
    expect(a).not.toBe(b);
    expect(tokens.issuedAt(a)).toBe(now);
    expect(tokens.issuedAt(b)).toBe(now);
    expect(a).toMatch(/^[A-Za-z0-9._-]{40,100}$/);
  });

  it('refuses a token whose time was changed, one signed with another key, and anything else', () => {
    const token = tokens.issue(now);
    const [time, nonce, signature] = token.split('.');
    const earlier = (now - 60_000).toString(36);
    expect(tokens.issuedAt(`${earlier}.${nonce}.${signature}`)).toBeNull();
    const last = signature?.at(-1) === 'A' ? 'B' : 'A';
    expect(tokens.issuedAt(`${time}.${nonce}.${signature?.slice(0, -1)}${last}`)).toBeNull();
    expect(new HmacFormTokens(new Uint8Array(32).fill(4)).issuedAt(token)).toBeNull();
    for (const junk of ['', '.', 'abc', `${token}.`, ` ${token}`, token.toUpperCase()]) {
      expect(tokens.issuedAt(junk)).toBeNull();
    }
  });

  it('refuses a key shorter than 32 bytes', () => {
    expect(() => new HmacFormTokens(new Uint8Array(16))).toThrow();
  });

  it('round-trips any time, and reads any other string as no token without throwing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 52 }), (ms) => {
        expect(tokens.issuedAt(tokens.issue(ms))).toBe(ms);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        expect(tokens.issuedAt(text)).toBeNull();
      }),
    );
  });
});
