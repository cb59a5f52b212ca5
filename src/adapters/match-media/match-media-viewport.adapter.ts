import type { WidthRange } from '../../domain/device/device';
import type { Viewport } from '../../ports/viewport.port';

/** `{ minWidth: 770, maxWidth: 1023 }` as `(min-width: 770px) and (max-width: 1023px)`. */
export function mediaQueryFor(range: WidthRange): string {
  const parts: string[] = [];
  if (range.minWidth !== undefined) parts.push(`(min-width: ${range.minWidth}px)`);
  if (range.maxWidth !== undefined) parts.push(`(max-width: ${range.maxWidth}px)`);
  return parts.length > 0 ? parts.join(' and ') : 'all';
}

/**
 * The browser's viewport through `matchMedia`: the browser tells us when a breakpoint is crossed,
 * so nothing runs on ordinary resizes. Each listener keeps the answer it last heard and is told
 * only real changes (some engines fire `change` more often than that).
 */
export class MatchMediaViewport implements Viewport {
  constructor(private readonly target: Pick<Window, 'matchMedia'>) {}

  matches(range: WidthRange): boolean {
    return this.target.matchMedia(mediaQueryFor(range)).matches;
  }

  onChange(range: WidthRange, listener: (matches: boolean) => void): () => void {
    const list = this.target.matchMedia(mediaQueryFor(range));
    let last = list.matches;
    const handler = () => {
      const now = list.matches;
      if (now === last) return;
      last = now;
      listener(now);
    };
    if (typeof list.addEventListener === 'function') {
      list.addEventListener('change', handler);
      return () => list.removeEventListener('change', handler);
    }
    list.addListener(handler);
    return () => list.removeListener(handler);
  }
}
