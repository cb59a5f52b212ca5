import { inWidthRange, type WidthRange } from '../../domain/device/device';
import type { Viewport } from '../../ports/viewport.port';

interface Watch {
  readonly range: WidthRange;
  readonly listener: (matches: boolean) => void;
  last: boolean;
}

/** A viewport of a set width for tests and QA; `resize` plays the visitor resizing the window. */
export class MemoryViewport implements Viewport {
  private readonly watches = new Set<Watch>();

  constructor(private width = 1280) {}

  matches(range: WidthRange): boolean {
    return inWidthRange(this.width, range);
  }

  onChange(range: WidthRange, listener: (matches: boolean) => void): () => void {
    const watch: Watch = { range, listener, last: this.matches(range) };
    this.watches.add(watch);
    return () => {
      this.watches.delete(watch);
    };
  }

  resize(width: number): void {
    this.width = width;
    for (const watch of [...this.watches]) {
      const now = this.matches(watch.range);
      if (now !== watch.last) {
        watch.last = now;
        watch.listener(now);
      }
    }
  }

  listenerCount(): number {
    return this.watches.size;
  }
}
