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

  it('walks values nested 100,000 levels deep without overflowing the stack', () => {
    let value: unknown = '\u0000';
    for (let i = 0; i < 100_000; i++) value = i % 2 ? { 'k\u0000': value } : [value];
    let kept = storable(value);
    for (let i = 100_000 - 1; i >= 0; i--) {
      kept = i % 2 ? (kept as Record<string, unknown>)['k\ufffd'] : (kept as unknown[])[0];
    }
    expect(kept).toBe('\ufffd');
  });

  it('makes the same value as a walk by recursion, keys like __proto__ kept as keys', () => {
    const recursive = (value: unknown): unknown => {
      if (typeof value === 'string') return storableText(value);
      if (Array.isArray(value)) return value.map(recursive);
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [storableText(k), recursive(v)]));
      }
      return value;
    };
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 6 }),
      fc.constantFrom('__proto__', 'a\u0000', 'a\ufffd'),
    );
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.dictionary(text, fc.oneof(text, fc.jsonValue())), (json, dict) => {
        for (const value of [json, dict, [dict, { nested: dict }]]) {
          const kept = storable(value);
          // JSON.stringify lists own keys only: a "__proto__" set as the prototype would be missing.
          expect(JSON.stringify(kept)).toBe(JSON.stringify(recursive(value)));
        }
      }),
    );
  });
});
