import { defineConfig } from 'vitest/config';

/**
 * Headless tests (domain, application) share one worker process instead of a fresh process per
 * file (ADR 037): starting a fork and loading vitest, fast-check and the modules again for each
 * file cost about three times the tests' own time. Forks, not threads: a test sets
 * process.env.TZ, which only a process of its own honours. Files must leave no state behind.
 */
const sharedWorker = {
  pool: 'forks',
  isolate: false,
  // A busy machine is slow, not wrong: the longest property tests take about a second on a quiet one.
  testTimeout: 15_000,
} as const;

/**
 * Test files run two at a time by default (TEST_WORKERS to change it). Vitest's own default on a
 * 2-core machine is one (cores - 1), which left a core idle while a file waited on a spawned server,
 * PGlite's disk or PostgreSQL: most of the server and adapter files wait more than they compute.
 */
const workers = Number(process.env.TEST_WORKERS ?? 2);

/**
 * Tests that do not age (issue 40): DIGS_CLOCK_SHIFT_YEARS=N runs every test file with `Date` N
 * calendar years ahead (test/support/clock-shift.setup.ts); CI runs the layers so (.ci/run).
 */
const clockShift = process.env.DIGS_CLOCK_SHIFT_YEARS ? ['test/support/clock-shift.setup.ts'] : [];

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          include: ['test/domain/**/*.test.ts'],
          environment: 'node',
          // The same zone on every machine; domain rules read London time through Intl, never the process's zone.
          env: { TZ: 'UTC' },
          setupFiles: clockShift,
          ...sharedWorker,
        },
      },
      {
        extends: true,
        // Use cases and stores, driven through in-memory fakes of their ports.
        test: {
          name: 'application',
          include: ['test/application/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
          setupFiles: clockShift,
          ...sharedWorker,
        },
      },
      {
        extends: true,
        test: {
          name: 'adapters',
          include: ['test/adapters/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/pglite-image.global-setup.ts'],
          setupFiles: clockShift,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['test/ui/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [...clockShift, 'test/ui/setup-tests.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/pglite-image.global-setup.ts'],
          setupFiles: clockShift,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The cluster proof (issue 21, ADR 057): nginx, three built servers, PostgreSQL and Redis.
      // Only with `npm run test:cluster` (scripts/test-cluster.mjs sets DIGS_CLUSTER_TEST), never in `npm test`.
      ...(process.env.DIGS_CLUSTER_TEST
        ? [
            {
              extends: true as const,
              test: {
                name: 'cluster',
                include: ['test/cluster/**/*.test.ts'],
                environment: 'node',
                testTimeout: 90_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
    ],
  },
});
