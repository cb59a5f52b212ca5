import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from '../../../src/domain/content/reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readingMinutes', () => {
  it('is a minute for an empty or short post', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('   \n\n ')).toBe(1);
    expect(readingMinutes(words(1))).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
  });

  it('rounds words / 200 up', () => {
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(400))).toBe(2);
    expect(readingMinutes(words(401))).toBe(3);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('counts words across paragraphs and lines, not sub-heading markers or dashes', () => {
    expect(countWords('## Getting there\n\nTake the bus – it is quick.\nOr walk.')).toBe(10);
    expect(countWords("It's £250 off, 51-week tenancies")).toBe(5);
  });

  it('is at least 1, never less than words / 200, and grows with the words', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.nat({ max: 500 }), (n, more) => {
        const minutes = readingMinutes(words(n));
        expect(minutes).toBeGreaterThanOrEqual(1);
        expect(minutes).toBeGreaterThanOrEqual(n / 200);
        expect(minutes).toBeLessThan(n / 200 + 1 + Number.EPSILON);
        expect(readingMinutes(words(n + more))).toBeGreaterThanOrEqual(minutes);
      }),
    );
  });
});
