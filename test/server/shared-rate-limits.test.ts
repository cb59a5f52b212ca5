import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsUploadPath } from '../../src/adapters/http-api/analytics.routes';
import { ManualTime } from '../../src/adapters/memory/manual-time.adapter';
import { MemoryAnalyticsEvents } from '../../src/adapters/memory/memory-analytics-events';
import { MemoryCatalogue } from '../../src/adapters/memory/memory-catalogue.adapter';
import { openRedis } from '../../src/adapters/redis/redis-connection';
import { RedisWindowCounters } from '../../src/adapters/redis/redis-window-counters';
import { buildAnalyticsTestApp } from '../support/analytics-test-app';
import { fixtureSettings, fixtureSlice } from '../support/catalogue-fixture';
import { buildTestApp } from '../support/test-server';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Several servers, one Redis (issue 21): with a shared store, an address's limits are counted across
 * every server, so spreading requests over them does not multiply what it may send. Runs where
 * TEST_REDIS_URL names a Redis (CI's PostgreSQL pass); each run counts under a namespace of its own.
 */
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let redis: Redis;
  beforeAll(async () => {
    redis = await openRedis(redisUrl ?? '');
  });
  afterAll(async () => {
    await redis?.quit();
  });

  const servers = async (count: number, shared: { redis: Redis; namespace: string } | null) => {
    const apps = [];
    for (let i = 0; i < count; i++) {
      const app = await buildTestApp({
        catalogue: new MemoryCatalogue(fixtureSlice, fixtureSettings),
        apiRateLimit: 10,
        ...(shared ? { rateLimitStore: shared } : {}),
      });
      await app.ready();
      apps.push(app);
    }
    return apps;
  };

  const spread = async (apps: Awaited<ReturnType<typeof servers>>, requests: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < requests; i++) {
      const app = apps[i % apps.length];
      if (!app) throw new Error('no server');
      statuses.push((await app.inject({ method: 'GET', url: '/api/cities' })).statusCode);
    }
    return statuses;
  };

  it('admits the limit once across three servers, not three times', async () => {
    const apps = await servers(3, { redis, namespace: `digs-test-${randomUUID()}:` });
    try {
      const statuses = await spread(apps, 30);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      // The first ten pass, whichever server took them.
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('lets requests through while Redis does not answer, rather than refusing or stalling them', async () => {
    const lost = await openRedis(redisUrl ?? '');
    const apps = await servers(1, { redis: lost, namespace: `digs-test-${randomUUID()}:` });
    try {
      lost.disconnect();
      expect(await spread(apps, 12)).toEqual(Array(12).fill(200));
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('without a shared store each server counts on its own (what Redis is for)', async () => {
    const apps = await servers(3, null);
    try {
      expect((await spread(apps, 30)).filter((s) => s === 200)).toHaveLength(30);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });

  it('counts the analytics event budget across three servers: one address gets its 60 events a minute in all', async () => {
    const t0 = Date.parse('2026-11-26T10:00:00.000Z');
    const time = new ManualTime(t0);
    const stored = new MemoryAnalyticsEvents();
    const namespace = `digs-test-${randomUUID()}:`;
    const apps: FastifyInstance[] = [];
    for (let i = 0; i < 3; i++) {
      const app = await buildAnalyticsTestApp({
        analyticsEvents: stored,
        analyticsEventsPerMinute: 60,
        analyticsRateLimit: 1_000,
        apiRateLimit: 1_000,
        clock: time,
        rateLimitStore: { redis, namespace: `${namespace}rate-limit:` },
        windowCounters: new RedisWindowCounters(redis, `${namespace}analytics:`),
      });
      await app.ready();
      apps.push(app);
    }
    let serial = 0;
    // Each upload from a new device, so only the address budget can refuse it.
    const upload = (app: FastifyInstance) => {
      serial += 1;
      const events = Array.from({ length: 10 }, (_, i) => ({
        event_type: 'page_viewed',
        device_id: `device-${serial}`,
        time: t0 + i,
        insert_id: `insert-${serial}-${i}`,
      }));
      return app.inject({
        method: 'POST',
        url: analyticsUploadPath,
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 Chrome/140.0.0.0 Safari/537.36' },
        payload: JSON.stringify({ api_key: 'digs-first-party', events }),
      });
    };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await upload(apps[i % 3] as FastifyInstance)).statusCode);
      expect(statuses).toEqual([...Array(6).fill(200), ...Array(6).fill(429)]);
      expect(stored.all()).toHaveLength(60);
      time.advance(60_000);
      expect((await upload(apps[0] as FastifyInstance)).statusCode).toBe(200);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
