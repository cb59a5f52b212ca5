import type { Clock } from '../../ports/clock.port';
import type { Cancel, Scheduler } from '../../ports/scheduler.port';

interface Timer {
  readonly id: number;
  due: number;
  readonly every: number | null;
  readonly task: () => void;
}

/**
 * A clock and scheduler that only move when told: `advance(ms)` runs every task that falls due,
 * in time order, with `now()` reading each task's due time while it runs.
 */
export class ManualTime implements Clock, Scheduler {
  private current: number;
  private nextId = 1;
  private timers: Timer[] = [];

  constructor(startMs = Date.UTC(2026, 8, 1, 9, 0, 0)) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  after(ms: number, task: () => void): Cancel {
    return this.add(ms, null, task);
  }

  every(ms: number, task: () => void): Cancel {
    return this.add(ms, Math.max(1, ms), task);
  }

  /** Moves time forward, running what falls due on the way. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.due <= target).sort((a, b) => a.due - b.due || a.id - b.id)[0];
      if (!next) break;
      this.current = next.due;
      if (next.every === null) this.timers = this.timers.filter((t) => t !== next);
      else next.due += next.every;
      next.task();
    }
    this.current = target;
  }

  pendingCount(): number {
    return this.timers.length;
  }

  private add(ms: number, every: number | null, task: () => void): Cancel {
    const timer: Timer = { id: this.nextId++, due: this.current + Math.max(0, ms), every, task };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }
}
