import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // The same zone on every machine; domain rules read London time through Intl, never the process's zone.
        test: { name: 'domain', include: ['test/domain/**/*.test.ts'], environment: 'node', env: { TZ: 'UTC' } },
      },
      {
        extends: true,
        // Use cases and stores, driven through in-memory fakes of their ports.
        test: {
          name: 'application',
          include: ['test/application/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC' },
        },
      },
      {
        extends: true,
        test: {
          name: 'adapters',
          include: ['test/adapters/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/pglite-image.global-setup.ts'],
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
          setupFiles: ['test/ui/setup-tests.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/pglite-image.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
