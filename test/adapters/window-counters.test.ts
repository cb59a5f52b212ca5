import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryWindowCounters } from '../../src/adapters/memory/memory-window-counters';
import { openRedis } from '../../src/adapters/redis/redis-connection';
import { RedisWindowCounters } from '../../src/adapters/redis/redis-window-counters';
import { windowCountersContract } from './window-counters.contract';

const redisUrl = process.env.TEST_REDIS_URL;

windowCountersContract('in one process', async () => {
  const counters = new MemoryWindowCounters();
  return { a: counters, b: counters, close: async () => {} };
});

describe.skipIf(!redisUrl)('in Redis', () => {
  const twoServers = async () => {
    const namespace = `digs:test:${randomUUID()}:`;
    const [one, two] = await Promise.all([openRedis(redisUrl ?? ''), openRedis(redisUrl ?? '')]);
    return {
      namespace,
      one,
      a: new RedisWindowCounters(one, namespace),
      b: new RedisWindowCounters(two, namespace),
      close: async () => {
        const keys = await one.keys(`${namespace}*`);
        if (keys.length > 0) await one.del(...keys);
        await Promise.all([one.quit(), two.quit()]);
      },
    };
  };

  windowCountersContract('two servers on one Redis', twoServers);

  it('lets a window expire two windows after it was last added to', async () => {
    const { namespace, one, a, close } = await twoServers();
    try {
      await a.add('budget', 7, new Map([['x', 1]]), 60_000);
      const ttl = await one.pttl(`${namespace}budget:7`);
      expect(ttl).toBeGreaterThan(60_000);
      expect(ttl).toBeLessThanOrEqual(120_000);
    } finally {
      await close();
    }
  });

  it('fails open while Redis is unreachable: an empty window, and adds dropped without an error', async () => {
    const { one, close } = await twoServers();
    const errors: unknown[] = [];
    const lost = await openRedis(redisUrl ?? '');
    lost.disconnect();
    const counters = new RedisWindowCounters(lost, `digs:test:${randomUUID()}:`, (error) => errors.push(error));
    try {
      await expect(counters.add('budget', 7, new Map([['x', 1]]), 60_000)).resolves.toBeUndefined();
      expect(await counters.read('budget', 7, ['x'])).toEqual({ used: new Map(), size: 0 });
      expect(errors.length).toBeGreaterThanOrEqual(2);
      expect(await one.ping()).toBe('PONG');
    } finally {
      await close();
    }
  });
});
