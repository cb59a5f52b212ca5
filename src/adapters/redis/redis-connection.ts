import { Redis } from 'ioredis';

/** How long a server waits for Redis at start before it gives up with one line naming REDIS_URL. */
const connectTimeoutMs = 5_000;

/** Redis did not answer at start: what to check is the whole message. */
export class RedisUnreachableError extends Error {}

/**
 * A connection to the Redis that several servers share (issue 21, ADR 047): the rate limits'
 * counters live there. A command waits for no reconnection (one retry at most, no offline queue),
 * so a Redis outage answers quickly and the limiter lets requests through (`skipOnError`) instead
 * of stalling every request; ioredis keeps reconnecting in the background.
 */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: connectTimeoutMs,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
    connectionName: 'digs',
  });
  // Without a listener ioredis prints every failed reconnection; the limiter reports failed commands.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new RedisUnreachableError(
      `the Redis at REDIS_URL (${new URL(url).host}) did not answer (${(error as Error).message}); start it, or unset REDIS_URL to count limits in this process`,
    );
  }
  return redis;
}
