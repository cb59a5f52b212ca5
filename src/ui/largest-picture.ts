/**
 * When the app may start asking for its code (ADR 064): once the page's largest picture is decoded,
 * or failed, or after `limitMs` at most, and then the frame that draws it; on a slow connection that
 * picture's bytes go first, not shared with the app's ~100 KB of scripts. The server marks each
 * picture that may be the largest on some screen `fetchpriority="high"` (a city's short hero and its
 * first residence, ADR 065), and all of them that are drawn at this width are waited for. A page
 * without such a picture waits for its first frame only, and a tab in the background, which draws
 * no frames, not for a frame (whether it was there from the start or went there while waiting).
 */
export async function largestPictureDrawn(doc: Document, limitMs: number): Promise<void> {
  if (inBackground(doc)) return;
  // Which pictures are drawn is asked once the first frame is laid out: asked as the parser ends
  // (where this runs), it made the browser work out the whole page's style there and then, a forced
  // reflow in a long task of its own (ADR 094). After the frame the answer costs nothing.
  await nextFrameOrHidden(doc);
  // The tab may have gone into the background while waiting for the frame.
  if (inBackground(doc)) return;
  // Only the ones drawn at this width: one the stylesheet hides at this width is never asked for.
  const pictures = [...doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter(drawn);
  if (pictures.length > 0) {
    const decoded = await Promise.race([
      Promise.all(pictures.map((picture) => picture.decode().catch(() => undefined))).then(() => true),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), limitMs)),
    ]);
    // After the limit, no more waiting: the picture is not coming soon.
    if (decoded) await reportedAsLargest(pictures, LARGEST_PAINT_REPORT_WAIT_MS);
    await nextFrameOrHidden(doc);
  }
}

function inBackground(doc: Document): boolean {
  return doc.visibilityState === 'hidden';
}

/**
 * Whether the page draws the picture (not `display: none`, itself or an ancestor); a browser without
 * `checkVisibility` (Safari before 17.4) says so by the boxes it has, none when it is not drawn.
 */
function drawn(picture: HTMLImageElement): boolean {
  return typeof picture.checkVisibility === 'function'
    ? picture.checkVisibility()
    : picture.getClientRects().length > 0;
}

/**
 * The longest the wait goes on, once the pictures are decoded, for the browser to report one of
 * them drawn as the largest paint: a decoded picture is not always drawn in the next frame (a busy
 * phone), and what is asked for before it is drawn shares its moment (ADR 067).
 */
export const LARGEST_PAINT_REPORT_WAIT_MS = 1000;

/**
 * Once the browser reports (`largest-contentful-paint`) one of the pictures as the largest paint so
 * far, or a paint at least as large as any of them can be on screen (then none of them will be
 * reported), or after `limitMs`; at once where the browser reports no largest paints (Safari).
 */
function reportedAsLargest(pictures: readonly HTMLImageElement[], limitMs: number): Promise<void> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint'))
    return Promise.resolve();
  return new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[];
      // As drawn (a largest paint's `size` is its part on screen, so this may overstate it: then the
      // wait runs its course). Read here, after the paint reported, not as the decode ends: then the
      // layout was not done yet, and asking for a picture's size made the browser do it at once (ADR 094).
      const largestArea = Math.max(...pictures.map((picture) => picture.width * picture.height));
      const reported = (entry: LargestContentfulPaint) =>
        pictures.some((picture) => picture === entry.element) || entry.size >= largestArea;
      if (entries.some(reported)) done();
    });
    const timer = setTimeout(() => done(), limitMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The next frame; or at once when the tab is (or goes) into the background, where no frame comes. */
function nextFrameOrHidden(doc: Document): Promise<void> {
  return new Promise<void>((resolve) => {
    if (doc.visibilityState === 'hidden') return resolve();
    const done = () => {
      doc.removeEventListener('visibilitychange', hidden);
      resolve();
    };
    const hidden = () => {
      if (doc.visibilityState === 'hidden') done();
    };
    doc.addEventListener('visibilitychange', hidden);
    requestAnimationFrame(() => setTimeout(done, 0));
  });
}
