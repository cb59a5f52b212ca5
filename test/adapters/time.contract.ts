import { describe, expect, it } from 'vitest';
import type { Clock } from '../../src/ports/clock.port';
import type { Scheduler } from '../../src/ports/scheduler.port';

export interface TimeUnderTest {
  readonly clock: Clock;
  readonly scheduler: Scheduler;
  /** Lets `ms` of time pass (really, or by moving a manual clock). */
  readonly pass: (ms: number) => Promise<void>;
}

/** What every Clock and Scheduler must do. Delays are short so the real timers stay fast. */
export function timeContract(name: string, make: () => TimeUnderTest) {
  describe(`Clock and Scheduler contract: ${name}`, () => {
    it('moves the clock forward as time passes', async () => {
      const { clock, pass } = make();
      const before = clock.now();
      await pass(30);
      expect(clock.now() - before).toBeGreaterThanOrEqual(29);
    });

    it('runs a task once, after its delay and not before', async () => {
      const { scheduler, pass } = make();
      let runs = 0;
      scheduler.after(40, () => runs++);
      await pass(5);
      expect(runs).toBe(0);
      await pass(80);
      expect(runs).toBe(1);
    });

    it('does not run a cancelled task', async () => {
      const { scheduler, pass } = make();
      let runs = 0;
      const cancel = scheduler.after(20, () => runs++);
      cancel();
      cancel();
      await pass(60);
      expect(runs).toBe(0);
    });

    it('repeats a task until it is cancelled', async () => {
      const { scheduler, pass } = make();
      let runs = 0;
      const cancel = scheduler.every(20, () => runs++);
      await pass(110);
      cancel();
      const seen = runs;
      await pass(60);
      expect(seen).toBeGreaterThanOrEqual(3);
      expect(runs).toBe(seen);
    });

    it('runs tasks in the order they fall due', async () => {
      const { scheduler, pass } = make();
      const order: string[] = [];
      scheduler.after(60, () => order.push('late'));
      scheduler.after(10, () => order.push('early'));
      await pass(120);
      expect(order).toEqual(['early', 'late']);
    });
  });
}
