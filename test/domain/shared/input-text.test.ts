import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeText, holdsLoneSurrogate, isSingleLine } from '../../../src/domain/shared/input-text';

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

  it('finds a lone surrogate half anywhere in a parsed body, keys included, however deep', () => {
    expect(holdsLoneSurrogate({ name: 'Zoë 😀', tags: ['a', { b: 1 }], n: null })).toBe(false);
    expect(holdsLoneSurrogate({ blocks: [{ text: ['ok', 'bad\udfff'] }] })).toBe(true);
    expect(holdsLoneSurrogate({ 'key\ud800': 'value' })).toBe(true);
    expect(holdsLoneSurrogate('\ud83d')).toBe(true);
    // Bytes (a webhook's raw body) are not text to read.
    expect(holdsLoneSurrogate(new Uint8Array(1_000_000).fill(0xed))).toBe(false);
    expect(holdsLoneSurrogate(Object.assign(Object.create(null), { a: '\udc00' }))).toBe(true);
    expect(holdsLoneSurrogate(new Array(200_000).fill('ok'))).toBe(false);
    let deep: unknown = '\ud800';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(holdsLoneSurrogate(deep)).toBe(true);
    // Code units about the surrogate range, alone and in pairs; JSON.stringify escapes a lone half
    // (and only that) as \udXXX, so the JSON text says whether there is one.
    const nearSurrogates = fc.integer({ min: 0xd7f0, max: 0xe00f }).map((unit) => String.fromCharCode(unit));
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: nearSurrogates }), (value) => {
        expect(holdsLoneSurrogate(value)).toBe(/\\ud[89a-f]/i.test(JSON.stringify(value)));
      }),
    );
  });
});
