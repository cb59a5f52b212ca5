import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeText, isSingleLine } from '../../../src/domain/shared/input-text';

const control = fc.constantFrom(
  '\u0000',
  '\n',
  '\r',
  '\t',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
);

describe('the input rule', () => {
  it('a single-line field holds no control character, line breaks included', () => {
    expect(isSingleLine('Zoë Ng-O’Brien (+44) 07700 900123')).toBe(true);
    expect(isSingleLine('Ann Lee\nSubject: Your refund\nPlease click')).toBe(false);
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, c, after) => {
        expect(isSingleLine(`${before}${c}${after}`)).toBe(false);
      }),
    );
  });

  it('free text keeps line breaks as \\n, tabs as spaces, and drops every other control character', () => {
    expect(freeText('Hello\r\nthere\rfriend\u2028bye\u2029!')).toBe('Hello\nthere\nfriend\nbye\n!');
    expect(freeText('a\tb\u0000c\u0007d\u0085e\u007f')).toBe('a bcde');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const kept = freeText(text);
        expect(isSingleLine(kept.replaceAll('\n', ' '))).toBe(true);
        expect(freeText(kept)).toBe(kept);
        // Only control characters go: the lines' other characters are all kept, in order.
        expect(kept.split('\n').join('').replaceAll(' ', '')).toBe(
          text.replace(/\r\n|[\r\n\u2028\u2029\t ]|[\p{Cc}]/gu, ''),
        );
      }),
    );
  });

  it('a lone surrogate half (ill-formed text, which PostgreSQL’s JSON refuses) is no single line; free text carries U+FFFD in its place, as a browser sends it', () => {
    expect(isSingleLine('Zoë 😀 Ng')).toBe(true);
    expect(isSingleLine('\ud800')).toBe(false);
    expect(isSingleLine('Ann\udc00 Lee')).toBe(false);
    expect(freeText('a\ud800b\udc00c😀')).toBe('a\ufffdb\ufffdc😀');
    const anyCodeUnits = fc
      .array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 40 })
      .map((units) => String.fromCharCode(...units));
    fc.assert(
      fc.property(anyCodeUnits, (text) => {
        const kept = freeText(text);
        expect(/\p{Cs}/u.test(kept)).toBe(false);
        expect(freeText(kept)).toBe(kept);
        expect(() => JSON.parse(JSON.stringify(kept))).not.toThrow();
        if (/\p{Cs}/u.test(text)) expect(isSingleLine(text)).toBe(false);
      }),
    );
  });
});
