/**
 * Device state (spec section 3): which layout the viewport calls for. Mobile is a viewport at
 * most 769 CSS pixels wide, desktop at least 1024, tablet anything between.
 */

export interface DeviceState {
  readonly isMobile: boolean;
  readonly isTablet: boolean;
  readonly isDesktop: boolean;
}

/** A band of viewport widths in CSS pixels, read as a media query reads it: both ends inclusive. */
export interface WidthRange {
  readonly minWidth?: number;
  readonly maxWidth?: number;
}

export const MOBILE_MAX_WIDTH = 769;
export const DESKTOP_MIN_WIDTH = 1024;

export const MOBILE: WidthRange = { maxWidth: MOBILE_MAX_WIDTH };
export const DESKTOP: WidthRange = { minWidth: DESKTOP_MIN_WIDTH };

/** Whether `width` falls in `range`, as `(min-width: …) and (max-width: …)` would match. */
export function inWidthRange(width: number, range: WidthRange): boolean {
  if (range.minWidth !== undefined && !(width >= range.minWidth)) return false;
  if (range.maxWidth !== undefined && !(width <= range.maxWidth)) return false;
  return true;
}

/** The device from the answers to the mobile and desktop queries; exactly one flag is ever true. */
export function deviceFromMatches(mobile: boolean, desktop: boolean): DeviceState {
  return { isMobile: mobile && !desktop, isTablet: !mobile && !desktop, isDesktop: desktop };
}

export function deviceFromWidth(width: number): DeviceState {
  return deviceFromMatches(inWidthRange(width, MOBILE), inWidthRange(width, DESKTOP));
}

export function sameDevice(a: DeviceState, b: DeviceState): boolean {
  return a.isMobile === b.isMobile && a.isTablet === b.isTablet && a.isDesktop === b.isDesktop;
}
