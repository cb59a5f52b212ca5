import type { WidthRange } from '../domain/device/device';
import { type Token, token } from './token';

/**
 * The visitor's viewport, asked the way the device rules need it: is it within a band of widths
 * now, and tell me when that answer changes (media queries in the browser).
 */
export interface Viewport {
  /** Whether the viewport's width is within `range` now. */
  matches(range: WidthRange): boolean;
  /**
   * Tells the listener the new answer each time it changes (not on every resize, and never the
   * same answer twice in a row). Returns the unsubscribe.
   */
  onChange(range: WidthRange, listener: (matches: boolean) => void): () => void;
}

export const VIEWPORT: Token<Viewport> = token<Viewport>('Viewport');
