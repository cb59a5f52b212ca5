import type { Clock } from '../../ports/clock.port';
import type { Cancel, Scheduler } from '../../ports/scheduler.port';

/** The real clock and the host's timers. */
export class SystemTime implements Clock, Scheduler {
  now(): number {
    return Date.now();
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
