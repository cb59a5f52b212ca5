import { WindowCounts, type WindowView } from '../../domain/analytics-ingestion/window-counts';
import type { WindowCounters } from '../../ports/window-counters.port';

/** Window counts in this process: one server's own, the current window only (older ones are dropped). */
export class MemoryWindowCounters implements WindowCounters {
  private readonly counters = new Map<string, WindowCounts>();

  async read(counter: string, window: number, keys: readonly string[]): Promise<WindowView> {
    return this.of(counter).view(window, keys);
  }

  async add(counter: string, window: number, increments: ReadonlyMap<string, number>): Promise<void> {
    this.of(counter).add(window, increments);
  }

  private of(counter: string): WindowCounts {
    let counts = this.counters.get(counter);
    if (!counts) {
      counts = new WindowCounts();
      this.counters.set(counter, counts);
    }
    return counts;
  }
}
