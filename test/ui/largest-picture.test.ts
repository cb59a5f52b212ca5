// When the page's loader starts asking for the app's code (ADR 064, ADR 065): after the page's largest picture
// is decoded and drawn, or its failure, or the limit; after a frame on a page without one; at once
// in a background tab.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LARGEST_PAINT_REPORT_WAIT_MS, largestPictureDrawn } from '../../src/ui/largest-picture';

const limit = 3000;

/** A marked picture, drawn (jsdom lays nothing out: the picture says it is drawn, as a browser would). */
function picture(decode: () => Promise<void>) {
  const img = document.createElement('img');
  img.setAttribute('fetchpriority', 'high');
  img.decode = decode;
  img.checkVisibility = () => true;
  document.body.append(img);
}

/** The page's first frame (fake timers: ~16 ms), after which the wait asks which pictures are drawn (ADR 094). */
const firstFrame = () => vi.advanceTimersByTimeAsync(20);

/** Whether the wait has ended, checked as the fake clock moves. */
function watch(wait: Promise<void>) {
  const state = { done: false };
  void wait.then(() => (state.done = true));
  return state;
}

describe('waiting for the largest picture', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('ends only after the picture is decoded and the next frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let decoded: () => void = () => {};
    picture(() => new Promise<void>((resolve) => (decoded = resolve)));
    const state = watch(largestPictureDrawn(document, limit));
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    decoded();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.done).toBe(false); // the frame that draws it comes first
    await vi.advanceTimersByTimeAsync(20);
    expect(state.done).toBe(true);
  });

  it('where the browser reports largest paints, waits until one of the pictures is reported drawn (1 s at most)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const observers: ((entries: object[]) => void)[] = [];
    class FakeObserver {
      static readonly supportedEntryTypes = ['largest-contentful-paint'];
      disconnected = false;
      constructor(private readonly callback: (list: { getEntries: () => object[] }) => void) {}
      observe() {
        observers.push((entries) => this.disconnected || this.callback({ getEntries: () => entries }));
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    picture(() => Promise.resolve());
    const hero = document.querySelector('img');
    Object.assign(hero as HTMLImageElement, { width: 400, height: 300 });
    const state = watch(largestPictureDrawn(document, limit));
    await vi.advanceTimersByTimeAsync(100);
    // Decoded, but what the browser reports drawn is a smaller heading, not the picture.
    for (const report of observers) report([{ element: document.body, size: 400 * 40 }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    for (const report of observers) report([{ element: hero, size: 400 * 300 }]);
    await vi.advanceTimersByTimeAsync(20);
    expect(state.done).toBe(true);

    // A paint larger than the picture can be was reported: the picture never will be.
    observers.length = 0;
    const outdone = watch(largestPictureDrawn(document, limit));
    await firstFrame();
    for (const report of observers) report([{ element: document.body, size: 400 * 800 }]);
    await vi.advanceTimersByTimeAsync(20);
    expect(outdone.done).toBe(true);

    // Never reported: the wait ends after the second.
    document.body.innerHTML = '';
    picture(() => Promise.resolve());
    const unreported = watch(largestPictureDrawn(document, limit));
    await firstFrame();
    await vi.advanceTimersByTimeAsync(LARGEST_PAINT_REPORT_WAIT_MS - 1);
    expect(unreported.done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(unreported.done).toBe(true);

    // A picture that took longer than the limit to decode: no second wait after it.
    document.body.innerHTML = '';
    picture(() => new Promise<void>(() => {}));
    const slow = watch(largestPictureDrawn(document, limit));
    await firstFrame();
    await vi.advanceTimersByTimeAsync(limit + 20);
    expect(slow.done).toBe(true);
  });

  it('asks which pictures are drawn only after the first frame, when the page is laid out anyway (ADR 094)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    picture(() => Promise.resolve());
    const asked = vi.fn(() => true);
    (document.querySelector('img') as HTMLImageElement).checkVisibility = asked;
    const state = watch(largestPictureDrawn(document, limit));
    await vi.advanceTimersByTimeAsync(0);
    // Asked now, right after the parser, it would make the browser work out the page's style there and then.
    expect(asked).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(asked).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(state.done).toBe(true);
  });

  it('waits for every picture marked as possibly the largest (a city’s hero and its first residence)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let heroDecoded: () => void = () => {};
    let cardDecoded: () => void = () => {};
    picture(() => new Promise<void>((resolve) => (heroDecoded = resolve)));
    picture(() => new Promise<void>((resolve) => (cardDecoded = resolve)));
    const state = watch(largestPictureDrawn(document, limit));
    await firstFrame();
    heroDecoded();
    await vi.advanceTimersByTimeAsync(100);
    expect(state.done).toBe(false);
    cardDecoded();
    await vi.advanceTimersByTimeAsync(20);
    expect(state.done).toBe(true);
  });

  it('ends without its frame when the tab goes into the background while waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    let visibility: DocumentVisibilityState = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const state = watch(largestPictureDrawn(document, limit));
    await Promise.resolve();
    expect(state.done).toBe(false);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
    await Promise.resolve();
    expect(state.done).toBe(true); // no frame was drawn: the fake clock never moved
  });

  it('ends anyway when the picture fails, or takes longer than the limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    picture(() => Promise.reject(new Error('EncodingError')));
    const failed = watch(largestPictureDrawn(document, limit));
    await firstFrame();
    await vi.advanceTimersByTimeAsync(20);
    expect(failed.done).toBe(true);

    document.body.innerHTML = '';
    picture(() => new Promise<void>(() => {}));
    const slow = watch(largestPictureDrawn(document, limit));
    await firstFrame();
    await vi.advanceTimersByTimeAsync(limit - 20);
    expect(slow.done).toBe(false);
    await vi.advanceTimersByTimeAsync(40);
    expect(slow.done).toBe(true);
  });

  /** How a browser tells that a picture is not drawn: by checkVisibility, or without it (Safari before 17.4) by its boxes. */
  const hiddenOrShown = {
    checkVisibility: (drawn: boolean) => ({ checkVisibility: () => drawn }),
    'its boxes (no checkVisibility)': (drawn: boolean) => ({
      checkVisibility: undefined,
      getClientRects: () => (drawn ? [{ width: 400, height: 300 }] : []),
    }),
  };

  for (const [how, told] of Object.entries(hiddenOrShown)) {
    it(`waits only for the marked pictures the page draws, not for one hidden at this width, told by ${how} (ADR 069)`, async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
      let decoded: () => void = () => {};
      picture(() => new Promise<void>(() => {})); // hidden: never asked for, never decoded
      picture(() => new Promise<void>((resolve) => (decoded = resolve)));
      const [hidden, shown] = [...document.querySelectorAll('img')] as [HTMLImageElement, HTMLImageElement];
      Object.assign(hidden, told(false));
      Object.assign(shown, told(true));
      const state = watch(largestPictureDrawn(document, limit));
      await vi.advanceTimersByTimeAsync(100);
      expect(state.done).toBe(false);
      decoded();
      await vi.advanceTimersByTimeAsync(20);
      expect(state.done).toBe(true);
    });
  }

  it('waits for the first frame only on a page without one, and not at all in a background tab', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const plain = watch(largestPictureDrawn(document, limit));
    await vi.advanceTimersByTimeAsync(0);
    expect(plain.done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(plain.done).toBe(true);

    picture(() => new Promise<void>(() => {}));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const hidden = watch(largestPictureDrawn(document, limit));
    await vi.advanceTimersByTimeAsync(0);
    expect(hidden.done).toBe(true);
  });
});
