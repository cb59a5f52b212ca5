import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { MatchMediaViewport, mediaQueryFor } from '../../src/adapters/match-media/match-media-viewport.adapter';
import { MemoryViewport } from '../../src/adapters/memory/memory-viewport.adapter';
import type { Viewport } from '../../src/ports/viewport.port';
import { viewportContract } from './viewport.contract';

viewportContract('memory fake', (width) => {
  const viewport = new MemoryViewport(width);
  return { viewport, resize: (w) => viewport.resize(w) };
});

viewportContract('matchMedia (happy-dom)', (width) => {
  const window = new Window({ width, height: 800, url: 'https://digs.example/' });
  const adapter = new MatchMediaViewport(window as unknown as globalThis.Window);
  // happy-dom 21 starts each MediaQueryList listener believing the query does not match, so the
  // first real change of a query that matched at first (true -> false) goes unheard. A resize
  // event at the same width (which browsers may send too) brings it in step; the adapter must
  // ignore it, which the contract checks.
  const viewport: Viewport = {
    matches: (range) => adapter.matches(range),
    onChange: (range, listener) => {
      const stop = adapter.onChange(range, listener);
      window.dispatchEvent(new window.Event('resize'));
      return stop;
    },
  };
  return { viewport, resize: (w) => window.happyDOM.setViewport({ width: w }) };
});

describe('MatchMediaViewport', () => {
  it('writes a width range as a media query', () => {
    expect(mediaQueryFor({ maxWidth: 769 })).toBe('(max-width: 769px)');
    expect(mediaQueryFor({ minWidth: 1024 })).toBe('(min-width: 1024px)');
    expect(mediaQueryFor({ minWidth: 770, maxWidth: 1023 })).toBe('(min-width: 770px) and (max-width: 1023px)');
    expect(mediaQueryFor({})).toBe('all');
  });

  it('falls back to addListener where a MediaQueryList has no addEventListener (Safari before 14)', () => {
    const listeners = new Set<() => void>();
    let matches = false;
    const legacy = {
      matchMedia: () => ({
        get matches() {
          return matches;
        },
        addListener: (l: () => void) => listeners.add(l),
        removeListener: (l: () => void) => listeners.delete(l),
      }),
    } as unknown as globalThis.Window;
    const heard: boolean[] = [];
    const stop = new MatchMediaViewport(legacy).onChange({ maxWidth: 769 }, (m) => heard.push(m));
    matches = true;
    for (const l of listeners) l();
    stop();
    expect(heard).toEqual([true]);
    expect(listeners.size).toBe(0);
  });
});
