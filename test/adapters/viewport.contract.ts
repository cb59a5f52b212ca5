import { describe, expect, it } from 'vitest';
import type { Viewport } from '../../src/ports/viewport.port';

export interface ViewportUnderTest {
  readonly viewport: Viewport;
  /** Makes the viewport this many CSS pixels wide, as a visitor resizing the window would. */
  readonly resize: (width: number) => void;
}

/** What every Viewport must do, whatever measures the window. */
export function viewportContract(name: string, make: (width: number) => ViewportUnderTest) {
  describe(`Viewport contract: ${name}`, () => {
    it('answers min and max widths inclusively, as media queries do', () => {
      const { viewport, resize } = make(769);
      expect(viewport.matches({ maxWidth: 769 })).toBe(true);
      expect(viewport.matches({ minWidth: 770 })).toBe(false);
      resize(770);
      expect(viewport.matches({ maxWidth: 769 })).toBe(false);
      expect(viewport.matches({ minWidth: 770, maxWidth: 1023 })).toBe(true);
      resize(1024);
      expect(viewport.matches({ minWidth: 1024 })).toBe(true);
      expect(viewport.matches({ minWidth: 770, maxWidth: 1023 })).toBe(false);
    });

    it('tells a listener each new answer, once, and not for resizes that keep it', () => {
      const { viewport, resize } = make(1280);
      const heard: boolean[] = [];
      viewport.onChange({ minWidth: 1024 }, (matches) => heard.push(matches));
      resize(1100);
      resize(1024);
      resize(1023);
      resize(900);
      resize(1024);
      expect(heard).toEqual([false, true]);
    });

    it('keeps listeners to different ranges apart', () => {
      const { viewport, resize } = make(1280);
      const mobile: boolean[] = [];
      const desktop: boolean[] = [];
      viewport.onChange({ maxWidth: 769 }, (m) => mobile.push(m));
      viewport.onChange({ minWidth: 1024 }, (m) => desktop.push(m));
      resize(900);
      resize(390);
      expect(desktop).toEqual([false]);
      expect(mobile).toEqual([true]);
    });

    it('stops telling a listener once it unsubscribes', () => {
      const { viewport, resize } = make(1280);
      const heard: boolean[] = [];
      const stop = viewport.onChange({ maxWidth: 769 }, (m) => heard.push(m));
      resize(390);
      stop();
      stop();
      resize(1280);
      expect(heard).toEqual([true]);
    });
  });
}
