import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import { e2eConsoleDirOf, e2eOrigin, e2ePictureCacheDir, e2ePort, e2eSmtpPortOf, e2eWorkers } from './test/e2e/ports';

/**
 * Each worker has its own server (ADR 093, test/e2e/ports.ts). This file is read again in every
 * worker, where TEST_PARALLEL_INDEX is the worker's slot: `baseURL` and the consent's origin are
 * that worker's server.
 */
const origin = e2eOrigin();

/**
 * Every journey starts from a visitor who has already answered the cookie banner (necessary only),
 * so the banner does not cover what they test; the consent journeys start from an empty device.
 */
const consentDecided = {
  cookies: [],
  origins: [
    {
      origin,
      localStorage: [
        { name: 'cookiesAccepted', value: 'false' },
        {
          name: 'cookieConsent',
          value: JSON.stringify({
            id: 'e2e-visitor',
            version: 1,
            analytics: false,
            replay: false,
            decidedAt: '2026-11-01T09:00:00.000Z',
            logged: true,
          }),
        },
      ],
    },
  ],
};

/**
 * Journeys in a real Chromium against the production build on a fresh, seeded, in-memory database:
 * one server and one database per worker, so journeys in different workers never share data. A
 * file's journeys run in order in one worker (not fullyParallel): some build on the one before.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  // The SMTP capture the server sends its e-mail to.
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // A journey's own limit: generous, because the Chromium of Debian's current package spends much longer
  // on each page's main thread than the one before it (issue 38), and a busy machine is slow, not wrong.
  timeout: 60_000,
  use: {
    baseURL: origin,
    storageState: consentDecided,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, isMobile: false },
      testMatch: '**/*.phone.e2e.ts',
    },
  ],
  webServer: Array.from({ length: e2eWorkers }, (_, slot) => ({
    // The built server; the wrapper keeps the first-owner set-up link it prints (test/e2e/console.ts).
    command: 'node test/e2e/serve.mjs',
    url: `${e2eOrigin(slot)}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(e2ePort(0, slot)),
      E2E_CONSOLE_DIR: e2eConsoleDirOf(slot),
      DATABASE_URL: 'memory://',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: e2eOrigin(slot),
      // Journeys read what was stored through the operators' API.
      ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdef',
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPortOf(slot)}`,
      // Every journey comes from one address; the per-address limit of public writes is tested in the server tests.
      ENQUIRY_RATE_LIMIT: '1000',
      PUBLIC_WRITE_BUDGET: '1000',
      // …and every visitor's sign-in: a quiet machine runs the journeys that sign in within one
      // 15-minute window. The per-address limit is tested in the server tests (accounts-api).
      VISITOR_SIGN_IN_LIMIT: '1000',
      // …and so does every room they hold; the cap per address is tested in the adapters and server tests.
      RESERVATION_HOLDS_PER_ADDRESS: '0',
      // Journeys fill forms faster than a person; the minimum time to fill is tested in the domain and server tests.
      ENQUIRY_MIN_FILL_MS: '0',
      // The demo's pictures are encoded once per build, not at each server's start (ADR 107).
      PICTURE_CACHE_DIR: e2ePictureCacheDir,
    },
    stdout: 'pipe' as const,
  })),
});
