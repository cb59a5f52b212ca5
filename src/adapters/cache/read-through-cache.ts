import { LRUCache } from 'lru-cache';
import type { Clock } from '../../ports/clock.port';

/** An answer as kept: boxed, since lru-cache keeps no null or undefined and a reader may answer either. */
interface Kept {
  readonly value: unknown;
}

/**
 * Answers kept by key for `ttlMs`, on lru-cache (ADR 035): concurrent asks for the same key share
 * one load (`fetch`), a failed load is not kept (every asker gets its error), and past `maxEntries`
 * the least recently used answer goes.
 */
export class ReadThroughCache {
  private readonly entries: LRUCache<string, Kept, () => Promise<unknown>>;
  /** How many clears so far: an ask that saw one while it waited asks again. */
  private clears = 0;

  constructor(clock: Clock, ttlMs: number, maxEntries: number) {
    this.entries = new LRUCache<string, Kept, () => Promise<unknown>>({
      max: maxEntries,
      // lru-cache holds an answer stale once more than `ttl` ms have passed; ours is stale once ttlMs have.
      ttl: Math.max(1, ttlMs - 1),
      // Its clock is the application's (tests move it), read on every ask; one ahead, because
      // lru-cache reads a start time of 0 as "never stale".
      perf: { now: () => clock.now() + 1 },
      ttlResolution: 0,
      fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
    });
  }

  clear(): void {
    this.clears++;
    this.entries.clear();
  }

  /**
   * The answer kept under `key`, or `load`'s. A clear (a change was told) while the load is under
   * way aborts it, and lru-cache then rejects every asker ("deleted"): they are asked again instead,
   * by a load that starts after the change, since the aborted one may have read what was before it.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    for (;;) {
      const clears = this.clears;
      try {
        const kept = await this.entries.fetch(key, { context: load });
        return kept?.value as T;
      } catch (error) {
        if (this.clears === clears) throw error;
      }
    }
  }
}
