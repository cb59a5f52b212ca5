import type { AnalyticsEvent } from '../../domain/analytics-ingestion/analytics-event';
import type { AnalyticsEvents } from '../../ports/analytics-events.port';

/** Analytics events in memory, for tests and QA, with the database's rules: insert ids kept once, oldest first. */
export class MemoryAnalyticsEvents implements AnalyticsEvents {
  private events: AnalyticsEvent[] = [];
  private readonly insertIds = new Set<string>();

  async store(events: readonly AnalyticsEvent[]): Promise<number> {
    let added = 0;
    for (const event of events) {
      if (event.insertId !== null) {
        if (this.insertIds.has(event.insertId)) continue;
        this.insertIds.add(event.insertId);
      }
      this.events.push(structuredClone(event));
      added += 1;
    }
    return added;
  }

  async between(fromMs: number, toMs: number, eventTypes?: readonly string[]): Promise<AnalyticsEvent[]> {
    const types = eventTypes ? new Set(eventTypes) : null;
    return this.events
      .map((event, order) => ({ event, order }))
      .filter(({ event }) => event.time >= fromMs && event.time < toMs && (!types || types.has(event.eventType)))
      .sort((a, b) => a.event.time - b.event.time || a.order - b.order)
      .map(({ event }) => structuredClone(event));
  }

  /** Everything kept, in the order stored. */
  all(): readonly AnalyticsEvent[] {
    return structuredClone(this.events);
  }
}
