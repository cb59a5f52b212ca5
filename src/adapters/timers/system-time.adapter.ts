import type { Clock } from '../../ports/clock.port';
import type { Cancel, Scheduler } from '../../ports/scheduler.port';

/**
 * The real clock and the host's timers. `offsetMs` runs the clock that far ahead of the host's (behind
 * when negative): only a test server's TEST_CLOCK_START sets one (src/server/config.ts).
 */
export class SystemTime implements Clock, Scheduler {
  constructor(private readonly offsetMs = 0) {}

  now(): number {
    return Date.now() + this.offsetMs;
  }

  after(ms: number, task: () => void): Cancel {
    const handle = setTimeout(task, ms);
    return () => clearTimeout(handle);
  }

  every(ms: number, task: () => void): Cancel {
    const handle = setInterval(task, ms);
    return () => clearInterval(handle);
  }
}
