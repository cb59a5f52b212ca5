import type { Redis } from 'ioredis';
import type { WindowView } from '../../domain/analytics-ingestion/window-counts';
import type { WindowCounters } from '../../ports/window-counters.port';

/**
 * Window counts in the Redis several servers share (ADR 055): one hash per counter and window
 * (`<namespace><counter>:<window>`, a field per key), read with HMGET and HLEN in one round trip,
 * added with HINCRBY in a MULTI that also sets the hash to expire two windows on. An unreachable
 * Redis reads as an empty window and drops adds (fails open, as the request limits do, ADR 055).
 */
export class RedisWindowCounters implements WindowCounters {
  constructor(
    private readonly redis: Redis,
    private readonly namespace: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async read(counter: string, window: number, keys: readonly string[]): Promise<WindowView> {
    const used = new Map<string, number>();
    if (keys.length === 0) return { used, size: await this.size(counter, window) };
    try {
      const [values, size] = await Promise.all([
        this.redis.hmget(this.key(counter, window), ...keys),
        this.redis.hlen(this.key(counter, window)),
      ]);
      keys.forEach((key, i) => {
        const value = values[i];
        if (value !== null && value !== undefined) used.set(key, Number(value));
      });
      return { used, size };
    } catch (error) {
      this.onError(error);
      return { used: new Map(), size: 0 };
    }
  }

  async add(counter: string, window: number, increments: ReadonlyMap<string, number>, windowMs: number): Promise<void> {
    if (increments.size === 0) return;
    const key = this.key(counter, window);
    const multi = this.redis.multi();
    for (const [field, n] of increments) multi.hincrby(key, field, n);
    multi.pexpire(key, 2 * windowMs);
    try {
      await multi.exec();
    } catch (error) {
      this.onError(error);
    }
  }

  private async size(counter: string, window: number): Promise<number> {
    try {
      return await this.redis.hlen(this.key(counter, window));
    } catch (error) {
      this.onError(error);
      return 0;
    }
  }

  private key(counter: string, window: number): string {
    return `${this.namespace}${counter}:${window}`;
  }
}
