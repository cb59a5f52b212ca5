import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storable, storableText } from '../../src/adapters/postgres/storable';

/** No lone surrogate (String.prototype.isWellFormed, which this TypeScript lib does not declare). */
const wellFormed = (text: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('storable', () => {
  it('marks NULs and lone surrogates with U+FFFD and keeps everything else, pairs included', () => {
    expect(storableText('a\u0000b')).toBe('a\ufffdb');
    expect(storableText('\ud800x\udc00')).toBe('\ufffdx\ufffd');
    expect(storableText('🏠 ok')).toBe('🏠 ok');
    expect(storable({ 'k\u0000': ['\u0000', 1, null, { x: '\ud83d' }] })).toEqual({
      'k\ufffd': ['\ufffd', 1, null, { x: '\ufffd' }],
    });
  });

  it('leaves well-formed text without NUL as it was, and makes any text well-formed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const kept = storableText(text);
        expect(kept).not.toContain('\u0000');
        expect(wellFormed(kept)).toBe(true);
        expect(Buffer.from(kept).toString()).toBe(kept);
        if (wellFormed(text) && !text.includes('\u0000')) expect(kept).toBe(text);
      }),
    );
  });
});
