// A site started for one journey file (or one describe block), beside the worker's own server: the
// built server on a fresh in-memory database with the journeys' settings (playwright.config.ts) and
// what the file adds, e.g. Stripe pointing at a local fake (stripe-site.ts), a shorter hold or a
// chosen day (TEST_CLOCK_START) on a test server. Its e-mail goes to the worker's SMTP capture.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { test } from './helpers';
import { e2eSmtpPort } from './mail';
import { e2ePictureCacheDir } from './ports';

export interface OwnSite {
  /** The site's origin, e.g. http://localhost:3201. */
  readonly site: string;
  /** A browser context on the site, with the cookie banner answered (necessary only). */
  context(browser: Browser): Promise<BrowserContext>;
}

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the site in the `beforeAll` of the file or block it is called in, and stops it after.
 * `beforeStart` runs first (the Stripe journeys start their fake there).
 */
export function siteForThisFile(options: {
  name: string;
  port: number;
  env?: Record<string, string>;
  beforeStart?: () => Promise<void>;
}): OwnSite {
  const site = `http://localhost:${options.port}`;
  let server: ChildProcess | undefined;
  let output = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await options.beforeStart?.();
    server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(options.port),
        DATABASE_URL: 'memory://',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: site,
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        ENQUIRY_RATE_LIMIT: '1000',
        PUBLIC_WRITE_BUDGET: '1000',
        RESERVATION_HOLDS_PER_ADDRESS: '0',
        ENQUIRY_MIN_FILL_MS: '0',
        PICTURE_CACHE_DIR: e2ePictureCacheDir,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk) => (output += chunk));
    server.stderr?.on('data', (chunk) => (output += chunk));
    const until = Date.now() + 220_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The ${options.name} journeys' server stopped:\n${output}`);
      const healthy = await fetch(`${site}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (healthy) break;
      if (Date.now() > until) throw new Error(`The ${options.name} journeys' server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
  });

  return {
    site,
    context: (browser) =>
      browser.newContext({
        baseURL: site,
        storageState: {
          cookies: [],
          origins: [
            {
              origin: site,
              localStorage: [
                { name: 'cookiesAccepted', value: 'false' },
                {
                  name: 'cookieConsent',
                  value: JSON.stringify({
                    id: `e2e-${options.name.toLowerCase().replace(/\W+/g, '-')}-visitor`,
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
        },
      }),
  };
}
