import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  DESKTOP_MIN_WIDTH,
  deviceFromMatches,
  deviceFromWidth,
  inWidthRange,
  MOBILE,
  MOBILE_MAX_WIDTH,
} from '../../../src/domain/device/device';

const mobile = { isMobile: true, isTablet: false, isDesktop: false };
const tablet = { isMobile: false, isTablet: true, isDesktop: false };
const desktop = { isMobile: false, isTablet: false, isDesktop: true };

describe('device state from the viewport width (spec section 3)', () => {
  it('uses the spec breakpoints: mobile at most 769 wide, desktop at least 1024 wide', () => {
    expect([MOBILE_MAX_WIDTH, DESKTOP_MIN_WIDTH]).toEqual([769, 1024]);
    expect(MOBILE).toEqual({ maxWidth: 769 });
    expect(DESKTOP).toEqual({ minWidth: 1024 });
  });

  it.each([
    [0, mobile],
    [390, mobile],
    [769, mobile],
    [769.5, tablet],
    [770, tablet],
    [1023, tablet],
    [1023.5, tablet],
    [1024, desktop],
    [1280, desktop],
  ])('a viewport %s px wide is %o', (width, expected) => {
    expect(deviceFromWidth(width)).toEqual(expected);
  });

  it('reads a range as a media query does: both ends inclusive, either end optional', () => {
    expect(inWidthRange(769, { maxWidth: 769 })).toBe(true);
    expect(inWidthRange(770, { maxWidth: 769 })).toBe(false);
    expect(inWidthRange(1024, { minWidth: 1024 })).toBe(true);
    expect(inWidthRange(1023, { minWidth: 1024 })).toBe(false);
    expect(inWidthRange(800, { minWidth: 770, maxWidth: 1023 })).toBe(true);
    expect(inWidthRange(5, {})).toBe(true);
  });

  it('never lets a width that is not a number pass as mobile or desktop', () => {
    expect(deviceFromWidth(Number.NaN)).toEqual(tablet);
  });

  it('gives desktop when both queries claim to match, which no real viewport does', () => {
    expect(deviceFromMatches(true, true)).toEqual(desktop);
    expect(deviceFromMatches(true, false)).toEqual(mobile);
    expect(deviceFromMatches(false, false)).toEqual(tablet);
  });
});

describe('device state properties', () => {
  const widths = fc.oneof(
    fc.constantFrom(768, 769, 769.99, 770, 1023, 1023.99, 1024, 1025),
    fc.double({ min: 0, max: 10_000, noNaN: true }),
    fc.integer({ min: 0, max: 4000 }),
  );

  it('is exactly one of mobile, tablet and desktop for every width', () => {
    fc.assert(
      fc.property(fc.oneof(widths, fc.double()), (width) => {
        const d = deviceFromWidth(width);
        expect([d.isMobile, d.isTablet, d.isDesktop].filter(Boolean)).toHaveLength(1);
      }),
    );
  });

  it('is mobile exactly up to 769, desktop exactly from 1024, and tablet between', () => {
    fc.assert(
      fc.property(widths, (width) => {
        const d = deviceFromWidth(width);
        expect(d.isMobile).toBe(width <= 769);
        expect(d.isDesktop).toBe(width >= 1024);
        expect(d.isTablet).toBe(width > 769 && width < 1024);
      }),
    );
  });

  it('never goes back to a smaller device as the viewport widens', () => {
    const rank = (width: number) => {
      const d = deviceFromWidth(width);
      return d.isMobile ? 0 : d.isTablet ? 1 : 2;
    };
    fc.assert(
      fc.property(widths, widths, (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        expect(rank(narrow)).toBeLessThanOrEqual(rank(wide));
      }),
    );
  });

  it('agrees with the two media-query answers it is built from', () => {
    fc.assert(
      fc.property(widths, (width) => {
        expect(deviceFromWidth(width)).toEqual(
          deviceFromMatches(inWidthRange(width, MOBILE), inWidthRange(width, DESKTOP)),
        );
      }),
    );
  });
});
