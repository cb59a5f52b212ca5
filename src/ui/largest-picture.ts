/**
 * When the app may start asking for its code (ADR 064): once the page's largest picture (the one
 * the server marked `fetchpriority="high"`) is decoded, or failed, or after `limitMs` at most, and
 * then the frame that draws it; on a slow connection that picture's bytes go first, not shared with
 * the app's ~100 KB of scripts. A page without such a picture waits for its first frame only, and a
 * tab in the background, which draws no frames, not at all.
 */
export async function largestPictureDrawn(doc: Document, limitMs: number): Promise<void> {
  if (doc.visibilityState === 'hidden') return;
  const picture = doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (picture) {
    await Promise.race([
      picture.decode().catch(() => undefined),
      new Promise<void>((resolve) => setTimeout(resolve, limitMs)),
    ]);
  }
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
