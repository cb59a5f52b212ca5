import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryViewport } from '../../../src/adapters/memory/memory-viewport.adapter';
import { DeviceStore } from '../../../src/application/device/device.store';
import { deviceFromWidth } from '../../../src/domain/device/device';

describe('DeviceStore', () => {
  it('gives the current device at once, to every subscriber', () => {
    const store = new DeviceStore(new MemoryViewport(390));
    const seen: unknown[] = [];
    store.device$.subscribe((d) => seen.push(d)).unsubscribe();
    store.device$.subscribe((d) => seen.push(d)).unsubscribe();
    expect(seen).toEqual([deviceFromWidth(390), deviceFromWidth(390)]);
    expect(store.current()).toEqual({ isMobile: true, isTablet: false, isDesktop: false });
  });

  it('follows the viewport across the breakpoints, once per change of device', () => {
    const viewport = new MemoryViewport(1280);
    const store = new DeviceStore(viewport);
    const seen: string[] = [];
    const name = (d: { isMobile: boolean; isTablet: boolean }) =>
      d.isMobile ? 'mobile' : d.isTablet ? 'tablet' : 'desktop';
    const sub = store.device$.subscribe((d) => seen.push(name(d)));
    for (const width of [1200, 1024, 1023, 900, 770, 769, 390, 769, 770, 1024]) viewport.resize(width);
    sub.unsubscribe();
    expect(seen).toEqual(['desktop', 'tablet', 'mobile', 'tablet', 'desktop']);
  });

  it('stops listening to the viewport when nobody subscribes', () => {
    const viewport = new MemoryViewport(1280);
    const store = new DeviceStore(viewport);
    const sub = store.device$.subscribe(() => undefined);
    expect(viewport.listenerCount()).toBeGreaterThan(0);
    sub.unsubscribe();
    expect(viewport.listenerCount()).toBe(0);
  });

  it('reads a fresh device after a change made while nobody listened', () => {
    const viewport = new MemoryViewport(1280);
    const store = new DeviceStore(viewport);
    store.device$.subscribe(() => undefined).unsubscribe();
    viewport.resize(390);
    expect(store.current().isMobile).toBe(true);
  });

  it('always agrees with deviceFromWidth, whatever the resizes (boundaries included)', () => {
    const width = fc.oneof(fc.constantFrom(769, 770, 1023, 1024), fc.integer({ min: 0, max: 3000 }));
    fc.assert(
      fc.property(width, fc.array(width, { maxLength: 20 }), (start, resizes) => {
        const viewport = new MemoryViewport(start);
        const store = new DeviceStore(viewport);
        let latest = store.current();
        const sub = store.device$.subscribe((d) => {
          latest = d;
        });
        for (const w of resizes) {
          viewport.resize(w);
          expect(latest).toEqual(deviceFromWidth(w));
        }
        sub.unsubscribe();
      }),
    );
  });
});
