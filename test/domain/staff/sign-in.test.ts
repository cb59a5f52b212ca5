import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_SLOWDOWN, accountDelayMs } from '../../../src/domain/staff/sign-in';

describe('the slowdown on an account many addresses got wrong (ADR 071)', () => {
  it('waits nothing up to the free refusals, then doubles from the first wait up to the longest', () => {
    const { freeRefusals, firstDelayMs, maxDelayMs } = ACCOUNT_SLOWDOWN;
    expect(accountDelayMs(0)).toBe(0);
    expect(accountDelayMs(freeRefusals)).toBe(0);
    expect(accountDelayMs(freeRefusals + 1)).toBe(firstDelayMs);
    expect(accountDelayMs(freeRefusals + 2)).toBe(2 * firstDelayMs);
    expect(accountDelayMs(freeRefusals + 3)).toBe(4 * firstDelayMs);
    expect(accountDelayMs(1_000_000)).toBe(maxDelayMs);
  });

  it('never decreases as refusals grow, and never passes the longest wait', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(accountDelayMs(low)).toBeLessThanOrEqual(accountDelayMs(high));
        expect(accountDelayMs(high)).toBeLessThanOrEqual(ACCOUNT_SLOWDOWN.maxDelayMs);
        expect(accountDelayMs(low)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
