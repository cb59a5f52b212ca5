import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECOVERY_RELOAD_WINDOW_MS, shouldReloadToRecover } from '../../../src/domain/analytics/recovery-reload';

describe('the chunk-load reload guard', () => {
  it('reloads when this tab has not reloaded to recover before', () => {
    expect(shouldReloadToRecover(1_000_000, null)).toBe(true);
  });

  it('does not reload again within the window, so a broken deploy cannot loop', () => {
    expect(shouldReloadToRecover(1_000_000, 1_000_000 - RECOVERY_RELOAD_WINDOW_MS + 1)).toBe(false);
    expect(shouldReloadToRecover(1_000_000, 1_000_000 - RECOVERY_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('treats a remembered time in the future (a clock set back) as no memory', () => {
    expect(shouldReloadToRecover(1_000_000, 2_000_000)).toBe(true);
  });

  it('allows at most one reload in any window, however errors arrive', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 60_000 }), { maxLength: 50 }), (gaps) => {
        let now = 1_700_000_000_000;
        let last: number | null = null;
        const reloads: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (shouldReloadToRecover(now, last)) {
            reloads.push(now);
            last = now;
          }
        }
        for (let i = 1; i < reloads.length; i++)
          expect((reloads[i] ?? 0) - (reloads[i - 1] ?? 0)).toBeGreaterThanOrEqual(RECOVERY_RELOAD_WINDOW_MS);
      }),
    );
  });
});
